/**
 * Project details, its tabs, the report, deliverables, the preview page and their failures (spec
 * document 2 sections 2, 3, 4, 8 and 9).
 */
import type { Page } from '@playwright/test';
import {
  UNPUBLISHED_DELIVERABLE_ID,
  VOICE_ASSISTANT_REPORT_IDS,
  projectId,
  projectRequestId,
} from '../../../scripts/dev-api/demo-ids';
import { api, faultCases, h1, LIST, openList, reopen } from '../support/fault-cases';
import { expectErrorPage, goInApp, textFor } from '../support/faults';
import { requestsReported } from '../support/events';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { tabTo } from '../support/requests';
import {
  ACME,
  CALL_QUALITY,
  CHECKOUT,
  VOICE,
  detailsPath,
  injectFault,
  listHeading,
  openRowMenu,
  openSignedIn,
} from '../support/projects-pages';
import { accessibilityStates, visit } from '../support/accessibility-states';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Project' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Project sections' }).getByRole('link');
const info = (page: Page, label: string) =>
  sidebar(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const deliverablesTable = (page: Page) => page.getByRole('table', { name: 'Data deliverables' });

test('the sidebar: back link, actions, name, status, collapsible information, tabs and the preview button', async ({
  page,
}) => {
  await openSignedIn(page, detailsPath(VOICE.projectRequestId, 'request-details', 'pr'));
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Assistant Prompts' })).toBeFocused();
  await expect(sidebar(page).getByText('Completed', { exact: true })).toBeVisible();
  await expect(info(page, 'Request Type')).toHaveText('Scripted Speech');
  await expect(info(page, 'Creation Date')).toHaveText('March 10, 2025');
  await expect(info(page, 'Start Date')).toHaveText('March 17, 2025');
  await expect(info(page, 'Project ID')).toHaveText(VOICE.projectId);
  await expect(tabs(page)).toHaveText(['Request Details', 'Project Report (Completed)', 'Data Deliverables']);
  await expect(tabs(page).first()).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByRole('link', { name: /Preview project/ })).toHaveAttribute('target', '_blank');
  const toggle = sidebar(page).getByRole('button', { name: 'Project information' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(info(page, 'Request Type')).toBeHidden();
  await toggle.click();
  await expect(info(page, 'Request Type')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Projects' }).click();
  await expect(listHeading(page)).toBeVisible();
});

test('request details of a scripted speech request, with no axe violations', async ({ page }) => {
  await openSignedIn(page, detailsPath(VOICE.projectRequestId, 'request-details', 'pr'));
  const panel = page.locator('.details-content');
  await expect(panel.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
  const value = (label: string) =>
    panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Description')).toHaveText('Wake words and commands for the in-car voice assistant.');
  await expect(value('Desired delivery date')).toHaveText('June 30, 2025');
  // Spec document 2 section 9: a details date with its time, 'MMMM Do, YYYY' 'h:mmA' GMT.
  await expect(value('Submitted')).toHaveText('March 10th, 2025 9:30AM GMT');
  await expect(value('Project type')).toHaveText('Prompt based');
  await expect(value('Number of prompts')).toHaveText('500');
  await expect(value('Recordings per prompt')).toHaveText('20');
  await expect(value('Language')).toHaveText('English (United States)');
  await expect(value('Notes')).toHaveText('Speakers aged 18 to 60, half of them in a moving car.');
  await expectNoAxeViolations(page);
});

test('request details of a translation request and of a quality-of-experience request only', async ({ page }) => {
  await openSignedIn(page, detailsPath(CHECKOUT.projectRequestId, 'request-details', 'pr'));
  const panel = page.locator('.details-content');
  const value = (label: string) =>
    panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Source language')).toHaveText('English (United States)');
  await expect(value('Target language')).toHaveText('German (Germany)');
  await expect(value('Two translations')).toHaveText('No');
  await expect(value('Content category')).toHaveText('E-commerce');
  await expect(value('Project size')).toHaveText('12,000 words');

  // Help Center Translation: sized in sentences.
  await page.goto(detailsPath(projectRequestId(10), 'request-details', 'pr'));
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center Translation' })).toBeVisible();
  await expect(value('Project size')).toHaveText('50 sentences');
  await expect(value('Two translations')).toHaveText('Yes');

  await page.goto(detailsPath(CALL_QUALITY.projectRequestId, 'request-details', 'pr'));
  await expect(page.getByRole('heading', { level: 1, name: 'Call Quality Study' })).toBeVisible();
  await expect(tabs(page)).toHaveText(['Request Details', 'Project Report', 'Data Deliverables']);
  await expect(info(page, 'Project ID')).toHaveText('-');
  await expect(sidebar(page).getByText('Start Date')).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: /Preview project/ })).toHaveCount(0);
  await expect(sidebar(page).getByText('Under Review', { exact: true })).toBeVisible();
  await expect(value('Project size')).toHaveText('1,000 input data units');
  await expect(value('Contributors per input data unit')).toHaveText('15');
  await expect(value('Minimum unique contributors')).toHaveText('60');
  await expect(value('Stimuli').getByRole('listitem')).toHaveText([
    'Audio, Average length: 8 sec',
    'Video, Average length: 12.5 sec',
  ]);
  await expect(value('Questions').getByRole('listitem')).toHaveText([
    'Continuous scale',
    'Discrete scale, Scale size: 5',
    'Free text',
  ]);
  await expect(value('Notes')).toHaveText('Headphones required.');
});

test('request details of an hour-based scripted speech request: the speech hours, no prompts', async ({ page }) => {
  // Smart Speaker Recordings: ProjectScriptedSpeechDetailsType 'HourBased', 53 hours.
  await openSignedIn(page, detailsPath(projectRequestId(13), 'request-details', 'pr'));
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Speaker Recordings' })).toBeVisible();
  const panel = page.locator('.details-content');
  const value = (label: string) =>
    panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Project type')).toHaveText('Hours based');
  await expect(value('Number of speech hours')).toHaveText('53');
  await expect(panel.getByText('Number of prompts')).toHaveCount(0);
  await expect(panel.getByText('Recordings per prompt')).toHaveCount(0);
  await expect(value('Notes')).toHaveText('Quiet rooms only, no background music.');
});

test("a request only: 'Your project is being prepared…' and the deliverables' empty state, no axe violations", async ({
  page,
}) => {
  await openSignedIn(page, detailsPath(CALL_QUALITY.projectRequestId, 'report', 'pr'));
  await expect(page.getByText('Your project is being prepared…')).toBeVisible();
  await expect(page.getByText("You'll get notified as soon as it's ready to go!")).toBeVisible();
  await expectNoAxeViolations(page);
  await tabs(page).filter({ hasText: 'Data Deliverables' }).click();
  await expect(page.getByText('Your data deliverables will be here')).toBeVisible();
  await expect(page.getByText('You can download partial or complete project results on this page.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('before the project runs: no start date, the report being prepared, the tab named without a status', async ({
  page,
}) => {
  // Onboarding Emails Quality Rating Phase 3: Upload Successful.
  await openSignedIn(page, detailsPath(projectId(52), 'report'));
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding Emails Quality Rating Phase 3' })).toBeVisible();
  await expect(sidebar(page).getByText('Upload Successful', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('Start Date')).toHaveCount(0);
  await expect(tabs(page)).toHaveText(['Request Details', 'Project Report', 'Data Deliverables']);
  await expect(page.getByText('Your project is being prepared…')).toBeVisible();
});

test('the reports dashboard loads the Power BI chunk only for a report, and says clearly when the report cannot be reached', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The page's clock is fake (it runs at the real pace), so the embed's load limit can be passed at
  // once below instead of waited for.
  await page.clock.install();
  // Each script's entry is its body's promise, pushed when the response comes: a body still being
  // read is counted too (an entry pushed once the body was in could come after the check).
  const scriptBodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scriptBodies.push(
        response.text().then((body) => `${response.url()} ${body.includes('powerbi-client') ? 'powerbi' : ''}`),
      );
  });
  const scripts = () => Promise.all(scriptBodies);
  await openSignedIn(page, detailsPath(VOICE.projectRequestId, 'request-details', 'pr'));
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await scripts()).filter((s) => s.endsWith('powerbi'))).toEqual([]);

  const embedCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/powerbi/')) embedCalls.push(new URL(r.url()).pathname);
  });
  await tabs(page).filter({ hasText: 'Project Report' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Project Report (Completed)' })).toBeVisible();
  const reportTabs = page.getByRole('tablist', { name: 'Reports' }).getByRole('tab');
  await expect(reportTabs).toHaveText(['Project report', 'Voice Assistant Prompts (en-us)']);
  await expect(page.locator('.report-embed iframe')).toHaveCount(1);
  await expect(page.locator('.report-embed')).toHaveCSS('width', '940px');
  await expect(page.locator('.report-embed')).toHaveCSS('height', '700px');
  await expect.poll(async () => (await scripts()).filter((s) => s.endsWith('powerbi')).length).toBe(1);
  await expect
    .poll(() => embedCalls)
    .toEqual([`/api/${ACME}/progress/${VOICE.projectId}/powerbi/60000000-0000-4000-8000-000000000001/`]);
  await expectNoAxeViolations(page, '.details-content');
  // app.powerbi.com cannot be reached here: no 'loaded' event comes, so once the embed's load limit
  // has passed (EMBED_LOAD_LIMIT_MS, 20 s, src/features/projects/reports-dashboard.tsx) the tab says
  // so instead of a blank box.
  await page.clock.fastForward(20_000);
  await expect(page.getByText('The report could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page, '.details-content');
});

test('data deliverables: 10 a page with Load more, UTC times, Partial/Complete, the unpublished one disabled; axe', async ({
  page,
}) => {
  await openSignedIn(page, detailsPath(VOICE.projectId, 'deliverables'));
  const rows = deliverablesTable(page).locator('tbody tr');
  await expect(deliverablesTable(page)).toBeVisible({ timeout: 15_000 });
  await expect(rows).toHaveCount(10);
  await expect(deliverablesTable(page).getByRole('columnheader')).toHaveText([
    'Filename',
    'Creation Date',
    'Downloads',
    'Download',
  ]);
  // Newest first: the unpublished complete file (23) leads.
  await expect(rows.first()).toContainText('voice-assistant-prompts_en-gb_complete.zip');
  await expect(rows.first()).toContainText('ZIP · Complete');
  await expect(
    rows.first().getByRole('button', { name: 'Download voice-assistant-prompts_en-gb_complete.zip' }),
  ).toBeDisabled();
  await expect(
    rows.nth(1).getByRole('button', { name: 'Download voice-assistant-prompts_en-us_complete.zip' }),
  ).toBeEnabled();
  await expect(rows.nth(3)).toContainText('Partial');
  await expect(rows.first().locator('td').nth(1)).toHaveText(/^\d{4}-\d{2}-\d{2}\s*\d{2}:\d{2} UTC$/);
  await expect(page.getByText('Showing 10 of 23', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(23);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(UNPUBLISHED_DELIVERABLE_ID).toBe('50000000-0000-4000-8000-000000000023');
});

/** Stops the page's clock (installed before the page loaded): from here its timers run only on runFor. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

test('a download asks for the link with X-Requested-With, downloads, and says so for 5 s (there at 4.5 s, gone by 5.5 s); the count goes up', async ({
  page,
}) => {
  await page.clock.install();
  await openSignedIn(page, detailsPath(VOICE.projectId, 'deliverables'));
  const row = deliverablesTable(page).locator('tbody tr').nth(1);
  const file = 'voice-assistant-prompts_en-us_complete.zip';
  await expect(row).toContainText(file);
  const before = Number(await row.locator('td').nth(2).textContent());
  await pauseClock(page);
  const linkRequest = page.waitForRequest((r) => r.url().endsWith('/download/'));
  const download = page.waitForEvent('download');
  // The list is asked for again once the link is given (its counts changed). React Query hands the
  // answer to the page on a timer, and the page's clock is paused: wait for the answer before the
  // clock runs, or it may come after the run and show only on the next one.
  const listAgain = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith('/deliverables/'),
  );
  await row.getByRole('button', { name: `Download ${file}` }).click();
  expect((await linkRequest).headers()['x-requested-with']).toBe('XMLHttpRequest');
  expect((await download).suggestedFilename()).toBe(file);
  await listAgain;
  const notice = page.getByText(`${file} will be downloaded soon. If it doesn't start automatically,`);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: 'click here' })).toHaveAttribute(
    'href',
    /\/api\/__files__\/deliverables\//,
  );
  await page.clock.runFor(4_500);
  await expect(notice).toBeVisible();
  await expect(row.locator('td').nth(2)).toHaveText(String(before + 1));
  await page.clock.runFor(1_000);
  await expect(notice).toBeHidden();
});

test('a failed download link says there was a problem, for 5 s (there at 4.5 s, gone by 5.5 s)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await openSignedIn(page, detailsPath(VOICE.projectId, 'deliverables'));
  await injectFault(request, { method: 'GET', pathPattern: '/download/$', status: 500 });
  const file = 'voice-assistant-prompts_en-us_complete.zip';
  const button = deliverablesTable(page).getByRole('button', { name: `Download ${file}` });
  await expect(button).toBeEnabled();
  await pauseClock(page);
  await button.click();
  const notice = page.getByRole('alert').filter({
    hasText: `There was a problem downloading ${file}. If this problem persists, please contact support (opens in a new tab).`,
  });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'contact support' })).toBeVisible();
  await page.clock.runFor(4_500);
  await expect(notice).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(notice).toBeHidden();
});

test('an unknown project goes to the not-found page', async ({ page }) => {
  await openSignedIn(page, detailsPath(projectId(999), 'report'));
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/not-found/$`));
  await expect(
    page.getByRole('heading', { level: 1, name: "We're Sorry. We can't find the page you're looking for" }),
  ).toBeVisible();
});

test('a details link without a tab opens the report of a project and the request details of a request', async ({
  page,
}) => {
  await openSignedIn(page, `/enterprise/${ACME}/projects/${CHECKOUT.projectId}/?type=p`);
  await expect(page).toHaveURL(new RegExp(`${detailsPath(CHECKOUT.projectId, 'report').replace('?', '\\?')}$`));
  await page.goto(`/enterprise/${ACME}/projects/${CALL_QUALITY.projectRequestId}/?type=pr`);
  await expect(page).toHaveURL(
    new RegExp(`${detailsPath(CALL_QUALITY.projectRequestId, 'request-details', 'pr').replace('?', '\\?')}$`),
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a request's details have one address (type 'pr', the request's id): the row menu, the tab and an old 'p' link", async ({
  page,
}) => {
  const address = detailsPath(VOICE.projectRequestId, 'request-details', 'pr');
  const atAddress = new RegExp(`${address.replace('?', '\\?')}$`);
  await openSignedIn(page, `/enterprise/${ACME}/?q=voice`);
  const menu = await openRowMenu(page, 'Voice Assistant Prompts');
  await menu.getByRole('menuitem', { name: 'View request details' }).click();
  await expect(page).toHaveURL(atAddress);
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Project sections' });
  await expect(sections.getByRole('link', { name: 'Request Details' })).toHaveAttribute('href', address);
  // The report and the deliverables stay at the project's address, the one a row's click opens.
  await sections.getByRole('link', { name: /^Project Report/ }).click();
  await expect(page).toHaveURL(new RegExp(`${detailsPath(VOICE.projectId, 'report').replace('?', '\\?')}$`));
  await sections.getByRole('link', { name: 'Request Details' }).click();
  await expect(page).toHaveURL(atAddress);
  // A link of the old form (the project's id, type 'p') is replaced by the one address.
  await page.goto(detailsPath(VOICE.projectId, 'request-details'));
  await expect(page).toHaveURL(atAddress);
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
});

test('the embed token is fetched again before it expires (an hour here), without reloading the page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const embedCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/powerbi/')) embedCalls.push(new URL(r.url()).pathname);
  });
  await openSignedIn(page, detailsPath(VOICE.projectId, 'report'));
  await expect(page.locator('.report-embed iframe')).toHaveCount(1);
  await expect.poll(() => embedCalls.length).toBe(1);
  await page.clock.fastForward('50:00');
  // No call yet: a later request of the page is in, so an earlier call would be too.
  await requestsReported(page);
  expect(embedCalls).toHaveLength(1);
  await page.clock.fastForward('06:00');
  await expect.poll(() => embedCalls.length).toBe(2);
  expect(embedCalls[1]).toBe(embedCalls[0]);
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Assistant Prompts' })).toBeVisible();
});

test('a file name cut to its cell shows whole in a tooltip on focus', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 900 });
  await openSignedIn(page, detailsPath(VOICE.projectId, 'deliverables'));
  const file = 'voice-assistant-prompts_en-us_complete.zip';
  const name = deliverablesTable(page).getByRole('img', { name: file });
  await expect(name).toBeVisible({ timeout: 15_000 });
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // A pointer arriving from elsewhere, as a user's does (a hover right after the page load did not register).
  await page.mouse.move(5, 5);
  await name.hover();
  await expect(page.getByRole('tooltip')).toHaveText(file);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Keyboard users reach it too: it is in the tab order and shows the tooltip on focus.
  await expect(name).toHaveAttribute('tabindex', '0');
  await name.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(file);
});

test("keyboard only: download a deliverable from the project's Data Deliverables tab", async ({ page }) => {
  await openSignedIn(page, detailsPath(VOICE.projectId, 'report'));
  await expect(h1(page, 'Voice Assistant Prompts')).toBeFocused();

  // From the heading, forward through the sidebar to its Data Deliverables tab.
  const tab = page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Data Deliverables' });
  await tabTo(page, tab, { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projects/${VOICE.projectId}/deliverables/\\?type=p$`));
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const table = deliverablesTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(10);

  // On to the second file's Download button (the first stops of the table are the earlier rows').
  const file = 'voice-assistant-prompts_en-us_complete.zip';
  const download = table.getByRole('button', { name: `Download ${file}` });
  const downloads = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `Download ${file}` }) })
    .locator('td')
    .nth(2);
  const before = Number(await downloads.textContent());
  await tabTo(page, download, { limit: 15 });
  const started = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await started).suggestedFilename()).toBe(file);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${file} will be downloaded soon. If it doesn't start automatically, click here` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Focus stays on the button the user pressed, and the count went up by one.
  await expect(download).toBeFocused();
  await expect(downloads).toHaveText(String(before + 1));
});

const VOICE_FILE = 'voice-assistant-prompts_en-us_complete.zip';
const details = (itemId: string, tab: 'report' | 'request-details' | 'deliverables') => detailsPath(itemId, tab);

faultCases([
  {
    screen: 'Project details',
    call: 'GET enterprises/{id}/projects-and-requests/{item}/details/',
    api: api('GET', 'enterprises/[^/]+/projects-and-requests/[^/]+/details/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: 'any failure but a 404: the generic error page',
    open: openList,
    // A different item each time (an answered one would be cached).
    trigger: (page, fault) =>
      goInApp(
        page,
        details({ '500': VOICE.projectId, timeout: CHECKOUT.projectId, network: VOICE.projectId }[fault], 'report'),
      ),
    check: async (page) => {
      await expectErrorPage(page, '/error/', LIST);
    },
  },
  {
    screen: 'Project details (report tab)',
    call: 'GET {id}/projects/{project}/report/configuration/',
    api: api('GET', '[^/]+/projects/[^/]+/report/configuration/'),
    attempts: 2,
    user: 'admin@acme.test',
    // The spec names no page: the tab's name shows the status only 'when ... the report
    // configuration count is available'; a Completed project whose configuration could not be read
    // says its reports could not be loaded, with 'Try again' (report-tab.tsx). The details stay.
    spec: "(not named) the details stay; the tab is 'Project Report' without the status and says the reports could not be loaded; 'Try again' loads them",
    open: openList,
    trigger: (page, fault) =>
      fault === '500'
        ? goInApp(page, details(VOICE.projectId, 'report'))
        : reopen(page, details(VOICE.projectId, 'report')),
    check: async (page, fault) => {
      await expect(h1(page, 'Voice Assistant Prompts')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /^Project Report/ })).toHaveText('Project Report');
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveText(
        "This project's reports could not be loaded. Please try again. Try again",
      );
      await expect(page.getByText('Your project is being prepared…')).toHaveCount(0);
      await expect(page).toHaveURL(/\/report\/\?type=p$/);
      if (fault === '500') await expectNoAxeViolations(page, '.details-content');
    },
    after: async (page) => {
      await page.locator('.details-content').getByRole('alert').getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Project Report (Completed)' })).toBeVisible();
      await expect(page.getByRole('tablist', { name: 'Reports' })).toBeVisible();
    },
  },
  {
    screen: 'Project details (report tab: report embed)',
    call: 'GET {id}/progress/{project}/powerbi/{report}/',
    api: api('GET', `[^/]+/progress/[^/]+/powerbi/${VOICE_ASSISTANT_REPORT_IDS.summary}/`),
    attempts: 2,
    user: 'admin@acme.test',
    spec: "(not named) the report says it could not be loaded, with 'Try again'; the details stay",
    open: openList,
    // Then 'Try again' makes the same call.
    trigger: (page, fault) =>
      fault === '500'
        ? goInApp(page, details(VOICE.projectId, 'report'))
        : page.getByRole('tabpanel').getByRole('button', { name: 'Try again' }).click(),
    check: async (page) => {
      await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
        'The report could not be loaded. Try again',
      );
      await expect(h1(page, 'Voice Assistant Prompts')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Project Report (Completed)' })).toBeVisible();
    },
  },
  {
    screen: 'Project details (deliverables tab)',
    call: 'GET {id}/projects/{project}/deliverables/',
    api: api('GET', '[^/]+/projects/[^/]+/deliverables/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: '(records an error for the project) the tab says the deliverables could not be loaded; the details stay',
    open: openList,
    // Then 'Try again' makes the same call.
    trigger: (page, fault) =>
      fault === '500'
        ? goInApp(page, details(VOICE.projectId, 'deliverables'))
        : page.locator('.details-content').getByRole('button', { name: 'Try again' }).click(),
    check: async (page) => {
      await expect(
        page.locator('.details-content').getByRole('alert').filter({ hasText: 'could not be loaded' }),
      ).toHaveText('The data deliverables could not be loaded. Try again');
      await expect(h1(page, 'Voice Assistant Prompts')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Data Deliverables' })).toBeVisible();
    },
  },
  {
    screen: 'Project details (deliverables tab: download)',
    call: 'GET {id}/projects/{project}/deliverables/{file}/download/',
    api: api('GET', '[^/]+/projects/[^/]+/deliverables/[^/]+/download/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: "'There was a problem downloading {file}. If this problem persists, please contact support.'",
    open: async (page) => {
      await page.goto(details(VOICE.projectId, 'deliverables'));
      await expect(page.getByRole('button', { name: `Download ${VOICE_FILE}` })).toBeEnabled();
    },
    trigger: (page) => page.getByRole('button', { name: `Download ${VOICE_FILE}` }).click(),
    check: async (page) => {
      const notice = page.getByRole('alert').filter({ hasText: 'There was a problem downloading' });
      await expect(notice).toHaveText(
        `There was a problem downloading ${VOICE_FILE}. If this problem persists, please contact support (opens in a new tab).×`,
      );
      await expect(notice.getByRole('link', { name: 'contact support' })).toBeVisible();
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Download ${VOICE_FILE}` })).toBeEnabled();
    },
  },
  {
    screen: 'Project preview',
    call: 'GET {id}/projects/{project}/preview-info/',
    api: api('GET', '[^/]+/projects/[^/]+/preview-info/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: "(not named) the preview says it could not be loaded, with 'Try again' (request layer's text for a time-out or network failure)",
    trigger: async (page) => {
      await page.goto(`/enterprise/${ACME}/projects/${VOICE.projectId}/preview`);
    },
    check: async (page, fault) => {
      await expect(h1(page, 'The preview could not be loaded.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        `${textFor(fault, 'The preview could not be loaded.')} Try again`,
      );
    },
  },
]);

accessibilityStates("a project's details, tab by tab", (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  {
    name: 'project report with its tabs',
    reach: async (page) => {
      await visit(detailsPath(VOICE.projectId, 'report'), 'Voice Assistant Prompts')(page);
      await expect(page.getByRole('tablist', { name: 'Reports' }).getByRole('tab')).toHaveCount(2);
    },
  },
  {
    name: 'request details',
    reach: async (page) => {
      await visit(detailsPath(VOICE.projectId, 'request-details'), 'Voice Assistant Prompts')(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
    },
  },
  {
    name: 'data deliverables',
    reach: async (page) => {
      await visit(detailsPath(VOICE.projectId, 'deliverables'), 'Voice Assistant Prompts')(page);
      await expect(page.getByRole('table', { name: 'Data deliverables' }).locator('tbody tr')).toHaveCount(10);
    },
  },
]);
