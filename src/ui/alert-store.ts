import { ref } from 'valtio';
import { alerts, type AlertEntry } from './alerts';

export { alerts, type AlertAction, type AlertEntry, type AlertType } from './alerts';

/** Spec document 2 section 4: alerts close by themselves after 5000 ms. */
export const ALERT_AUTO_CLOSE_MS = 5000;

let nextId = 1;

/** The auto-close timers: when each alert closes, and its pending timer (none while paused). */
const timers = new Map<
  number,
  { remainingMs: number; startedAt: number; handle: ReturnType<typeof setTimeout> | null }
>();

export function dismissAlert(id: number): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  alerts.list = alerts.list.filter((alert) => alert.id !== id);
}

function startTimer(id: number, ms: number): void {
  timers.set(id, { remainingMs: ms, startedAt: Date.now(), handle: setTimeout(() => dismissAlert(id), ms) });
}

/**
 * Holds an alert open while the pointer is on it or focus is in it, so a user can read it and reach
 * its contact-support link however long that takes (WCAG 2.2.1 "Timing adjustable"); the rest of
 * its 5000 ms run once the user leaves it.
 */
export function pauseAlert(id: number): void {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timers.set(id, {
    remainingMs: Math.max(0, timer.remainingMs - (Date.now() - timer.startedAt)),
    startedAt: 0,
    handle: null,
  });
}

export function resumeAlert(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle) return;
  startTimer(id, timer.remainingMs);
}

/** What showAlert takes: an alert without its id; no contact-support link unless asked. */
export type AlertRequest = Omit<AlertEntry, 'id' | 'showContactSupport'> & { showContactSupport?: boolean };

/** Shows an alert; it closes itself after `autoCloseMs` (5000 by default; 0 keeps it open). */
export function showAlert(alert: AlertRequest, autoCloseMs = ALERT_AUTO_CLOSE_MS): number {
  const id = nextId++;
  // An action is kept as given (its handler is a function, nothing for the store to track).
  const action = alert.action ? ref(alert.action) : undefined;
  alerts.list = [...alerts.list, { showContactSupport: false, ...alert, action, id }];
  if (autoCloseMs > 0) startTimer(id, autoCloseMs);
  return id;
}

export function clearAlerts(): void {
  for (const timer of timers.values()) if (timer.handle) clearTimeout(timer.handle);
  timers.clear();
  alerts.list = [];
}
