/**
 * Playwright hands a test the page's events (requests, console messages) over its own connection,
 * after the page has moved on: a state the page shows (a loader, a validation message) can be seen
 * before the event of the call or the log that came first has reached the test's listener (under
 * load the list read right after was still empty). A list an event fills is read with `expect.poll`
 * when the test waits for an entry; when the test checks that nothing came, it first waits for a
 * later event of the same kind, sent by the page after the moment the check is about: the events
 * arrive in the order the page caused them, so once that one is in, every earlier one is too.
 */
import type { Page } from '@playwright/test';

let markers = 0;

/**
 * Every request the page sent before this call has reached the test's `request` listeners: the page
 * fetches a marker address (its config, which it may always load) and this waits for that request.
 */
export async function requestsReported(page: Page): Promise<void> {
  markers += 1;
  const marker = `/config.json?e2e-marker=${process.pid}-${markers}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url, { cache: 'no-store' }).catch(() => undefined), marker);
  await seen;
}

/**
 * Every console message the page logged, and every uncaught error it threw, before this call has
 * reached the test's `console` and `pageerror` listeners (both come from the page's one script runner).
 */
export async function consoleReported(page: Page): Promise<void> {
  markers += 1;
  const marker = `[e2e] console marker ${process.pid}-${markers}`;
  const seen = page.waitForEvent('console', (message) => message.text() === marker);
  await page.evaluate((text) => console.log(text), marker);
  await seen;
}
