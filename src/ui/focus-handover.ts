/**
 * How long what had focus stays in the accessibility tree after focus has moved on (decision 0081):
 * the page behind an overlay that opened, a cookie banner that was answered. Orca 43, reading Firefox
 * ESR 140's events, checks the element focus left before it says the new focus, and says nothing
 * when that element is already gone; it took it 12 ms and more on a quiet machine, two frames
 * (17–33 ms) were not always enough, and a busy machine is slower.
 */
export const FOCUS_HANDOVER_MS = 500;

/**
 * How long a page stays once focus has left it, before it goes (a sign-in, a sign-out). Orca needed
 * 12 ms and more to take up a new focus; the calls that follow take far longer.
 */
export const FOCUS_RELEASE_MS = 50;

/**
 * Focus leaves the page before the page goes (the caller moves on once this resolves). Orca, in
 * Firefox, says nothing of the next page's heading taking focus when the element focus left went from
 * the page in the same moment (decision 0081): the page's body, which stays, is that element instead,
 * and the heading is heard.
 */
export function releaseFocus(): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  return new Promise((resolve) => setTimeout(resolve, FOCUS_RELEASE_MS));
}
