/**
 * Keys pressed as a user presses them: xdotool sends them to the X display, where Orca sees them
 * before the browser does (H, T and Alt+Shift+arrows are Orca's own in browse mode). Names are
 * X key names: Tab, Return, Escape, space, h, t, shift+Tab, shift+alt+Down, ctrl+k, KP_Enter.
 */
import { execFileSync } from 'node:child_process';
import type { DesktopSession } from './desktop';

export function pressKeys(session: DesktopSession, ...keys: string[]): void {
  execFileSync('xdotool', ['key', '--delay', '50', ...keys], { env: session.env, stdio: 'ignore', timeout: 10_000 });
}

/** Types text into the focused field (in focus mode: in browse mode letters are Orca's commands). */
export function typeText(session: DesktopSession, text: string): void {
  execFileSync('xdotool', ['type', '--delay', '30', text], { env: session.env, stdio: 'ignore', timeout: 10_000 });
}
