/**
 * The Notifications and Billing pages of the Settings area, and its role guard (
 * docs/product-decisions.md "The Settings area"; docs/demo-data.md: Acme Corp has API notifications on and project
 * notifications off; billing information Acme Corp, United States, no VAT number, USD; billing
 * contact 'Accounts Payable', billing@acme.test, '+1 555 0100'), on the reference API's demo data.
 * The Profile page is in profile/profile.spec.ts. Each call's failures are the cases at the end.
 */
import type { Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from '../support/account-pages';
import { api, faultCases, pageLoadCase } from '../support/fault-cases';
import { expectToast, holdToast, signInThroughApi } from '../support/faults';
import { requestsReported } from '../support/events';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { injectFault, openSignedIn } from '../support/projects-pages';
import { tabTo } from '../support/requests';
import { accessibilityStates, visit } from '../support/accessibility-states';

const ACME = ENTERPRISE_IDS.acme;
const NOTIFICATIONS = `/enterprise/${ACME}/notifications/`;
const BILLING = `/enterprise/${ACME}/billing/`;
const NO_ACCESS = 'You do not have access to this page. An Admin of your enterprise can give you access.';
const NOTIFICATIONS_SAVED = 'Your notification settings were saved.';
const NOTIFICATIONS_FAILED = 'We could not save your notification settings. Please try again.';
const CONTACT_SAVED = 'The billing contact was saved.';
const CONTACT_FAILED = 'We could not save the billing contact. Please try again.';
const PHONE_DESCRIPTION = 'Optional. Digits, spaces and + - ( ), at most 40 characters.';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Settings' });
const apiSwitch = (page: Page) => page.getByRole('switch', { name: 'API notifications' });
const projectSwitch = (page: Page) => page.getByRole('switch', { name: 'Project notifications' });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const statusAlert = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const errorAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function signInTo(page: Page, path: string, email = 'admin@acme.test'): Promise<void> {
  await signInThroughApi(page, page.request, email);
  await cookiesAlreadyChosen(page);
  await page.goto(path);
}

async function openNotifications(page: Page, prefix = ''): Promise<void> {
  await signInTo(page, `${prefix}${NOTIFICATIONS}`);
  await expect(apiSwitch(page)).toBeVisible({ timeout: 15_000 });
}

async function openBilling(page: Page): Promise<void> {
  await signInTo(page, BILLING);
  await expect(field(page, 'Name')).toHaveValue('Accounts Payable', { timeout: 15_000 });
}

/** Toggles a switch by its visible label (the input itself is visually hidden). */
const toggle = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

/** Replaces a field's text from the keyboard alone. */
async function retype(page: Page, target: Locator, text: string): Promise<void> {
  await expect(target).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
}

test.describe('Notifications', () => {
  test('shows the two switches in their saved state; Save is enabled by a change; a saved change stays after a reload', async ({
    page,
  }) => {
    await openNotifications(page);
    await expect(h1(page, 'Notifications')).toBeFocused();
    await expect(page).toHaveTitle('Notifications');
    await expect(settingsNav(page).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(apiSwitch(page)).toBeChecked();
    await expect(projectSwitch(page)).not.toBeChecked();
    await expect(apiSwitch(page)).toHaveAccessibleDescription(
      'E-mails about the API: new and expiring access keys and changes to the API.',
    );
    await expect(projectSwitch(page)).toHaveAccessibleDescription(
      "E-mails about the enterprise's projects: status changes and new deliverables.",
    );
    await expect(save(page)).toBeDisabled();
    await expectNoAxeViolations(page);

    await toggle(page, 'Project notifications');
    await expect(projectSwitch(page)).toBeChecked();
    await expect(save(page)).toBeEnabled();
    await save(page).click();
    await expect(statusAlert(page, NOTIFICATIONS_SAVED)).toBeVisible();
    await expect(save(page)).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(apiSwitch(page)).toBeChecked();
    await expect(projectSwitch(page)).toBeChecked();
    await expect(save(page)).toBeDisabled();
  });

  test('keyboard only: Tab to each switch, Space toggles it, Enter on Save saves; focus goes back to the first switch', async ({
    page,
  }) => {
    await openNotifications(page);
    await tabTo(page, apiSwitch(page));
    await page.keyboard.press('Space');
    await expect(apiSwitch(page)).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(projectSwitch(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(projectSwitch(page)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(save(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(statusAlert(page, NOTIFICATIONS_SAVED)).toBeVisible();
    await expect(save(page)).toBeDisabled();
    await expect(apiSwitch(page)).toBeFocused();
  });

  test('speaks Portuguese at /pt-pt/', async ({ page }) => {
    await signInTo(page, `/pt-pt${NOTIFICATIONS}`);
    await expect(h1(page, 'Notificações')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-pt');
    const api = page.getByRole('switch', { name: 'Notificações da API' });
    await expect(api).toBeChecked();
    await expect(api).toHaveAccessibleDescription(
      'Emails sobre a API: chaves de acesso novas e a expirar e alterações à API.',
    );
    await expect(page.getByRole('switch', { name: 'Notificações de projetos' })).not.toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Definições' }).getByRole('link')).toHaveText([
      'Perfil',
      /.+/,
      /.+/,
      'Notificações',
      'Faturação',
    ]);
    await page.getByText('Notificações de projetos', { exact: true }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(statusAlert(page, 'As suas definições de notificações foram guardadas.')).toBeVisible();
  });
});

test.describe('Billing', () => {
  test('shows the billing information read only and the contact prefilled; Save is enabled by a change', async ({
    page,
  }) => {
    await openBilling(page);
    await expect(h1(page, 'Billing')).toBeFocused();
    await expect(page).toHaveTitle('Billing');
    const information = page.getByRole('region', { name: 'Billing information' });
    await expect(information.getByRole('term')).toHaveText(['Company name', 'Country', 'VAT number', 'Currency']);
    await expect(information.getByRole('definition')).toHaveText(['Acme Corp', 'United States', '-', 'USD']);
    await expect(information.getByRole('textbox')).toHaveCount(0);

    await expect(field(page, 'Email')).toHaveValue('billing@acme.test');
    await expect(field(page, 'Phone')).toHaveValue('+1 555 0100');
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(PHONE_DESCRIPTION);
    await expect(field(page, 'Name')).toHaveAttribute('maxlength', '80');
    await expect(field(page, 'Email')).toHaveAttribute('maxlength', '254');
    await expect(field(page, 'Phone')).toHaveAttribute('maxlength', '40');
    await expect(save(page)).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('says what is wrong with each field, and sends nothing while a value is wrong', async ({ page }) => {
    await openBilling(page);
    await field(page, 'Name').fill('');
    await field(page, 'Name').blur();
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Required field');
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Email').fill('billing@acme');
    await field(page, 'Email').blur();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter a valid email address.');
    await field(page, 'Phone').fill('555-CALL');
    await field(page, 'Phone').blur();
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(
      `${PHONE_DESCRIPTION} Use only digits, spaces and + - ( ).`,
    );
    await expectNoAxeViolations(page);

    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await save(page).click();
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Required field');
    await field(page, 'Email').fill('');
    await field(page, 'Email').blur();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Required field');
    // No PUT: a later request of the page is in, so an earlier PUT would be too.
    await requestsReported(page);
    expect(puts).toEqual([]);
  });

  test("a saved contact says 'The billing contact was saved.' and stays after a reload", async ({ page }) => {
    await openBilling(page);
    await field(page, 'Name').fill('Finance Team');
    await field(page, 'Email').fill('finance@acme.test');
    await field(page, 'Phone').fill('(555) 010-0199');
    await expect(save(page)).toBeEnabled();
    await save(page).click();
    await expect(statusAlert(page, CONTACT_SAVED)).toBeVisible();
    await expect(save(page)).toBeDisabled();

    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('Finance Team', { timeout: 15_000 });
    await expect(field(page, 'Email')).toHaveValue('finance@acme.test');
    await expect(field(page, 'Phone')).toHaveValue('(555) 010-0199');
  });

  test('keyboard only: Tab through the fields, type, Enter on Save saves; focus goes back to Name', async ({
    page,
  }) => {
    await openBilling(page);
    await tabTo(page, field(page, 'Name'));
    await retype(page, field(page, 'Name'), 'Keyboard Team');
    await page.keyboard.press('Tab');
    await retype(page, field(page, 'Email'), 'keys@acme.test');
    await page.keyboard.press('Tab');
    await retype(page, field(page, 'Phone'), '');
    await page.keyboard.press('Tab');
    await expect(save(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(statusAlert(page, CONTACT_SAVED)).toBeVisible();
    await expect(save(page)).toBeDisabled();
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Name')).toHaveValue('Keyboard Team');
    await expect(field(page, 'Phone')).toHaveValue('');
  });
});

test.describe('the role guard and refused loads', () => {
  test('a Viewer has no Notifications or Billing entry, and their addresses lead to the enterprise page', async ({
    page,
  }) => {
    await signInTo(page, `/enterprise/${ACME}/profile/`, 'viewer@acme.test');
    await expect(h1(page, 'Profile')).toBeVisible({ timeout: 15_000 });
    await expect(settingsNav(page).getByRole('link')).toHaveText(['Profile', 'Change Password', 'Team']);
    for (const path of [NOTIFICATIONS, BILLING]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
      await expect(h1(page, 'Projects')).toBeVisible();
    }
  });

  test('a 403 of the notification settings or of the billing information shows the no-access text to an Admin', async ({
    page,
  }) => {
    await injectFault(page.request, { method: 'GET', pathPattern: '/enterprise/[^/]+/settings/$', status: 403 });
    await injectFault(page.request, { method: 'GET', pathPattern: '/billing/information/$', status: 403 });
    await signInTo(page, NOTIFICATIONS);
    await expect(page.getByText(NO_ACCESS)).toBeVisible({ timeout: 15_000 });
    await expect(h1(page, 'Notifications')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${NOTIFICATIONS}$`));
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await settingsNav(page).getByRole('link', { name: 'Billing' }).click();
    await expect(h1(page, 'Billing')).toBeVisible();
    await expect(page.getByText(NO_ACCESS)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});

faultCases([
  pageLoadCase(
    'Notifications',
    'GET enterprise/{id}/settings/',
    api('GET', 'enterprise/[^/]+/settings/'),
    NOTIFICATIONS,
  ),
  {
    screen: 'Notifications (save)',
    call: 'PUT enterprise/{id}/settings/',
    api: api('PUT', 'enterprise/[^/]+/settings/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: `'${NOTIFICATIONS_FAILED}'; the switches keep the choice; saving again works`,
    open: async (page) => {
      await page.goto(NOTIFICATIONS);
      await toggle(page, 'API notifications');
      await toggle(page, 'Project notifications');
      await expect(apiSwitch(page)).not.toBeChecked();
      await expect(projectSwitch(page)).toBeChecked();
    },
    trigger: (page) => save(page).click(),
    check: async (page, fault) => {
      if (fault === '500') {
        await expect(errorAlert(page, NOTIFICATIONS_FAILED)).toBeVisible();
        await holdToast(page, NOTIFICATIONS_FAILED);
        await expectNoAxeViolations(page); // with the toast shown
      }
      await expectToast(page, NOTIFICATIONS_FAILED);
      await expect(apiSwitch(page)).not.toBeChecked();
      await expect(projectSwitch(page)).toBeChecked();
      await expect(save(page)).toBeEnabled();
    },
    after: async (page) => {
      await save(page).click();
      await expect(statusAlert(page, NOTIFICATIONS_SAVED)).toBeVisible();
    },
  },
  pageLoadCase('Billing', 'GET {id}/billing/information/', api('GET', '[^/]+/billing/information/'), BILLING),
  pageLoadCase('Billing', 'GET {id}/billing/contact/', api('GET', '[^/]+/billing/contact/'), BILLING),
  pageLoadCase('Billing', 'GET countries/', api('GET', 'countries/'), BILLING),
  {
    screen: 'Billing (save the contact)',
    call: 'PUT {id}/billing/contact/',
    api: api('PUT', '[^/]+/billing/contact/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: `'${CONTACT_FAILED}'; what was typed stays`,
    open: async (page) => {
      await page.goto(BILLING);
      await expect(field(page, 'Name')).toHaveValue('Accounts Payable');
      await field(page, 'Name').fill('Finance Team');
      await field(page, 'Phone').fill('');
    },
    trigger: (page) => save(page).click(),
    check: async (page, fault) => {
      if (fault === '500') {
        await expect(errorAlert(page, CONTACT_FAILED)).toBeVisible();
        await holdToast(page, CONTACT_FAILED);
        await expectNoAxeViolations(page); // with the toast shown
      }
      await expectToast(page, CONTACT_FAILED);
      await expect(field(page, 'Name')).toHaveValue('Finance Team');
      await expect(field(page, 'Email')).toHaveValue('billing@acme.test');
      await expect(field(page, 'Phone')).toHaveValue('');
      await expect(save(page)).toBeEnabled();
    },
  },
]);

accessibilityStates('notifications and billing', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  {
    name: 'notifications (switches)',
    reach: async (page) => {
      await visit(`/enterprise/${ACME}/notifications/`, 'Notifications')(page);
      await expect(page.getByRole('switch', { name: 'API notifications' })).toBeChecked();
    },
  },
  { name: 'billing', reach: visit(`/enterprise/${ACME}/billing/`, 'Billing') },
]);
