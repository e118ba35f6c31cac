import { parseApiBaseUrl, type ApiBaseUrl } from './api-base-url';

/**
 * The one rule for `telemetry.endpoint` (config.json, or TELEMETRY_ENDPOINT for the servers), the
 * OTLP/HTTP base URL error reports and field measurements are posted to (`…/v1/logs`,
 * `…/v1/metrics`): the rule of `apiBaseUrl` (./api-base-url.ts), for the same reasons (it joins the
 * policy's connect-src when absolute). The browser's reporter (src/telemetry/start-telemetry.ts) and
 * the servers' policy (scripts/security-headers.ts, checked at start by scripts/serve.ts and
 * scripts/gen-nginx.ts) read it with this function. Missing or '' is off.
 */
export const TELEMETRY_ENDPOINT_RULE =
  "empty (off), a path that starts with a single '/' (such as /otlp/), or an absolute https:// URL in its normal form " +
  '(http:// only to localhost, 127.0.0.0/8 or [::1]), with no spaces, quotes, backslashes, semicolons, ' +
  "commas, '@', query or fragment";

/** `telemetry` of config.json: its endpoint ('' when off), or null when it breaks the rule. */
export function parseTelemetry(telemetry: unknown): ApiBaseUrl | null {
  if (telemetry === undefined) return { url: '', origin: null };
  if (typeof telemetry !== 'object' || telemetry === null || Array.isArray(telemetry)) return null;
  const { endpoint } = telemetry as Record<string, unknown>;
  if (endpoint === undefined || endpoint === '') return { url: '', origin: null };
  return parseApiBaseUrl(endpoint);
}
