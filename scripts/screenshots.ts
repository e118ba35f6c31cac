/**
 * The pictures of the README: the main screens at desktop (1280 px) and phone (390 px)
 * widths, saved as docs/screens/{screen}-{width}.png; the same in the dark theme
 * ({screen}-{width}-dark.png, decision 0061), and at desktop width in forced colors (Windows High
 * Contrast, decision 0060) on a light and on a dark background ({screen}-desktop-forced-light.png,
 * -forced-dark.png), as Chromium emulates them. Serves the build in DIST_DIR (default dist/;
 * `npm run screenshots` builds it first) with the reference API and its demo data on a free port,
 * signs in as the demo admin and takes each screen's visible part (not the whole page, so each
 * picture stays small).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { launchChromium, settle, signIn } from './bench/browser';
import { ENTERPRISE_IDS, NAMED_ITEMS, USER_IDS } from './dev-api/demo-ids';
import { startPortalServer } from './start';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = resolve(ROOT, 'docs/screens');
const ACME = ENTERPRISE_IDS.acme;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts.projectId;
const VOICE_REQUEST = NAMED_ITEMS.voiceAssistantPrompts.projectRequestId;

const WIDTHS = { desktop: { width: 1280, height: 720 }, phone: { width: 390, height: 844 } } as const;
type Width = keyof typeof WIDTHS;

/** How the system asks the page to look: each look's pictures end with its suffix. */
interface Look {
  suffix: string;
  colorScheme: 'light' | 'dark';
  forcedColors: 'active' | 'none';
  widths: readonly Width[];
}

const LOOKS: readonly Look[] = [
  { suffix: '', colorScheme: 'light', forcedColors: 'none', widths: ['desktop', 'phone'] },
  { suffix: '-dark', colorScheme: 'dark', forcedColors: 'none', widths: ['desktop', 'phone'] },
  { suffix: '-forced-light', colorScheme: 'light', forcedColors: 'active', widths: ['desktop'] },
  { suffix: '-forced-dark', colorScheme: 'dark', forcedColors: 'active', widths: ['desktop'] },
];

interface Screen {
  name: string;
  /** Only at this width. */
  only?: keyof typeof WIDTHS;
  /** Brings the page to the screen; the page is signed in (but for the login screen). */
  show: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

const SCREENS: readonly Screen[] = [
  { name: 'projects', show: (page) => open(page, `/enterprise/${ACME}/`, 'Projects') },
  {
    name: 'project-details',
    show: (page) =>
      open(page, `/enterprise/${ACME}/projects/${VOICE_REQUEST}/request-details/?type=pr`, 'Voice Assistant Prompts'),
  },
  {
    name: 'deliverables',
    show: (page) => open(page, `/enterprise/${ACME}/projects/${VOICE}/deliverables/?type=p`, 'Voice Assistant Prompts'),
  },
  {
    name: 'translation-request',
    show: (page) => open(page, `/enterprise/${ACME}/project-request/translation/`, 'Translation request'),
  },
  { name: 'team', show: (page) => open(page, `/enterprise/${ACME}/team/`, 'Team') },
  {
    // Saved views (decision 0064): two of them, the list showing the first.
    name: 'saved-views',
    show: async (page) => {
      await page.evaluate(({ key, views }) => localStorage.setItem(key, JSON.stringify(views)), {
        key: `dc.views.${USER_IDS.admin}.${ACME}`,
        views: [
          { name: 'Translations by name', query: '?q=Translation&sort=name&dir=asc' },
          { name: 'Newest first', query: '' },
        ],
      });
      await open(page, `/enterprise/${ACME}/?q=Translation&sort=name&dir=asc`, 'Projects');
      await page.getByRole('navigation', { name: 'Views' }).waitFor();
    },
  },
  {
    // The command palette (decision 0063), searching 'voice'.
    name: 'command-palette',
    show: async (page) => {
      await open(page, `/enterprise/${ACME}/`, 'Projects');
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Search or jump to' });
      await palette.getByRole('searchbox').waitFor();
      await page.keyboard.type('voice');
      await palette.getByRole('group', { name: 'Projects', exact: true }).waitFor();
    },
  },
  {
    // Below 768 px the header's controls are behind its 'Menu' button.
    name: 'menu',
    only: 'phone',
    show: async (page) => {
      await open(page, `/enterprise/${ACME}/`, 'Projects');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    },
  },
];

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await heading(page, title);
  await page.locator('.loader').first().waitFor({ state: 'detached' });
  // The page's heading takes focus on arrival: no focus ring in the picture.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function shoot(browser: Browser, baseURL: string, kind: Width, look: Look): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    viewport: WIDTHS[kind],
    colorScheme: look.colorScheme,
    forcedColors: look.forcedColors,
  });
  // The cookie choice made, so the banner does not cover the screens.
  await context.addInitScript(() => {
    localStorage.setItem(
      'dc.cookiePreferences',
      JSON.stringify({ essentials: true, googleAnalytics: false, mouseFlow: false, pristine: false }),
    );
  });
  const page = await context.newPage();
  await page.goto('/account/login');
  await heading(page, 'Sign in');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: resolve(OUT, `login-${kind}${look.suffix}.png`) });
  await signIn(page, 'admin@acme.test');
  for (const screen of SCREENS.filter((each) => (each.only ?? kind) === kind)) {
    await screen.show(page);
    await settle(page);
    await page.screenshot({ path: resolve(OUT, `${screen.name}-${kind}${look.suffix}.png`) });
    console.log(`docs/screens/${screen.name}-${kind}${look.suffix}.png`);
  }
  await context.close();
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const portal = await startPortalServer({
    port: 0,
    distDir: resolve(ROOT, process.env.DIST_DIR ?? 'dist'),
    env: { API_TOKEN_LIFETIME: '3600' },
  });
  try {
    const browser = await launchChromium();
    try {
      for (const look of LOOKS) for (const kind of look.widths) await shoot(browser, portal.url, kind, look);
    } finally {
      await browser.close();
    }
  } finally {
    await portal.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
