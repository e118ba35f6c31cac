/**
 * The request form's visual rules of spec document 2 section 9 (record 0066): its sections scroll in
 * the window's height less 166 px; the date's sentence beside it.
 */
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/projects-pages';

test("the request form's sections scroll in the window's height less 166 px, beside the date's 'guideline, not a commitment'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, `/enterprise/${ENTERPRISE_IDS.acme}/project-request/translation/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Translation' })).toBeVisible();
  const body = page.locator('.request-form__body');
  const scrollBox = () =>
    body.evaluate((element) => ({
      maxHeight: getComputedStyle(element).maxHeight,
      height: element.getBoundingClientRect().height,
      scrolls: element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY === 'auto',
    }));
  expect(await scrollBox()).toEqual({ maxHeight: '634px', height: 634, scrolls: true });
  await page.setViewportSize({ width: 1280, height: 1000 });
  await expect.poll(scrollBox).toEqual({ maxHeight: '834px', height: 834, scrolls: true });

  // The date field says the date is a guideline, in words beside it (its description).
  const date = page.getByRole('textbox', { name: 'Desired delivery date' });
  await expect(date).toHaveAccessibleDescription(/The date is a guideline, not a commitment\.$/);
  await date.scrollIntoViewIfNeeded();
  await expect(page.getByText(/The date is a guideline, not a commitment\.$/)).toBeVisible();
});
