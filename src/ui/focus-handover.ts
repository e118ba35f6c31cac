/**
 * How long what had focus stays in the accessibility tree after focus has moved on (decision 0081):
 * the page behind an overlay that opened, a cookie banner that was answered. Orca 43, reading Firefox
 * ESR 140's events, checks the element focus left before it says the new focus, and says nothing
 * when that element is already gone; it took it 12 ms and more on a quiet machine, two frames
 * (17–33 ms) were not always enough, and a busy machine is slower.
 */
export const FOCUS_HANDOVER_MS = 500;
