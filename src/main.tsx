import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { configureApi, createSiteClient } from './api/client';
import { App } from './app/app';
import { preloadAreaOf } from './app/routes';
import { redirectToLoginOnUnauthorized } from './app/unauthorized-redirect';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
import { loadCatalogue } from './i18n/catalogue';
import { createPortalIntl } from './i18n/intl';
import { localeFromPath } from './i18n/locale';
import { endSession, hasSession, restoreSession } from './session/session-store';
import { pendingRevoke } from './session/token-storage';
import './ui/theme.css';

/**
 * Start-up (spec document 1 section 2): runtime config and translations load together (with the
 * chunk of the area the location renders), a stored session is restored (or cleared), then the app
 * renders. Nothing here can leave a blank page.
 */
async function start(root: HTMLElement) {
  const { locale, base } = localeFromPath(window.location.pathname);
  document.documentElement.lang = locale;
  try {
    restoreSession();
  } catch (error) {
    console.error('[session] Restoring the session failed; it was cleared.', error);
    endSession();
  }
  const configured = loadRuntimeConfig().then((config) => {
    configureApi({ baseUrl: config.apiBaseUrl, onUnauthorized: redirectToLoginOnUnauthorized(base, navigate) });
    return config;
  });
  // A stored session: the signed-in area's first calls start once the API is configured, while its chunk loads.
  if (hasSession())
    void import(/* webpackChunkName: "early" */ './app/early-data').then((early) => early.default(configured));
  const [config, catalogue] = await Promise.all([
    configured,
    loadCatalogue(createSiteClient(), locale),
    preloadAreaOf(window.location.pathname.slice(base.length) || '/'),
  ]);
  setRuntimeConfig(config);
  if (pendingRevoke()) void import('./features/account/session-calls').then((calls) => calls.revokePending());
  createRoot(root).render(<App intl={createPortalIntl(locale, catalogue)} base={base} />);
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error('[start-up] The portal could not start.', error);
    root.textContent = 'The portal could not start. Please refresh the page.';
  });
}
