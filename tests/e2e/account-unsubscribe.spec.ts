import { cookiesAlreadyChosen, injectFault, mainAlert, recordedRequests } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

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

test('any other failure shows the alert and lets the user try again', async ({ page, request }) => {
  await injectFault(request, { method: 'POST', pathPattern: '^/api/subscriptions/$', status: 500 });
  await page.goto('/unsubscribe/?token=UNSUB-OK');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Looks like something went wrong. Refresh the page or try again later.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page); // with the toast shown
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
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
