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
    expect(locations.length).toBe(7);
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

  it('serves a prerendered signed-out page for its path, the SPA for the rest', () => {
    const text = nginxConfig({});
    expect(text).toContain('try_files $uri /prerendered$uri.html /index.html;');
    // The sign-out page's GET too (its POST answers with the login page).
    expect(text).toContain('try_files /prerendered$uri.html /index.html =404;');
  });
});
