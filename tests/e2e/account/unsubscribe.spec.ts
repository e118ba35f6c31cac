/**
 * Unsubscribing from the API notifications by the e-mail's link (spec document 1 sections 2, 7 and
 * 8): confirm, done, not subscribed, the incomplete link and the failures.
 */
import { cookiesAlreadyChosen, injectFault, mainAlert, recordedRequests } from '../support/account-pages';
import { api, faultCases, h1 } from '../support/fault-cases';
import { expectToast, holdToast, textFor } from '../support/faults';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  await cookiesAlreadyChosen(page);
});

test('confirm, loading, then unsubscribed', async ({ page, request }) => {
  await page.goto('/unsubscribe/?token=UNSUB-OK');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from API notifications' })).toBeFocused();
  await expectNoAxeViolations(page);
  await injectFault(request, { method: 'POST', pathPattern: '^/api/subscriptions/$', delayMs: 600 });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('button', { name: 'Unsubscribing…' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeFocused();
  await expect(page.getByText('You will no longer receive API notification emails.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a bad request shows the not-subscribed view with a report link', async ({ page }) => {
  await page.goto('/unsubscribe/?token=NOT-A-SUBSCRIBER');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(mainAlert(page)).toHaveText(
    'Something went wrong. Unfortunately it is not possible to unsubscribe since you are not subscribed in our platform',
  );
  await expect(page.getByRole('link', { name: 'Report a problem' })).toHaveAttribute('href', /^https:\/\//);
  await expectNoAxeViolations(page);
});

test('a link without a token disables Unsubscribe and says why', async ({ page, request }) => {
  await page.goto('/unsubscribe/');
  await expect(mainAlert(page)).toContainText('This link is incomplete.');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(await recordedRequests(request)).not.toContain('POST /api/subscriptions/');
});

test('the route works without the trailing slash too, and other paths under it are not found', async ({ page }) => {
  await page.goto('/unsubscribe?token=UNSUB-OK');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from API notifications' })).toBeVisible();
  await page.goto('/unsubscribe/elsewhere');
  await expect(page).toHaveURL(/\/account\/not-found$/);
});

const SOMETHING_WENT_WRONG = 'Looks like something went wrong. Refresh the page or try again later.';

faultCases([
  {
    screen: 'Unsubscribe',
    call: 'POST subscriptions/',
    api: api('POST', 'subscriptions/'),
    attempts: 1,
    user: null,
    spec: `the alert '${SOMETHING_WENT_WRONG}' (any failure but a bad request); trying again works`,
    open: async (page) => {
      await page.goto('/unsubscribe/?token=UNSUB-OK');
    },
    trigger: (page) => page.getByRole('button', { name: 'Unsubscribe' }).click(),
    check: async (page, fault) => {
      if (fault === '500') {
        await expect(page.getByRole('alert').filter({ hasText: SOMETHING_WENT_WRONG })).toBeVisible();
        await holdToast(page, SOMETHING_WENT_WRONG);
        await expectNoAxeViolations(page); // with the toast shown
      }
      await expectToast(page, textFor(fault, SOMETHING_WENT_WRONG));
      await expect(h1(page, 'Unsubscribe from API notifications')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    },
    after: async (page) => {
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(h1(page, 'You have been unsubscribed')).toBeVisible();
    },
  },
]);
