/**
 * The Profile page of the Settings area (docs/product-decisions.md "The Settings area"; docs/demo-data.md: Ada
 * Admin owns Acme Corp, whose account managers are Mia Manager and Paula Principal, the principal; no
 * demo user has a picture until one is uploaded), on the reference API's demo data.
 */
import { writeFile } from 'node:fs/promises';
import type { FileChooser, Page, Request } from '@playwright/test';
import { DEMO_PICTURE_PNG_BASE64, ENTERPRISE_IDS } from '../../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from '../../support/account-pages';
import { api, faultCases, openList, reopen } from '../../support/fault-cases';
import { expectToast, signInThroughApi } from '../../support/faults';
import { requestsReported } from '../../support/events';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { tabTo } from '../../support/requests';
import { accessibilityStates, visit } from '../../support/accessibility-states';
import { openSignedIn } from '../../support/projects-pages';

const ACME = ENTERPRISE_IDS.acme;
const PROFILE = `/enterprise/${ACME}/profile/`;
const INVALID = 'The picture must be a PNG or JPEG image of at most 2 MB.';
const UPDATED = 'Your picture was updated.';
const PNG = Buffer.from(DEMO_PICTURE_PNG_BASE64, 'base64');
/** A picture's address as the reference API gives it: its file path, its version, its expiry and signature. */
const PICTURE_SRC = /\/api\/__files__\/photos\/[^/?]+\?v=\d+&expires=\d+&signature=[\w-]+$/;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name });
const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu: Ada Admin' });
const changePicture = (page: Page) => page.getByRole('button', { name: 'Change picture' });
const statusAlert = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const errorAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openProfile(page: Page, email = 'admin@acme.test'): Promise<void> {
  await signInThroughApi(page, page.request, email);
  await cookiesAlreadyChosen(page);
  await page.goto(PROFILE);
  await expect(h1(page, 'Profile')).toBeFocused({ timeout: 15_000 });
  await expect(section(page, 'Your account managers').getByRole('listitem').first()).toBeVisible();
}

/** Every PUT of the picture the page sends, from now on. */
function watchPictureUploads(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/users/self/photo/') sent.push(request);
  });
  return sent;
}

/** Chooses files through the page's file chooser, opened by 'Change picture'. */
async function choosePicture(page: Page, files: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await changePicture(page).click();
  await (await chooser).setFiles(files);
}

test('shows the details, the Owner mark and the account managers with mailto links, the principal marked once', async ({
  page,
}) => {
  await openProfile(page);
  await expect(page).toHaveTitle('Profile');
  const settings = page.getByRole('navigation', { name: 'Settings' });
  await expect(settings.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

  const details = section(page, 'Your details');
  await expect(details.getByRole('term')).toHaveText(['Name', 'Email', 'Role', 'Company']);
  await expect(details.getByRole('definition')).toHaveText(['Ada Admin', 'admin@acme.test', 'Admin', /^Acme Corp/]);
  await expect(details.getByRole('definition').nth(3).getByText('Owner', { exact: true })).toBeVisible();

  const managers = section(page, 'Your account managers').getByRole('listitem');
  await expect(managers).toHaveCount(2);
  await expect(managers.nth(0)).toContainText('Paula Principal');
  await expect(managers.nth(0).getByText('Principal', { exact: true })).toBeVisible();
  await expect(managers.nth(0).getByRole('link', { name: 'principal@acme.test' })).toHaveAttribute(
    'href',
    'mailto:principal@acme.test',
  );
  await expect(managers.nth(1)).toContainText('Mia Manager');
  await expect(managers.nth(1).getByText('Principal', { exact: true })).toHaveCount(0);
  await expect(managers.nth(1).getByRole('link', { name: 'manager@acme.test' })).toHaveAttribute(
    'href',
    'mailto:manager@acme.test',
  );

  // No picture yet: the initials avatar, in the page and in the user menu.
  await expect(page.locator('.picture .avatar')).toHaveText('AA');
  await expect(userMenu(page).locator('img')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the user menu's 'Settings' opens Profile", async ({ page }) => {
  await signInThroughApi(page, page.request, 'admin@acme.test');
  await cookiesAlreadyChosen(page);
  await page.goto(`/enterprise/${ACME}/`);
  await expect(h1(page, 'Projects')).toBeVisible({ timeout: 15_000 });
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
  await expect(h1(page, 'Profile')).toBeFocused();
});

test('a PNG chosen from a file is uploaded and shows in the user menu and in the Team list without a reload', async ({
  page,
}, testInfo) => {
  const file = testInfo.outputPath('ada.png');
  await writeFile(file, PNG);
  await openProfile(page);
  // A reload would lose this mark.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  const uploads = watchPictureUploads(page);

  await choosePicture(page, file);
  await expect(statusAlert(page, UPDATED)).toBeVisible();
  await requestsReported(page);
  expect(uploads).toHaveLength(1);
  expect(uploads[0]?.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  const menuPicture = userMenu(page).locator('img');
  await expect(menuPicture).toHaveAttribute('src', PICTURE_SRC);
  // The picture itself is served and shown (a 1 × 1 PNG).
  await expect.poll(() => menuPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.locator('.picture img.avatar')).toHaveAttribute('src', PICTURE_SRC);

  // The Team list's row of the user shows it too, still without a reload.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Team' }).click();
  await expect(h1(page, 'Team')).toBeVisible();
  const ownRow = page
    .getByRole('table', { name: 'Members' })
    .locator('tbody tr')
    .filter({ hasText: 'admin@acme.test' });
  await expect(ownRow.locator('img.avatar')).toHaveAttribute('src', PICTURE_SRC);
  // Another member keeps the initials avatar.
  await expect(
    page
      .getByRole('table', { name: 'Members' })
      .locator('tbody tr')
      .filter({ hasText: 'manager@acme.test' })
      .locator('img'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  // A second picture gets a new address, so every avatar changes again.
  const first = await menuPicture.getAttribute('src');
  await page.goBack();
  await expect(h1(page, 'Profile')).toBeVisible();
  await choosePicture(page, { name: 'again.png', mimeType: 'image/png', buffer: PNG });
  await expect(menuPicture).not.toHaveAttribute('src', first ?? '');
  await expect(menuPicture).toHaveAttribute('src', PICTURE_SRC);
});

const overTwoMb = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
for (const file of [
  { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
  { name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
  { name: 'huge.png', mimeType: 'image/png', buffer: overTwoMb },
]) {
  test(`${file.name} (a .txt, a .gif, a PNG over 2 MB) is refused before any call`, async ({ page }) => {
    await openProfile(page);
    const uploads = watchPictureUploads(page);
    await choosePicture(page, file);
    const alert = errorAlert(page, INVALID);
    await expect(alert).toBeVisible();
    // Hovered, the alert stays open while the checks run (it closes by itself after 5 s otherwise).
    await alert.hover();
    if (file.name === 'notes.txt') await expectNoAxeViolations(page); // with the alert shown
    // The check runs before the upload would start: once it speaks, nothing was or will be sent
    // (a later request of the page is in, so an earlier upload would be too).
    await requestsReported(page);
    expect(uploads).toEqual([]);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
    await expect(userMenu(page).locator('img')).toHaveCount(0);
    if (file.name === 'notes.txt') await expectNoAxeViolations(page); // the alert dismissed
  });
}

test('keyboard only: Change picture opens the file chooser, and each manager link is reached', async ({ page }) => {
  await openProfile(page);
  // Waiting for the chooser turns on the browser's interception of file choosers, asynchronously: a
  // key pressed at once could open the chooser before it is on, and no event would come (it failed
  // so 1 time in 8; puppeteer/puppeteer#6040). Moving the focus first gives it the time.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, changePicture(page));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'keys.png', mimeType: 'image/png', buffer: PNG });
  await expect(statusAlert(page, UPDATED)).toBeVisible();
  await expect(userMenu(page).locator('img')).toHaveAttribute('src', PICTURE_SRC);

  const managers = section(page, 'Your account managers');
  await tabTo(page, managers.getByRole('link', { name: 'principal@acme.test' }));
  await page.keyboard.press('Tab');
  await expect(managers.getByRole('link', { name: 'manager@acme.test' })).toBeFocused();
});

const managerItems = (page: Page) => section(page, 'Your account managers').getByRole('listitem');

/** The Profile page's picture and 'Change picture' (the initials avatar while there is no picture). */
async function expectInitialsAvatar(page: Page): Promise<void> {
  await expect(h1(page, 'Profile')).toBeVisible();
  await expect(page.locator('.picture .avatar')).toHaveText('AA');
  await expect(userMenu(page).locator('img')).toHaveCount(0);
}

faultCases([
  {
    screen: 'Profile',
    call: 'GET users/self/photo/',
    api: api('GET', 'users/self/photo/'),
    attempts: 2,
    user: 'admin@acme.test',
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
    user: 'admin@acme.test',
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
    // fake clock does not move: its time-out is in tests/unit/features/settings/profile/profile-page.test.tsx.
    faults: ['500', 'network'],
    user: 'admin@acme.test',
    spec: "'We could not update your picture. Please try again.' with contact support; the initials avatar stays",
    open: async (page) => {
      await page.goto(PROFILE);
      await expectInitialsAvatar(page);
    },
    trigger: (page) => choosePicture(page, { name: 'ada.png', mimeType: 'image/png', buffer: PNG }),
    check: async (page) => {
      await expectToast(page, 'We could not update your picture. Please try again.', { contactSupport: true });
      await expectInitialsAvatar(page);
    },
  },
]);

accessibilityStates('the profile', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  { name: 'profile', reach: visit(`/enterprise/${ACME}/profile/`, 'Profile') },
]);
