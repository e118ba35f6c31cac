import { proxy } from 'valtio';
import type { Message } from '../i18n/messages';
import type { MessageValues } from '../i18n/intl';

/** Spec document 2 section 3: Success, Danger, Info. */
export type AlertKind = 'success' | 'danger' | 'info';

export interface AlertEntry {
  id: number;
  type: AlertKind;
  message: Message;
  values?: MessageValues;
  /** Adds 'please try later' and the contact-support link. */
  showContactSupport: boolean;
}

/** Spec document 2 section 4: alerts close by themselves after 5000 ms. */
export const ALERT_AUTO_CLOSE_MS = 5000;

export const alerts = proxy<{ list: AlertEntry[] }>({ list: [] });

let nextId = 1;

export function dismissAlert(id: number): void {
  alerts.list = alerts.list.filter((alert) => alert.id !== id);
}

/** Shows an alert; it closes itself after `autoCloseMs` (5000 by default; 0 keeps it open). */
export function showAlert(
  alert: Omit<AlertEntry, 'id' | 'showContactSupport'> & { showContactSupport?: boolean },
  autoCloseMs = ALERT_AUTO_CLOSE_MS,
): number {
  const id = nextId++;
  alerts.list = [...alerts.list, { showContactSupport: false, ...alert, id }];
  if (autoCloseMs > 0) setTimeout(() => dismissAlert(id), autoCloseMs);
  return id;
}

export function clearAlerts(): void {
  alerts.list = [];
}
