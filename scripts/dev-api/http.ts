/** Small HTTP helpers shared by the reference API and the portal server. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limitBytes) throw new BodyTooLargeError(`The body is larger than ${limitBytes} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, statusText?: string): void {
  res.statusCode = status;
  if (statusText) res.statusMessage = statusText;
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export const sendProblem = (res: ServerResponse, status: number, message: string): void =>
  sendJson(res, status, { message });

/**
 * The request's path and query, or null when the request target is malformed: not a path (`*`, an
 * absolute URL), a path that starts with `//` (which URL parsing reads as a host: `GET //`, `///`,
 * `//%`), or one whose percent-escapes do not decode as UTF-8 (`/%FF`, `/%`). Such a request is a
 * 400, never a stack trace. (Raw bytes that are not ASCII never get here: Node answers them 400.)
 */
export function requestTarget(req: IncomingMessage): URL | null {
  const target = req.url ?? '';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  try {
    const url = new URL(target, 'http://request.invalid');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

export const sendMalformedTarget = (res: ServerResponse): void => sendProblem(res, 400, 'Malformed request path.');

/** The request's declared body length, when it declares one. */
export function declaredLength(req: IncomingMessage): number | null {
  const value = Number(req.headers['content-length']);
  return Number.isFinite(value) ? value : null;
}

/** Before answering without reading a request's body: the connection closes after the answer, so that body is never read. */
export function refuseUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if ((declaredLength(req) ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined) {
    res.setHeader('Connection', 'close');
  }
}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps an idle connection open 65 s (Node's default is 5 s). A client that reuses a kept-alive
 * connection just as the server closes it gets a reset: a browser test's API context met it when its
 * last call came 5 s after its first (GET /__test__/violations: "socket hang up"). A proxy or load
 * balancer in front (idle time-outs of 60 s are usual) meets the same race unless the server waits longer.
 */
const KEEP_ALIVE_MS = 65_000;

export function listen(server: Server, port: number, host: string): Promise<string> {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve(`http://${shownHost}:${address.port}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
