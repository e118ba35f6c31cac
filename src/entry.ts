import { navigate } from 'wouter/use-browser-location';
import { configureApi, createSiteClient } from './api/site-client';
import { afterNextFrame, holdClicksBeforeHydration, readPrerendered } from './app/prerendered';
import { redirectToLoginOnUnauthorized } from './app/unauthorized-redirect';
import { loadRuntimeConfig } from './config/runtime-config';
import { acceptAllBeforeHydration } from './features/consent/cookie-preferences';
import { loadCatalogue } from './i18n/catalogue';
import { rememberedIndex } from './i18n/language-switch';
import { localeFromPath } from './i18n/locale';
import { endSession, hasSession, restoreSession } from './session/session-store';

/**
 * The page's script (decision 0052): what needs neither React DOM nor the app, so that nothing waits
 * for their evaluation (several hundred milliseconds on a slow CPU), then start-up (src/main.tsx and
 * all it imports: `webpackMode: "eager"` keeps them in this chunk, evaluated only when imported).
 *
 * On a prerendered page it first holds clicks on the page's buttons, then lets the browser paint the
 * whole page, banner included (src/before-paint.ts has hidden it from a user who already chose). Then it takes the answers the HTML has started (config.json and the
 * catalogue, decision 0053), restores the session and, with one, starts the signed-in area's first
 * calls as soon as their small chunk is in (decision 0048), before start-up's evaluation.
 */
async function begin(root: HTMLElement): Promise<void> {
  const { pathname, search } = window.location;
  const { locale, base } = localeFromPath(pathname);
  const prerendered = root.firstChild ? readPrerendered(document, pathname, base) : null;
  const clicks = prerendered && holdClicksBeforeHydration(root, acceptAllBeforeHydration);
  if (prerendered) await afterNextFrame();
  // A visit to `/` opens the language chosen last (decision 0050), before anything loads.
  const home = rememberedIndex(pathname, search.slice(1));
  if (home) return window.location.replace(home);
  document.documentElement.lang = locale;
  try {
    restoreSession();
  } catch (error) {
    console.error('[session] The stored session failed to restore: cleared.', error);
    endSession();
  }
  const configured = loadRuntimeConfig().then((config) => {
    configureApi({ baseUrl: config.apiBaseUrl, onUnauthorized: redirectToLoginOnUnauthorized(base, navigate) });
    return config;
  });
  const catalogue = loadCatalogue(createSiteClient(), locale);
  if (hasSession()) {
    // The area's first calls start once the API is configured, while its chunk loads: their chunk,
    // then the task their requests are sent in, then start-up. A chunk that fails to load does not
    // stop start-up.
    await import(/* webpackChunkName: "early" */ './app/early-data').then(
      (early) => early.default(configured),
      () => undefined,
    );
  }
  const { start } = await import(/* webpackMode: "eager" */ './main');
  await start(root, locale, base, configured, catalogue, prerendered, clicks);
  // Error reports and field measurements: their chunk after the first paint, when configured.
  const { telemetry } = await configured;
  // Off until configured: no `telemetry`, or its endpoint empty (TELEMETRY_ENDPOINT='').
  if ((telemetry as { endpoint?: unknown } | undefined)?.endpoint) {
    await afterNextFrame();
    import(/* webpackChunkName: "telemetry" */ './telemetry/start-telemetry').then(
      (t) => t.default(telemetry),
      () => 0,
    );
  }
}

const root = document.getElementById('root');
if (root) {
  begin(root).catch((error: unknown) => {
    console.error('[start-up] The portal could not start.', error);
    root.textContent = 'The portal could not start. Please refresh the page.';
  });
}
