/**
 * The Team page inside the Settings area (docs/product-decisions.md "The Settings area"; docs/demo-data.md:
 * Acme Corp's 30 members and 3 pending invitations), on the reference API's demo data: the lists, the
 * invitation and the reminder, the role guard, keyboard use, and the failure of each call.
 */
import type { Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS } from '../../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from '../../support/account-pages';
import { api, faultCases, pageLoadCase } from '../../support/fault-cases';
import { expectToast } from '../../support/faults';
import { expect, expectNoAxeViolations, signInThroughApi, test } from '../../support/fixtures';
import { apiRequests, openSignedIn } from '../../support/projects-pages';
import { tabTo } from '../../support/requests';
import { accessibilityStates, visit } from '../../support/accessibility-states';

const ACME = ENTERPRISE_IDS.acme;
const TEAM = `/enterprise/${ACME}/team/`;
const INVITE_PATH = `/api/enterprise/${ACME}/invitation/`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const members = (page: Page) => page.getByRole('table', { name: 'Members' });
const memberRows = (page: Page) => members(page).locator('tbody tr');
const invitations = (page: Page) => page.getByRole('table', { name: 'Pending invitations' });
const invitationRow = (page: Page, email: string) =>
  invitations(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Invite a member' });
const emailField = (page: Page) => dialog(page).getByRole('textbox', { name: 'Email' });
const sendInvitation = (page: Page) => dialog(page).getByRole('button', { name: 'Send invitation' });
const IN_USE = 'This person is already a member or has a pending invitation.';

async function openTeam(page: Page, email = 'admin@acme.test', query = ''): Promise<void> {
  await cookiesAlreadyChosen(page);
  await signInThroughApi(page, email, `${TEAM}${query}`);
  await expect(h1(page, 'Team')).toBeFocused();
  await expect(memberRows(page).first()).toBeVisible();
}

const firstEmails = async (rows: Locator, n: number) =>
  (await rows.locator('td:nth-child(2)').allTextContents()).slice(0, n);

test('the Settings navigation leads to Team, which lists 30 members 25 at a time and 3 pending invitations', async ({
  page,
}) => {
  await openTeam(page);
  await expect(page).toHaveTitle('Team');
  const settings = page.getByRole('navigation', { name: 'Settings' });
  await expect(settings.getByRole('link')).toHaveText([
    'Profile',
    'Change Password',
    'Team',
    'Notifications',
    'Billing',
  ]);
  await expect(settings.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');

  await expect(page.getByText('30 members', { exact: true })).toBeVisible();
  await expect(memberRows(page)).toHaveCount(25);
  await expect(members(page).getByRole('columnheader')).toHaveText([/^Name/, /^Email/, /^Role/]);
  const ada = memberRows(page).filter({ hasText: 'admin@acme.test' });
  // The avatar is decorative (aria-hidden): the cell's name is the full name and the mark.
  await expect(ada.getByRole('cell').first()).toHaveAccessibleName('Ada Admin (you)');
  await expect(ada.getByRole('cell').nth(2)).toHaveText('Admin');
  await expect(memberRows(page).filter({ hasText: 'manager@acme.test' }).getByRole('cell').nth(2)).toHaveText(
    'Manager',
  );
  await expect(memberRows(page).filter({ hasText: 'principal@acme.test' }).getByRole('cell').nth(2)).toHaveText(
    'Principal',
  );

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(memberRows(page)).toHaveCount(30);
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // Focus moves to the first appended row, not back to the top.
  await expect(memberRows(page).nth(25)).toBeFocused();

  await expect(page.getByText('3 pending invitations', { exact: true })).toBeVisible();
  await expect(invitations(page).locator('tbody tr')).toHaveCount(3);
  await expect(invitationRow(page, 'invitee@acme.test').getByRole('cell')).toHaveText([
    'invitee@acme.test',
    'Viewer',
    '2026-01-20',
    'Send reminder',
  ]);
  await expect(invitationRow(page, 'auditor@acme.test').getByRole('cell').nth(1)).toHaveText('Admin');
  await expectNoAxeViolations(page);

  // A link reproduces the view: the reload shows both pages again.
  await page.reload();
  await expect(memberRows(page)).toHaveCount(30);
});

test('sorting by a column header is in the URL, and Back restores the previous sort', async ({ page }) => {
  await openTeam(page);
  const emailHeader = members(page).getByRole('columnheader', { name: /^Email/ });
  await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
  await emailHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=email&dir=asc/);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => firstEmails(memberRows(page), 2)).toEqual(['admin@acme.test', 'manager@acme.test']);

  await emailHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=email&dir=desc/);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstEmails(memberRows(page), 1)).toEqual(['viewer@acme.test']);

  await page.goBack();
  await expect(page).toHaveURL(/sort=email&dir=asc/);
  await expect.poll(() => firstEmails(memberRows(page), 1)).toEqual(['admin@acme.test']);

  // The sort reaches the API: sortBy and descSort, not a sort of the rows shown.
  const calls = await apiRequests(page.request);
  expect(calls.some((c) => c.path.includes('enterprise-users'))).toBe(true);
});

test('an invitation is sent and listed without a reload', async ({ page }) => {
  await openTeam(page);
  await page.getByRole('button', { name: 'Invite member' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: 'Viewer' })).toBeChecked();
  await expect(dialog(page).getByRole('radio')).toHaveCount(2);
  await expect(sendInvitation(page)).toBeDisabled();
  await emailField(page).fill('newhire@acme.test');
  await dialog(page).getByText('Admin', { exact: true }).click();
  await expect(sendInvitation(page)).toBeEnabled();
  await expectNoAxeViolations(page);
  await sendInvitation(page).click();

  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to newhire@acme.test.' })).toBeVisible();
  await expect(invitationRow(page, 'newhire@acme.test').getByRole('cell').nth(1)).toHaveText('Admin');
  await expect(page.getByText('4 pending invitations', { exact: true })).toBeVisible();
});

test("a member's or an invited address is refused before anything is sent", async ({ page }) => {
  await openTeam(page);
  await page.getByRole('button', { name: 'Invite member' }).click();
  for (const taken of ['viewer@acme.test', 'contractor@acme.test']) {
    await emailField(page).fill(taken);
    await expect(emailField(page)).toHaveAccessibleDescription(IN_USE);
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(sendInvitation(page)).toBeDisabled();
  }
  await emailField(page).fill('someone.else@acme.test');
  await expect(sendInvitation(page)).toBeEnabled();
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
  const sent = (await apiRequests(page.request)).filter((c) => c.method === 'POST' && c.path === INVITE_PATH);
  expect(sent).toEqual([]);
});

test("a 409 from the invitation call shows the field's message and keeps the dialog", async ({ page }) => {
  await openTeam(page);
  // The e-mail check says free (as after a race with another inviter); the server then refuses.
  await page.route(/\/users\/email\/\?/, (route) => route.fulfill({ json: { inUse: false } }));
  await page.getByRole('button', { name: 'Invite member' }).click();
  await emailField(page).fill('viewer@acme.test');
  await sendInvitation(page).click();
  await expect(emailField(page)).toHaveAccessibleDescription(IN_USE);
  await expect(dialog(page)).toBeVisible();
  await expect(emailField(page)).toHaveValue('viewer@acme.test');
});

test('a reminder is sent from its row, which stays', async ({ page }) => {
  await openTeam(page);
  const row = invitationRow(page, 'invitee@acme.test');
  await row.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminder sent to invitee@acme.test.' })).toBeVisible();
  await expect(row).toBeVisible();
  await expect(page.getByText('3 pending invitations', { exact: true })).toBeVisible();
});

test('a Viewer sees both lists and can neither invite nor remind', async ({ page }) => {
  await openTeam(page, 'viewer@acme.test');
  await expect(page.getByText('30 members', { exact: true })).toBeVisible();
  await expect(invitations(page).locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Send reminder/ })).toHaveCount(0);
  // Victor Viewer is on the second page by name.
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(memberRows(page)).toHaveCount(30);
  await expect(memberRows(page).filter({ hasText: 'viewer@acme.test' }).getByRole('cell').first()).toHaveAccessibleName(
    'Victor Viewer (you)',
  );
  await expectNoAxeViolations(page);
});

test('keyboard only: open the dialog, fill it, send it; Escape closes it and gives focus back', async ({ page }) => {
  await openTeam(page);
  const invite = page.getByRole('button', { name: 'Invite member' });
  await tabTo(page, invite);
  await page.keyboard.press('Enter');
  await expect(emailField(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(invite).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(emailField(page)).toBeFocused();
  await page.keyboard.type('keys@acme.test');
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('radio', { name: 'Viewer' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog(page).getByRole('radio', { name: 'Admin' })).toBeChecked();
  // The button is disabled while the address is checked (debounced, then a call): Tab skips it until then.
  await expect(sendInvitation(page)).toBeEnabled();
  await tabTo(page, sendInvitation(page));
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(invitationRow(page, 'keys@acme.test').getByRole('cell').nth(1)).toHaveText('Admin');

  // The sort by keyboard: the header's button.
  await tabTo(page, members(page).getByRole('button', { name: /^Role/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=role&dir=asc/);
});

faultCases([
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
    api: api('POST', 'enterprise/[^/]+/invitation/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: "'We could not send the invitation. Please try again.' with contact support; the dialog keeps what was typed",
    open: async (page) => {
      await page.goto(TEAM);
      await page.getByRole('button', { name: 'Invite member' }).click();
      await emailField(page).fill('newhire@acme.test');
      await dialog(page).getByText('Admin', { exact: true }).click();
      await expect(sendInvitation(page)).toBeEnabled();
    },
    trigger: (page) => sendInvitation(page).click(),
    check: async (page, fault) => {
      const alert = dialog(page).getByRole('alert');
      await expect(alert).toContainText('We could not send the invitation. Please try again.');
      await expect(alert.getByRole('link', { name: /contact support/ })).toBeVisible();
      await expect(emailField(page)).toHaveValue('newhire@acme.test');
      await expect(dialog(page).getByRole('radio', { name: 'Admin' })).toBeChecked();
      if (fault === '500') await expectNoAxeViolations(page);
    },
  },
  {
    screen: 'Team (reminder)',
    call: 'POST enterprise/{id}/invitation/',
    api: api('POST', 'enterprise/[^/]+/invitation/'),
    attempts: 1,
    user: 'admin@acme.test',
    spec: "'We could not send the reminder. Please try again.'; the row stays",
    open: async (page) => {
      await page.goto(TEAM);
    },
    trigger: (page) => page.getByRole('button', { name: 'Send reminder to invitee@acme.test' }).click(),
    check: async (page) => {
      await expectToast(page, 'We could not send the reminder. Please try again.');
      await expect(invitationRow(page, 'invitee@acme.test')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send reminder to invitee@acme.test' })).toBeEnabled();
    },
  },
]);

accessibilityStates('the team and its invitation dialog', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  { name: 'team', reach: visit(`/enterprise/${ACME}/team/`, 'Team') },
  {
    name: 'invite a member dialog',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Invite member' }).click();
      await expect(page.getByRole('dialog', { name: 'Invite a member' })).toBeVisible();
    },
  },
]);
