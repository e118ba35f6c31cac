import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { NGINX_CONF, nginxConfig } from '../../../scripts/gen-nginx';
import { securityHeaders } from '../../../scripts/security-headers';

describe('deploy/nginx.conf', () => {
  it('is what scripts/gen-nginx.ts writes from the header module (run `npm run gen:nginx` when this fails)', () => {
    expect(readFileSync(NGINX_CONF, 'utf8')).toBe(nginxConfig({}));
  });

  it('sends every security header the Node server sends, in every location', () => {
    const text = nginxConfig({});
    const locations = text.split(/\n {2}location /).slice(1);
    expect(locations.length).toBe(12);
    const headers = securityHeaders({ captcha: { enabled: false }, apiBaseUrl: '/api/' }, { https: true });
    for (const location of locations) {
      for (const [name, value] of Object.entries(headers))
        expect(location).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('follows the configuration: the captcha hosts only when the captcha is on, the upstream given', () => {
    const on = nginxConfig({ CAPTCHA_ENABLED: 'true', CAPTCHA_SITE_KEY: 'k', API_UPSTREAM: 'https://api.test/v2' });
    expect(on).toContain('https://www.gstatic.com/recaptcha/');
    expect(on).toContain('rewrite ^(.*)$ /v2$1 break;');
    expect(on).toContain('proxy_pass https://api.test;');
    expect(nginxConfig({})).not.toContain('recaptcha');
  });

  it('sends an API answer without a Cache-Control of its own as no-store, one with its own as it is', () => {
    const text = nginxConfig({});
    expect(text).toContain(
      'map $upstream_http_cache_control $portal_api_cache_control {\n  "" "no-store";\n  default "";\n}',
    );
    const locations = text.split(/\n {2}location /).slice(1);
    const adding = locations.filter((location) =>
      location.includes('add_header Cache-Control $portal_api_cache_control always;'),
    );
    expect(adding.map((location) => location.split(' {')[0])).toEqual([
      '= /api',
      '^~ /api/',
      '~* "^/[a-z]{2}-[a-z]{2}/localization/?$"',
    ]);
    for (const location of adding) expect(location.match(/add_header Cache-Control/g)).toHaveLength(1);
  });

  it("gives the API the client's address as nginx saw it, in every location that proxies", () => {
    const locations = nginxConfig({})
      .split(/\n {2}location /)
      .slice(1)
      .filter((location) => location.includes('proxy_pass'));
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      expect(location).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(location).toContain('proxy_set_header X-Real-IP $remote_addr;');
    }
  });

  it('serves a prerendered signed-out page for its path with or without a trailing slash, the SPA for the rest', () => {
    const text = nginxConfig({});
    expect(text).toContain('try_files $portal_file /prerendered$portal_page.html /index.html;');
    // The sign-out page's GET too (its POST answers with the login page).
    expect(text).toContain('try_files /prerendered$portal_page.html /index.html =404;');
  });

  it("sends every page's Link header (decision 0053) where a page is served: the SPA, index.html, the sign-out page", () => {
    const locations = nginxConfig({})
      .split(/\n {2}location /)
      .slice(1);
    const withLink = locations.filter((location) => location.includes('add_header Link $portal_preload always;'));
    expect(withLink.map((location) => location.split(' {')[0])).toEqual([
      '~ "^(/[a-z]{2}-[a-z]{2})?/account/logoff/?$"',
      '= /index.html',
      '/',
    ]);
  });

  it('serves config.json from the configuration it was generated with, the overrides applied, as the policy', () => {
    const served = (text: string) => {
      const body = /location = \/config\.json \{[\s\S]*?return 200 '((?:[^'\\]|\\.)*)';/.exec(text)?.[1] ?? '';
      return JSON.parse(body.replace(/\\(.)/g, '$1')) as Record<string, unknown>;
    };
    expect(served(nginxConfig({}))).toMatchObject({ captcha: { enabled: false } });
    const on = nginxConfig({ CAPTCHA_ENABLED: 'true', CAPTCHA_SITE_KEY: "k'$x\\n", API_BASE_URL: '/v2/' });
    expect(served(on)).toMatchObject({ captcha: { enabled: true, siteKey: "k'$x\\n" }, apiBaseUrl: '/v2/' });
    expect(on).toContain('https://www.google.com/recaptcha/');
    const telemetry = nginxConfig({ TELEMETRY_ENDPOINT: 'https://otel.example.com/otlp/' });
    expect(served(telemetry)).toMatchObject({ telemetry: { endpoint: 'https://otel.example.com/otlp/' } });
    expect(telemetry).toContain("connect-src 'self' https://otel.example.com;");
    expect(nginxConfig({})).not.toContain('otel.example.com');
    expect(() => nginxConfig({ TELEMETRY_ENDPOINT: 'https://otel.example.com/?k=1' })).toThrow(
      /TELEMETRY_ENDPOINT must be/,
    );
  });

  it('keeps server_tokens off and gzip_vary on, and listens over plain HTTP only when told (NGINX_LISTEN)', () => {
    const text = nginxConfig({});
    expect(text).toContain('  server_tokens off;');
    expect(text).toContain('  gzip_vary on;');
    expect(text).toContain('  listen 443 ssl http2;');
    expect(text).toContain('add_header Strict-Transport-Security');
    const plain = nginxConfig({ NGINX_LISTEN: '127.0.0.1:8080' });
    expect(plain).toContain('  listen 127.0.0.1:8080;');
    expect(plain).not.toContain('listen 443');
    expect(plain).not.toContain('ssl_certificate');
    expect(plain).not.toContain('Strict-Transport-Security');
    expect(nginxConfig({ NGINX_LISTEN: '127.0.0.1:8080', PUBLIC_ORIGIN: 'https://portal.test' })).toContain(
      'add_header Strict-Transport-Security',
    );
  });
});
