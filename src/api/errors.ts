import type { Message } from '../i18n/define-messages';
import { requestErrorMessages } from './request-error-messages';

/** A non-OK response of the enterprise API (spec document 1 section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly statusText: string,
    /** The parsed JSON body, when the server sent one. */
    readonly body: unknown = undefined,
  ) {
    super(`API call failed: ${statusCode} ${statusText}`);
  }
}

/** A call that took longer than its time limit. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly limitMs: number) {
    super(`The call took longer than ${limitMs} ms.`);
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** A failed fetch, or code that could not be loaded for a call, as the NetworkError it is to the user. */
export const unreachable = (error: unknown): NetworkError =>
  new NetworkError(error instanceof Error ? error.message : String(error));

export function isApiError(error: unknown, statusCode?: number): error is ApiError {
  return error instanceof ApiError && (statusCode === undefined || error.statusCode === statusCode);
}

export { requestErrorMessages } from './request-error-messages';

/** The request layer's text for a failure, or undefined when the screen decides. */
export function requestErrorMessage(error: unknown): Message | undefined {
  if (error instanceof TimeoutError) return requestErrorMessages.timeout;
  if (error instanceof NetworkError) return requestErrorMessages.network;
  return undefined;
}
