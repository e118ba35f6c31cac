/**
 * Forced colors (Windows High Contrast; decision 0060), in Chromium's emulation
 * (`page.emulateMedia({ forcedColors: 'active' })`), where the browser paints with the system's
 * colours and drops every box shadow: each focusable element still shows a focus indicator, an
 * outline in a colour other than the page's, and each control still shows its state. The checks
 * read computed styles, which under forced colors are the colours painted.
 */
import type { Locator, Page } from '@playwright/test';
import { ENTERPRISE_IDS, NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen } from '../support/account-pages';
import { expect, holdRequests, signInThroughApi, test } from '../support/fixtures';
import { select } from '../support/requests';

const ACME = ENTERPRISE_IDS.acme;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
});

interface Indicator {
  /** What has focus: its role or tag and its name. */
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  /** The page's background (the system's Canvas). */
  canvas: string;
}

/**
 * The focus indicator of the element that has focus: its own outline, or for a react-aria control
 * whose input is hidden (a checkbox, radio, switch), its label's, which carries data-focus-visible.
 */
function focusIndicator(page: Page): Promise<Indicator | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const holder = active.hasAttribute('data-focus-visible')
      ? active
      : (active.closest<HTMLElement>('[data-focus-visible]') ?? active);
    const style = getComputedStyle(holder);
    const name = (active.getAttribute('aria-label') ?? holder.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    return {
      element: `${active.getAttribute('role') ?? active.tagName.toLowerCase()} '${name}'`,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      canvas: getComputedStyle(document.documentElement).backgroundColor,
    };
  });
}

const transparent = (colour: string) => /^rgba\(.*,\s*0\)$/.test(colour) || colour === 'transparent';

/** Why the indicator would not show, or null when it shows. */
function missing(indicator: Indicator): string | null {
  if (indicator.outlineStyle === 'none' || indicator.outlineWidth < 2)
    return `${indicator.element}: outline ${indicator.outlineStyle} ${indicator.outlineWidth}px`;
  if (transparent(indicator.outlineColor) || indicator.outlineColor === indicator.canvas)
    return `${indicator.element}: outline colour ${indicator.outlineColor} on ${indicator.canvas}`;
  return null;
}

/**
 * Presses Tab up to `limit` times (until focus comes back to where it started) and returns the
 * elements reached whose focus indicator does not show, and how many were reached.
 */
async function tabThrough(page: Page, limit: number): Promise<{ reached: number; failures: string[] }> {
  const failures: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const indicator = await focusIndicator(page);
    if (!indicator) continue;
    // Each element reached is numbered on itself: the first one reached again ends the walk.
    const key = await page.evaluate((n) => {
      const active = document.activeElement as HTMLElement;
      active.dataset.tabReached ??= String(n);
      return active.dataset.tabReached;
    }, i);
    if (seen.has(key)) break;
    seen.add(key);
    const why = missing(indicator);
    if (why) failures.push(why);
  }
  return { reached: seen.size, failures };
}

/** Focuses `target` as the keyboard does (a key press first, so focus counts as visible), and checks its indicator. */
async function expectFocusIndicator(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Shift');
  await target.focus();
  const indicator = await focusIndicator(page);
  expect(indicator, 'something has focus').not.toBeNull();
  expect(missing(indicator as Indicator)).toBeNull();
}

const style = (target: Locator, property: string, pseudo?: string) =>
  target.evaluate(
    (element, [prop, pseudoElement]) => getComputedStyle(element, pseudoElement).getPropertyValue(prop as string),
    [property, pseudo ?? null] as const,
  );

test.describe('every focusable element shows an outline', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`Tab through the login page, forced colors on a ${scheme} background`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme: scheme });
      await page.goto('/account/login');
      await expect(h1(page, 'Sign in')).toBeFocused();
      await page.getByLabel('Email').fill('admin@acme.test');
      await page.getByLabel('Password').fill('anything');
      await page.getByRole('heading', { level: 1 }).focus();
      const { reached, failures } = await tabThrough(page, 30);
      // The skip link, the two fields, Sign in, the links, the language links, the banner's buttons.
      expect(reached).toBeGreaterThanOrEqual(8);
      expect(failures).toEqual([]);
    });
  }

  test('Tab through the projects page: header, search, sort buttons, rows, their menus, Load more', async ({
    page,
  }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, 'admin@acme.test');
    await expect(h1(page, 'Projects')).toBeFocused({ timeout: 15_000 });
    await expect(page.getByRole('table', { name: 'Projects and project requests' }).locator('tbody tr')).toHaveCount(
      25,
    );
    const { reached, failures } = await tabThrough(page, 120);
    expect(reached).toBeGreaterThanOrEqual(60);
    expect(failures).toEqual([]);
  });

  test('each kind of control: menus and their items, drawer, checkbox, date field, chips, tabs, switch, select, form radio, text area', async ({
    page,
  }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, 'admin@acme.test', `/enterprise/${ACME}/?ps=1000`);
    await expect(h1(page, 'Projects')).toBeVisible({ timeout: 15_000 });
    // A menu button, then its first item (opened from the keyboard).
    const userMenu = page.getByRole('button', { name: 'User menu: Ada Admin' });
    await expectFocusIndicator(page, userMenu);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
    expect(missing((await focusIndicator(page)) as Indicator)).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(missing((await focusIndicator(page)) as Indicator)).toBeNull();
    await page.keyboard.press('Escape');
    await expectFocusIndicator(page, page.getByRole('button', { name: 'Enterprise: Acme Corp' }));
    await expectFocusIndicator(page, page.getByRole('button', { name: 'Public API' }));
    // A chip of the active filters (a grid row).
    await expectFocusIndicator(page, page.getByRole('grid', { name: 'Active filters' }).getByRole('row').first());
    // The search-by radio, the sort buttons, a row's link and menu, the '+N' tooltip trigger.
    await expectFocusIndicator(page, page.getByRole('radio', { name: 'Project ID' }));
    await expectFocusIndicator(page, page.getByRole('searchbox'));
    await expectFocusIndicator(page, page.getByRole('button', { name: 'Name', exact: true }));
    await expectFocusIndicator(page, page.getByRole('button', { name: /^Actions for / }).first());
    // The drawer: its close button, a checkbox, a date segment.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expectFocusIndicator(page, drawer.getByRole('checkbox').first());
    await expectFocusIndicator(page, drawer.getByRole('spinbutton').first());
    await expectFocusIndicator(page, drawer.getByRole('button', { name: 'Reset all' }));
    await page.keyboard.press('Escape');

    await page.goto(`/enterprise/${ACME}/projects/${VOICE.projectId}/report/?type=p`);
    const tabs = page.getByRole('tablist', { name: 'Reports' }).getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await expectFocusIndicator(page, tabs.first());
    await expectFocusIndicator(page, page.getByRole('link', { name: 'Request Details' }));

    await page.goto(`/enterprise/${ACME}/notifications/`);
    await expectFocusIndicator(page, page.getByRole('switch', { name: 'API notifications' }));

    await page.goto(`/enterprise/${ACME}/project-request/translation/`);
    await expect(h1(page, 'Translation request')).toBeVisible({ timeout: 15_000 });
    await expectFocusIndicator(page, select(page, 'Source language'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(missing((await focusIndicator(page)) as Indicator)).toBeNull();
    await page.keyboard.press('Escape');
    await expectFocusIndicator(page, page.getByRole('radio', { name: 'Sentences' }));
    await expectFocusIndicator(page, page.getByRole('textbox', { name: 'Project description' }));
  });
});

test.describe('every control keeps its state in system colours', () => {
  test('the projects page: the current page, the chosen radio, the sort direction, the chips, the carets, the avatar', async ({
    page,
  }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, 'admin@acme.test');
    await expect(h1(page, 'Projects')).toBeVisible({ timeout: 15_000 });
    const canvas = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

    const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    expect(await style(current, 'border-bottom-color')).not.toBe(canvas);

    const chosen = await style(page.locator('.radio[data-selected]'), 'border-top-color', '::before');
    const other = await style(page.locator('.radio:not([data-selected])'), 'border-top-color', '::before');
    expect(chosen).not.toBe(other);

    const icon = (name: string) => page.getByRole('columnheader', { name, exact: true }).locator('.sort-button__icon');
    expect(await style(icon('Creation Date'), 'color')).not.toBe(await style(icon('Name'), 'color'));

    const chip = page.locator('.status-chip').first();
    expect(parseFloat(await style(chip, 'border-top-width'))).toBeGreaterThanOrEqual(1);
    expect(await style(chip, 'border-top-color')).not.toBe(canvas);

    // The carets of the menu buttons are triangles: only their top edge is painted.
    for (const name of ['Public API', 'Enterprise: Acme Corp', 'User menu: Ada Admin']) {
      const caret = page.getByRole('button', { name }).locator('.ui-menu-button__chevron');
      expect(transparent(await style(caret, 'border-left-color')), `${name}: the caret's side`).toBe(true);
      expect(transparent(await style(caret, 'border-right-color')), `${name}: the caret's side`).toBe(true);
      expect(transparent(await style(caret, 'border-top-color')), `${name}: the caret's top`).toBe(false);
    }

    const avatar = page.getByRole('button', { name: 'User menu: Ada Admin' }).locator('.avatar');
    expect(parseFloat(await style(avatar, 'border-top-width'))).toBeGreaterThanOrEqual(1);
    expect(await style(avatar, 'color')).not.toBe(canvas);
  });

  test('the drawer: a ticked checkbox, a disabled button; the report: the selected tab; a switch on and off', async ({
    page,
  }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, 'admin@acme.test');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const apply = drawer.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    const disabledColour = await style(apply, 'color');
    await drawer.getByText('Running', { exact: true }).first().click();
    await expect(apply).toBeEnabled();
    expect(await style(apply, 'color')).not.toBe(disabledColour);
    const box = (checked: boolean) =>
      drawer.locator(`.checkbox${checked ? '[data-selected]' : ':not([data-selected])'} .checkbox__box`).first();
    expect(await style(box(true), 'background-color')).not.toBe(await style(box(false), 'background-color'));
    await page.keyboard.press('Escape');

    await page.goto(`/enterprise/${ACME}/projects/${VOICE.projectId}/report/?type=p`);
    const tabs = page.getByRole('tablist', { name: 'Reports' }).getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    expect(await style(tabs.first(), 'border-bottom-color')).not.toBe(await style(tabs.nth(1), 'border-bottom-color'));

    await page.goto(`/enterprise/${ACME}/notifications/`);
    const on = page.locator('.switch[data-selected]').first();
    const off = page.locator('.switch:not([data-selected])').first();
    await expect(on).toBeVisible({ timeout: 15_000 });
    const track = (sw: Locator) => style(sw.locator('.switch__track'), 'background-color');
    const thumb = (sw: Locator) => style(sw.locator('.switch__thumb'), 'background-color');
    expect(await track(on)).not.toBe(await track(off));
    expect(await thumb(on)).not.toBe(await track(on));
    expect(await thumb(off)).not.toBe(await track(off));
  });

  test('progress: the loader and the strength meter', async ({ page }) => {
    await cookiesAlreadyChosen(page);
    const release = await holdRequests(page, /\/projects-and-requests\/search\/$/);
    await signInThroughApi(page, 'admin@acme.test');
    const spinner = page.locator('.loader__spinner').first();
    await expect(spinner).toBeVisible({ timeout: 15_000 });
    expect(await style(spinner, 'border-top-color')).not.toBe(await style(spinner, 'border-left-color'));
    release();

    await page.goto(`/enterprise/${ACME}/profile/password/`);
    await page.getByLabel('New password', { exact: true }).fill('abcdefgh1');
    const fill = page.locator('.meter__fill');
    await expect(fill).toBeVisible();
    const canvas = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await style(fill, 'background-color')).not.toBe(canvas);
    expect(await style(fill, 'background-color')).not.toBe(
      await style(page.locator('.meter__track'), 'background-color'),
    );
  });
});
