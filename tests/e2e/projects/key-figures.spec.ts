/**
 * The key figures beside the report in the browser, on the demo data: Voice
 * Assistant Prompts (completed, three jobs) shows a captioned table per job even though the embedded
 * report cannot load here (Power BI is out of reach); a failed metrics call says so for that job
 * (after each of the three faults) and 'Try again', pressed from the keyboard, loads it. 0 axe violations.
 */
import type { Page } from '@playwright/test';
import { api, faultCases, h1, openList as openProjects } from '../support/fault-cases';
import { goInApp } from '../support/faults';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { VOICE, detailsPath, openList } from '../support/projects-pages';
import { tabTo } from '../support/requests';

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

/** The languages of Voice Assistant Prompts' three jobs, in the report tab's order. */
const VOICE_JOBS = ['en-us', 'en-gb', 'de-de'];
const failures = (page: Page) => page.locator('.key-figures-list').getByRole('alert');

faultCases([
  {
    screen: 'Project details (report tab: key figures)',
    call: 'POST {id}/metrics/',
    api: api('POST', '[^/]+/metrics/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: "each job says its key figures could not be loaded, with 'Try again'; the details stay",
    open: openProjects,
    // The three jobs' calls at once, then 'Try again' on the first job makes its call again.
    trigger: (page, fault) =>
      fault === '500'
        ? goInApp(page, detailsPath(VOICE.projectId, 'report'))
        : page.locator('.key-figures-list').getByRole('button', { name: 'Try again' }).first().click(),
    check: async (page, fault) => {
      await expect(failures(page)).toHaveText(
        VOICE_JOBS.map((job) => `The key figures of Voice Assistant Prompts (${job}) could not be loaded. Try again`),
      );
      await expect(page.getByRole('table', { name: /^Key figures: / })).toHaveCount(0);
      await expect(h1(page, 'Voice Assistant Prompts')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Project Report (Completed)' })).toBeVisible();
      if (fault === '500') await expectNoAxeViolations(page, '.details-content');
    },
    // 'Try again' from the keyboard loads that job's figures.
    after: async (page) => {
      const retry = page.locator('.key-figures-list').getByRole('button', { name: 'Try again' }).first();
      await tabTo(page, retry, { limit: 60 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('table', { name: `Key figures: ${JOB}` })).toBeVisible();
      await expect(failures(page)).toHaveCount(2);
    },
  },
]);
