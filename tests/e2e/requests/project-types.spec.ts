/**
 * Project type selection (spec document 2 section 2) and who may request projects (docs/product-decisions.md
 * "Roles and permissions": Admin, CustomerSuccess and CustomerSuccessPrincipal; a Viewer goes to the enterprise page).
 */
import { expectNoAxeViolations, signInThroughApi, test } from '../support/fixtures';
import { ACME, expect, formPath, openAs, skipCookieBanner, typesPath } from '../support/requests';
import { accessibilityStates, visit } from '../support/accessibility-states';
import { openSignedIn } from '../support/projects-pages';

test.describe.configure({ timeout: 90_000 });

test('the type selection shows the three cards with their groups and descriptions, by keyboard and without axe violations', async ({
  page,
}) => {
  await openAs(page, 'admin@acme.test', typesPath, 'Request a project');
  const cards = page.locator('.type-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('.type-card__group')).toHaveText([
    'Machine Translation',
    'Speech Technologies',
    'Quality Evaluation',
  ]);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Translation',
    'Scripted Speech',
    'Quality of Experience',
  ]);
  for (const card of await cards.all()) await expect(card.locator('.type-card__description')).not.toBeEmpty();
  await expect(page.getByText('Coming soon!')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Keyboard: from the heading (focused on arrival) to the first card's link, then back to the Projects link.
  await expect(page.getByRole('heading', { level: 1, name: 'Request a project' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Projects' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Translation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Translation request' })).toBeVisible();
  await page.getByRole('link', { name: 'All project types' }).click();
  await expect(page).toHaveURL(new RegExp(`${typesPath}$`));

  // Each card's title is its link, and the whole card is clickable.
  await expect(page.getByRole('link', { name: 'Scripted Speech' })).toHaveAttribute(
    'href',
    formPath('scripted-speech'),
  );
  await cards.nth(2).click({ position: { x: 30, y: 200 } });
  await expect(page).toHaveURL(new RegExp(`${formPath('quality-of-experience')}$`));
});

for (const path of [
  typesPath,
  formPath('translation'),
  formPath('scripted-speech'),
  formPath('quality-of-experience'),
]) {
  test(`a viewer is sent from ${path.replace(/^.*project-request/, 'project-request')} to the enterprise page`, async ({
    page,
  }) => {
    await skipCookieBanner(page);
    await signInThroughApi(page, 'viewer@acme.test', null);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });
}

for (const [email, role] of [
  ['principal@acme.test', 'CustomerSuccessPrincipal'],
  ['manager@acme.test', 'CustomerSuccess'],
] as const) {
  test(`a ${role} may request projects`, async ({ page }) => {
    await openAs(page, email, formPath('translation'), 'Translation request');
    await expect(page).toHaveURL(new RegExp(`${formPath('translation')}$`));
  });
}

test('each form is exact-match: a longer path goes to the enterprise page', async ({ page }) => {
  await skipCookieBanner(page);
  await signInThroughApi(page, 'admin@acme.test', null);
  await page.goto(`${formPath('translation')}extra/`);
  await expect(page).toHaveURL(new RegExp(`/enterprise/${ACME}/$`));
});

accessibilityStates('the project type selection', (page) => openSignedIn(page, `/enterprise/${ACME}/`), [
  { name: 'project type selection', reach: visit(`/enterprise/${ACME}/project-request/`, 'Request a project') },
]);
