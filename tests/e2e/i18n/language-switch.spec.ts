/**
 * The language switch (decision 0050) in the browser, keyboard only, on the demo
 * data: 'English' / 'Português' in the signed-out pages' footer (plain links) and in the user menu;
 * choosing one loads the same page and query in that locale's path (a full page load: the pt-pt page
 * is the prerendered one, and it hydrates with no mismatch, which the fixtures check); the choice is
 * remembered, so the next visit to / opens that language; 0 axe violations.
 */
import type { Page } from '@playwright/test';
import { cookiesAlreadyChosen } from '../support/account-pages';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { ACME, countLine, openList } from '../support/projects-pages';
import { tabTo } from '../support/requests';

const REDIRECT = `redirect=${encodeURIComponent(`/enterprise/${ACME}/`)}`;
const LANGUAGE_KEY = 'dc.language';
const remembered = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY);

/** Marks the document: the mark is gone after a full page load, and stays after an in-app navigation. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as unknown as { mark?: 1 }).mark = 1));
const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: 1 }).mark === 1);

/** The response of the next document the page loads at `pathname`. */
const nextDocument = (page: Page, pathname: string) =>
  page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === pathname);

test('from the login page with a redirect, Português in the footer opens the prerendered pt-pt login with the same query; English comes back', async ({
  page,
}) => {
  await cookiesAlreadyChosen(page);
  await page.goto(`/account/login?${REDIRECT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const languages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  const english = languages.getByRole('link', { name: 'English' });
  const portuguese = languages.getByRole('link', { name: 'Português' });
  await expect(english).toHaveAttribute('aria-current', 'true');
  await expect(english).toHaveAttribute('lang', 'en-us');
  await expect(english).toHaveAttribute('hreflang', 'en-us');
  await expect(portuguese).not.toHaveAttribute('aria-current');
  await expect(portuguese).toHaveAttribute('lang', 'pt-pt');
  await expect(portuguese).toHaveAttribute('hreflang', 'pt-pt');
  // Once hydrated, the links carry the query the build could not know.
  await expect(portuguese).toHaveAttribute('href', `/pt-pt/account/login?${REDIRECT}`);
  await expect(english).toHaveAttribute('href', `/account/login?${REDIRECT}`);
  await expectNoAxeViolations(page);

  await markDocument(page);
  await tabTo(page, portuguese, { limit: 30 });
  const served = nextDocument(page, '/pt-pt/account/login');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/pt-pt/account/login?${REDIRECT}`);
  // The prerendered pt-pt page, served for its path whatever the query.
  const html = await (await served).text();
  expect(html).toContain('<html lang="pt-pt">');
  expect(html).toMatch(/<h1[^>]*>Iniciar sessão<\/h1>/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeVisible();
  await expect(page.getByLabel('Palavra-passe')).toBeVisible();
  expect(await documentMarked(page)).toBe(false);
  expect(await remembered(page)).toBe('pt-pt');

  // The group's label is translated; the languages' names are not.
  const idioma = page.getByRole('contentinfo').getByRole('navigation', { name: 'Idioma' });
  await expect(idioma.getByRole('link', { name: 'Português' })).toHaveAttribute('aria-current', 'true');
  await expect(idioma.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  await expect(idioma.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/account/login?${REDIRECT}`);
  await expectNoAxeViolations(page);

  // The next visit to / opens Portuguese.
  await page.goto('/');
  await expect(page).toHaveURL(/^[^?]*\/pt-pt\/account\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeVisible();

  // English goes back to the path without a locale segment, and / stays English after it.
  await tabTo(page, idioma.getByRole('link', { name: 'English' }), { limit: 30 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/account\/login\?redirect=/);
  expect(await remembered(page)).toBe('en-us');
  await page.goto('/');
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/account\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('from the user menu on a filtered projects list, Português opens the same list and filter in pt-pt; / then opens pt-pt', async ({
  page,
}) => {
  const list = `/enterprise/${ACME}/?lang=it-it`;
  await openList(page, 'admin@acme.test', list);
  await expect(countLine(page)).toHaveText('Found: 12 projects');
  await markDocument(page);

  const userMenu = page.getByRole('button', { name: 'User menu: Ada Admin' });
  await tabTo(page, userMenu, { backwards: true, limit: 10 });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'User menu: Ada Admin' });
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  const languages = menu.getByRole('group', { name: 'Language' });
  await expect(languages.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(languages.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute('aria-checked', 'false');
  await expect(languages.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute('lang', 'pt-pt');
  await expectNoAxeViolations(page);
  // The language section's last item, before the theme's three: ArrowUp from the first wraps to 'Dark'.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
  await expect(languages.getByRole('menuitemradio', { name: 'Português' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/pt-pt${list}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Projetos' })).toBeVisible();
  await expect(countLine(page)).toHaveText('Encontrados: 12 projetos');
  expect(await documentMarked(page)).toBe(false);
  expect(await remembered(page)).toBe('pt-pt');

  const menuPt = page.getByRole('button', { name: 'Menu do utilizador: Ada Admin' });
  await tabTo(page, menuPt, { backwards: true, limit: 10 });
  await page.keyboard.press('Enter');
  const idioma = page.getByRole('menu').getByRole('group', { name: 'Idioma' });
  await expect(idioma.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute('aria-checked', 'true');
  await expect(idioma.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menuPt).toBeFocused();

  // The next visit to / opens the Portuguese portal (its index: the enterprise's projects).
  await page.goto('/');
  await expect(page).toHaveURL(`/pt-pt/enterprise/${ACME}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Projetos' })).toBeVisible();
});
