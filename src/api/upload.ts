import { NetworkError, TimeoutError } from './errors';

/** An upload of at most 2 MB has a minute (the client's other calls have 30 s, src/api/client.ts). */
export const UPLOAD_TIME_LIMIT_MS = 60_000;

/**
 * A fetch for one call of the generated client that reports the upload's progress (fetch has no
 * upload progress; XMLHttpRequest has): pass it as the call's `fetch` option. The request comes
 * from the client's middleware (the session's bearer token included) and is sent as it is; the
 * answer comes back as a Response, so the client reads it as any other.
 * `onProgress` gets the share sent, from 0 to 1.
 */
export function fetchWithUploadProgress(onProgress: (share: number) => void): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      xhr.timeout = UPLOAD_TIME_LIMIT_MS;
      xhr.ontimeout = () => reject(new TimeoutError(UPLOAD_TIME_LIMIT_MS));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      };
      xhr.onerror = () => reject(new NetworkError('The upload could not reach the server.'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
