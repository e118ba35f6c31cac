/** Small HTTP helpers shared by the reference API and the portal server. */
import type { IncomingMessage, ServerResponse } from 'node:http';

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

const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** The origin the client used: a proxy's X-Forwarded-* headers first, then Host. */
export function requestOrigin(req: IncomingMessage): string {
  const proto = firstValue(req.headers['x-forwarded-proto']) ?? 'http';
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host ?? '127.0.0.1';
  return `${proto}://${host}`;
}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
