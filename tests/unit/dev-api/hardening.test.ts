import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createReferenceApi } from '../../../scripts/dev-api/reference-api';
import { ENTERPRISE_IDS, NAMED_ITEMS, deliverableId } from '../../../scripts/dev-api/demo-ids';
import { rawExchange, rawRequest as request, startTestApi, statusOf, type TestApi } from '../support/reference-api';

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

  it('builds links from its own address, never from Host or X-Forwarded-* headers', async () => {
    const answer = await api.call('GET', DOWNLOAD, {
      token: admin,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      },
    });
    expect(answer.body.url).toBe(`${api.url}/api/__files__/deliverables/${deliverableId(1)}`);
  });

  it('answers a rejected handler 500 and stays up', async () => {
    const failed = await api.call('GET', PROFILE, { token: admin });
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain('boom');
    expect((await api.call('GET', '/api/users/self/enterprises/', { token: admin })).status).toBe(200);
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
      expect(answer.body.url).toBe(`https://portal.example.com/api/__files__/deliverables/${deliverableId(1)}`);
    } finally {
      await api.close();
    }
  });

  it('refuses to start with NODE_ENV=production, whatever its case, spaces, or as prod', () => {
    for (const NODE_ENV of ['production', 'PRODUCTION', ' production', 'Production\n', 'prod', 'PROD '])
      expect(() => createReferenceApi({ env: { NODE_ENV } }), JSON.stringify(NODE_ENV)).toThrow(/NODE_ENV=production/);
    for (const NODE_ENV of ['development', 'preproduction'])
      expect(() => createReferenceApi({ env: { NODE_ENV } }), JSON.stringify(NODE_ENV)).not.toThrow();
  });
});
