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

/** A JSON answer; `cacheControl` '' sends none (an injected fault's answer, as another API might give). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  statusText?: string,
  cacheControl = 'no-store',
): void {
  res.statusCode = status;
  if (statusText) res.statusMessage = statusText;
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
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

/** The most of a refused body read and thrown away before its connection closes, and for how long (refuseUnreadBody). */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_TIME_MS = 10_000;

/**
 * Before answering without reading a request's body (a 401 or 413 decided from its headers): the
 * answer goes out at once and whole (its Content-Length says where it ends), and the connection
 * closes after it, but only once the rest of the body has been read and thrown away, as nginx's
 * lingering close does (at most DRAIN_LIMIT_BYTES, for DRAIN_TIME_MS). Closed with the body unread,
 * the connection is reset, and a client or proxy still sending the body can lose the answer: the
 * reset fails its next write before it has read what came in (nginx: "writev() failed (32: Broken
 * pipe)", a 502). A body declared larger than the limit is not read: the connection closes at once.
 */
export function refuseUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  const declared = declaredLength(req) ?? 0;
  if (declared === 0 && req.headers['transfer-encoding'] === undefined) return;
  res.setHeader('Connection', 'close');
  if (declared > DRAIN_LIMIT_BYTES || req.readableEnded || req.destroyed) return;
  const end = res.end.bind(res);
  const endAfterDrain = (chunk?: string | Buffer): ServerResponse => {
    if (chunk !== undefined) {
      if (!res.headersSent && !res.hasHeader('Content-Length'))
        res.setHeader('Content-Length', Buffer.byteLength(chunk));
      res.write(chunk);
    }
    void drain(req).then(() => end());
    return res;
  };
  res.end = endAfterDrain as ServerResponse['end'];
}

/** Reads the request's body and throws it away: done at its end, at DRAIN_LIMIT_BYTES, after DRAIN_TIME_MS, or when the connection ends. */
function drain(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_LIMIT_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_TIME_MS);
    req.on('data', count);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
  });
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
