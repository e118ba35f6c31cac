import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { configureApi, createSiteClient } from './api/site-client';
import { App } from './app/app';
import {
  holdClicksBeforeHydration,
  keepInputBeforeHydration,
  readPrerendered,
  setYearRendered,
} from './app/prerendered';
import { preloadAreaOf } from './app/app-routes';
import { redirectToLoginOnUnauthorized } from './app/unauthorized-redirect';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
import { acceptAllBeforeHydration, hideBannerOfStoredChoice } from './features/consent/cookie-preferences';
import { loadCatalogue } from './i18n/catalogue';
import { createPortalIntl, replaceIntl } from './i18n/intl';
import { rememberedIndex } from './i18n/language-switch';
import { localeFromPath } from './i18n/locale';
import { endSession, hasSession, restoreSession } from './session/session-store';
import { pendingRevoke } from './session/token-storage';
import './ui/theme.css';

/**
 * Start-up (spec document 1 section 2): runtime config and translations load together (with the
 * chunk of the page or area the location renders), a stored session is restored (or cleared), then
 * the app renders. A prerendered page (decision 0049: the signed-out pages' HTML, built per
 * locale) is hydrated as soon as its page's code and the config are in, with the texts it was
 * rendered with; the live catalogue's replace them when it arrives. Nothing here can leave a blank page.
 */
async function start(root: HTMLElement) {
  const { pathname, search } = window.location;
  // A visit to `/` opens the language chosen last (decision 0050), before anything loads.
  const home = rememberedIndex(pathname, search.slice(1));
  if (home) return window.location.replace(home);
  const { locale, base } = localeFromPath(pathname);
  document.documentElement.lang = locale;
  try {
    restoreSession();
  } catch (error) {
    console.error('[session] Restoring the session failed; it was cleared.', error);
    endSession();
  }
  const prerendered = root.firstChild ? readPrerendered(document, pathname, base) : null;
  const clicks = prerendered ? holdClicksBeforeHydration(root, acceptAllBeforeHydration) : null;
  const showLaterBanners = prerendered ? hideBannerOfStoredChoice() : null;
  const configured = loadRuntimeConfig().then((config) => {
    configureApi({ baseUrl: config.apiBaseUrl, onUnauthorized: redirectToLoginOnUnauthorized(base, navigate) });
    return config;
  });
  // A stored session: the signed-in area's first calls start once the API is configured, while its chunk loads.
  if (hasSession())
    void import(/* webpackChunkName: "early" */ './app/early-data').then((early) => early.default(configured));
  const catalogue = loadCatalogue(createSiteClient(), locale);
  const [config, loadedCatalogue] = await Promise.all([
    configured,
    prerendered ? null : catalogue,
    preloadAreaOf(pathname.slice(base.length) || '/'),
  ]);
  setRuntimeConfig(config);
  if (pendingRevoke()) void import('./features/account/session-calls').then((calls) => calls.revokePending());
  if (prerendered) {
    setYearRendered(prerendered.year);
    hydrateRoot(
      root,
      <App
        intl={createPortalIntl(locale, prerendered.messages)}
        base={base}
        onHydrated={() => {
          keepInputBeforeHydration(root);
          clicks?.release();
          showLaterBanners?.();
        }}
      />,
      { onRecoverableError: (error) => console.error('[hydration] The prerendered page did not match.', error) },
    );
    clicks?.listening();
    // The live catalogue, or the built-in English once it is abandoned (spec document 1 section 9).
    void catalogue.then((live) => replaceIntl(createPortalIntl(locale, live)));
  } else {
    createRoot(root).render(<App intl={createPortalIntl(locale, loadedCatalogue)} base={base} />);
  }
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error('[start-up] The portal could not start.', error);
    root.textContent = 'The portal could not start. Please refresh the page.';
  });
}
