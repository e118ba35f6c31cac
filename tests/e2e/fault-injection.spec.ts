/**
 * Issue 8, "Fault injection": for every screen that calls the API, a 500, a time-out and a network
 * failure on each of its calls give exactly the page or alert the specification names (document 1
 * section 8, document 2 sections 4 and 8; DECISIONS.md for the request layer's texts and the
 * password-change alert), never a blank page or an unhandled rejection; a form that fails to submit
 * keeps every value the user typed (on the page, or restored when the user comes back, as the
 * feature implements it).
 *
 * One test per call (TABLE below), running the three faults one after the other on the same page.
 * Each case checks: the named page or alert, exactly; a level-1 heading (never a blank page); no
 * unhandled rejection, page error or screen crash (support/faults.ts `pageProblems`); that the fault
 * was hit; and, for a form, the typed values.
 *
 * The faults are Playwright routes (support/faults.ts `injectFault`): a 500, an aborted connection,
 * or a request never answered while the page's fake clock jumps past the client's 30 s limit. A
 * query retries a 500, a time-out or a network failure once (src/api/query-client.ts), so a query's
 * fault holds for both attempts.
 *
 * "The generic error page" of document 2 section 8 (the user's enterprises, the enterprise languages,
 * the projects, the languages, the cookie preferences, the consent, deleting a key) is /error/; "the
 * enterprise's generic error page" (a request submission, the access-key pages) is
 * /enterprise/{id}/error/. The Translation form's languages are a fixed list: it makes no languages
 * call.
 *
 * The refresh proofs ("ten concurrent calls with an expired token cause exactly one refresh call,
 * and two tabs refreshing at once cause one refresh in all") are in session-refresh.spec.ts.
 */
import type { Page } from '@playwright/test';
import { ACCESS_KEY_IDS, DEMO_PICTURE_PNG_BASE64 } from '../../scripts/dev-api/demo-ids';
import {
  ACME,
  api,
  ENTERPRISE_ERROR,
  faultCases,
  h1,
  LIST,
  openList,
  pageLoadCase,
  reopen,
  type FaultCase as Case,
} from './support/fault-cases';
import { DEMO_PASSWORD } from './support/fixtures';
import { expect, expectErrorPage, expectToast, goInApp } from './support/faults';

const KEYS_HOME = `/enterprise/${ACME}/accesskey/home/`;
const KEY_CREATE = `/enterprise/${ACME}/accesskey/create/`;
const KEY_EDIT = `/enterprise/${ACME}/accesskey/edit/?apiKeyID=${ACCESS_KEY_IDS.staging}`;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const LOGIN = 'admin@acme.test';

// ───────────────────────────── signed in: access keys, change password ─────────────────────────────

const KEY_DRAFT_RESTORED = 'What you typed before the error is back in the form. Check it and try again.';
const keyName = (page: Page) => page.getByRole('textbox', { name: 'Access key name' });
const choosePermission = (page: Page, title: string) => page.locator('label', { hasText: title }).click();

const KEY_CALLS = {
  list: api('GET', '[^/]+/authenticationManager/key/'),
  permissions: api('GET', '[^/]+/authenticationManager/permissions/'),
  create: api('POST', '[^/]+/authenticationManager/key/'),
  byId: api('POST', '[^/]+/authenticationManager/keyById/'),
  edit: api('PUT', '[^/]+/authenticationManager/key/'),
  remove: api('DELETE', '[^/]+/authenticationManager/key/'),
};

const CHANGE_PASSWORD = { old: DEMO_PASSWORD, new: 'Newpass#1' };

const ACCOUNT_SCREENS: Case[] = [
  pageLoadCase('API access keys (list)', 'GET {id}/authenticationManager/key/', KEY_CALLS.list, KEYS_HOME),
  pageLoadCase(
    'API access keys (list)',
    'GET {id}/authenticationManager/permissions/',
    KEY_CALLS.permissions,
    KEYS_HOME,
  ),
  {
    screen: 'API access keys (create)',
    call: 'POST {id}/authenticationManager/key/',
    api: KEY_CALLS.create,
    attempts: 1,
    user: LOGIN,
    spec: "the enterprise's generic error page; what was typed comes back on return",
    open: async (page) => {
      await page.goto(KEY_CREATE);
      await keyName(page).fill('Reporting');
      await choosePermission(page, 'Read and write');
    },
    trigger: (page) => page.getByRole('button', { name: 'Create access key' }).click(),
    check: async (page) => {
      await expectErrorPage(page, ENTERPRISE_ERROR, LIST);
      await goInApp(page, KEY_CREATE);
      await expect(page.getByText(KEY_DRAFT_RESTORED)).toBeVisible();
      await expect(keyName(page)).toHaveValue('Reporting');
      await expect(page.getByRole('radio', { name: 'Read and write' })).toBeChecked();
    },
  },
  pageLoadCase('API access keys (edit)', 'POST {id}/authenticationManager/keyById/', KEY_CALLS.byId, KEY_EDIT),
  {
    screen: 'API access keys (edit: save)',
    call: 'PUT {id}/authenticationManager/key/',
    api: KEY_CALLS.edit,
    attempts: 1,
    user: LOGIN,
    spec: "the enterprise's generic error page; what was typed comes back on return",
    open: async (page) => {
      await page.goto(KEY_EDIT);
      await expect(keyName(page)).toHaveValue('Staging');
      await keyName(page).fill('Staging EU');
      await choosePermission(page, 'Read only');
    },
    trigger: (page) => page.getByRole('button', { name: 'Save changes' }).click(),
    check: async (page) => {
      await expectErrorPage(page, ENTERPRISE_ERROR, LIST);
      await goInApp(page, KEY_EDIT);
      await expect(page.getByText(KEY_DRAFT_RESTORED)).toBeVisible();
      await expect(keyName(page)).toHaveValue('Staging EU');
      await expect(page.getByRole('radio', { name: 'Read only' })).toBeChecked();
    },
  },
  {
    screen: 'API access keys (list: delete)',
    call: 'DELETE {id}/authenticationManager/key/',
    api: KEY_CALLS.remove,
    attempts: 1,
    user: LOGIN,
    spec: 'the generic error page',
    open: async (page) => {
      await page.goto(KEYS_HOME);
    },
    trigger: async (page, fault) => {
      if (fault !== '500') await goInApp(page, KEYS_HOME);
      await page.getByRole('button', { name: 'Delete access key Staging' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete access key' });
      await dialog.getByText('I am aware that a deleted access key cannot be recovered.').click();
      await dialog.getByRole('button', { name: 'Delete access key' }).click();
    },
    check: async (page) => {
      await expectErrorPage(page, '/error/', LIST); // 'Go to Projects': the enterprise the user works in
    },
  },
  {
    screen: 'Change password',
    call: 'POST users/self/password/',
    api: api('POST', 'users/self/password/'),
    attempts: 1,
    user: LOGIN,
    spec: 'DECISIONS.md: any failure but a 400 shows the generic password-change error alert; values kept',
    open: async (page) => {
      await page.goto(`/enterprise/${ACME}/profile/password/`);
      await page.getByLabel('Old password').fill(CHANGE_PASSWORD.old);
      await page.getByLabel('New password', { exact: true }).fill(CHANGE_PASSWORD.new);
      await page.getByLabel('Confirm new password').fill(CHANGE_PASSWORD.new);
    },
    trigger: (page) => page.getByRole('button', { name: 'Change Password' }).click(),
    check: async (page) => {
      await expectToast(page, 'Your password could not be changed.', { contactSupport: true });
      await expect(h1(page, 'Change Password')).toBeVisible();
      await expect(page.getByLabel('Old password')).toHaveValue(CHANGE_PASSWORD.old);
      await expect(page.getByLabel('New password', { exact: true })).toHaveValue(CHANGE_PASSWORD.new);
      await expect(page.getByLabel('Confirm new password')).toHaveValue(CHANGE_PASSWORD.new);
    },
  },
];

// ───────────────────────────── the Settings area: Team ─────────────────────────────

const TEAM = `/enterprise/${ACME}/team/`;
const INVITE = api('POST', 'enterprise/[^/]+/invitation/');
const inviteDialog = (page: Page) => page.getByRole('dialog', { name: 'Invite a member' });

const TEAM_SCREENS: Case[] = [
  pageLoadCase(
    'Team',
    'GET enterprises/{id}/enterprise-users/',
    api('GET', 'enterprises/[^/]+/enterprise-users/'),
    TEAM,
  ),
  pageLoadCase('Team', 'GET enterprises/{id}/invitations/', api('GET', 'enterprises/[^/]+/invitations/'), TEAM),
  {
    screen: 'Team (invite)',
    call: 'POST enterprise/{id}/invitation/',
    api: INVITE,
    attempts: 1,
    user: LOGIN,
    spec: "'We could not send the invitation. Please try again.' with contact support; the dialog keeps what was typed",
    open: async (page) => {
      await page.goto(TEAM);
      await page.getByRole('button', { name: 'Invite member' }).click();
      await inviteDialog(page).getByRole('textbox', { name: 'Email' }).fill('newhire@acme.test');
      await inviteDialog(page).getByText('Admin', { exact: true }).click();
      await expect(inviteDialog(page).getByRole('button', { name: 'Send invitation' })).toBeEnabled();
    },
    trigger: (page) => inviteDialog(page).getByRole('button', { name: 'Send invitation' }).click(),
    check: async (page) => {
      const alert = inviteDialog(page).getByRole('alert');
      await expect(alert).toContainText('We could not send the invitation. Please try again.');
      await expect(alert.getByRole('link', { name: /contact support/ })).toBeVisible();
      await expect(inviteDialog(page).getByRole('textbox', { name: 'Email' })).toHaveValue('newhire@acme.test');
      await expect(inviteDialog(page).getByRole('radio', { name: 'Admin' })).toBeChecked();
    },
  },
  {
    screen: 'Team (reminder)',
    call: 'POST enterprise/{id}/invitation/',
    api: INVITE,
    attempts: 1,
    user: LOGIN,
    spec: "'We could not send the reminder. Please try again.'; the row stays",
    open: async (page) => {
      await page.goto(TEAM);
    },
    trigger: (page) => page.getByRole('button', { name: 'Send reminder to invitee@acme.test' }).click(),
    check: async (page) => {
      await expectToast(page, 'We could not send the reminder. Please try again.');
      await expect(page.getByRole('button', { name: 'Send reminder to invitee@acme.test' })).toBeEnabled();
    },
  },
];

// ───────────────────────────── the Settings area: Profile, Notifications, Billing ─────────────────────────────

const PROFILE = `/enterprise/${ACME}/profile/`;
const NOTIFICATIONS = `/enterprise/${ACME}/notifications/`;
const BILLING = `/enterprise/${ACME}/billing/`;
const PICTURE = Buffer.from(DEMO_PICTURE_PNG_BASE64, 'base64');
const settingsSwitch = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const managerItems = (page: Page) => page.getByRole('region', { name: 'Your account managers' }).getByRole('listitem');

/** The Profile page's picture and 'Change picture' (the initials avatar while there is no picture). */
async function expectInitialsAvatar(page: Page): Promise<void> {
  await expect(h1(page, 'Profile')).toBeVisible();
  await expect(page.locator('.picture .avatar')).toHaveText('AA');
  await expect(page.getByRole('button', { name: /^User menu: / }).locator('img')).toHaveCount(0);
}

const SETTINGS_SCREENS: Case[] = [
  {
    screen: 'Profile',
    call: 'GET users/self/photo/',
    api: api('GET', 'users/self/photo/'),
    attempts: 2,
    user: LOGIN,
    spec: 'the initials avatar in the page and the user menu; the page stays',
    // The picture is asked for beside the profile, the membership and the principal manager: the page
    // is in (those answered) before a time-out's clock jump, which would otherwise end them too.
    trigger: async (page) => {
      await page.goto(PROFILE);
      await expect(h1(page, 'Profile')).toBeVisible();
      await expect(managerItems(page)).toHaveCount(2);
    },
    check: async (page) => {
      await expectInitialsAvatar(page);
      await expect(managerItems(page)).toHaveCount(2);
    },
  },
  {
    screen: 'Profile',
    call: 'GET {id}/customer-success-managers/principal',
    api: api('GET', '[^/]+/customer-success-managers/principal'),
    attempts: 2,
    user: LOGIN,
    spec: "the member settings' managers, none marked 'Principal'; the page stays",
    open: openList,
    trigger: (page) => reopen(page, PROFILE),
    check: async (page) => {
      await expect(h1(page, 'Profile')).toBeVisible();
      await expect(managerItems(page)).toHaveCount(2);
      await expect(managerItems(page).filter({ hasText: 'manager@acme.test' })).toHaveCount(1);
      await expect(managerItems(page).filter({ hasText: 'principal@acme.test' })).toHaveCount(1);
      await expect(managerItems(page).getByText('Principal', { exact: true })).toHaveCount(0);
    },
  },
  {
    screen: 'Profile (change picture)',
    call: 'PUT users/self/photo/',
    api: api('PUT', 'users/self/photo/'),
    attempts: 1,
    // The upload runs on XMLHttpRequest (for its progress) with its own 60 s limit, which the page's
    // fake clock does not move: its time-out is in tests/unit/features/settings-profile.test.tsx.
    faults: ['500', 'network'],
    user: LOGIN,
    spec: "'We could not update your picture. Please try again.' with contact support; the initials avatar stays",
    open: async (page) => {
      await page.goto(PROFILE);
      await expectInitialsAvatar(page);
    },
    trigger: async (page) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Change picture' }).click();
      await (await chooser).setFiles({ name: 'ada.png', mimeType: 'image/png', buffer: PICTURE });
    },
    check: async (page) => {
      await expectToast(page, 'We could not update your picture. Please try again.', { contactSupport: true });
      await expectInitialsAvatar(page);
    },
  },
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
    user: LOGIN,
    spec: "'We could not save your notification settings. Please try again.'; the switches keep the choice",
    open: async (page) => {
      await page.goto(NOTIFICATIONS);
      await page.getByText('Project notifications', { exact: true }).click();
      await expect(settingsSwitch(page, 'Project notifications')).toBeChecked();
    },
    trigger: (page) => saveButton(page).click(),
    check: async (page) => {
      await expectToast(page, 'We could not save your notification settings. Please try again.');
      await expect(settingsSwitch(page, 'API notifications')).toBeChecked();
      await expect(settingsSwitch(page, 'Project notifications')).toBeChecked();
      await expect(saveButton(page)).toBeEnabled();
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
    user: LOGIN,
    spec: "'We could not save the billing contact. Please try again.'; what was typed stays",
    open: async (page) => {
      await page.goto(BILLING);
      await expect(textbox(page, 'Name')).toHaveValue('Accounts Payable');
      await textbox(page, 'Name').fill('Finance Team');
      await textbox(page, 'Phone').fill('(555) 010-0199');
    },
    trigger: (page) => saveButton(page).click(),
    check: async (page) => {
      await expectToast(page, 'We could not save the billing contact. Please try again.');
      await expect(textbox(page, 'Name')).toHaveValue('Finance Team');
      await expect(textbox(page, 'Email')).toHaveValue('billing@acme.test');
      await expect(textbox(page, 'Phone')).toHaveValue('(555) 010-0199');
      await expect(saveButton(page)).toBeEnabled();
    },
  },
];

/** Every screen that calls the API, each of its calls (translation's languages are a fixed list). */
const TABLE: readonly Case[] = [...ACCOUNT_SCREENS, ...TEAM_SCREENS, ...SETTINGS_SCREENS];

faultCases(TABLE);
