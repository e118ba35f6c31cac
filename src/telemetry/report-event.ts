/**
 * How the error boundary and the API client hand an error to the reporter without carrying it: an
 * event on `window` the reporter (./start-telemetry.ts) listens to once it is loaded, after the
 * first paint and only when `telemetry.endpoint` is set. Unset, nobody listens and nothing happens.
 * This is all of the reporting in the login page's bundle: its budget has no room for more.
 */
export interface ErrorReport {
  kind: 'uncaught' | 'rejection' | 'boundary' | 'api';
  error?: unknown;
  /** An API call's method and path template (`GET /{enterpriseId}/projects/`). */
  call?: string;
  /** An API call's status, or 'timeout' / 'network'. */
  status?: number | string;
}

export const REPORT_EVENT = 'portal:error';

/** Hands an error to the reporter, if one listens (no `window` outside a browser: nothing). */
export const reportError = (detail: ErrorReport): void =>
  void globalThis.dispatchEvent?.(new CustomEvent(REPORT_EVENT, { detail }));
