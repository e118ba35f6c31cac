import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from '../../../scripts/gen-nginx';
import { securityHeaders } from '../../../scripts/security-headers';
import { servedOverHttps, startProductionServer, type RunningServer } from '../../../scripts/serve';
import { startPortalServer } from '../../../scripts/start';
import { rawExchange, rawRequest, statusOf } from '../support/reference-api-harness';

const HSTS = 'max-age=31536000; includeSubDomains';

function fakeDist(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'headers-')), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '/api/' }));
  return dist;
}

/** The headers of a raw answer, names in lowercase. */
function headersOf(text: string): Record<string, string> {
  const lines = text.split('\r\n\r\n')[0]?.split('\r\n').slice(1) ?? [];
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe('Cross-Origin-Resource-Policy: same-origin on every answer of the portal', () => {
  it('is one of the security headers', () => {
    expect(securityHeaders({ captcha: { enabled: false }, apiBaseUrl: '/api/' }, { https: false })).toMatchObject({
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });

  describe('npm run serve and npm start', () => {
    let serve: RunningServer;
    let demo: RunningServer;
    beforeAll(async () => {
      serve = await startProductionServer({ port: 0, distDir: fakeDist(), env: {} });
      demo = await startPortalServer({ port: 0, distDir: fakeDist(), env: {} });
    });
    afterAll(async () => {
      await Promise.all([serve.close(), demo.close()]);
    });

    it('on pages, files, API paths, missing files, other methods and malformed targets', async () => {
      for (const server of [serve, demo]) {
        for (const line of [
          'GET / HTTP/1.1',
          'GET /config.json HTTP/1.1',
          'GET /api/x HTTP/1.1',
          'GET /missing.js HTTP/1.1',
          'PUT / HTTP/1.1',
          'GET /%FF HTTP/1.1',
          'GET // HTTP/1.1',
        ]) {
          const { text } = await rawExchange(server.url, [rawRequest(line)]);
          expect(statusOf(text), line).toBeGreaterThan(0);
          expect(headersOf(text)['cross-origin-resource-policy'], `${server.url}: ${line}`).toBe('same-origin');
        }
      }
    });
  });

  it("in every location of the nginx configuration, and at the server's level for nginx's own error pages", () => {
    const text = nginxConfig({});
    const serverLevel = text.slice(text.indexOf('server {'), text.indexOf('\n  location '));
    const headers = securityHeaders({ captcha: { enabled: false }, apiBaseUrl: '/api/' }, { https: true });
    for (const [name, value] of Object.entries(headers))
      expect(serverLevel).toContain(`\n  add_header ${name} "${value}" always;`);
    expect(serverLevel).toContain('\n  add_header Cache-Control "no-store" always;');
  });
});

describe('Strict-Transport-Security whatever the case of PUBLIC_ORIGIN', () => {
  it('is sent for an https origin in any case, not for http, and a PUBLIC_ORIGIN that is no URL is refused', () => {
    for (const PUBLIC_ORIGIN of [
      'https://portal.example.com',
      'HTTPS://PORTAL.EXAMPLE.COM',
      'Https://portal.example.com/',
    ])
      expect(servedOverHttps({ PUBLIC_ORIGIN }), PUBLIC_ORIGIN).toBe(true);
    for (const PUBLIC_ORIGIN of [undefined, '', 'http://portal.example.com', 'HTTP://portal.example.com'])
      expect(servedOverHttps({ PUBLIC_ORIGIN }), String(PUBLIC_ORIGIN)).toBe(false);
    expect(() => servedOverHttps({ PUBLIC_ORIGIN: 'portal.example.com' })).toThrow(/^PUBLIC_ORIGIN must be a URL/);
  });

  it('from npm run serve and from nginx behind a proxy', async () => {
    const serve = await startProductionServer({
      port: 0,
      distDir: fakeDist(),
      env: { PUBLIC_ORIGIN: 'HTTPS://PORTAL.EXAMPLE.COM' },
    });
    try {
      expect((await fetch(`${serve.url}/`)).headers.get('strict-transport-security')).toBe(HSTS);
    } finally {
      await serve.close();
    }
    expect(nginxConfig({ NGINX_LISTEN: '127.0.0.1:8080', PUBLIC_ORIGIN: 'HTTPS://PORTAL.EXAMPLE.COM' })).toContain(
      `add_header Strict-Transport-Security "${HSTS}" always;`,
    );
  });
});
