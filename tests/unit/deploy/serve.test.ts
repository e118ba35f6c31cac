import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceApi, type RunningReferenceApi } from '../../../scripts/dev-api/server';
import { contentSecurityPolicy } from '../../../scripts/security-headers';
import { pagePreloadLink, startProductionServer, type RunningServer } from '../../../scripts/serve';
import { quietLogger, rawExchange, rawRequest, statusOf } from '../support/reference-api-harness';

const INDEX = '<!doctype html><html><head><script src="/static/js/index.3f2a1b.js"></script></head></html>';

const RESET_ANSWER = '{"message":"Sign in first."}';
/** An upstream that answers 401 once it has a request's headers, then resets the connection (its port on stdout). */
const RESETTING_UPSTREAM = `
const net = require('node:net');
const answer = ${JSON.stringify(RESET_ANSWER)};
const server = net.createServer((socket) => {
  let head = '';
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    if (head.includes('\\r\\n\\r\\n')) return;
    head += chunk.toString('latin1');
    if (!head.includes('\\r\\n\\r\\n')) return;
    socket.write('HTTP/1.1 401 Unauthorized\\r\\nContent-Type: application/json\\r\\nContent-Length: ' + answer.length + '\\r\\nConnection: close\\r\\n\\r\\n' + answer);
    socket.resetAndDestroy();
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

function fakeDist(config: Record<string, unknown> = { apiBaseUrl: '/api/' }): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'serve-')), 'dist');
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
  writeFileSync(join(dist, 'static', 'js', 'index.3f2a1b.js'), 'console.log(1);');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('npm run serve (scripts/serve.ts) in front of the reference API', () => {
  let api: RunningReferenceApi;
  let portal: RunningServer;
  beforeAll(async () => {
    api = await startReferenceApi({ port: 0, testEndpoints: true, logger: quietLogger().logger });
    portal = await startProductionServer({
      port: 0,
      distDir: fakeDist(),
      env: { API_UPSTREAM: api.url, PUBLIC_ORIGIN: 'https://portal.example.com' },
    });
  });
  afterAll(async () => {
    await portal.close();
    await api.close();
  });

  it('signs in and calls the API through the proxy', async () => {
    const answer = await fetch(`${portal.url}/api/authentication/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'viewer@acme.test', password: 'Portal#2026' }),
    });
    expect(answer.status).toBe(200);
    const { token } = (await answer.json()) as { token: string };
    const profile = await fetch(`${portal.url}/api/users/self/profile/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({ captcha: { enabled: false }, apiBaseUrl: '/api/' }),
    );
    expect((await fetch(`${portal.url}/en-us/localization/`)).status).toBe(200);
  });

  it('sends an API answer without a Cache-Control as no-store, and one with its own as it is', async () => {
    /** The next GET /api/countries/ is answered 200 with this Cache-Control ('' for none). */
    const answerWith = async (cacheControl: string) => {
      const response = await fetch(`${api.url}/__test__/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method: 'GET', pathPattern: '^/api/countries/$', status: 200, cacheControl, times: 1 }),
      });
      expect(response.status).toBe(204);
    };
    await answerWith('');
    const bare = await fetch(`${api.url}/api/countries/`);
    expect([bare.status, bare.headers.get('cache-control')]).toEqual([200, null]);
    await answerWith('');
    const proxied = await fetch(`${portal.url}/api/countries/`);
    expect([proxied.status, proxied.headers.get('cache-control')]).toEqual([200, 'no-store']);
    await answerWith('private, max-age=60');
    const own = await fetch(`${portal.url}/api/countries/`);
    expect([own.status, own.headers.get('cache-control')]).toEqual([200, 'private, max-age=60']);
  });

  it("gives the API the client's address as it saw it, never the X-Forwarded-For or X-Real-IP the client wrote", async () => {
    await fetch(`${api.url}/__test__/reset`, { method: 'POST' });
    const answer = await fetch(`${portal.url}/en-us/localization/`, {
      headers: { 'X-Forwarded-For': '6.6.6.6', 'X-Real-IP': '6.6.6.6' },
    });
    expect(answer.status).toBe(200);
    const stats = (await (await fetch(`${api.url}/__test__/stats`)).json()) as { addresses: unknown[] };
    expect(stats.addresses).toEqual([{ path: '/en-us/localization/', forwardedFor: '127.0.0.1', realIp: '127.0.0.1' }]);
  });

  it('sends the security headers, HSTS over HTTPS, and caches hashed assets only', async () => {
    const page = await fetch(`${portal.url}/account/login`);
    expect(await page.text()).toBe(INDEX);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${portal.url}/config.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${portal.url}/index.html`)).headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${portal.url}/static/js/index.3f2a1b.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${portal.url}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${portal.url}/static/js/gone.js`)).status).toBe(404);
  });

  it("passes on the API's answer given before the body was read: a bad-token upload of 1-3 MB is the API's 401, not a 502", async () => {
    for (const size of [1_000_000, 2_000_000, 3_000_000, 3_000_000, 3_000_000]) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(size)], { type: 'image/png' }));
      const answer = await fetch(`${portal.url}/api/users/self/photo/`, {
        method: 'PUT',
        headers: { Authorization: 'Bearer not-a-token' },
        body: form,
      });
      expect(`${size} bytes → ${answer.status}`).toBe(`${size} bytes → 401`);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(((await answer.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it("passes on the API's own answer to a refused upload every time: 20 × 5 MB without a token (401), 20 × 5.5 MB with one (413)", async () => {
    const { token } = (await (
      await fetch(`${portal.url}/api/authentication/token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: 'viewer@acme.test', password: 'Portal#2026' }),
      })
    ).json()) as { token: string };
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      for (const [size, headers] of [
        [5_000_000, {}],
        [5_500_000, { Authorization: `Bearer ${token}` }],
      ] as const) {
        const answer = await fetch(`${portal.url}/api/users/self/photo/`, {
          method: 'PUT',
          headers: { 'Content-Type': 'image/png', ...headers },
          body: new Uint8Array(size),
        });
        statuses.push(
          `${size} bytes → ${answer.status} ${((await answer.json()) as { message?: string }).message ? 'message' : ''}`,
        );
      }
    }
    expect(statuses).toEqual(
      Array.from({ length: 20 }, () => ['5000000 bytes → 401 message', '5500000 bytes → 413 message']).flat(),
    );
  }, 60_000); // 40 uploads of 5 MB, each read whole by the proxy and by the API: 10-16 s

  it('answers malformed paths and invalid UTF-8 400, an oversized body 413 (as nginx), and stays up', async () => {
    for (const target of ['//', '///', '//%', '/%FF', '/api/%FF']) {
      expect(
        `${target} → ${statusOf((await rawExchange(portal.url, [rawRequest(`GET ${target} HTTP/1.1`)])).text)}`,
      ).toBe(`${target} → 400`);
    }
    const invalid = Buffer.concat([
      Buffer.from('GET /'),
      Buffer.from([0xc3, 0x28]),
      rawRequest(' HTTP/1.1').subarray(1),
    ]);
    expect(statusOf((await rawExchange(portal.url, [invalid])).text)).toBe(400);
    const headers = `Host: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n`;
    const oversized = await rawExchange(portal.url, [
      rawRequest('POST /api/users/self/password/ HTTP/1.1', headers),
      Buffer.alloc(64 * 1024, 0x20),
    ]);
    expect(statusOf(oversized.text)).toBe(413);
    expect((await fetch(`${portal.url}/account/login`)).status).toBe(200);
  });

  it('passes on an answer the upstream gave before it reset the connection with the body unread: 20 × 401, no 502', async () => {
    // An upstream (in a process of its own, as an API is) that answers from the headers and closes
    // without reading the body: the reset fails the proxy's next write, often before the proxy has
    // read the answer that came first.
    const upstream = spawn(process.execPath, ['-e', RESETTING_UPSTREAM], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<string>((resolve) =>
      upstream.stdout.once('data', (data) => resolve(String(data).trim())),
    );
    const proxy = await startProductionServer({
      port: 0,
      distDir: fakeDist(),
      env: { API_UPSTREAM: `http://127.0.0.1:${port}` },
    });
    try {
      const statuses: string[] = [];
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await fetch(`${proxy.url}/api/users/self/photo/`, {
          method: 'PUT',
          body: new Uint8Array(5_000_000),
        });
        statuses.push(`${answer.status} ${await answer.text()}`);
      }
      expect(statuses).toEqual(Array.from({ length: 20 }, () => `401 ${RESET_ANSWER}`));
    } finally {
      await proxy.close();
      upstream.kill();
    }
  }, 60_000); // 20 uploads of 5 MB, each read whole by the proxy: 3-10 s

  it('answers 502 when the upstream does not answer', async () => {
    const closedApi = await startReferenceApi({ port: 0, logger: quietLogger().logger });
    await closedApi.close();
    const orphan = await startProductionServer({ port: 0, distDir: fakeDist(), env: { API_UPSTREAM: closedApi.url } });
    try {
      expect((await fetch(`${orphan.url}/api/users/self/profile/`)).status).toBe(502);
      expect((await fetch(`${orphan.url}/`)).status).toBe(200);
    } finally {
      await orphan.close();
    }
  });
});

describe('npm run serve: configuration', () => {
  it('without an upstream, answers API paths 404 and puts an absolute apiBaseUrl in the policy; no HSTS over HTTP', async () => {
    const portal = await startProductionServer({
      port: 0,
      distDir: fakeDist({ apiBaseUrl: 'https://api.example.com/v2/' }),
      env: {},
    });
    try {
      const response = await fetch(`${portal.url}/api/users/self/profile/`);
      expect(response.status).toBe(404);
      expect(response.headers.get('strict-transport-security')).toBeNull();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("connect-src 'self' https://api.example.com;");
      expect(csp).toContain("img-src 'self' data: https://api.example.com;");
    } finally {
      await portal.close();
    }
  });

  it('the policy names the captcha hosts only when the captcha is enabled', async () => {
    const withCaptcha = await startProductionServer({
      port: 0,
      distDir: fakeDist(),
      env: { CAPTCHA_ENABLED: 'true', CAPTCHA_SITE_KEY: 'site-key' },
    });
    const without = await startProductionServer({ port: 0, distDir: fakeDist(), env: { CAPTCHA_ENABLED: 'false' } });
    try {
      const on = (await fetch(`${withCaptcha.url}/account/login`)).headers.get('content-security-policy') ?? '';
      const off = (await fetch(`${without.url}/account/login`)).headers.get('content-security-policy') ?? '';
      expect(on).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
      expect(on).toContain(
        'frame-src https://app.powerbi.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
      );
      expect(off).toContain("script-src 'self';");
      expect(off).toContain('frame-src https://app.powerbi.com;');
      expect(off).not.toContain('google');
    } finally {
      await Promise.all([withCaptcha.close(), without.close()]);
    }
  });

  it('TELEMETRY_ENDPOINT goes into config.json and, when absolute, into connect-src; unset, neither', async () => {
    const on = await startProductionServer({
      port: 0,
      distDir: fakeDist(),
      env: { TELEMETRY_ENDPOINT: 'https://otel.example.com/otlp/' },
    });
    const here = await startProductionServer({ port: 0, distDir: fakeDist(), env: { TELEMETRY_ENDPOINT: '/otlp/' } });
    const off = await startProductionServer({ port: 0, distDir: fakeDist(), env: {} });
    try {
      const config = (await (await fetch(`${on.url}/config.json`)).json()) as { telemetry?: { endpoint?: string } };
      expect(config.telemetry?.endpoint).toBe('https://otel.example.com/otlp/');
      const policy = async (server: RunningServer) =>
        (await fetch(`${server.url}/account/login`)).headers.get('content-security-policy') ?? '';
      expect(await policy(on)).toContain("connect-src 'self' https://otel.example.com;");
      expect(await policy(here)).toContain("connect-src 'self';");
      expect(await policy(off)).toContain("connect-src 'self';");
      expect(((await (await fetch(`${off.url}/config.json`)).json()) as { telemetry?: unknown }).telemetry).toBe(
        undefined,
      );
    } finally {
      await Promise.all([on.close(), here.close(), off.close()]);
    }
  });

  it('refuses a TELEMETRY_ENDPOINT the browser would not take, naming it', async () => {
    for (const endpoint of [
      'http://otel.example.com/',
      'https://otel.example.com/?key=1',
      'otel',
      'https://a.com/; script-src *',
    ]) {
      await expect(
        startProductionServer({ port: 0, distDir: fakeDist(), env: { TELEMETRY_ENDPOINT: endpoint } }),
      ).rejects.toThrow(/TELEMETRY_ENDPOINT must be empty \(off\), a path/);
    }
  });

  it('refuses an upstream that is not https (but for a loopback address)', async () => {
    await expect(
      startProductionServer({ port: 0, distDir: fakeDist(), env: { API_UPSTREAM: 'http://api.example.com' } }),
    ).rejects.toThrow(/API_UPSTREAM must be an https/);
  });
});

describe("every page's Link header (decision 0053)", () => {
  const preload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`;
  it("preloads config.json and the catalogue of the path's locale, en-us without one", () => {
    expect(pagePreloadLink('/account/login')).toBe(`${preload('/config.json')}, ${preload('/en-us/localization/')}`);
    expect(pagePreloadLink('/pt-pt/enterprise/x/?tab=1')).toBe(
      `${preload('/config.json')}, ${preload('/pt-pt/localization/')}`,
    );
    expect(pagePreloadLink('/pt-pt')).toBe(`${preload('/config.json')}, ${preload('/pt-pt/localization/')}`);
    expect(pagePreloadLink('/pt-pt?x=1')).toBe(`${preload('/config.json')}, ${preload('/pt-pt/localization/')}`);
    expect(pagePreloadLink('/pt-ptx/')).toBe(`${preload('/config.json')}, ${preload('/en-us/localization/')}`);
  });

  it('preloads no catalogue for a locale in capitals (start-up asks for it in lowercase)', () => {
    expect(pagePreloadLink('/PT-pt/account/login')).toBe(preload('/config.json'));
  });
});
