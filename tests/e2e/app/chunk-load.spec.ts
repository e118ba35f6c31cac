/**
 * A screen's code that does not arrive (spec document 1 section 2: "a chunk that is missing, times
 * out (120 s) or fails on the network raises a chunk-load error"): the generic error page inside the
 * shell, never a blank page (src/app/page-error-boundary.tsx; the 120 s are rsbuild.config.ts's
 * `chunkLoadTimeout`). The chunk is held by a route and the page's clock is fake, so the time-out is
 * passed at once instead of waited for.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { listHeading, openList } from '../support/projects-pages';

/** The lazily loaded chunks of the build (dist/static/js/async/), not the start-up scripts. */
const ASYNC_CHUNK = /\/static\/js\/async\/[^/]+\.js$/;

const errorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: "We've got a glitch..." });
const pageLoader = (page: Page) => page.getByRole('progressbar', { name: 'Loading the page' });

/** From the list (its chunks in), opens a project's details, whose chunk is not loaded yet. */
async function openDetails(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Checkout Flow Translation', exact: true }).click();
}

test('a chunk that has not arrived after 120 s raises a chunk-load error: the error page, in the shell', async ({
  page,
}) => {
  await page.clock.install();
  await openList(page);
  let requested: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (requested = resolve));
  // Held: never answered.
  await page.route(ASYNC_CHUNK, () => requested());
  await openDetails(page);
  await held;
  // The time-out started when the chunk was asked for, at most the moments since then ago.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor(117_000);
  await expect(pageLoader(page)).toBeVisible();
  await expect(errorHeading(page)).toHaveCount(0);
  await page.clock.runFor(3_000);
  await expect(errorHeading(page)).toBeVisible();
  await expect(pageLoader(page)).toHaveCount(0);
  // The shell around it stays, and the user goes on from there.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.clock.resume();
  await page.getByRole('link', { name: 'Go to Projects' }).click();
  await expect(listHeading(page)).toBeVisible();
});

for (const [fault, answer] of [
  ['missing (404)', (route: Route) => route.fulfill({ status: 404, body: 'Not found' })],
  ['failing on the network', (route: Route) => route.abort('failed')],
] as const) {
  test(`a chunk ${fault} raises a chunk-load error: the error page, in the shell`, async ({ page }) => {
    await openList(page);
    await page.route(ASYNC_CHUNK, answer);
    await openDetails(page);
    await expect(errorHeading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Projects' })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}
