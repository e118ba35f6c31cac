import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DEMO_PICTURE_PNG_BASE64 } from '../../../scripts/dev-api/demo-ids';
import { securityHeaders } from '../../../scripts/security-headers';
import { startPortalServer, type RunningPortal } from '../../../scripts/start';
import { quietLogger } from '../support/reference-api-harness';

const INDEX =
  '<!doctype html><html><head><script src="/static/js/index.3f2a1b.js"></script></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const CONFIG = {
  inviteEnterprise: false,
  hideRequestProject: false,
  captcha: { enabled: false, siteKey: '' },
  apiDocumentationUrl: 'https://developer.example.com/api-docs',
  apiBaseUrl: '/api/',
};

/** The headers of that configuration, served over plain HTTP. */
const SECURITY_HEADERS = securityHeaders(CONFIG, { https: false });

/** <tmp>/dist with a small build, beside <tmp>/secret.txt that must never be served. */
function fakeDist(): string {
  const parent = mkdtempSync(join(tmpdir(), 'portal-'));
  writeFileSync(join(parent, 'secret.txt'), 'secret');
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'config.json'), JSON.stringify(CONFIG));
  writeFileSync(join(dist, 'static', 'js', 'index.3f2a1b.js'), SCRIPT);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** A raw request, so the path reaches the server exactly as written (fetch would normalize it). */
function rawGet(url: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('portal server (scripts/start.ts)', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortalServer({
      port: 0,
      distDir: fakeDist(),
      env: {
        INVITE_ENTERPRISE: 'true',
        CAPTCHA_ENABLED: 'false',
        CAPTCHA_SITE_KEY: 'site-key-1',
        API_DOCUMENTATION_URL: 'https://docs.example.com/',
      },
      api: { logger: quietLogger().logger },
    });
  });
  afterAll(() => portal.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${portal.url}${path}`, { headers });

  function expectSecurityHeaders(response: Response): void {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  }

  it('sends the security headers on pages, assets, config, API answers and errors', async () => {
    for (const path of [
      '/',
      '/static/js/index.3f2a1b.js',
      '/config.json',
      '/api/users/self/profile/',
      '/static/js/missing.js',
      '/en-us/localization/',
    ]) {
      expectSecurityHeaders(await get(path));
    }
    const csp = SECURITY_HEADERS['Content-Security-Policy'] ?? '';
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain('frame-src https://app.powerbi.com');
  });

  it('falls back to index.html, uncached, for SPA routes with or without a locale', async () => {
    for (const path of [
      '/',
      '/account/login?redirect=%2F',
      '/pt-pt/enterprise/abc/projects/def/preview',
      '/unsubscribe/?token=x',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets with their content type and a long immutable cache, compressed when asked', async () => {
    const response = await get('/static/js/index.3f2a1b.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const req = request(
        `${portal.url}/static/js/index.3f2a1b.js`,
        { headers: { 'Accept-Encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(raw.body.length).toBeLessThan(SCRIPT.length);
    expect(gunzipSync(raw.body).toString()).toBe(SCRIPT);
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/static/js/index.3f2a1b.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await get('/static/js/index.3f2a1b.js', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('answers 404, not the SPA, to a missing asset, and never serves outside dist', async () => {
    expect((await get('/static/js/gone.123.js')).status).toBe(404);
    expect((await get('/logo.png')).status).toBe(404);
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/static/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      expect(await rawGet(portal.url, path)).toBe(404);
    }
  });

  it('serves config.json uncached with the environment overrides', async () => {
    const response = await get('/config.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      ...CONFIG,
      inviteEnterprise: true,
      captcha: { enabled: false, siteKey: 'site-key-1' },
      apiDocumentationUrl: 'https://docs.example.com/',
      // npm start's own: the reference API's OTLP receiver.
      telemetry: { endpoint: '/otlp/' },
    });
  });

  it('serves the reference API and the localization on the same origin', async () => {
    const token = await fetch(`${portal.url}/api/authentication/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'viewer@acme.test', password: 'Portal#2026' }),
    });
    expect(token.status).toBe(200);
    expect((await get('/api/no/such/path/')).status).toBe(404);
    expect((await get('/en-us/localization/')).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('links to an uploaded picture by a path on the site, so it works at whatever address the user typed', async () => {
    const signIn = await fetch(`${portal.url}/api/authentication/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'viewer@acme.test', password: 'Portal#2026' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(Buffer.from(DEMO_PICTURE_PNG_BASE64, 'base64'))], { type: 'image/png' }),
    );
    const authorization = { Authorization: `Bearer ${token}` };
    const put = await fetch(`${portal.url}/api/users/self/photo/`, {
      method: 'PUT',
      headers: authorization,
      body: form,
    });
    expect(put.status).toBe(204);
    const { url } = (await (await get('/api/users/self/photo/', authorization)).json()) as { url: string };
    expect(url).toMatch(/^\/api\/__files__\/photos\/[^/?]+\?v=1&expires=\d+&signature=[\w-]+$/);
    expect((await get(url)).headers.get('content-type')).toBe('image/png');
  });

  it('answers the sign-out form post with the login page, keeping the locale', async () => {
    const plain = await fetch(`${portal.url}/account/logoff`, { method: 'POST', redirect: 'manual' });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/account/login');
    const localized = await fetch(`${portal.url}/pt-pt/account/logoff`, { method: 'POST', redirect: 'manual' });
    expect(localized.headers.get('location')).toBe('/pt-pt/account/login');
    expect((await fetch(`${portal.url}/account/login`, { method: 'POST' })).status).toBe(405);
  });
});

describe('portal server start-up', () => {
  it('fails with a clear message when dist/index.html is missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'portal-empty-'));
    await expect(startPortalServer({ port: 0, distDir: empty, env: {} })).rejects.toThrow(
      /index\.html is missing.*npm run build/,
    );
  });

  it('refuses a boolean override that is not true or false', async () => {
    await expect(
      startPortalServer({ port: 0, distDir: fakeDist(), env: { HIDE_REQUEST_PROJECT: 'yes' } }),
    ).rejects.toThrow("HIDE_REQUEST_PROJECT must be 'true' or 'false'");
  });

  it('passes REFERENCE_API_TEST_ENDPOINTS and API_TOKEN_LIFETIME to the API', async () => {
    const portal = await startPortalServer({
      port: 0,
      distDir: fakeDist(),
      env: { REFERENCE_API_TEST_ENDPOINTS: '1', API_TOKEN_LIFETIME: '42' },
    });
    try {
      expect((await fetch(`${portal.url}/__test__/stats`)).status).toBe(200);
      const token = await fetch(`${portal.url}/api/authentication/token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: 'viewer@acme.test', password: 'Portal#2026' }),
      });
      expect(((await token.json()) as { expiresIn: number }).expiresIn).toBe(42);
    } finally {
      await portal.close();
    }
  });
});
