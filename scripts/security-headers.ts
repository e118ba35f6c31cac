/**
 * The one source of the portal's security headers. scripts/serve.ts (production) and scripts/start.ts
 * (the demo) send them; scripts/gen-nginx.ts writes them into deploy/nginx.conf, and a test fails when
 * that file no longer matches. The Content-Security-Policy follows the runtime configuration
 * (config.json): the captcha's hosts only when the captcha is enabled, the API's origin only when
 * `apiBaseUrl` is absolute, the OpenTelemetry collector's origin only when `telemetry.endpoint` is set
 * and absolute.
 */

import { createHash } from 'node:crypto';
import { API_BASE_URL_RULE, parseApiBaseUrl } from '../src/config/api-base-url';
import { TELEMETRY_ENDPOINT_RULE } from '../src/config/telemetry-endpoint';

/** What of config.json the headers depend on. */
export interface HeaderConfig {
  captcha: { enabled: boolean };
  apiBaseUrl: string;
  /** `telemetry.endpoint`: '' or missing when off. */
  telemetryEndpoint?: string;
}

export interface HeaderOptions {
  /** Served over HTTPS (TLS here or at a proxy in front): adds Strict-Transport-Security. */
  https: boolean;
}

/**
 * Google reCAPTCHA v2 (src/features/account/recaptcha.ts): its script comes from www.google.com and
 * loads more from www.gstatic.com; its challenge runs in a frame (Google's CSP guidance).
 */
export const CAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const CAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** The Power BI report is an iframe of app.powerbi.com (powerbi-client talks to it by postMessage). */
export const POWER_BI_FRAME_SOURCES = ['https://app.powerbi.com'];

/**
 * The `<style>` elements React Aria inserts itself (react-aria's usePress, on the first pressable
 * element; usePreventScroll, on iOS while a modal is open), exactly as their text content reads:
 * the policy allows these by their SHA-256 and no other inline style element.
 * tests/unit/deploy/security-headers.test.ts fails when React Aria's texts change.
 */
export const REACT_ARIA_STYLE_TEXTS = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
export const REACT_ARIA_STYLE_HASHES = REACT_ARIA_STYLE_TEXTS.map(
  (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
);

/**
 * The API's origin when `apiBaseUrl` is an absolute URL, else null (the API is on this site). The
 * browser reads it by the same rule (src/config/api-base-url.ts); a value it refuses is an error here,
 * never a policy that allows another host, or one a `;` in it rewrites.
 */
export function apiOrigin(apiBaseUrl: string): string | null {
  const parsed = parseApiBaseUrl(apiBaseUrl);
  if (!parsed) throw new Error(`apiBaseUrl must be ${API_BASE_URL_RULE}, not ${JSON.stringify(apiBaseUrl)}.`);
  return parsed.origin;
}

/**
 * No `require-trusted-types-for 'script'`: measured with it, 24 of the 26 browser tests of the
 * sign-in and shell-entry specs failed on 90 Trusted Types violations, the bundler's runtime
 * loading every lazy chunk by assigning a string to a script's `src`. It needs a Trusted Types policy
 * for chunk loading first.
 */
/**
 * The collector's origin when `telemetry.endpoint` is an absolute URL, else null (off, or on this
 * site). The same rule as apiBaseUrl (src/config/telemetry-endpoint.ts); a value it refuses is an error.
 */
export function telemetryOrigin(endpoint: string | undefined): string | null {
  if (!endpoint) return null;
  const parsed = parseApiBaseUrl(endpoint);
  if (!parsed)
    throw new Error(`telemetry.endpoint must be ${TELEMETRY_ENDPOINT_RULE}, not ${JSON.stringify(endpoint)}.`);
  return parsed.origin;
}

export function contentSecurityPolicy(config: HeaderConfig): string {
  const api = apiOrigin(config.apiBaseUrl);
  const collector = telemetryOrigin(config.telemetryEndpoint);
  const captcha = config.captcha.enabled;
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(captcha ? CAPTCHA_SCRIPT_SOURCES : [])],
    // Style sheets from the site, and no <style> element but React Aria's own two, by their hash.
    // Inline style attributes are allowed on their own (the prerendered pages' visually hidden
    // elements carry one; React sets the rest through the DOM, which the policy does not govern).
    ['style-src', "'self'", ...REACT_ARIA_STYLE_HASHES],
    ['style-src-attr', "'unsafe-inline'"],
    // Profile pictures are links of the API.
    ['img-src', "'self'", 'data:', ...(api ? [api] : [])],
    // The error reports and field measurements go to the collector (src/telemetry/).
    ['connect-src', "'self'", ...new Set([...(api ? [api] : []), ...(collector ? [collector] : [])])],
    ['frame-src', ...POWER_BI_FRAME_SOURCES, ...(captcha ? CAPTCHA_FRAME_SOURCES : [])],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Features the portal never uses, off for the page and every frame in it. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export function securityHeaders(config: HeaderConfig, options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed the portal's answers (a script, a picture, the API's JSON) in its pages.
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** How long a response may be cached: hashed assets for a year, everything else revalidated on each use. */
export const CACHE_CONTROL = {
  hashedAsset: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;
