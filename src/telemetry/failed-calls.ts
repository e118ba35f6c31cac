import type { Middleware } from 'openapi-fetch';
import type { ErrorReport } from './reporter';

/**
 * An API call that failed on the server's side (5xx), took too long or got no answer goes to the
 * error reports: its method, its path template (no ids) and the status, never a body. Added to the
 * application's client by ./start-telemetry.ts, after the session rules (src/api/client.ts), so it
 * sees the answer before they raise; it lives in the telemetry chunk, so no page pays for it.
 */
export function reportFailedCalls(report: (report: ErrorReport) => void): Middleware {
  return {
    onResponse({ request, response, schemaPath }) {
      if (response.status >= 500)
        report({ kind: 'api', call: `${request.method} ${schemaPath}`, status: response.status });
      return undefined;
    },
    onError({ request, error, schemaPath }) {
      // By name (src/api/errors.ts's TimeoutError and NetworkError): importing them would make this
      // chunk wait for the API client's.
      const name = error instanceof Error ? error.name : '';
      const status = name === 'TimeoutError' ? 'timeout' : name === 'NetworkError' ? 'network' : null;
      if (status) report({ kind: 'api', call: `${request.method} ${schemaPath}`, status });
      return undefined;
    },
  };
}
