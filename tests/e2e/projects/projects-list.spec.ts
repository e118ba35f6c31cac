/** The projects list (spec document 2 sections 2, 4, 5, 8 and 9) on the demo data of Acme Corp. */
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { accessibilityStates, visit } from '../support/accessibility-states';
import { api, faultCases, LIST } from '../support/fault-cases';
import { expectErrorPage, goInApp } from '../support/faults';
import { requestsReported } from '../support/events';
import { expect, expectNoAxeViolations, signIn, test } from '../support/fixtures';
import {
  ACME,
  CALL_QUALITY,
  SEARCH_PATH,
  VOICE,
  bodyRows,
  countLine,
  injectFault,
  listHeading,
  openList,
  openSignedIn,
  openRowMenu,
  rowOf,
  table,
} from '../support/projects-pages';

test('shows a loader, then Projects with the count line and the first 25 rows, newest first, without axe violations', async ({
  page,
  request,
}) => {
  await injectFault(request, {
    method: 'POST',
    pathPattern: '/projects-and-requests/search/$',
    delayMs: 1_500,
    times: 1,
  });
  await signIn(page, 'admin@acme.test');
  await expect(listHeading(page)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading projects' })).toBeVisible();
  await expect(countLine(page)).toHaveText('63 projects');
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    /^Name/,
    /^Status/,
    /^Progress/,
    'Languages',
    /^Creation Date/,
    /^Start Date/,
    'Actions',
  ]);
  // The five sortable columns have a sort button; Languages and the actions column do not.
  await expect(table(page).getByRole('columnheader').getByRole('button')).toHaveText([
    /^Name/,
    /^Status/,
    /^Progress/,
    /^Creation Date/,
    /^Start Date/,
  ]);
  await expect(table(page).getByRole('columnheader', { name: /Creation Date/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(bodyRows(page).first().getByRole('link')).toHaveText('Museum Audio Recordings Phase 3');
  const accept = page.getByRole('button', { name: 'Accept all cookies' });
  if (await accept.isVisible()) await accept.click();
  await expectNoAxeViolations(page);
  const searches = (await (await request.get('/__test__/stats')).json()) as {
    requests: { method: string; path: string }[];
  };
  expect(searches.requests.filter((r) => r.path === SEARCH_PATH)).toHaveLength(1);
});

test("shows 'No projects yet' for an enterprise without projects (Initech)", async ({ page }) => {
  await openSignedIn(page, `/enterprise/${ENTERPRISE_IDS.initech}/`);
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("shows the name with 'ID: ', the status chip, progress as a rounded percent or '-', two languages then '+N' with a tooltip, greyed cancelled and not-approved rows", async ({
  page,
}) => {
  await openList(page);
  const requestOnly = rowOf(page, 'Museum Audio Recordings Phase 3');
  await expect(requestOnly).toContainText('ID: -');
  await expect(requestOnly.getByText('Not Approved')).toBeVisible();
  await expect(requestOnly).toHaveClass(/is-greyed/);
  await expect(requestOnly.locator('td').nth(2)).toHaveText('-');
  await expect(requestOnly.locator('.language-code')).toHaveText(['fr-fr', 'es-es']);
  const more = requestOnly.getByRole('img', { name: '2 more: pt-br, ja-jp' });
  await expect(more).toHaveText('+2');
  // The pointer moves over the page before it rests on '+2', as a user's does: react-aria opens a
  // tooltip on hover only once it has seen the pointer move (the login page's click did that before).
  await listHeading(page).hover();
  await more.hover();
  await expect(page.getByRole('tooltip')).toHaveText('pt-br, ja-jp');
  await expectNoAxeViolations(page);

  const cancelled = rowOf(page, 'Banking FAQ Quality Rating Phase 3');
  await expect(cancelled).toHaveClass(/is-greyed/);
  await expect(cancelled.getByText('Cancelled')).toBeVisible();
  await expect(cancelled.locator('td').nth(2)).toHaveText('39%');

  const running = rowOf(page, 'Support Chat Translation Phase 3');
  await expect(running).not.toHaveClass(/is-greyed/);
  await expect(running).toContainText('ID: 30000000-0000-4000-8000-000000000055');
  await expect(running.locator('td').nth(2)).toHaveText('50%');
  await expect(running.locator('td').nth(4)).toHaveText('2026-02-15');
  await expect(running.locator('td').nth(5)).toHaveText('2026-02-20');

  // Processing Data Uploads with progress 0: '-'.
  await expect(rowOf(page, 'Insurance Claims Translation Phase 3').locator('td').nth(2)).toHaveText('-');
  // Preparing Project with progress 0: 0%.
  await expect(rowOf(page, 'Smart Speaker Quality Rating Phase 3').locator('td').nth(2)).toHaveText('0%');
});

test('a click on a row opens the project report, or the request details of a request only', async ({ page }) => {
  await openList(page);
  // A click on another cell than the name opens the row too.
  await rowOf(page, 'Checkout Flow Translation').locator('td').nth(4).click();
  await expect(page).toHaveURL(/\/projects\/30000000-0000-4000-8000-000000000002\/report\/\?type=p$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Flow Translation' })).toBeVisible();
  await page.goBack();
  // With Ctrl (⌘ on a Mac), in a new tab; the list stays.
  const opening = page.context().waitForEvent('page');
  await rowOf(page, 'Checkout Flow Translation')
    .locator('td')
    .nth(2)
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opening;
  await tab.waitForURL(/\/projects\/30000000-0000-4000-8000-000000000002\/report\/\?type=p$/);
  await tab.close();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await rowOf(page, 'Call Quality Study').locator('td').nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${CALL_QUALITY.projectRequestId}/request-details/\\?type=pr$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
});

test("searches by name on Enter, says 'Found:', keeps it in the URL; clearing resets it; Back restores it", async ({
  page,
}) => {
  await openList(page);
  const box = page.getByRole('searchbox', { name: 'Project name' });
  await box.fill('museum audio');
  await box.press('Enter');
  await expect(countLine(page)).toHaveText('Found: 3 projects');
  await expect(page).toHaveURL(/\?q=museum\+audio$/);
  await expect(bodyRows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(countLine(page)).toHaveText('63 projects');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
  await page.goBack();
  await expect(countLine(page)).toHaveText('Found: 3 projects');
  await expect(box).toHaveValue('museum audio');
});

test("refuses a Project ID that is not a GUID with 'Invalid Project ID, wrong format'; finds a GUID with braces in any case", async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('radiogroup', { name: 'Search by' }).getByText('Project ID').click();
  const box = page.getByRole('searchbox', { name: 'Project ID' });
  let searched = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SEARCH_PATH) searched += 1;
  });
  await box.fill('30000000-0000-4000-8000-00000000001');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Invalid Project ID, wrong format')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // No search: a later request of the page is in, so an earlier search would be too.
  await requestsReported(page);
  expect(searched).toBe(0);
  await expectNoAxeViolations(page);
  await box.press('End');
  await box.press('1');
  await expect(page.getByText('Invalid Project ID, wrong format')).toHaveCount(0);
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === SEARCH_PATH);
  await box.fill(`{${VOICE.projectId.toUpperCase()}}`);
  await box.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({ projectId: VOICE.projectId, pageNumber: 0 });
  await expect(countLine(page)).toHaveText('Found: 1 project');
  await expect(bodyRows(page).getByRole('link')).toHaveText('Voice Assistant Prompts');
});

test('takes at most 80 characters of search text', async ({ page }) => {
  await openList(page);
  const box = page.getByRole('searchbox', { name: 'Project name' });
  await box.fill('x'.repeat(100));
  await expect(box).toHaveValue('x'.repeat(80));
});

test('sorts on the five sortable columns (ascending first, then descending), in the URL', async ({ page }) => {
  await openList(page);
  const sort = async (column: string) => {
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === SEARCH_PATH);
    await table(page).getByRole('button', { name: column }).click();
    return (await sent).postDataJSON() as { sortBy: string; sortDirection: number; pageNumber: number };
  };
  expect(await sort('Name')).toMatchObject({ sortBy: 'name', sortDirection: 0, pageNumber: 0 });
  await expect(page).toHaveURL(/\?sort=name&dir=asc$/);
  await expect(bodyRows(page).first().getByRole('link')).toHaveText('Banking FAQ Quality Rating Phase 3');
  await expect(table(page).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(await sort('Name')).toMatchObject({ sortBy: 'name', sortDirection: 1 });
  await expect(bodyRows(page).first().getByRole('link')).toHaveText('Voice Assistant Prompts');
  expect(await sort('Status')).toMatchObject({ sortBy: 'status', sortDirection: 0 });
  expect(await sort('Progress')).toMatchObject({ sortBy: 'progress', sortDirection: 0 });
  expect(await sort('Start Date')).toMatchObject({ sortBy: 'startDate', sortDirection: 0 });
  await expect(bodyRows(page).first().getByRole('link')).toHaveText('Product Catalogue Translation');
  expect(await sort('Creation Date')).toMatchObject({ sortBy: 'creationDate', sortDirection: 0 });
  await expect(bodyRows(page).first().getByRole('link')).toHaveText('Help Center Translation');
  await expect(table(page).getByRole('button', { name: 'Languages' })).toHaveCount(0);
});

test('appends 25 rows a page with Load more up to the total; the page is in the URL, so a link reproduces it', async ({
  page,
}) => {
  await openList(page);
  await expect(page.getByText('Showing 25 of 63', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(page).toHaveURL(/\?page=1$/);
  await expect(bodyRows(page).nth(25).getByRole('link')).toBeFocused();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(bodyRows(page)).toHaveCount(63);
  await expect(page.getByText('Showing 63 of 63', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(63);
  await expect(bodyRows(page).last().getByRole('link')).toHaveText('Help Center Translation');
});

test('a link with search, filters, sort and page reproduces the view, and Back from a project restores it', async ({
  page,
}) => {
  const view = `/enterprise/${ACME}/?q=phase&ps=1000,2000,2500,2700&sort=name&dir=asc`;
  await openSignedIn(page, view);
  await expect(countLine(page)).toHaveText('Found: 8 projects');
  await expect(page.getByRole('searchbox', { name: 'Project name' })).toHaveValue('phase');
  await expect(bodyRows(page).getByRole('link')).toHaveText([
    'Game Dialogue Recordings Phase 3',
    'Legal Notices Translation Phase 3',
    'Marketing Site Translation Phase 2',
    'Medical Leaflets Recordings Phase 2',
    'Mobile App Recordings Phase 3',
    'Mobile App Translation Phase 2',
    'Support Chat Translation Phase 3',
    'Travel Guides Recordings Phase 2',
  ]);
  await bodyRows(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game Dialogue Recordings Phase 3' })).toBeVisible();
  await page.goBack();
  expect(new URL(page.url()).search).toBe('?q=phase&ps=1000,2000,2500,2700&sort=name&dir=asc');
  await expect(countLine(page)).toHaveText('Found: 8 projects');
  await expect(bodyRows(page).first().getByRole('link')).toHaveText('Game Dialogue Recordings Phase 3');
});

test('a filtered view shows its rows with their chips: the rows do not move down when the chips come', async ({
  page,
}) => {
  // The table's place as it first appears: a press on a row whose release lands 40 px lower opens nothing.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const table = document.querySelector('main table');
      if (!table) return;
      (window as unknown as { firstTop: number }).firstTop = table.getBoundingClientRect().top;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // The chips' code is held until the list's toolbar shows: its rows have come by then.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/async\/filter-chips\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openSignedIn(page, `/enterprise/${ACME}/?ps=1000,2000`);
  await expect(page.getByRole('button', { name: /^Filters \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  release();
  await expect(page.getByRole('grid', { name: 'Active filters' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  const top = await page.getByRole('table').evaluate((table) => table.getBoundingClientRect().top);
  expect(await page.evaluate(() => (window as unknown as { firstTop: number }).firstTop)).toBe(top);
});

test('the actions menu has its two groups and the entries each row allows', async ({ page }) => {
  await openList(page, 'admin@acme.test', `/enterprise/${ACME}/?q=voice`);
  let menu = await openRowMenu(page, 'Voice Assistant Prompts');
  await expect(menu.getByRole('group')).toHaveCount(2);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'View request details',
    'View project report',
    'View data deliverables',
    'Preview project',
    'Delete project',
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto(`/enterprise/${ACME}/?q=checkout`);
  menu = await openRowMenu(page, 'Checkout Flow Translation');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'View request details',
    'View project report',
    'View data deliverables',
    'Preview project',
    'Cancel project',
  ]);
  await page.keyboard.press('Escape');

  await page.goto(`/enterprise/${ACME}/?q=call%20quality`);
  menu = await openRowMenu(page, 'Call Quality Study');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'View request details',
    'View project report',
    'View data deliverables',
    'Delete project',
  ]);
  await menu.getByRole('menuitem', { name: 'View data deliverables' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${CALL_QUALITY.projectRequestId}/deliverables/\\?type=pr$`));
});

test("'Request a project' takes an admin to the project type selection, by keyboard too; no axe violations", async ({
  page,
}) => {
  await openList(page);
  const link = page.getByRole('link', { name: 'Request a project' });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  // Right after the page heading in the keyboard order.
  await listHeading(page).focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/project-request/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Request a project' })).toBeVisible();
});

test("a Viewer has no 'Request a project'", async ({ page }) => {
  await openList(page, 'viewer@acme.test');
  await page.waitForLoadState('networkidle'); // the role (member settings) is in
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Public API' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the hide-request-project flag hides 'Request a project' from an admin", async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), hideRequestProject: true } });
  });
  await signIn(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/accesskey\/home\/$/);
  await page.goto(`/enterprise/${ACME}/`);
  await expect(bodyRows(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Request a project' })).toHaveCount(0);
});

test('a Viewer gets no cancel or delete entries', async ({ page }) => {
  await openList(page, 'viewer@acme.test', `/enterprise/${ACME}/?q=voice`);
  const menu = await openRowMenu(page, 'Voice Assistant Prompts');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'View request details',
    'View project report',
    'View data deliverables',
    'Preview project',
  ]);
});

test("'Preview project' opens the preview in a new tab, outside the shell: the project name and its job previews", async ({
  page,
}) => {
  await openList(page, 'admin@acme.test', `/enterprise/${ACME}/?q=voice`);
  const menu = await openRowMenu(page, 'Voice Assistant Prompts');
  const popup = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: /Preview project/ }).click();
  const preview = await popup;
  await expect(preview).toHaveURL(new RegExp(`/enterprise/${ACME}/projects/${VOICE.projectId}/preview$`));
  await expect(preview.getByRole('heading', { level: 1, name: 'Preview: Voice Assistant Prompts' })).toBeVisible();
  await expect(preview.getByRole('table', { name: 'Job previews' }).locator('tbody tr')).toHaveCount(3);
  await expect(
    preview.getByRole('link', { name: 'Open the preview of Voice Assistant Prompts (en-us) (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');
  await expect(preview.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoAxeViolations(preview);
});

test('the list speaks Portuguese under /pt-pt/', async ({ page }) => {
  await openSignedIn(page, `/pt-pt/enterprise/${ACME}/?ct=2025-03-10`);
  await expect(page.getByRole('heading', { level: 1, name: 'Projetos' })).toBeVisible();
  await expect(countLine(page)).toHaveText('Encontrados: 2 projetos');
  await expect(page.getByRole('grid', { name: 'Filtros ativos' }).getByRole('row')).toHaveAttribute(
    'aria-label',
    /^Criado: 10\/03\/2025$|^Criado: 10 de mar\.? de 2025$/,
  );
  const rows = page.getByRole('table', { name: 'Projetos e pedidos de projeto' }).locator('tbody tr');
  await expect(rows.nth(1).getByText('Concluído')).toBeVisible();
  await expect(rows.first().getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^/pt-pt/enterprise/${ACME}/projects/`),
  );
});

accessibilityStates('the list of another enterprise', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  {
    name: 'projects list of Globex (three projects)',
    reach: async (page) => {
      await visit(`/enterprise/${ENTERPRISE_IDS.globex}/`, 'Projects')(page);
      await expect(bodyRows(page)).toHaveCount(3);
    },
  },
]);

faultCases([
  {
    screen: 'Projects list',
    call: 'POST enterprises/{id}/projects-and-requests/search/',
    api: api('POST', 'enterprises/[^/]+/projects-and-requests/search/'),
    attempts: 2,
    user: 'admin@acme.test',
    spec: 'the generic error page',
    // A new view each time (an answered page would be cached): newest first, by name, by status.
    trigger: async (page, fault) => {
      const view = { '500': '', timeout: '?sort=name&dir=asc', network: '?sort=status&dir=asc' }[fault];
      if (fault === '500') await page.goto(LIST);
      else await goInApp(page, `${LIST}${view}`);
    },
    check: async (page) => {
      await expectErrorPage(page, '/error/', LIST);
    },
  },
]);

accessibilityStates('the projects list', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  {
    name: 'projects list',
    reach: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
      await expect(bodyRows(page)).toHaveCount(25);
    },
  },
]);
