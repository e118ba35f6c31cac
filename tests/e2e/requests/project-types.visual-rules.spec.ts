/** The project-type selection's visual rule of spec document 2 section 9 (record 0066): the card's size. */
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/projects-pages';

test('a project-type card is 400 × 256 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, `/enterprise/${ENTERPRISE_IDS.acme}/project-request/`);
  const cards = page.locator('.type-card');
  await expect(cards.first()).toBeVisible();
  const sizes = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return `${width} × ${height}`;
    }),
  );
  expect(sizes.length).toBeGreaterThan(1);
  expect(sizes).toEqual(sizes.map(() => '400 × 256'));
});
