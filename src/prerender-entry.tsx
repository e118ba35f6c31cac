/**
 * The Node bundle of the build (rsbuild.config.ts environment `prerender`): renders a signed-out
 * page to HTML with React 19's static API, for the build's post-step to put into the built
 * index.html (decision 0049). Nothing here runs in a browser.
 */
import { prerender } from 'react-dom/static';
import { configureApi } from './api/client';
import { appQueryClient } from './api/query-scope';
import { App } from './app/app';
import { preloadAreaOf } from './app/app-routes';
import { defaultRuntimeConfig } from './config/runtime-config';
import type { Catalogue } from './i18n/catalogue';
import { createPortalIntl } from './i18n/intl';
import { defineMessages, type Message } from './i18n/define-messages';

export { prerenderedRoutes } from './config/start-up-routes';

// Queries build their options with the client; no page calls the API while it renders.
configureApi({ baseUrl: defaultRuntimeConfig.apiBaseUrl, onUnauthorized: () => undefined });

const messages = defineMessages({
  needsJavaScript: {
    id: 'app.needsJavaScript',
    defaultMessage: 'The Customer Portal needs JavaScript. Turn it on in your browser, then reload the page.',
  },
});

export interface RenderedPage {
  html: string;
  /** What the page says with scripts turned off (a <noscript> beside it). */
  noScript: string;
  /** The catalogue's texts of the messages the page rendered. */
  messages: Catalogue;
}

/** Renders `path` (relative to `base`, the locale segment or '') in `locale` with `catalogue`. */
export async function renderPage(
  path: string,
  base: string,
  locale: string,
  catalogue: Catalogue,
): Promise<RenderedPage> {
  await preloadAreaOf(path);
  const intl = createPortalIntl(locale, catalogue);
  const used: Catalogue = {};
  const recording = {
    ...intl,
    formatMessage: (message: Message, values?: Parameters<typeof intl.formatMessage>[1]) => {
      const text = catalogue[message.id];
      if (text !== undefined) used[message.id] = text;
      return intl.formatMessage(message, values);
    },
  };
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App intl={recording} base={base} ssrPath={`${base}${path}`} />, {
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  // A link page's query (never run here) would keep its garbage-collection timer, and the build with it.
  appQueryClient().clear();
  if (errors.length > 0) throw new Error(`Rendering ${base}${path} failed.`, { cause: errors[0] });
  return { html, noScript: intl.formatMessage(messages.needsJavaScript), messages: used };
}
