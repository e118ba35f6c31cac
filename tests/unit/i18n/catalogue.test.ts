import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { createApiClient } from '../../../src/api/client';
import { createSiteClient } from '../../../src/api/site-client';
import { CATALOGUE_RETRIES, loadCatalogue } from '../../../src/i18n/catalogue';

function siteClient(answers: (() => Response)[]) {
  const seen: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://portal.test/',
    fetch: async (request) => {
      seen.push(new URL(request.url).pathname);
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
      if (!answer) throw new Error('no answer scripted');
      return answer();
    },
  });
  return { client, seen };
}
const json = (body: unknown) => () =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const failure = () => new Response('boom', { status: 500, statusText: 'Internal Server Error' });

describe('loading a localization catalogue', () => {
  beforeEach(() => {
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rstest.restoreAllMocks();
  });

  it('reads the key-to-text map from /{locale}/localization/', async () => {
    const { client, seen } = siteClient([json({ 'login.title': 'Entrar' })]);
    expect(await loadCatalogue(client, 'pt-pt')).toEqual({ 'login.title': 'Entrar' });
    expect(seen).toEqual(['/pt-pt/localization/']);
  });

  it('retries a failed load 3 times', async () => {
    const { client, seen } = siteClient([failure, failure, failure, json({ a: 'b' })]);
    expect(await loadCatalogue(client, 'pt-pt', { retryDelayMs: 1 })).toEqual({ a: 'b' });
    expect(seen).toHaveLength(1 + CATALOGUE_RETRIES);
  });

  it('abandons the load after 3 retries, leaving the built-in English', async () => {
    const { client, seen } = siteClient([failure]);
    expect(await loadCatalogue(client, 'pt-pt', { retryDelayMs: 1 })).toBeNull();
    expect(seen).toHaveLength(4);
  });

  it('treats an answer that is not JSON, or not a map of texts, as a failure', async () => {
    const notJson = () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    expect(await loadCatalogue(siteClient([notJson]).client, 'pt-pt', { retryDelayMs: 1 })).toBeNull();
    expect(await loadCatalogue(siteClient([json({ a: 1 })]).client, 'pt-pt', { retryDelayMs: 1 })).toBeNull();
    expect(await loadCatalogue(siteClient([json(['a'])]).client, 'pt-pt', { retryDelayMs: 1 })).toBeNull();
  });

  it("loads through the start-up's site client: at the site's origin, with the credentials mode of the page's preload of it, within its time limit", async () => {
    const sent: Request[] = [];
    // The first load never answers; the retry does.
    const client = createSiteClient({
      timeLimitMs: { default: 20 },
      fetch: (request) => {
        sent.push(request);
        if (sent.length > 1) return Promise.resolve(json({ 'login.title': 'Entrar' })());
        return new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
      },
    });
    expect(await loadCatalogue(client, 'pt-pt', { retryDelayMs: 1 })).toEqual({ 'login.title': 'Entrar' });
    expect(sent).toHaveLength(2);
    // In Node there is no page: the site is http://localhost (src/api/site-client.ts absoluteBase).
    expect(sent.map((request) => request.url)).toEqual([
      'http://localhost/pt-pt/localization/',
      'http://localhost/pt-pt/localization/',
    ]);
    expect(sent[0]?.credentials).toBe('same-origin');
  });
});
