/**
 * 'Request again' in the browser, on the demo data: from a request's details, the
 * form of the same type filled with its parameters (the name suffixed ' (copy)', no delivery date),
 * reviewed and submitted as usual; keyboard only, 0 axe violations; a reload fills it again; only the
 * roles that may request see it.
 */
import { NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { expectNoAxeViolations, test } from '../support/fixtures';
import { ACME, expect, openAs, postedBody, select, tabTo } from '../support/requests';

test.describe.configure({ timeout: 90_000 });

const CHECKOUT = NAMED_ITEMS.checkoutFlowTranslation;
const CALL_QUALITY = NAMED_ITEMS.callQualityStudy;
/** A request's details: the request's id, type 'pr' (spec document 2 section 2). */
const details = (projectRequestId: string) =>
  `/enterprise/${ACME}/projects/${projectRequestId}/request-details/?type=pr`;

test('a translation is requested again by keyboard: the form comes filled, is reviewed and submitted', async ({
  page,
}) => {
  await openAs(page, 'admin@acme.test', details(CHECKOUT.projectRequestId), 'Checkout Flow Translation');
  const again = page.getByRole('link', { name: 'Request again' });
  await tabTo(page, again, { limit: 40 });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Translation request' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project-request/translation/\\?from=${CHECKOUT.projectRequestId}$`));
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Checkout Flow Translation (copy)');
  await expect(select(page, 'Source language')).toContainText('English (United States)');
  await expect(select(page, 'Target language')).toContainText('German (Germany)');
  await expect(page.getByRole('radio', { name: 'Words' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Project size' })).toHaveValue('12000');
  await expect(page.getByRole('textbox', { name: 'Desired delivery date' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Project description' })).toHaveValue(
    'Cart, payment and confirmation screens of the web shop.',
  );
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Estimated price' })).toHaveText(
    'Estimated price $960.00',
  );
  await expectNoAxeViolations(page);

  // A reload fills it again: the address names the request.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Checkout Flow Translation (copy)');

  await tabTo(page, page.getByRole('button', { name: 'Submit request' }), { limit: 60 });
  const body = await postedBody(page, `/api/${ACME}/project-request/translation/`, () => page.keyboard.press('Enter'));
  expect(body).toEqual({
    name: 'Checkout Flow Translation (copy)',
    projectDescription: 'Cart, payment and confirmation screens of the web shop.',
    sourceLanguage: 'en-us',
    targetLanguage: 'de-de',
    twoTranslations: false,
    contentCategory: 3,
    projectSizeType: 0,
    projectSize: 12000,
  });
  await expect(page.getByRole('dialog', { name: 'Project Request is Submitted' })).toBeVisible();
});

test('a Quality of Experience request comes back with its stimuli, questions and notes', async ({ page }) => {
  await openAs(page, 'admin@acme.test', details(CALL_QUALITY.projectRequestId), 'Call Quality Study');
  await page.getByRole('link', { name: 'Request again' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Quality of Experience request' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Call Quality Study (copy)');
  await expect(page.getByRole('textbox', { name: 'Project size' })).toHaveValue('1000');
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Headphones required.');
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Estimated price' })).toHaveText(
    'Estimated price $600.00',
  );
});

test('a Viewer, who may not request projects, has no Request again', async ({ page }) => {
  await openAs(page, 'viewer@acme.test', details(CHECKOUT.projectRequestId), 'Checkout Flow Translation');
  await expect(page.getByRole('heading', { level: 2, name: 'Request Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request again' })).toHaveCount(0);
});
