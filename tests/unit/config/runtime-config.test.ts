import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { defaultRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from '../../../src/config/runtime-config';

describe('runtime configuration (/config.json)', () => {
  beforeEach(() => {
    rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rstest.restoreAllMocks();
  });

  it('has the defaults docs/product-decisions.md names', () => {
    expect(defaultRuntimeConfig).toEqual({
      inviteEnterprise: false,
      hideRequestProject: false,
      captcha: { enabled: false, siteKey: '' },
      apiDocumentationUrl: expect.stringMatching(/^https:\/\//),
      apiBaseUrl: '/api/',
    });
  });

  it('takes every valid field', () => {
    const { config, problems } = parseRuntimeConfig({
      inviteEnterprise: true,
      hideRequestProject: true,
      captcha: { enabled: true, siteKey: 'site-key' },
      apiDocumentationUrl: 'https://docs.example/api',
      apiBaseUrl: 'https://api.example/v1/',
    });
    expect(problems).toEqual([]);
    expect(config).toEqual({
      inviteEnterprise: true,
      hideRequestProject: true,
      captcha: { enabled: true, siteKey: 'site-key' },
      apiDocumentationUrl: 'https://docs.example/api',
      apiBaseUrl: 'https://api.example/v1/',
    });
  });

  it('falls back field by field, saying why', () => {
    const { config, problems } = parseRuntimeConfig({
      inviteEnterprise: 'yes',
      captcha: { enabled: true },
      apiDocumentationUrl: 'javascript:alert(1)',
      apiBaseUrl: '',
    });
    expect(config).toEqual(defaultRuntimeConfig);
    expect(problems).toHaveLength(4);
  });

  it('uses the defaults when the file is not an object', () => {
    expect(parseRuntimeConfig([1, 2]).config).toEqual(defaultRuntimeConfig);
    expect(parseRuntimeConfig(null).problems).toHaveLength(1);
  });

  it('uses the defaults when the file is missing or not JSON', async () => {
    const missing = async () => new Response('not here', { status: 404, statusText: 'Not Found' });
    const notJson = async () => new Response('<html>', { status: 200 });
    expect(await loadRuntimeConfig(missing as typeof fetch)).toEqual(defaultRuntimeConfig);
    expect(await loadRuntimeConfig(notJson as typeof fetch)).toEqual(defaultRuntimeConfig);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
