/**
 * API access keys (spec document 2 sections 2, 4, 5, 7, 8 and 9; docs/product-decisions.md "Roles and permissions" and the
 * access-key name rule): the list, create with the one-time secret, edit, delete, the role guard, the
 * failures, keyboard-only use and accessibility. Runs against the reference API and its demo data:
 * Acme Corp has "CI pipeline" (read and write), "Data export" (read only) and "Staging" (read and
 * write, never used).
 */
import type { Locator, Page } from '@playwright/test';
import { USER_IDS } from '../../../scripts/dev-api/demo-ids';
import { expectAccessibleState, accessibilityStates, visit } from '../support/accessibility-states';
import { api, ENTERPRISE_ERROR, faultCases, LIST, pageLoadCase, type FaultCase } from '../support/fault-cases';
import { expectErrorPage, goInApp } from '../support/faults';
import { consoleReported } from '../support/events';
import { expect as baseExpect, expectNoAxeViolations, signInThroughApi, test } from '../support/fixtures';
import { openSignedIn } from '../support/projects-pages';

// Each test signs in and loads several lazy pages; on a busy 2-core machine a full page load has been
// seen to take over 5 s (the config's default), so waits here allow 10 s. Performance itself is
// measured by the benchmark, not by these waits.
const expect = baseExpect.configure({ timeout: 10_000 });

const ACME = '10000000-0000-4000-8000-000000000001';
const KEY_IDS = {
  ciPipeline: 'AKIAACME000000000001',
  dataExport: 'AKIAACME000000000002',
  staging: 'AKIAACME000000000003',
};
const home = `/enterprise/${ACME}/accesskey/home/`;
const create = `/enterprise/${ACME}/accesskey/create/`;
const edit = (query: string) => `/enterprise/${ACME}/accesskey/edit/?${query}`;
const homeUrl = new RegExp(`/enterprise/${ACME}/accesskey/home/$`);
const errorUrl = new RegExp(`/enterprise/${ACME}/error/$`);
const ONE_TIME_WARNING = /^This is the only time that the secret access keys can be viewed/;

// List dates are YYYY-MM-DD in UTC: far from UTC, "Data export" (last used 2026-01-28 22:05 UTC)
// still shows the 28th.
test.use({ timezoneId: 'Pacific/Auckland' });

/** Starts signed in (through the API; the login page has its own tests), on no page of the app yet. */
const signInAs = (page: Page, email = 'admin@acme.test') => signInThroughApi(page, email, null);

/** Starts signed in as the admin on a page of the access-key area. */
const open = (page: Page, path: string) => signInThroughApi(page, 'admin@acme.test', path);

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Access key name' });
const createButton = (page: Page) => page.getByRole('button', { name: 'Create access key' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });
/** Whether keyboard focus is on the element or inside it. */
const hasFocusWithin = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));
/** Picks a permission by its title (the radio's label: the input itself is visually hidden). */
const choosePermission = (page: Page, title: string) => page.locator('label', { hasText: title }).click();
const rows = (page: Page) => page.getByRole('grid').getByRole('row');
const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** A call to the reference API with the signed-in user's token (test set-up, beside the UI). */
async function apiCall(page: Page, method: 'POST' | 'DELETE', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('dc.accessToken'));
  const response = await page.request.fetch(`/api/${ACME}/authenticationManager/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
}

/**
 * Makes the reference API fail the next matching calls (scripts/dev-api/test-endpoints.ts). A query
 * that fails with a 5xx is retried once (src/api/query-client.ts), so a query fault fails twice.
 */
async function fault(page: Page, method: string, pathPattern: string, { status = 500, times = 1 } = {}) {
  const response = await page.request.post('/__test__/faults', { data: { method, pathPattern, status, times } });
  expect(response.ok()).toBe(true);
}

/** Everything the browser keeps for the page: both storages and the address. */
const keptState = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .map((key) => `${key}=${storage.getItem(key)}`)
        .join('\n');
    return { local: dump(localStorage), session: dump(sessionStorage), url: location.href };
  });

test.describe('the access-key list', () => {
  test('shows every key with its permission title, dates and actions, and the count', async ({ page }) => {
    await open(page, home);
    await expect(page.getByRole('heading', { level: 1, name: 'API Access Keys' })).toBeFocused();
    await expect(page.getByText('3 access key(s) found')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Access keys' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Access key name',
      'Access key ID',
      'Permission',
      'Created',
      'Last Used',
      'Actions',
    ]);
    await expect(rowOf(page, 'CI pipeline').getByRole('gridcell')).toHaveText([
      KEY_IDS.ciPipeline,
      'Read and write',
      '2025-05-04',
      '2026-02-10',
      'EditDelete',
    ]);
    await expect(rowOf(page, 'Data export').getByRole('gridcell')).toHaveText([
      KEY_IDS.dataExport,
      'Read only',
      '2025-09-15',
      '2026-01-28',
      'EditDelete',
    ]);
    await expect(rowOf(page, 'Staging').getByRole('gridcell')).toHaveText([
      KEY_IDS.staging,
      'Read and write',
      '2026-01-05',
      'Never',
      'EditDelete',
    ]);
    await expect(page.getByRole('link', { name: 'Create access key' })).toHaveAttribute('href', create);
    await expectNoAxeViolations(page);
  });

  test('shows the empty state when the enterprise has no key', async ({ page }) => {
    await signInAs(page);
    for (const id of Object.values(KEY_IDS)) await apiCall(page, 'DELETE', `key/?accessKeyID=${id}`);
    await page.goto(home);
    await expect(
      page.getByText("Create a new access key and start making HTTPS requests to the provider's APIs."),
    ).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create access key' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('speaks the locale of the address, permission titles included (pt-pt)', async ({ page }) => {
    await signInAs(page);
    await page.goto(`/pt-pt${home}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Chaves de acesso à API' })).toBeVisible();
    await expect(page.getByText('3 chave(s) de acesso encontrada(s)')).toBeVisible();
    await expect(rowOf(page, 'Data export').getByRole('gridcell').nth(1)).toHaveText('Só leitura');
    await expect(rowOf(page, 'Staging').getByRole('gridcell').nth(3)).toHaveText('Nunca');
    await expect(page.getByRole('link', { name: 'Criar chave de acesso' })).toHaveAttribute('href', `/pt-pt${create}`);
  });

  test('the base and unknown access-key paths go to the list', async ({ page }) => {
    await signInAs(page);
    for (const path of ['accesskey', 'accesskey/', 'accesskey/unknown/', 'accesskey/home/extra/deeper']) {
      await page.goto(`/enterprise/${ACME}/${path}`);
      await expect(page).toHaveURL(homeUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'API Access Keys' })).toBeVisible();
    }
  });

  // docs/product-decisions.md "Roles and permissions": the access-key pages are for Admin, CustomerSuccess and CustomerSuccessPrincipal.
  for (const [role, email] of [
    ['A Manager (CustomerSuccess)', 'manager@acme.test'],
    ['A Principal (CustomerSuccessPrincipal)', 'principal@acme.test'],
  ] as const) {
    test(`${role} reaches the list and the create page`, async ({ page }) => {
      await signInAs(page, email);
      await page.goto(home);
      await expect(page).toHaveURL(homeUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'API Access Keys' })).toBeVisible();
      await expect(page.getByText('3 access key(s) found')).toBeVisible();
      await expect(rowOf(page, 'Staging').getByRole('gridcell').first()).toHaveText(KEY_IDS.staging);
      await page.getByRole('link', { name: 'Create access key' }).click();
      await expect(page).toHaveURL(new RegExp(`${create}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Create access key' })).toBeVisible();
      await expect(nameField(page)).toBeVisible();
    });
  }

  test('a Viewer may not manage keys and is sent to the enterprise page', async ({ page }) => {
    await signInAs(page, 'viewer@acme.test');
    for (const path of [home, create, edit(`apiKeyID=${KEY_IDS.staging}`)]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    }
  });
});

test.describe('creating a key', () => {
  test('the name must be given, at most 55 characters, of the allowed characters and not in use', async ({ page }) => {
    await open(page, create);
    await expect(page.getByRole('heading', { level: 1, name: 'Create access key' })).toBeFocused();
    await expect(createButton(page)).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Read only' })).toBeChecked(); // the first permission by default

    const name = nameField(page);
    await name.fill('x'.repeat(56));
    await name.blur();
    await expect(name).toHaveAccessibleDescription(/The name can have at most 55 characters\./);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(createButton(page)).toBeDisabled();

    await name.fill('x'.repeat(55));
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(createButton(page)).toBeEnabled();

    await name.fill('deploy/key*');
    await expect(
      page.getByText(
        'The name can only use letters, digits, spaces and these characters: . , : ; _ - + = @ # & ( ) [ ] ! ?',
      ),
    ).toBeVisible();
    await expect(createButton(page)).toBeDisabled();
    await expectNoAxeViolations(page); // with a message shown

    await name.fill('ci PIPELINE'); // the same name as "CI pipeline": case is ignored
    await expect(
      page.getByText('Another access key of this enterprise already has this name. Choose a different name.'),
    ).toBeVisible();
    await expect(createButton(page)).toBeDisabled();

    await name.fill('   ');
    await expect(page.getByText('Required field')).toBeVisible();

    await name.fill('Ключ Zürich 東京 ٣ (eu) [1] #2: a&b, c+d=e; f_g @ok! ?');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(createButton(page)).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('the permission query pre-selects the permission whose title key matches it', async ({ page }) => {
    await signInAs(page);
    const cases: [string, string][] = [
      ['ReadWrite', 'Read and write'],
      ['read-write', 'Read and write'],
      ['AccessKeyPermissionReadOnlyTitle', 'Read only'],
      ['read', 'Read only'], // matches both keys: nothing is chosen for the user, the default stays
      ['admin', 'Read only'], // matches none: the default
    ];
    for (const [query, checked] of cases) {
      await page.goto(`${create}?permission=${encodeURIComponent(query)}`);
      await expect(page.getByRole('radio', { name: checked })).toBeChecked();
    }
  });

  test('success shows the key id and secret once, with copy buttons; the secret is kept nowhere', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.clock.install();
    await open(page, `${create}?permission=ReadWrite`);
    await nameField(page).fill('Nightly build');
    await createButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Your access key is ready' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(ONE_TIME_WARNING)).toBeVisible();
    const accessKeyID = await dialog.getByRole('textbox', { name: 'Access key ID' }).inputValue();
    const secret = await dialog.getByRole('textbox', { name: 'Secret access key' }).inputValue();
    expect(accessKeyID).toMatch(/^AKIANEW\d+$/);
    expect(secret.length).toBeGreaterThan(20);
    // The whole page with the modal open (the create button's pending announcement excluded).
    await expectAccessibleState(page);

    // Spec: a copy button says 'copied!' for 5 seconds. The page's clock stands still from here, so
    // only the time the test lets pass counts (a slow machine cannot make the 5 s run out early).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const copySecret = dialog.getByRole('button', { name: 'Copy Secret access key' });
    await copySecret.click();
    await expect(dialog.getByRole('button', { name: 'copied! Secret access key' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.clock.runFor(4900);
    await expect(dialog.getByRole('button', { name: 'copied! Secret access key' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(copySecret).toBeVisible();
    // The key id's button keeps its own 'copied!' for 5 seconds too.
    const copyId = dialog.getByRole('button', { name: 'Copy Access key ID' });
    await copyId.click();
    await expect(dialog.getByRole('button', { name: 'copied! Access key ID' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accessKeyID);
    await page.clock.runFor(4900);
    await expect(dialog.getByRole('button', { name: 'copied! Access key ID' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(copyId).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^copied!/ })).toHaveCount(0);
    await page.clock.resume();
    // The clipboard is the user's: empty it so the checks below look at what the portal keeps.
    await page.evaluate(() => navigator.clipboard.writeText(''));

    // Not dismissed by Escape: the user closes it when they have the secret.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByText('4 access key(s) found')).toBeVisible();
    await expect(rowOf(page, 'Nightly build').getByRole('gridcell')).toHaveText([
      accessKeyID,
      'Read and write',
      /^\d{4}-\d{2}-\d{2}$/,
      'Never',
      'EditDelete',
    ]);

    const kept = await keptState(page);
    expect(kept.local).not.toContain(secret);
    expect(kept.session).not.toContain(secret);
    expect(kept.url).not.toContain(secret);
    expect(await page.content()).not.toContain(secret);
    // A later console message of the page is in, so every earlier one is too.
    await consoleReported(page);
    expect(logs.join('\n')).not.toContain(secret);
  });

  test('without a clipboard, or when copying is refused, the modal says how to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    });
    await open(page, create);
    await nameField(page).fill('No clipboard');
    await createButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Your access key is ready' });
    await dialog.getByRole('button', { name: 'Copy Secret access key' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This browser does not let the portal copy text. Select the text in the field and copy it yourself.',
    );
    await expect(dialog.getByRole('button', { name: 'Copy Secret access key' })).toBeVisible();
    await expectNoAxeViolations(page, '.modal');

    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => ({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }),
        configurable: true,
      });
    });
    await dialog.getByRole('button', { name: 'Copy Access key ID' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The text could not be copied. Select the text in the field and copy it yourself.',
    );
  });

  test('a name the server refuses as DuplicatedAccessKeyName joins the names in use and keeps the form', async ({
    page,
  }) => {
    await open(page, create);
    await expect(nameField(page)).toBeVisible();
    // Another user creates "Release bot" after this page loaded the list: only the server knows.
    await apiCall(page, 'POST', 'key/', { accessKeyName: 'Release bot', permission: 'read-only' });
    await nameField(page).fill('Release bot');
    await nameField(page).press('Enter');
    await expect(
      page.getByText('Another access key of this enterprise already has this name. Choose a different name.'),
    ).toBeVisible();
    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toHaveValue('Release bot');
    await expect(page).toHaveURL(new RegExp(`${create}$`));
    // The name is now in use for this form: the same name in other case is flagged at once.
    await nameField(page).fill('RELEASE BOT');
    await expect(createButton(page)).toBeDisabled();
    await nameField(page).fill('Release bot 2');
    await createButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Your access key is ready' })).toBeVisible();
  });

  test('Cancel goes back to the list and forgets the draft', async ({ page }) => {
    await open(page, create);
    await nameField(page).fill('Throwaway');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(homeUrl);
    await page.goto(create);
    await expect(nameField(page)).toHaveValue('');
  });
});

test.describe('editing a key', () => {
  test('reads the key id from apiKeyID or accessKeyID and fetches the key', async ({ page }) => {
    await signInAs(page);
    for (const query of [`apiKeyID=${KEY_IDS.dataExport}`, `accessKeyID=${KEY_IDS.dataExport}`]) {
      await page.goto(edit(query));
      await expect(page.getByRole('heading', { level: 1, name: 'Edit access key' })).toBeFocused();
      await expect(nameField(page)).toHaveValue('Data export');
      await expect(page.getByRole('radio', { name: 'Read only' })).toBeChecked();
      await expect(page.getByText(KEY_IDS.dataExport)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('Save is enabled only after a change, the own name is allowed, and the list shows the result', async ({
    page,
  }) => {
    await open(page, home);
    await rowOf(page, 'CI pipeline').getByRole('link', { name: 'Edit access key CI pipeline' }).click();
    await expect(page).toHaveURL(new RegExp(`accesskey/edit/\\?apiKeyID=${KEY_IDS.ciPipeline}$`));
    await expect(nameField(page)).toHaveValue('CI pipeline');
    await expect(saveButton(page)).toBeDisabled();

    await choosePermission(page, 'Read only');
    await expect(saveButton(page)).toBeEnabled();
    await choosePermission(page, 'Read and write'); // back to the key's own values
    await expect(saveButton(page)).toBeDisabled();

    await nameField(page).fill('Staging');
    await nameField(page).blur(); // a field's message shows once it has been left
    await expect(
      page.getByText('Another access key of this enterprise already has this name. Choose a different name.'),
    ).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await nameField(page).fill('CI PIPELINE'); // its own name, in other case, is not "in use"
    await expect(nameField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(page)).toBeEnabled();

    await nameField(page).fill('CI pipeline (prod)');
    await choosePermission(page, 'Read only');
    await saveButton(page).click();
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByText('The access key CI pipeline (prod) was saved.')).toBeVisible();
    await expect(rowOf(page, 'CI pipeline (prod)').getByRole('gridcell')).toHaveText([
      KEY_IDS.ciPipeline,
      'Read only',
      '2025-05-04',
      '2026-02-10',
      'EditDelete',
    ]);
    await expect(rowOf(page, 'CI pipeline')).toHaveCount(0);
    await page.reload(); // the server has it too
    await expect(rowOf(page, 'CI pipeline (prod)').getByRole('gridcell').nth(1)).toHaveText('Read only');
  });

  test('a name the server refuses as DuplicatedAccessKeyName shows the in-use message', async ({ page }) => {
    await open(page, edit(`apiKeyID=${KEY_IDS.staging}`));
    await expect(nameField(page)).toHaveValue('Staging');
    await apiCall(page, 'POST', 'key/', { accessKeyName: 'Sandbox', permission: 'read-only' });
    await nameField(page).fill('Sandbox');
    await saveButton(page).click();
    await expect(
      page.getByText('Another access key of this enterprise already has this name. Choose a different name.'),
    ).toBeVisible();
    await expect(nameField(page)).toHaveValue('Sandbox');
    await expect(saveButton(page)).toBeDisabled();
  });

  test('a failure to fetch the key replaces the page with the enterprise error page', async ({ page }) => {
    await signInAs(page);
    await fault(page, 'POST', '/authenticationManager/keyById/$', { status: 404 });
    await page.goto(edit(`apiKeyID=${KEY_IDS.staging}`));
    await expect(page).toHaveURL(errorUrl);
    await expect(page.getByRole('heading', { level: 1, name: "We've got a glitch..." })).toBeVisible();
  });

  test('without a key id there is nothing to edit: the list shows', async ({ page }) => {
    await open(page, `/enterprise/${ACME}/accesskey/edit/`);
    await expect(page).toHaveURL(homeUrl);
  });
});

test.describe('deleting a key', () => {
  test('the modal explains, needs the confirmation, removes the key and frees its name', async ({ page }) => {
    await open(page, home);
    await rowOf(page, 'Staging').getByRole('button', { name: 'Delete access key Staging' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete access key' });
    await expect(dialog).toContainText(
      'Deleting the access key Staging prevents the applications that use it from accessing the service.',
    );
    const confirm = dialog.getByRole('checkbox', { name: 'I am aware that a deleted access key cannot be recovered.' });
    const submit = dialog.getByRole('button', { name: 'Delete access key' });
    await expect(confirm).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await expectAccessibleState(page);
    await dialog.getByText('I am aware that a deleted access key cannot be recovered.').click();
    await expect(confirm).toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, 'Staging')).toHaveCount(0);
    await expect(page.getByText('2 access key(s) found')).toBeVisible();
    await expect(page.getByText('The access key Staging was deleted.')).toBeVisible();

    // Its name is free again.
    await page.getByRole('link', { name: 'Create access key' }).click();
    await nameField(page).fill('Staging');
    await expect(nameField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await createButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Your access key is ready' })).toBeVisible();
  });

  test('Cancel keeps the key', async ({ page }) => {
    await open(page, home);
    await rowOf(page, 'Data export').getByRole('button', { name: 'Delete access key Data export' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByText('3 access key(s) found')).toBeVisible();
  });
});

test.describe('by keyboard alone', () => {
  test('a key is created', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, home);
    await expect(page.getByRole('heading', { level: 1, name: 'API Access Keys' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Create access key' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Create access key' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nameField(page)).toBeFocused();
    await page.keyboard.type('Keyboard key');
    await page.keyboard.press('Tab'); // the checked radio (Read only)
    await expect(page.getByRole('radio', { name: 'Read only' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Read and write' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(createButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Your access key is ready' });
    await expect(dialog).toBeVisible();
    expect(await hasFocusWithin(dialog)).toBe(true); // focus moved into the modal
    // Every stop of the modal in order: each value, its copy button, then Close.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Access key ID' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Copy Access key ID' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Secret access key' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Copy Secret access key' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'copied! Secret access key' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(homeUrl);
    await expect(rowOf(page, 'Keyboard key').getByRole('gridcell').nth(1)).toHaveText('Read and write');
  });

  test('a key is deleted', async ({ page }) => {
    await open(page, home);
    await expect(page.getByText('3 access key(s) found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'API Access Keys' })).toBeFocused();
    await page.keyboard.press('Tab'); // Create access key
    await page.keyboard.press('Tab'); // into the table: the first row
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown'); // the third row, Staging
    await expect(rowOf(page, 'Staging')).toBeFocused();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight'); // cells, then Edit, then Delete
    await expect(page.getByRole('button', { name: 'Delete access key Staging' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete access key' });
    await expect(dialog).toBeVisible();
    expect(await hasFocusWithin(dialog)).toBe(true);
    const confirm = dialog.getByRole('checkbox', { name: 'I am aware that a deleted access key cannot be recovered.' });
    // Tab to the checkbox: a few stops at most (a focus trap that never reaches it fails here, clearly).
    for (let presses = 0; presses < 5 && !(await confirm.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(confirm, 'the confirmation checkbox is reached with at most 5 Tabs').toBeFocused();
    await page.keyboard.press('Space');
    await expect(confirm).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete access key' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, 'Staging')).toHaveCount(0);
    // The row and its button are gone: focus is on the page's heading, not lost.
    await expect(page.getByRole('heading', { level: 1, name: 'API Access Keys' })).toBeFocused();
  });
});

const KEY_CALLS = {
  list: api('GET', '[^/]+/authenticationManager/key/'),
  permissions: api('GET', '[^/]+/authenticationManager/permissions/'),
  create: api('POST', '[^/]+/authenticationManager/key/'),
  byId: api('POST', '[^/]+/authenticationManager/keyById/'),
  edit: api('PUT', '[^/]+/authenticationManager/key/'),
  remove: api('DELETE', '[^/]+/authenticationManager/key/'),
};
const KEY_DRAFT_RESTORED = 'What you typed before the error is back in the form. Check it and try again.';
const keyEdit = edit(`apiKeyID=${KEY_IDS.staging}`);
const listLoad = pageLoadCase('API access keys (list)', 'GET {id}/authenticationManager/key/', KEY_CALLS.list, home);

faultCases([
  {
    ...listLoad,
    spec: "the enterprise's generic error page, which replaced the list in the history",
    check: async (page, fault) => {
      await listLoad.check(page, fault);
      if (fault !== '500') return;
      // Replaced, not pushed: Back returns to the page before the failed one.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    },
  },
  pageLoadCase('API access keys (list)', 'GET {id}/authenticationManager/permissions/', KEY_CALLS.permissions, home),
  {
    screen: 'API access keys (create)',
    call: 'POST {id}/authenticationManager/key/',
    api: KEY_CALLS.create,
    attempts: 1,
    user: 'admin@acme.test',
    spec: "the enterprise's generic error page in place of the create page; what was typed comes back on return, never a secret",
    open: async (page) => {
      await page.goto(home);
      await page.getByRole('link', { name: 'Create access key' }).click();
      await nameField(page).fill('Reporting');
      await choosePermission(page, 'Read and write');
    },
    trigger: (page) => createButton(page).click(),
    check: async (page) => {
      await expectErrorPage(page, ENTERPRISE_ERROR, LIST);
      expect((await keptState(page)).session).toContain(
        `dc.accessKeyDraft.create.${USER_IDS.admin}.${ACME}={"accessKeyName":"Reporting","permission":"read-write"}`,
      );
      await page.goBack(); // the create page was replaced: Back is the list
      await expect(page).toHaveURL(homeUrl);
      await page.getByRole('link', { name: 'Create access key' }).click();
      await expect(page.getByText(KEY_DRAFT_RESTORED)).toBeVisible();
      await expect(nameField(page)).toHaveValue('Reporting');
      await expect(page.getByRole('radio', { name: 'Read and write' })).toBeChecked();
    },
    // It goes through now: the draft is gone, and the secret was kept nowhere.
    after: async (page) => {
      await createButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Your access key is ready' });
      const secret = await dialog.getByRole('textbox', { name: 'Secret access key' }).inputValue();
      const kept = await keptState(page);
      expect(kept.session).not.toContain('dc.accessKeyDraft');
      expect(kept.session).not.toContain(secret);
    },
  },
  pageLoadCase('API access keys (edit)', 'POST {id}/authenticationManager/keyById/', KEY_CALLS.byId, keyEdit),
  {
    screen: 'API access keys (edit: save)',
    call: 'PUT {id}/authenticationManager/key/',
    api: KEY_CALLS.edit,
    attempts: 1,
    user: 'admin@acme.test',
    spec: "the enterprise's generic error page; what was typed comes back on return",
    open: async (page) => {
      await page.goto(keyEdit);
      await expect(nameField(page)).toHaveValue('Staging');
      await nameField(page).fill('Staging EU');
      await choosePermission(page, 'Read only');
    },
    trigger: (page) => saveButton(page).click(),
    check: async (page) => {
      await expectErrorPage(page, ENTERPRISE_ERROR, LIST);
      await goInApp(page, keyEdit);
      await expect(page.getByText(KEY_DRAFT_RESTORED)).toBeVisible();
      await expect(nameField(page)).toHaveValue('Staging EU');
      await expect(page.getByRole('radio', { name: 'Read only' })).toBeChecked();
      await expect(saveButton(page)).toBeEnabled();
    },
    // It goes through now: the list shows the key's new name, and the draft is gone.
    after: async (page) => {
      await saveButton(page).click();
      await expect(rowOf(page, 'Staging EU')).toHaveCount(1);
      expect((await keptState(page)).session).not.toContain('dc.accessKeyDraft');
    },
  },
  {
    screen: 'API access keys (list: delete)',
    call: 'DELETE {id}/authenticationManager/key/',
    api: KEY_CALLS.remove,
    attempts: 1,
    user: 'admin@acme.test',
    spec: 'the generic error page (not the enterprise one), the modal closed',
    open: async (page) => {
      await page.goto(home);
    },
    trigger: async (page, fault) => {
      if (fault !== '500') await goInApp(page, home);
      await page.getByRole('button', { name: 'Delete access key Staging' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete access key' });
      await dialog.getByText('I am aware that a deleted access key cannot be recovered.').click();
      await dialog.getByRole('button', { name: 'Delete access key' }).click();
    },
    check: async (page) => {
      await expectErrorPage(page, '/error/', LIST); // 'Go to Projects': the enterprise the user works in
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    },
  },
] satisfies FaultCase[]);

accessibilityStates('the access keys and the delete modal', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  { name: 'access keys', reach: visit(`/enterprise/${ACME}/accesskey/home/`, 'API Access Keys') },
  {
    name: 'delete access key modal',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Delete access key Staging' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete access key' })).toBeVisible();
    },
  },
]);
