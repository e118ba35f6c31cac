/**
 * Reflow (WCAG 2.2 1.4.10): every route of both specification documents and of the
 * Settings area at 320, 768 and 1280 CSS px. On each: no sideways scroll of the page
 * (`document.scrollingElement`; a data table scrolls inside its own focusable region instead), every
 * visible control of the header inside the viewport, and no axe violations. Below 768 px the header
 * collapses behind its 'Menu' button; its keyboard journey at 320 px (sign in, open that menu, switch
 * enterprise, log out) is in shell/navigation.spec.ts.
 *
 * A sign-in (through the API) a test, for a group of routes; each route is opened once, at 1280 px,
 * and checked there, then with the window narrowed to 768 and 320 px (as a user who zooms in or
 * narrows the window sees it: the portal's layout is CSS only, its media queries and wrapping, so the
 * page needs no reload). The signed-in routes are opened in the app (history.pushState), as a user's
 * links open them. Failures are collected per route and width and reported together, so one run
 * names every page that does not reflow.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCESS_KEY_IDS, EMAIL_LINKS, ENTERPRISE_IDS, NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { cookiesAlreadyChosen, withConfig } from '../support/account-pages';
import { expect, goInApp, signInThroughApi, test } from '../support/faults';
import { expectNoAxeViolations } from '../support/fixtures';

test.describe.configure({ timeout: 180_000 });

const ACME = ENTERPRISE_IDS.acme;
const VOICE = NAMED_ITEMS.voiceAssistantPrompts;
const CALL_QUALITY = NAMED_ITEMS.callQualityStudy;
const NOT_FOUND = "We're Sorry. We can't find the page you're looking for";
const GLITCH = "We've got a glitch...";

/** The widest first: each route opens at it, and the window is narrowed from there. */
const WIDTHS = [1280, 768, 320] as const;
const HEIGHT = 800;

/**
 * A route, the heading of its page and, where something on it never stops loading here (the Power
 * BI report, whose script this machine does not reach), what shows once the rest is in.
 */
type Route = readonly [path: string, heading: string, ready?: (page: Page) => Locator];

/** Spec document 1 section 2, the signed-out routes (the sandbox sign-up with its flag on). */
const SIGNED_OUT: readonly Route[] = [
  ['/account/login', 'Sign in'],
  ['/account/forgotpassword', 'Forgot your password?'],
  [`/account/resetpassword?userId=${EMAIL_LINKS.reset.userId}&code=${EMAIL_LINKS.reset.code}`, 'Reset your password'],
  ['/account/resetpasswordconfirmation', 'Your password has been reset'],
  [
    `/account/createpassword?userId=${EMAIL_LINKS.create.userId}&code=${EMAIL_LINKS.create.code}`,
    'Create your password',
  ],
  [`/account/acceptinvitation?code=${EMAIL_LINKS.invitationCode}`, 'Accept your invitation'],
  [`/account/register?requestId=${EMAIL_LINKS.registerRequestId}`, 'Set up your account'],
  ['/account/register-sandbox', 'Sign up for a sandbox'],
  [`/unsubscribe/?token=${EMAIL_LINKS.unsubscribeToken}`, 'Unsubscribe from API notifications'],
  ['/account/nothing-here', NOT_FOUND],
  ['/account/logoff', 'Sign out of the portal?'],
];

const details = (id: string, tab: string, type: 'p' | 'pr') => `/enterprise/${ACME}/projects/${id}/${tab}?type=${type}`;

/** Spec document 2 section 2 and the Settings area (src/config/route-table.ts), as the admin of Acme Corp. */
const SIGNED_IN: readonly Route[] = [
  [`/enterprise/${ACME}/`, 'Projects'],
  [
    details(VOICE.projectId, 'report/', 'p'),
    'Voice Assistant Prompts',
    (page) => page.getByRole('tablist', { name: 'Reports' }).getByRole('tab').nth(1),
  ],
  [details(VOICE.projectRequestId, 'request-details/', 'pr'), 'Voice Assistant Prompts'],
  [details(VOICE.projectId, 'deliverables/', 'p'), 'Voice Assistant Prompts'],
  [details(CALL_QUALITY.projectRequestId, 'report/', 'pr'), 'Call Quality Study'],
  [`/enterprise/${ACME}/project-request/`, 'Request a project'],
  [`/enterprise/${ACME}/project-request/translation/`, 'Translation request'],
  [`/enterprise/${ACME}/project-request/scripted-speech/`, 'Scripted Speech request'],
  [`/enterprise/${ACME}/project-request/quality-of-experience/`, 'Quality of Experience request'],
  [`/enterprise/${ACME}/accesskey/home/`, 'API Access Keys'],
  [`/enterprise/${ACME}/accesskey/create/`, 'Create access key'],
  [`/enterprise/${ACME}/accesskey/edit/?apiKeyID=${ACCESS_KEY_IDS.ciPipeline}`, 'Edit access key'],
  [`/enterprise/${ACME}/profile/`, 'Profile'],
  [`/enterprise/${ACME}/profile/password/`, 'Change Password'],
  [`/enterprise/${ACME}/team/`, 'Team'],
  [`/enterprise/${ACME}/notifications/`, 'Notifications'],
  [`/enterprise/${ACME}/billing/`, 'Billing'],
  ['/not-found/', NOT_FOUND],
  ['/error/', GLITCH],
  [`/enterprise/${ACME}/projects/${VOICE.projectId}/preview`, 'Preview: Voice Assistant Prompts'],
];

/**
 * The routes in groups, a test each: a test checks each of its routes at three widths, so a group is
 * about as much work as one width of every route was (and the groups run side by side).
 */
const SIGNED_OUT_GROUPS: readonly (readonly [name: string, routes: readonly Route[]])[] = [
  ['sign-in and the password pages', SIGNED_OUT.slice(0, 5)],
  ['invitations, sign-up, unsubscribe, not found and sign-out', SIGNED_OUT.slice(5)],
];
const SIGNED_IN_GROUPS: readonly (readonly [name: string, routes: readonly Route[]])[] = [
  ["the projects list and a project's pages", SIGNED_IN.slice(0, 5)],
  ['the request forms and the access keys', SIGNED_IN.slice(5, 12)],
  ['Settings, the error pages and the preview', SIGNED_IN.slice(12)],
];

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * What does not reflow on the page as it is: a sideways scroll of the page (with the elements that
 * stick out, to name the culprit), a header control outside the viewport.
 */
function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) {
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          element.classList.length > 0 ? `.${[...element.classList].join('.')}` : ''
        }`;
      const out = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        // The outermost ones only: their content sticks out with them.
        .filter(
          (element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5,
        )
        .slice(0, 5)
        .map((element) => `${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)})`);
      problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${width} px; sticking out: ${out.join(', ')}`);
    }
    for (const control of document.querySelectorAll('header a, header button')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown at this width
      if (box.left < 0 || box.right > width) {
        problems.push(
          `header control '${control.textContent?.trim() ?? ''}' outside the viewport (${box.left}–${box.right})`,
        );
      }
    }
    return problems;
  });
}

/**
 * Opens each route in turn, at the widest of `widths` (the first), and checks it at each width;
 * fails at the end with every route and width that does not reflow.
 */
async function checkRoutes(
  page: Page,
  routes: readonly Route[],
  open: (path: string) => Promise<void>,
  { axe = true, widths = WIDTHS }: { axe?: boolean; widths?: readonly number[] } = {},
) {
  const failures: string[] = [];
  for (const [path, heading, ready] of routes) {
    await test.step(path, async () => {
      await page.setViewportSize({ width: widths[0] ?? WIDTHS[0], height: HEIGHT });
      await open(path);
      await expect(h1(page, heading)).toBeVisible();
      // Nothing loading any more: the content that may be wide is in.
      if (ready) await expect(ready(page)).toBeVisible();
      else await expect(page.locator('.loader')).toHaveCount(0);
      for (const width of widths) {
        await page.setViewportSize({ width, height: HEIGHT });
        expect(await page.evaluate(() => window.innerWidth), "the window's width").toBe(width);
        const at = `${path} at ${width} px`;
        failures.push(...(await reflowProblems(page)).map((problem) => `${at}: ${problem}`));
        if (!axe) continue;
        try {
          await expectNoAxeViolations(page);
        } catch (error) {
          failures.push(`${at}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
  }
  expect(failures, 'routes that do not reflow, or with axe violations').toEqual([]);
}

test.describe('at 1280, 768 and 320 px', () => {
  test.use({ viewport: { width: WIDTHS[0], height: HEIGHT } });

  for (const [name, routes] of SIGNED_OUT_GROUPS) {
    test(`the signed-out routes reflow: ${name}`, async ({ page }) => {
      await cookiesAlreadyChosen(page);
      await withConfig(page, { inviteEnterprise: true });
      await checkRoutes(page, routes, async (path) => {
        await page.goto(path);
      });
    });
  }

  test('the terms consent of a user who has not consented reflows', async ({ page, request }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, request, 'newcomer@acme.test');
    await checkRoutes(page, [['/terms-consent/', 'Terms of Use and Privacy Policy']], async (path) => {
      await page.goto(path);
    });
  });

  test('the page of a user of no enterprise reflows', async ({ page, request }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, request, 'lonely@acme.test');
    await checkRoutes(page, [['/', 'Your account is not assigned to an enterprise']], async (path) => {
      await page.goto(path);
    });
  });

  for (const [name, routes] of SIGNED_IN_GROUPS) {
    test(`the signed-in routes reflow, the header controls stay on screen: ${name}`, async ({ page, request }) => {
      await cookiesAlreadyChosen(page);
      await signInThroughApi(page, request, 'admin@acme.test');
      await page.goto(`/enterprise/${ACME}/`);
      await checkRoutes(page, routes, async (path) => {
        if (path.endsWith('/preview')) await page.goto(path);
        else await goInApp(page, path);
      });
    });
  }
});

/**
 * 200% text (1.4.4; the root font size doubled, so every rem-sized text and box doubles) with the
 * text-spacing overrides of 1.4.12 (line height 1.5, letter spacing 0.12em, word spacing 0.16em,
 * paragraph spacing 2em), in a style sheet the page's Content-Security-Policy would refuse: the
 * test's context bypasses it. Checked for reflow and the header; axe runs at the widths above.
 */
const LARGE_SPACED_TEXT = `:root { font-size: 200% !important; }
* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

test.describe('at 1280 px with 200% text and wider text spacing', () => {
  test.use({ viewport: { width: 1280, height: HEIGHT }, bypassCSP: true });

  test('every signed-in route reflows, the header controls stay on screen', async ({ page, request }) => {
    await cookiesAlreadyChosen(page);
    await signInThroughApi(page, request, 'admin@acme.test');
    const load = async (path: string) => {
      await page.goto(path);
      await page.addStyleTag({ content: LARGE_SPACED_TEXT });
    };
    await load(`/enterprise/${ACME}/`);
    await checkRoutes(
      page,
      SIGNED_IN,
      async (path) => {
        if (path.endsWith('/preview')) await load(path);
        else await goInApp(page, path);
        // The overrides hold on every page (the root's text is twice the default 16 px).
        await expect(page.locator('html')).toHaveCSS('font-size', '32px');
      },
      { axe: false, widths: [1280] },
    );
  });
});
