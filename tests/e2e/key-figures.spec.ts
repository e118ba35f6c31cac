/**
 * The key figures beside the report in the browser, on the demo data: Voice
 * Assistant Prompts (completed, three jobs) shows a captioned table per job even though the embedded
 * report cannot load here (Power BI is out of reach); a failed metrics call says so for that job and
 * 'Try again', pressed from the keyboard, loads it. 0 axe violations.
 */
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { VOICE, detailsPath, injectFault, openList } from './support/projects';
import { tabTo } from './support/requests';

test.describe.configure({ timeout: 90_000 });

const JOB = 'Voice Assistant Prompts (en-us)';

test('each job has a captioned table of its figures beside the report', async ({ page }) => {
  await openList(page);
  await page.goto(detailsPath(VOICE.projectId, 'report'));
  const table = page.getByRole('table', { name: `Key figures: ${JOB}` });
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(table.getByRole('row')).toHaveText([
    'FigureValue',
    'Progress100%',
    'Completed tasks1,000',
    'Total tasks1,000',
    'Contributors48',
  ]);
  await expect(page.getByRole('table', { name: /^Key figures: / })).toHaveCount(3);
  await expectNoAxeViolations(page, '.details-content');
});

test("a failed metrics call says so for its job, and 'Try again' by keyboard loads the figures", async ({
  page,
  request,
}) => {
  await openList(page);
  // Every job's figures fail: its call and React Query's one retry (3 jobs × 2), then the API answers.
  await injectFault(request, { method: 'POST', pathPattern: '/metrics/$', status: 500, times: 6 });
  await page.goto(detailsPath(VOICE.projectId, 'report'));
  const failure = page.getByRole('alert').filter({ hasText: /^The key figures of .+ could not be loaded\./ });
  await expect(failure).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByRole('table', { name: /^Key figures: / })).toHaveCount(0);
  await expectNoAxeViolations(page, '.details-content');
  const retry = page.locator('.key-figures-list').getByRole('button', { name: 'Try again' }).first();
  await tabTo(page, retry, { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: `Key figures: ${JOB}` })).toBeVisible();
  await expect(failure).toHaveCount(2);
});
