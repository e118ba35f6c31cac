import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepInputBeforeHydration, setYearRendered, type HeldClicks, type PrerenderedPage } from './app/prerendered';
import { preloadAreaOf } from './app/app-routes';
import { setRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
import type { Catalogue } from './i18n/catalogue';
import { showLaterBanners } from './features/consent/cookie-preferences';
import { createPortalIntl, replaceIntl } from './i18n/intl';
import { pendingRevoke } from './session/token-storage';
import './ui/theme.css';

/**
 * Start-up (spec document 1 section 2): runtime config and translations load together (with the
 * chunk of the page or area the location renders), a stored session is restored (or cleared), then
 * the app renders. The entry (src/entry.ts) has begun all but the rendering before this module and
 * what it imports (React DOM, the app) are evaluated (decision 0052). A prerendered page (decision
 * 0049: the signed-out pages' HTML, built per locale) is hydrated as soon as its page's code and
 * the config are in, with the texts it was rendered with; the live catalogue's replace them when it
 * arrives. Nothing here can leave a blank page.
 */
export async function start(
  root: HTMLElement,
  locale: string,
  /** The router base: the locale segment, or ''. */
  base: string,
  /** What the entry (src/entry.ts) began before this module was evaluated: the runtime configuration, once the API is configured with it; */
  configured: Promise<RuntimeConfig>,
  /** the live catalogue (null once abandoned); */
  catalogue: Promise<Catalogue | null>,
  /** the page's data when the document holds the prerendered page of this location, else null; */
  prerendered: PrerenderedPage | null,
  /** a prerendered page's clicks, held until it is hydrated. */
  clicks: HeldClicks | null,
): Promise<void> {
  const [config, loadedCatalogue] = await Promise.all([
    configured,
    prerendered ? null : catalogue,
    preloadAreaOf(window.location.pathname.slice(base.length) || '/'),
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
          showLaterBanners();
        }}
      />,
      { onRecoverableError: (error) => console.error('[hydration] The prerendered page did not match.', error) },
    );
    clicks?.listening();
    // The live catalogue, or the built-in English once it is abandoned (spec document 1 section 9).
    void catalogue.then((live) => replaceIntl(createPortalIntl(locale, live)));
  } else {
    showLaterBanners(); // the banner it renders shows only to a user who has not chosen: no mark needed
    createRoot(root).render(<App intl={createPortalIntl(locale, loadedCatalogue)} base={base} />);
  }
}
