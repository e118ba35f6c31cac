import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { connect, type Socket } from 'node:net';
import { FILE_LINK_LIFETIME_SECONDS, FILE_LINK_STEP_SECONDS } from '../../../scripts/dev-api/files';
import { createReferenceApi } from '../../../scripts/dev-api/reference-api';
import { ENTERPRISE_IDS, NAMED_ITEMS, deliverableId } from '../../../scripts/dev-api/demo-ids';
import {
  rawExchange,
  rawRequest as request,
  signedFile,
  startTestApi,
  statusOf,
  type TestApi,
} from '../support/reference-api-harness';

const ACME = ENTERPRISE_IDS.acme;
const VAP = NAMED_ITEMS.voiceAssistantPrompts;
const DOWNLOAD = `/api/${ACME}/projects/${VAP.projectId}/deliverables/${deliverableId(1)}/download/`;
const PROFILE = '/api/users/self/profile/';

describe('reference API: hardening', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({
      handlerOverrides: {
        getProfile: () => Promise.reject(new Error('boom')),
      },
    });
    admin = await api.signIn('admin@acme.test');
  });
  afterAll(() => api.closeChecked());

  it('answers malformed request paths 400 without a stack trace, and stays up', async () => {
    for (const target of ['//', '///', '//%', '/api/%FF', '/api/%E0%A4%A', '/%', '*']) {
      const { text } = await rawExchange(api.url, [request(`GET ${target} HTTP/1.1`)]);
      expect(`${target} → ${statusOf(text)}`).toBe(`${target} → 400`);
      expect(text).not.toMatch(/\bat .+:\d+:\d+/);
    }
    // Raw bytes that are not UTF-8 in the request line: Node's parser answers 400 itself.
    const invalid = Buffer.concat([
      Buffer.from('GET /api/'),
      Buffer.from([0xff, 0xfe]),
      request(' HTTP/1.1').subarray(1),
    ]);
    expect(statusOf((await rawExchange(api.url, [invalid])).text)).toBe(400);
    expect(api.logged.filter((line) => line.includes('unexpected error'))).toEqual([]);
    expect((await api.call('GET', '/api/users/self/enterprises/', { token: admin })).status).toBe(200);
  });

  it('refuses an unauthenticated oversized body without reading it, and stays up', async () => {
    const length = 100 * 1024 * 1024;
    const headers = `Host: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n`;
    const { text, closed } = await rawExchange(api.url, [
      request(`POST /api/${ACME}/project-request/translation/ HTTP/1.1`, headers),
      Buffer.alloc(64 * 1024, 0x20),
    ]);
    expect(statusOf(text)).toBe(401);
    expect(closed).toBe(true);
    // A public operation weighs the declared length before reading: 413 at once.
    const publicCall = await rawExchange(api.url, [
      request('POST /api/authentication/token/ HTTP/1.1', headers),
      Buffer.alloc(1024, 0x20),
    ]);
    expect(statusOf(publicCall.text)).toBe(413);
    expect(publicCall.closed).toBe(true);
    expect((await api.call('GET', '/api/users/self/enterprises/', { token: admin })).status).toBe(200);
  });

  it('answers a refused upload before reading its body, then reads the body before it closes (no reset)', async () => {
    // Closed with the body unread, the connection was reset, and a proxy still sending the body
    // (nginx) failed its next write before it read the answer: a 502 instead of the 401 or 413.
    for (const [token, size, status] of [
      [null, 5 * 1024 * 1024, 401],
      [admin, 5.5 * 1024 * 1024, 413],
    ] as const) {
      const { hostname, port } = new URL(api.url);
      const socket = connect(Number(port), hostname);
      const headers = `Host: x\r\nContent-Type: image/png\r\nContent-Length: ${size}\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}`;
      socket.write(request('PUT /api/users/self/photo/ HTTP/1.1', headers));
      const answer = await wholeAnswer(socket);
      expect(`${size} bytes → ${statusOf(answer)}`).toBe(`${size} bytes → ${status}`);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(await sendToTheEnd(socket, Buffer.alloc(size))).toBe('every byte sent, then the server closed');
    }
    expect((await api.call('GET', '/api/users/self/enterprises/', { token: admin })).status).toBe(200);
  });

  it('builds links from its own address, never from Host or X-Forwarded-* headers', async () => {
    const answer = await api.call('GET', DOWNLOAD, {
      token: admin,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      },
    });
    expect(answer.body.url).toMatch(signedFile(`${api.url}/api/__files__/deliverables/${deliverableId(1)}`));
  });

  it('answers a rejected handler 500 and stays up', async () => {
    const failed = await api.call('GET', PROFILE, { token: admin });
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain('boom');
    expect((await api.call('GET', '/api/users/self/enterprises/', { token: admin })).status).toBe(200);
  });
});

/** The first answer on the connection, read up to the end its Content-Length gives. */
function wholeAnswer(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (data: Buffer) => {
      text += data.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1]);
      if (headEnd >= 0 && text.length >= headEnd + 4 + length) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/** Writes the body and ends; how the connection ended: closed by the server after the last byte, or an error. */
function sendToTheEnd(socket: Socket, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    let sent = false;
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`failed: ${error.code ?? error.message}`));
    socket.on('close', () =>
      resolve(sent ? 'every byte sent, then the server closed' : 'closed before the body was sent'),
    );
    socket.resume();
    socket.end(body, () => (sent = true));
  });
}

describe('reference API: file addresses are signed and expire', () => {
  let clock = new Date('2026-11-28T10:00:00Z');
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ now: () => clock });
    admin = await api.signIn('admin@acme.test');
  });
  afterAll(() => api.closeChecked());

  const downloadLink = async (): Promise<string> =>
    (await api.call('GET', DOWNLOAD, { token: admin, headers: { 'X-Requested-With': 'XMLHttpRequest' } })).body.url;
  const statusOfFile = async (address: string): Promise<number> => (await fetch(address)).status;

  it('serves a file at the address the API gave, to anyone holding it (no token)', async () => {
    const address = await downloadLink();
    expect(address).toMatch(signedFile(`${api.url}/api/__files__/deliverables/${deliverableId(1)}`));
    expect(await statusOfFile(address)).toBe(200);
  });

  it('refuses the same file without a signature, with another one, or for another id (403)', async () => {
    const address = new URL(await downloadLink());
    const unsigned = `${api.url}${address.pathname}`;
    expect(await statusOfFile(unsigned)).toBe(403);
    expect(await statusOfFile(`${unsigned}?expires=${address.searchParams.get('expires')}`)).toBe(403);
    const forged = new URL(address);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect(await statusOfFile(forged.href)).toBe(403);
    const later = new URL(address);
    later.searchParams.set('expires', String(Number(address.searchParams.get('expires')) + 3600));
    expect(await statusOfFile(later.href)).toBe(403);
    const otherId = new URL(address);
    otherId.pathname = `/api/__files__/deliverables/${deliverableId(2)}`;
    expect(await statusOfFile(otherId.href)).toBe(403);
    for (const kind of ['deliverables', 'projects', 'previews', 'photos'])
      expect(await statusOfFile(`${api.url}/api/__files__/${kind}/1`)).toBe(403);
  });

  it('refuses an address once it has expired', async () => {
    const address = await downloadLink();
    const expires = Number(new URL(address).searchParams.get('expires')) * 1000;
    expect(expires - clock.getTime()).toBeGreaterThanOrEqual(FILE_LINK_LIFETIME_SECONDS * 1000);
    expect(expires - clock.getTime()).toBeLessThanOrEqual((FILE_LINK_LIFETIME_SECONDS + FILE_LINK_STEP_SECONDS) * 1000);
    clock = new Date(expires - 1000);
    expect(await statusOfFile(address)).toBe(200);
    clock = new Date(expires);
    expect(await statusOfFile(address)).toBe(403);
    expect(await statusOfFile(await downloadLink())).toBe(200);
  });

  it("another API's signature (another random key) is not this one's", async () => {
    const other = await startTestApi({ now: () => clock });
    try {
      const theirs = new URL(
        (
          await other.call('GET', DOWNLOAD, {
            token: await other.signIn('admin@acme.test'),
            headers: { 'X-Requested-With': 'XMLHttpRequest' },
          })
        ).body.url,
      );
      expect(await statusOfFile(`${api.url}${theirs.pathname}${theirs.search}`)).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('reference API: configuration', () => {
  it('builds links from REFERENCE_API_PUBLIC_ORIGIN when it is set', async () => {
    const api = await startTestApi({ env: { REFERENCE_API_PUBLIC_ORIGIN: 'https://portal.example.com/' } });
    try {
      const token = await api.signIn('admin@acme.test');
      const answer = await api.call('GET', DOWNLOAD, {
        token,
        headers: { 'X-Requested-With': 'XMLHttpRequest', Host: 'evil.example' },
      });
      expect(answer.body.url).toMatch(
        signedFile(`https://portal.example.com/api/__files__/deliverables/${deliverableId(1)}`),
      );
    } finally {
      await api.close();
    }
  });

  it('starts only with NODE_ENV unset, development or test: an allow-list, not the spellings of production', () => {
    const refused = [
      'production',
      'PRODUCTION',
      ' production',
      'Production\n',
      'production\u200b',
      'prod',
      'PROD ',
      'prd',
      'live',
      'staging',
      'preproduction',
      'Development',
      'test ',
    ];
    for (const NODE_ENV of refused)
      expect(() => createReferenceApi({ env: { NODE_ENV } }), JSON.stringify(NODE_ENV)).toThrow(
        `it starts only with NODE_ENV unset, 'development' or 'test', not NODE_ENV=${JSON.stringify(NODE_ENV).replace('\u200b', '\\u200b')}.`,
      );
    for (const NODE_ENV of [undefined, '', 'development', 'test'])
      expect(() => createReferenceApi({ env: { NODE_ENV } }), JSON.stringify(NODE_ENV)).not.toThrow();
  });
});
