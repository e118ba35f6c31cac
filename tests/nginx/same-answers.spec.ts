/**
 * nginx (deploy/nginx.conf as scripts/gen-nginx.ts writes it) and the Node server (`npm run serve`,
 * scripts/serve.ts) answer alike (playwright.nginx.config.ts starts both in front of one build and one
 * reference API): the same status, content type, caching, security headers and body for the request
 * targets the Node server refuses, the prerendered pages with and without a trailing slash, every
 * page's preloads (its Link header), the
 * localization path in capitals, missing files and other methods; the environment's overrides change
 * the config.json nginx serves as its policy; gzip_vary on, server_tokens off.
 */
import { connect } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { nginxOrigin, nodeOrigin } from '../../playwright.nginx.config';
import { serverURL } from '../../playwright.config';
import { securityHeaders } from '../../scripts/security-headers';
import { startProductionServer } from '../../scripts/serve';
import { expect, test } from '../e2e/support/fixtures';
import { startNginx } from './nginx-server';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request exactly as written (the target unparsed: `//`, `/%FF`, absolute-form), on a new connection. */
function rawGet(origin: string, target: string, method = 'GET', extraHeaders = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = raw.subarray(split + 4);
      if (headers['transfer-encoding'] === 'chunked') {
        const parts: Buffer[] = [];
        for (let at = 0; ;) {
          const lineEnd = body.indexOf('\r\n', at);
          const size = parseInt(body.subarray(at, lineEnd).toString(), 16);
          if (!size) break;
          parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
          at = lineEnd + 2 + size + 2;
        }
        body = Buffer.concat(parts);
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extraHeaders}Content-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
}

/** What must be equal: the status, the headers that matter to a browser, and the body. */
const COMPARED = [
  'content-type',
  'cache-control',
  'location',
  'allow',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'link',
];
function comparable(answer: RawAnswer, withBody: boolean) {
  return {
    status: answer.status,
    ...Object.fromEntries(COMPARED.map((name) => [name, answer.headers[name]])),
    ...(withBody ? { body: answer.body.toString('utf8') } : {}),
  };
}

async function expectSameAnswer(target: string, method = 'GET', withBody = true): Promise<RawAnswer> {
  const [nginx, node] = await Promise.all([rawGet(nginxOrigin, target, method), rawGet(nodeOrigin, target, method)]);
  expect(comparable(nginx, withBody), `${method} ${target}: nginx as Node`).toEqual(comparable(node, withBody));
  return nginx;
}

test('the request targets the Node server refuses are 400 from nginx too, with the same answer', async () => {
  for (const target of ['//', '//evil.example/x', '/%FF', '/api/%FF', '/%E0%A4', 'http://evil.example/x']) {
    const answer = await expectSameAnswer(target);
    expect(`${target} → ${answer.status}`).toBe(`${target} → 400`);
  }
});

test("nginx's own 400 pages, for targets it cannot parse, carry the security headers too", async () => {
  const expected = Object.fromEntries(
    Object.entries(securityHeaders({ captcha: { enabled: false }, apiBaseUrl: '/api/' }, { https: false })).map(
      ([name, value]) => [name.toLowerCase(), value],
    ),
  );
  // As sent on the wire (a browser would normalize them): `/%` and an escaped `/` walking out of the root.
  for (const target of ['/%', '/static/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '*']) {
    const answer = await rawGet(nginxOrigin, target);
    expect(`${target} → ${answer.status}`).toBe(`${target} → 400`);
    expect(answer.headers, target).toMatchObject({ ...expected, 'cache-control': 'no-store' });
    // The Node server's answer (400, or 404 for the path it resolves inside the build) has them too.
    expect((await rawGet(nodeOrigin, target)).headers, `Node: ${target}`).toMatchObject(expected);
  }
});

test('a prerendered page with a trailing slash is that page, and other paths match too', async () => {
  for (const path of ['/account/login', '/unsubscribe', '/pt-pt/account/login', '/account/logoff']) {
    const without = await expectSameAnswer(path);
    const withSlash = await expectSameAnswer(`${path}/`);
    expect(without.body.toString()).toContain('<script type="application/json" id="prerendered">');
    expect(withSlash.body.equals(without.body), `${path}/ is ${path}'s page`).toBe(true);
  }
  for (const path of ['/', '/index.html', '/enterprise/x/', '/pt-pt/', '/favicon.svg', '/static/', '/prerendered/'])
    await expectSameAnswer(path);
  // Every page's Link header preloads config.json and its locale's catalogue (decision 0053).
  for (const path of ['/pt-pt/enterprise/x/?tab=1', '/pt-pt?x', '/PT-PT/account/login', '/en-us/account/login'])
    await expectSameAnswer(path);
  expect((await expectSameAnswer('/pt-pt/enterprise/x/')).headers.link).toBe(
    '</config.json>; rel=preload; as=fetch; crossorigin=anonymous, </pt-pt/localization/>; rel=preload; as=fetch; crossorigin=anonymous',
  );
});

test("the account prefix alone or with an unknown tail is the SPA's index.html from both, no prerendered page", async () => {
  for (const path of ['/account', '/account/', '/account/unknown-tail', '/pt-pt/account']) {
    const answer = await expectSameAnswer(path);
    expect(`${path} → ${answer.status}`).toBe(`${path} → 200`);
    expect(answer.body.toString()).toContain('<div id="root"></div>');
  }
});

test('the localization path in capitals goes to the API from both, as do /api and the API’s answers', async () => {
  const capitals = await expectSameAnswer('/PT-PT/localization/');
  expect(capitals.headers['content-type']).toMatch(/^application\/json/);
  for (const path of ['/pt-pt/localization/', '/api', '/api/users/self/profile/', '/api/no-such-path/'])
    await expectSameAnswer(path);
});

test('a missing hashed file is a 404 without the year-long immutable caching, as any missing file', async () => {
  for (const path of ['/static/js/missing.0123abcd.js', '/static/css/missing.0123abcd.css', '/missing.js']) {
    const answer = await expectSameAnswer(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
  }
});

test('other methods: 405 for the built files and pages, the sign-out post 303, the API’s own answer', async () => {
  for (const method of ['POST', 'PUT', 'DELETE'])
    for (const path of ['/', '/config.json', '/static/js/x.js', '/account/login'])
      expect((await expectSameAnswer(path, method)).status).toBe(405);
  // The sign-out form post: the same redirect (nginx adds a small HTML body to it, which no browser shows).
  const [nginx, node] = await Promise.all(
    [nginxOrigin, nodeOrigin].map((origin) => rawGet(origin, '/pt-pt/account/logoff', 'POST')),
  );
  for (const answer of [nginx, node])
    expect([answer?.status, answer?.headers.location]).toEqual([303, '/pt-pt/account/login']);
  expect((await expectSameAnswer('/api/authentication/token/', 'POST')).status).toBe(400);
});

test('gzip_vary on, server_tokens off', async () => {
  const page = await rawGet(nginxOrigin, '/account/login');
  // A start-up chunk (deferred), not the before-paint script: that one is under gzip_min_length.
  const script = /<script defer[^>]* src="(\/static\/js\/[^"]+\.js)"/.exec(page.body.toString())?.[1] ?? '';
  const asset = await rawGet(nginxOrigin, script, 'GET', 'Accept-Encoding: gzip\r\n');
  expect(asset.headers['content-encoding']).toBe('gzip');
  expect(asset.headers.vary).toBe('Accept-Encoding');
  for (const answer of [page, asset, await rawGet(nginxOrigin, '/missing.js'), await rawGet(nginxOrigin, '*')]) {
    expect(answer.headers.server).toBe('nginx');
    expect(answer.body.toString()).not.toMatch(/nginx\/\d/);
  }
});

/** A free port, as playwright.nginx.config.ts picks them. */
const freePort = (): number =>
  Number(
    execFileSync(process.execPath, [
      '-e',
      "const s = require('net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
    ]),
  );

test('the environment overrides change the config.json nginx serves and its policy, from one source, as npm run serve', async () => {
  const overrides = {
    CAPTCHA_ENABLED: 'true',
    CAPTCHA_SITE_KEY: 'k-e2e',
    API_BASE_URL: 'https://api.example.test/v2/',
  };
  const nginx = await startNginx({ port: freePort(), apiUpstream: serverURL(0), env: overrides });
  const node = await startProductionServer({ port: 0, env: { ...overrides, API_UPSTREAM: serverURL(0) } });
  try {
    const [fromNginx, fromNode] = [await rawGet(nginx.origin, '/config.json'), await rawGet(node.url, '/config.json')];
    const served = JSON.parse(fromNginx.body.toString()) as Record<string, unknown>;
    expect(served).toMatchObject({
      captcha: { enabled: true, siteKey: 'k-e2e' },
      apiBaseUrl: 'https://api.example.test/v2/',
    });
    const policy = fromNginx.headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(policy).toContain("connect-src 'self' https://api.example.test;");
    expect(JSON.parse(fromNode.body.toString())).toEqual(served);
    expect(fromNode.headers['content-security-policy']).toBe(policy);
  } finally {
    await Promise.all([nginx.stop(), node.close()]);
  }
});

test('the reverse: a configuration file with the captcha on, turned off by the environment, is served off with no captcha in the policy', async () => {
  const shipped = JSON.parse(await readFile(join(process.env.DIST_DIR ?? 'dist', 'config.json'), 'utf8')) as object;
  const captchaOn = join(await mkdtemp(join(tmpdir(), 'portal-config-')), 'config.json');
  await writeFile(captchaOn, JSON.stringify({ ...shipped, captcha: { enabled: true, siteKey: 'from-file' } }));
  const nginx = await startNginx({
    port: freePort(),
    apiUpstream: serverURL(0),
    env: { CONFIG_FILE: captchaOn, CAPTCHA_ENABLED: 'false' },
  });
  try {
    const answer = await rawGet(nginx.origin, '/config.json');
    expect(JSON.parse(answer.body.toString())).toMatchObject({ captcha: { enabled: false, siteKey: 'from-file' } });
    expect(answer.headers['content-security-policy']).not.toContain('recaptcha');
  } finally {
    await nginx.stop();
    await rm(dirname(captchaOn), { recursive: true, force: true });
  }
});
