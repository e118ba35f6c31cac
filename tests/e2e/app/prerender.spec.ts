import { COOKIE_KEY, cookiesAlreadyChosen } from '../support/account-pages';
import { test, expect, DEMO_PASSWORD, holdRequests, START_UP_SCRIPT } from '../support/fixtures';

/**
 * Decision 0049: the signed-out pages are HTML before any script. The served HTML holds
 * the page; it hydrates with no mismatch (the fixtures fail a test on any '[hydration]' error that
 * src/main.tsx logs); what was typed before hydration is kept; pt-pt pages are Portuguese; with
 * scripts off, the login page shows its form and says the portal needs JavaScript.
 */

test.describe('the served HTML', () => {
  test('the login page holds its heading and form before any script, and no inline script', async ({ request }) => {
    const response = await request.get('/account/login');
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en-us">');
    expect(html).toContain('<title>Sign in</title>');
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(html).toMatch(/<form[^>]*>.*<input[^>]*name="email".*<input[^>]*name="password"/s);
    expect(html).not.toContain('$RC');
    // Every script is a file ('self', as the Content-Security-Policy allows) or the JSON data block.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
      expect(tag).toMatch(/\bsrc="\/static\/|type="application\/json"/);
  });

  test('pt-pt pages are prerendered in Portuguese, whatever the query', async ({ request }) => {
    const html = await (await request.get('/pt-pt/account/login?redirect=%2Fpt-pt%2F')).text();
    expect(html).toContain('<html lang="pt-pt">');
    expect(html).toMatch(/<h1[^>]*>Iniciar sessão<\/h1>/);
    expect(html).toContain('Esqueceu-se da palavra-passe?');
    const register = await (await request.get('/pt-pt/account/register')).text();
    expect(register).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(register).toContain('<html lang="pt-pt">');
  });

  test('every signed-out page and the not-found page is prerendered; signed-in pages are not', async ({ request }) => {
    for (const path of ['/account/forgotpassword', '/account/register', '/unsubscribe', '/account/not-found']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<div id="root"><!--\$-->.*<h1[^>]*>[^<]+<\/h1>/s);
    }
    const signedIn = await (await request.get('/enterprise/acme/')).text();
    expect(signedIn).toContain('<div id="root"></div>');
    // The signed-in area's chunk is preloaded by the HTML of its locations, not by the signed-out pages'.
    expect(signedIn).toMatch(
      /<link[^>]*signed-in\.[0-9a-f]+\.js"[^>]*rel="preload"|<link[^>]*rel="preload"[^>]*signed-in\./,
    );
    const login = await (await request.get('/account/login')).text();
    expect(login).not.toContain('rel="preload"');
  });

  test("every page's answer preloads config.json and the catalogue of its path's locale (decision 0053)", async ({
    request,
  }) => {
    const link = async (path: string) => (await request.get(path)).headers()['link'];
    const preload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`;
    const both = (locale: string) => `${preload('/config.json')}, ${preload(`/${locale}/localization/`)}`;
    expect(await link('/account/login')).toBe(both('en-us'));
    expect(await link('/pt-pt/account/login?redirect=%2Fpt-pt%2F')).toBe(both('pt-pt'));
    expect(await link('/enterprise/acme/')).toBe(both('en-us'));
    expect(await link('/pt-pt/enterprise/acme/')).toBe(both('pt-pt'));
    expect(await link('/pt-pt')).toBe(both('pt-pt'));
    // Start-up asks for a locale in capitals in lowercase, which nginx cannot write: config.json only.
    expect(await link('/PT-PT/account/login')).toBe(preload('/config.json'));
    expect(await link('/config.json')).toBeUndefined();
  });
});

test.describe('the first paint', () => {
  test("a first visit paints the cookie banner's paragraph in the same frame as the heading, the page's first", async ({
    page,
  }) => {
    // A slow CPU (4×, as the benchmark's) makes the parser paint the page in slices, as on a slow device.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen: { type: string; name: string; time: number; element: string }[] = [];
      (window as unknown as { paints: typeof seen }).paints = seen;
      for (const type of ['paint', 'largest-contentful-paint'])
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const element = (entry as PerformanceEntry & { element?: Element | null }).element;
            seen.push({
              type,
              name: entry.name,
              time: entry.startTime,
              element: element ? `${element.tagName} ${element.className}` : '',
            });
          }
        }).observe({ type, buffered: true });
    });
    const contentful: { type: string; name: string; time: number; element: string }[] = [];
    const release = await holdRequests(page, /\/config\.json$/); // no hydration: the paints of the HTML alone
    await page.goto('/account/login');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect
      .poll(async () => {
        contentful.splice(
          0,
          Infinity,
          ...(await page.evaluate(() => (window as unknown as { paints: typeof contentful }).paints)),
        );
        return contentful.some((entry) => entry.element === 'P cookie-banner__text');
      })
      .toBe(true);
    release();
    const first = contentful.find((entry) => entry.name === 'first-contentful-paint');
    const largest = contentful.filter((entry) => entry.type === 'largest-contentful-paint');
    // One frame: no earlier candidate (the heading alone), and the banner's paragraph at the first contentful paint.
    expect(largest.map((entry) => entry.element)).toEqual(['P cookie-banner__text']);
    expect(largest[0]?.time).toBe(first?.time);
  });
});

test.describe('hydration', () => {
  for (const path of [
    '/account/login',
    '/pt-pt/account/login',
    '/account/forgotpassword',
    '/account/register',
    '/pt-pt/account/register',
    '/account/resetpassword?userId=u-reset&code=RESET-OK',
    '/unsubscribe?token=t',
    '/account/not-found',
    '/en-us/account/logoff',
  ]) {
    test(`${path} hydrates as rendered`, async ({ page }) => {
      await page.goto(path);
      // The heading takes focus once the page is hydrated (src/ui/page-heading.tsx); the HTML alone has none.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByRole('region', { name: /Cookie consent|Consentimento de cookies/ })).toBeVisible();
    });
  }

  test('a user who already chose hydrates with no mismatch and no banner; the page works', async ({ page }) => {
    await cookiesAlreadyChosen(page);
    await page.goto('/account/login');
    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('a link page prerendered as complete says an incomplete link is incomplete once hydrated', async ({ page }) => {
    await page.goto('/account/resetpassword');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByText('This link is incomplete.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });
});

test('what was typed before hydration is kept, and signing in works', async ({ page }) => {
  // Hold the start-up script until the person has typed: the page is the prerendered HTML alone.
  const release = await holdRequests(page, START_UP_SCRIPT);
  await page.goto('/account/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled(); // no script yet
  release();
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue('admin@acme.test');
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
  await signIn.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 15_000 });
});

test.describe('the cookie banner of a prerendered page', () => {
  test('is in the HTML; Accept all cookies clicked before the page hydrates is stored at once, and kept by a reload', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/account/login')).text()).toContain('Accept all cookies');
    const release = await holdRequests(page, /\/config\.json$/); // start-up hydrates once it is in
    await page.goto('/account/login');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept all cookies' }).click();
    // Not hydrated yet (the heading has no focus), yet the choice is stored and the banner out of sight.
    const stored = async () =>
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), COOKIE_KEY)) ?? 'null') as unknown;
    expect(await stored()).toEqual({ essentials: true, googleAnalytics: true, mouseFlow: true, pristine: false });
    await expect(banner).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).not.toBeFocused();
    await page.reload(); // left at once: the choice stays
    await expect(banner).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
    await expect(banner).toHaveCount(0);
    expect(await stored()).toEqual({ essentials: true, googleAnalytics: true, mouseFlow: true, pristine: false });
  });

  test('Cookie settings clicked before the page hydrates opens the cookie policy once it has', async ({ page }) => {
    const release = await holdRequests(page, /\/config\.json$/);
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).not.toBeFocused(); // not hydrated
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Cookie Policy' })).toBeVisible();
  });

  test('is not shown to a user who already chose, not even before the start-up script runs', async ({ page }) => {
    await cookiesAlreadyChosen(page);
    // The start-up script held: only src/before-paint.ts has run.
    const release = await holdRequests(page, START_UP_SCRIPT);
    await page.goto('/account/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The banner is in the HTML, but out of sight; the page has not hydrated (its heading has no focus).
    await expect(page.locator('.cookie-banner')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).not.toBeFocused();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
    await expect(page.locator('.cookie-banner')).toHaveCount(0);
  });
});

test('with scripts off, the login page shows its form and says the portal needs JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/account/login');
    // Playwright's text locators skip <noscript>; its paragraph shows (an element with a box, seen).
    const needsJavaScript = page.locator('noscript > p');
    await expect(needsJavaScript).toBeVisible();
    await expect(needsJavaScript).toContainText('The Customer Portal needs JavaScript.');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.goto('/pt-pt/account/login');
    await expect(needsJavaScript).toContainText('O Portal de Clientes precisa de JavaScript.');
    await expect(page.getByLabel('Endereço de email')).toBeVisible();
  } finally {
    await context.close();
  }
});
