import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { configureApi } from '../../../src/api/client';
import { App } from '../../../src/app/app';
import { preloadAreaOf } from '../../../src/app/app-routes';
import {
  holdClicksBeforeHydration,
  keepInputBeforeHydration,
  readPrerendered,
  serializePrerendered,
} from '../../../src/app/prerendered';
import { setRuntimeConfig, defaultRuntimeConfig } from '../../../src/config/runtime-config';
import { prerenderedRoutes } from '../../../src/config/start-up-routes';
import {
  acceptAllBeforeHydration,
  chooseCookiePreferences,
  clearCookiePreferences,
  cookiePreferences,
} from '../../../src/features/consent/cookie-preferences';
import { closeModal, modal, ModalType } from '../../../src/ui/modal-store';
import { createPortalIntl } from '../../../src/i18n/intl';
import type { RenderedPage } from '../../../src/prerender-entry';

/**
 * Each prerendered page hydrates with React's development build, which reports what the
 * production build lets pass (an attribute, such as an id that ties a label to its field, that differs
 * between the HTML and the first client render). Hydration must report nothing.
 */

/**
 * The pages exactly as the build renders them: the build's Node bundle (rsbuild.config.ts environment
 * `prerender`, production React), built into a temporary folder and run in a process of its own,
 * as scripts/prerender.ts runs it. They are then hydrated here with React's development build.
 */
function renderAll(): Map<string, RenderedPage> {
  const out = mkdtempSync(join(tmpdir(), 'prerender-test-'));
  try {
    execFileSync('npx', ['rsbuild', 'build', '--environment', 'prerender'], {
      env: { ...process.env, DIST_DIR: join(out, 'dist') },
      stdio: 'pipe',
    });
    const bundle = pathToFileURL(join(out, 'dist-prerender', 'prerender.js')).href;
    const script = `
      const { prerenderedRoutes, renderPage } = await import(${JSON.stringify(bundle)});
      const fs = await import('node:fs');
      const pages = {};
      for (const [base, locale] of [['', 'en-us'], ['/pt-pt', 'pt-pt']]) {
        const catalogue = JSON.parse(fs.readFileSync('scripts/dev-api/localization/' + locale + '.json', 'utf8'));
        for (const path of prerenderedRoutes) pages[base + path] = await renderPage(path, base, locale, catalogue);
      }
      process.stdout.write(JSON.stringify(pages), () => process.exit(0));`;
    const json = execFileSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 64 << 20 });
    return new Map(Object.entries(JSON.parse(json) as Record<string, RenderedPage>));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
const rendered = renderAll();
// As start-up does before it hydrates (src/main.tsx); nothing here calls the API.
configureApi({ baseUrl: '/api/', onUnauthorized: () => undefined });
const renderPage = (path: string, base: string) => {
  const page = rendered.get(`${base}${path}`);
  if (!page) throw new Error(`${base}${path} was not rendered`);
  return page;
};

let root: Root | null = null;
let reported: string[] = [];

beforeEach(() => {
  reported = [];
  rstest
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => void reported.push(args.map(String).join(' ')));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  rstest.restoreAllMocks();
  setRuntimeConfig(defaultRuntimeConfig);
});

/** Hydrates the page rendered for `path` at `base`, served at `url` (the same path, or with a trailing slash and a query). */
async function hydrate(path: string, base: string, locale: string, url = `${base}${path}`) {
  const { html, messages } = renderPage(path, base);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  window.history.replaceState(null, '', url);
  const container = document.getElementById('root') as HTMLElement;
  await preloadAreaOf(path); // as start-up does (src/main.tsx)
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App intl={createPortalIntl(locale, messages)} base={base} />, {
      onRecoverableError: (error) => void errors.push(error),
    });
  });
  return { container, errors, html };
}

describe('prerendered pages hydrate as rendered', () => {
  for (const [base, locale] of [
    ['', 'en-us'],
    ['/pt-pt', 'pt-pt'],
  ] as const) {
    for (const path of prerenderedRoutes) {
      it(`${base}${path}`, async () => {
        const { errors } = await hydrate(path, base, locale);
        expect(errors).toEqual([]);
        expect(reported.filter((line) => /hydrat|did not match|didn't match/i.test(line))).toEqual([]);
      });
    }
  }

  it('renders pt-pt pages in Portuguese, with no script', async () => {
    const { html, messages } = renderPage('/account/login', '/pt-pt');
    expect(html).toContain('Iniciar sessão');
    expect(html).not.toMatch(/<script|\$RC/);
    expect(messages['login.title']).toBe('Iniciar sessão');
  });

  it('has the banner in the HTML: it hydrates as rendered, goes for a user who chose and stays for one who did not', async () => {
    chooseCookiePreferences({ googleAnalytics: false, mouseFlow: false });
    const chose = await hydrate('/account/login', '', 'en-us');
    expect(chose.errors).toEqual([]);
    expect(chose.html).toContain('cookie-banner');
    expect(chose.container.querySelector('.cookie-banner')).toBeNull();
    act(() => root?.unmount());

    clearCookiePreferences();
    const newcomer = await hydrate('/account/login', '', 'en-us');
    expect(newcomer.errors).toEqual([]);
    expect(newcomer.container.querySelector('.cookie-banner')).not.toBeNull();
  });

  it('applies the runtime configuration after hydration (the sandbox link)', async () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, inviteEnterprise: true });
    const { errors, container, html } = await hydrate('/account/login', '', 'en-us');
    expect(errors).toEqual([]);
    expect(html).not.toContain('Sign up for a sandbox');
    expect(container.textContent).toContain('New here? Sign up for a sandbox');
  });

  it('hydrates the language links as rendered (no query), then gives them the page and its query', async () => {
    const url = '/pt-pt/account/login/?redirect=%2Fenterprise%2F';
    const { errors, container, html } = await hydrate('/account/login', '/pt-pt', 'pt-pt', url);
    expect(errors).toEqual([]);
    expect(reported.filter((line) => /hydrat|did not match|didn't match/i.test(line))).toEqual([]);
    expect(html).toContain('href="/account/login" hrefLang="en-us" lang="en-us"');
    const links = [...container.querySelectorAll('nav[aria-label="Idioma"] a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['English', '/account/login/?redirect=%2Fenterprise%2F', null],
      ['Português', '/pt-pt/account/login/?redirect=%2Fenterprise%2F', 'true'],
    ]);
  });

  /**
   * A signed-out page's HTML in the document, its code loaded; `hydrate` hydrates it with `onHydrated`
   * as start-up's (`started` runs right after hydration starts, as start-up's code after it), then lets
   * the next tasks (the hand-over's) run.
   */
  async function pageBeforeHydration(path: string) {
    const { html, messages } = renderPage(path, '');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    window.history.replaceState(null, '', path);
    await preloadAreaOf(path);
    const container = document.getElementById('root') as HTMLElement;
    const hydrate = async (onHydrated: () => void, started?: () => void) => {
      await act(async () => {
        root = hydrateRoot(
          container,
          <App intl={createPortalIntl('en-us', messages)} base="" onHydrated={onHydrated} />,
        );
        started?.();
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    };
    return { container, hydrate };
  }

  it('keeps what was typed before hydration, and the page knows it', async () => {
    const { container, hydrate } = await pageBeforeHydration('/account/login');
    const [email, password] = container.querySelectorAll('input');
    (email as HTMLInputElement).value = 'admin@acme.test';
    (password as HTMLInputElement).value = 'Portal#2026';
    await hydrate(() => keepInputBeforeHydration(container));
    const button = container.querySelector('button[type=submit]') as HTMLButtonElement;
    expect((email as HTMLInputElement).value).toBe('admin@acme.test');
    expect((password as HTMLInputElement).value).toBe('Portal#2026');
    expect(button.disabled).toBe(false);
  });

  it('leaves a field edited again between hydration and the hand-over with its new value', async () => {
    const { container, hydrate } = await pageBeforeHydration('/account/forgotpassword');
    const email = container.querySelector('input') as HTMLInputElement;
    email.value = 'before@acme.test';
    const type = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(email, value);
      email.dispatchEvent(new Event('input', { bubbles: true }));
    };
    await hydrate(() => {
      keepInputBeforeHydration(container);
      // The person goes on typing before the next task (the hand-over's): React hears this edit itself.
      queueMicrotask(() => {
        type('');
        type('after@acme.test');
      });
    });
    expect(email.value).toBe('after@acme.test');
  });

  it("hands what was typed to React at a press before the hand-over's task: the press's blur keeps it", async () => {
    const { container, hydrate } = await pageBeforeHydration('/account/forgotpassword');
    const email = container.querySelector('input') as HTMLInputElement;
    email.focus();
    email.value = 'admin@acme.test';
    let valueAtBlur: string | undefined;
    await hydrate(() => {
      // The person presses 'Back to login' in a task before the hand-over's: the press blurs the field.
      setTimeout(() => {
        const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Back to login');
        link?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
        email.blur();
        valueAtBlur = email.value;
      });
      keepInputBeforeHydration(container);
    });
    // Without the hand-over at the press, React's render on the blur had emptied the field.
    expect(valueAtBlur).toBe('admin@acme.test');
    expect(email.value).toBe('admin@acme.test');
  });

  /** The login page's HTML in the document, its code loaded, clicks held as start-up holds them. */
  async function loginBeforeHydration() {
    clearCookiePreferences();
    const { container, hydrate } = await pageBeforeHydration('/account/login');
    const clicks = holdClicksBeforeHydration(container, acceptAllBeforeHydration);
    const click = (name: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      [...container.querySelectorAll('button')].find((b) => b.textContent === name)?.dispatchEvent(event);
      return event;
    };
    const hydrateHeld = () => hydrate(clicks.release, clicks.listening);
    return { container, click, hydrateHeld };
  }

  it('makes Accept all cookies clicked before React listened at once (no native submit), and hydrates without the banner', async () => {
    const { container, click, hydrateHeld } = await loginBeforeHydration();
    expect(click('Accept all cookies').defaultPrevented).toBe(true);
    expect(cookiePreferences).toMatchObject({ pristine: false, googleAnalytics: true, mouseFlow: true });
    expect(document.documentElement.dataset.cookieChoice).toBe('stored');
    await hydrateHeld();
    expect(container.querySelector('.cookie-banner')).toBeNull();
    delete document.documentElement.dataset.cookieChoice;
  });

  it('clicks again, once hydrated, another button clicked before React listened (Cookie settings)', async () => {
    const { click, hydrateHeld } = await loginBeforeHydration();
    expect(click('Cookie settings').defaultPrevented).toBe(true);
    expect(modal.type).toBe(ModalType.None);
    await hydrateHeld();
    expect(modal.type).toBe(ModalType.CookiePolicy);
    act(() => closeModal());
  });
});

describe('readPrerendered', () => {
  const page = {
    path: '/pt-pt/account/login',
    locale: 'pt-pt',
    base: '/pt-pt',
    messages: { a: '</script>' },
    year: 2026,
  };
  const documentWith = (text: string) => {
    document.body.innerHTML = `<script type="application/json" id="prerendered">${text}</script>`;
    return document;
  };

  it('reads the page rendered for this path and base, with a trailing slash or not', () => {
    expect(readPrerendered(documentWith(serializePrerendered(page)), '/pt-pt/account/login/', '/pt-pt')).toEqual(page);
  });

  it('is null for another path, another base (the locale segment in upper case), or a broken block', () => {
    expect(readPrerendered(documentWith(serializePrerendered(page)), '/pt-pt/account/register', '/pt-pt')).toBeNull();
    expect(readPrerendered(documentWith(serializePrerendered(page)), '/PT-PT/account/login', '/PT-PT')).toBeNull();
    expect(readPrerendered(documentWith('{'), '/pt-pt/account/login', '/pt-pt')).toBeNull();
  });

  it('serializes so that no text can close the data block', () => {
    expect(serializePrerendered(page)).not.toContain('</script>');
  });
});
