/**
 * The API's answers through nginx (the configuration scripts/gen-nginx.ts writes) and through the
 * Node server (`npm run serve`), both in front of the reference API (playwright.nginx.config.ts): an
 * upload the API refuses before reading it is the API's own answer every time, never a 502; an
 * answer without a Cache-Control is sent as no-store, one with its own as it is; the API gets the
 * client's address as the server saw it, never the X-Forwarded-For or X-Real-IP the client wrote.
 */
import { nginxOrigin, nodeOrigin } from '../../playwright.nginx.config';
import { DEMO_PASSWORD, expect, test } from '../e2e/support/fixtures';

const SERVERS = [
  ['nginx', nginxOrigin],
  ['npm run serve', nodeOrigin],
] as const;
const PHOTO = '/api/users/self/photo/';

async function signIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/authentication/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'viewer@acme.test', password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

for (const [server, origin] of SERVERS) {
  test(`through ${server}: a refused upload is the API's answer every time (20 × 5 MB without a token: 401; 20 × 5.5 MB with one: 413)`, async () => {
    // 40 uploads of 5 MB through a proxy that reads each whole, and the API that reads and drops it.
    test.setTimeout(90_000);
    const token = await signIn(origin);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      for (const [size, headers] of [
        [5_000_000, {}],
        [5_500_000, { Authorization: `Bearer ${token}` }],
      ] as const) {
        const answer = await fetch(`${origin}${PHOTO}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'image/png', ...headers },
          body: new Uint8Array(size),
        });
        const type = answer.headers.get('content-type') ?? '';
        answers.push(`${size} bytes → ${answer.status} ${type.startsWith('application/json') ? 'from the API' : type}`);
        await answer.arrayBuffer();
      }
    }
    expect(answers).toEqual(
      Array.from({ length: 20 }, () => ['5000000 bytes → 401 from the API', '5500000 bytes → 413 from the API']).flat(),
    );
  });
}

for (const [server, origin] of SERVERS) {
  test(`through ${server}: an API answer without a Cache-Control is no-store, one with its own keeps it`, async ({
    request,
  }) => {
    /** The next GET /api/countries/ is answered 200 with this Cache-Control ('' for none). */
    const answerWith = async (cacheControl: string) => {
      const response = await request.post('/__test__/faults', {
        data: { method: 'GET', pathPattern: '^/api/countries/$', status: 200, cacheControl, times: 1 },
      });
      expect(response.status()).toBe(204);
    };
    await answerWith('');
    const bare = await request.get('/api/countries/');
    expect([bare.status(), bare.headers()['cache-control']]).toEqual([200, undefined]);
    await answerWith('');
    const proxied = await fetch(`${origin}/api/countries/`);
    expect([proxied.status, proxied.headers.get('cache-control')]).toEqual([200, 'no-store']);
    await answerWith('private, max-age=60');
    const own = await fetch(`${origin}/api/countries/`);
    expect([own.status, own.headers.get('cache-control')]).toEqual([200, 'private, max-age=60']);
    // The API's own no-store (every answer of the reference API) stays one header.
    const profile = await fetch(`${origin}/api/users/self/profile/`);
    expect([profile.status, profile.headers.get('cache-control')]).toEqual([401, 'no-store']);
  });
}

for (const [server, origin] of SERVERS) {
  test(`through ${server}: the API gets the client's address, not the X-Forwarded-For or X-Real-IP it wrote`, async ({
    request,
  }) => {
    expect((await request.post('/__test__/reset')).ok()).toBe(true);
    const answer = await fetch(`${origin}/en-us/localization/`, {
      headers: { 'X-Forwarded-For': '6.6.6.6', 'X-Real-IP': '6.6.6.6' },
    });
    expect(answer.status).toBe(200);
    const stats = (await (await request.get('/__test__/stats')).json()) as { addresses: unknown[] };
    expect(stats.addresses).toEqual([{ path: '/en-us/localization/', forwardedFor: '127.0.0.1', realIp: '127.0.0.1' }]);
  });
}
