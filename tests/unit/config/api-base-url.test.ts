import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseApiBaseUrl } from '../../../src/config/api-base-url';
import { defaultRuntimeConfig, parseRuntimeConfig } from '../../../src/config/runtime-config';
import { nginxConfig } from '../../../scripts/gen-nginx';
import { contentSecurityPolicy } from '../../../scripts/security-headers';
import { readConfig, startProductionServer } from '../../../scripts/serve';
import { startPortalServer } from '../../../scripts/start';

/** Each would send passwords in clear text, call another host than the policy allows, or rewrite the policy. */
const BAD = [
  'http://api.example.com/api/', // passwords in clear text
  '//api.example.com/api/', // another host to the browser
  '/\\api.example.com/api/', // the browser reads `\` as `/`: another host
  'https:api.example.com/api/', // not written in its normal form
  'https://a.example;script-src', // a `;` would end the connect-src directive
  'https://a.example,b.example/', // a `,` would split the header
  "https://api.example.com/'self'/",
  'https://api.example.com/api/ ',
  ' /api/',
  '/api /',
  'https://api.example.com\t/',
  'HTTPS://api.example.com/api/',
  'https://API.example.com/api/',
  'https://api.example.com:443/api/',
  'https://user:password@api.example.com/api/',
  'https://api.example.com/api/?x=1',
  'https://api.example.com/api/#x',
  'https://api.example.com/a/../api/',
  '/a/../api/',
  '/./api/',
  'http://localhost.example.com/api/', // not a loopback host
  'http://127.1/api/',
  'http://[::2]/api/',
  'ftp://api.example.com/api/',
  'javascript:alert(1)',
  'api/',
  '',
  '/',
  42,
  null,
];
const GOOD: Array<[string, string | null]> = [
  ['/api/', null],
  ['/v2/api', null],
  ['https://api.example.com/api/', 'https://api.example.com'],
  ['https://api.example.com', 'https://api.example.com'],
  ['https://api.example.com:8443/v2/', 'https://api.example.com:8443'],
  ['http://localhost:8080/api/', 'http://localhost:8080'],
  ['http://127.0.0.1:4010/api/', 'http://127.0.0.1:4010'],
  ['http://127.12.0.9/api/', 'http://127.12.0.9'],
  ['http://[::1]:4010/api/', 'http://[::1]:4010'],
];

describe('apiBaseUrl: one rule (src/config/api-base-url.ts)', () => {
  it('takes a path that starts with a single / or an https:// URL in its normal form (http:// to loopback only)', () => {
    for (const [value, origin] of GOOD) expect(parseApiBaseUrl(value), value).toEqual({ url: value, origin });
  });

  it('refuses clear text, other hosts in disguise, URLs not in their normal form, and policy separators', () => {
    // '/' is the site's root, a fine path: only the examples before it are refused.
    for (const value of BAD.filter((value) => value !== '/'))
      expect(parseApiBaseUrl(value), JSON.stringify(value)).toBeNull();
    expect(parseApiBaseUrl('/')).toEqual({ url: '/', origin: null });
  });
});

describe('apiBaseUrl in the browser (config.json)', () => {
  beforeEach(() => {
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rstest.restoreAllMocks();
  });

  it('falls back to the default, saying why, for each value the rule refuses', () => {
    for (const apiBaseUrl of BAD.filter((value) => value !== '/')) {
      const { config, problems } = parseRuntimeConfig({ apiBaseUrl });
      expect(config.apiBaseUrl, JSON.stringify(apiBaseUrl)).toBe(defaultRuntimeConfig.apiBaseUrl);
      expect(problems, JSON.stringify(apiBaseUrl)).toEqual([
        expect.stringMatching(/^apiBaseUrl must be .*; using \/api\/\.$/),
      ]);
    }
    for (const [apiBaseUrl] of GOOD) expect(parseRuntimeConfig({ apiBaseUrl }).config.apiBaseUrl).toBe(apiBaseUrl);
  });
});

function fakeDist(config: Record<string, unknown>): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'api-base-url-')), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
  return dist;
}

describe('apiBaseUrl in the servers (npm run serve, npm start, npm run gen:nginx)', () => {
  it('puts the API origin in the policy, and never a value the browser would not take', () => {
    const policy = (apiBaseUrl: string) => contentSecurityPolicy({ captcha: { enabled: false }, apiBaseUrl });
    expect(policy('https://api.example.com/v2/')).toContain("connect-src 'self' https://api.example.com;");
    expect(policy('/api/')).toContain("connect-src 'self';");
    for (const value of BAD.filter((value): value is string => typeof value === 'string' && value !== '/'))
      expect(() => policy(value), value).toThrow(/^apiBaseUrl must be /);
  });

  it('refuses to start with a bad API_BASE_URL or config.json apiBaseUrl, naming the setting', async () => {
    const dist = fakeDist({ apiBaseUrl: '/api/' });
    for (const API_BASE_URL of BAD.filter((value): value is string => typeof value === 'string' && value !== '/')) {
      const message = new RegExp(
        `^API_BASE_URL must be .*, not ${JSON.stringify(API_BASE_URL).replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}\\.$`,
      );
      await expect(readConfig(dist, { API_BASE_URL }), API_BASE_URL).rejects.toThrow(message);
      expect(() => nginxConfig({ API_BASE_URL }), API_BASE_URL).toThrow(message);
    }
    const badFile = fakeDist({ apiBaseUrl: '//api.example.com/api/' });
    const inFile = /^apiBaseUrl in .*config\.json must be .*, not "\/\/api\.example\.com\/api\/"\.$/;
    await expect(startProductionServer({ port: 0, distDir: badFile, env: {} })).rejects.toThrow(inFile);
    await expect(startPortalServer({ port: 0, distDir: badFile, env: {} })).rejects.toThrow(inFile);
    expect(() => nginxConfig({ CONFIG_FILE: join(badFile, 'config.json') })).toThrow(inFile);
    await expect(readConfig(fakeDist({ apiBaseUrl: 42 }), {})).rejects.toThrow(/^apiBaseUrl in .* not 42\.$/);
  });

  it('starts with a good one', async () => {
    for (const [API_BASE_URL, origin] of GOOD) {
      expect((await readConfig(fakeDist({}), { API_BASE_URL })).apiBaseUrl).toBe(API_BASE_URL);
      expect(nginxConfig({ API_BASE_URL })).toContain(`connect-src 'self'${origin ? ` ${origin}` : ''};`);
    }
  });
});
