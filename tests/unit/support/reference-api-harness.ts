/** Test support: the reference API on a free port, and a small JSON client for it. */
import { expect } from '@rstest/core';
import { connect } from 'node:net';
import { DEMO_PASSWORD } from '../../../scripts/dev-api/demo-ids';
import {
  startReferenceApi,
  type RunningReferenceApi,
  type StartReferenceApiOptions,
} from '../../../scripts/dev-api/server';

// The answers are JSON of many shapes; each test asserts the fields it reads, so `any` is the honest default.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<B = any> {
  status: number;
  statusText: string;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON, or undefined when empty. */
  body: B;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A collector for every logger call, so tests stay quiet and can assert on what was logged. */
export function quietLogger() {
  const lines: string[] = [];
  const log = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return { lines, logger: { error: log, warn: log } };
}

export interface TestApi extends RunningReferenceApi {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<B = any>(method: string, path: string, options?: CallOptions): Promise<Answer<B>>;
  signIn(email: string, password?: string): Promise<string>;
  /** Closes the server, then fails if any response of the suite violated the description. */
  closeChecked(): Promise<void>;
  logged: string[];
}

export async function startTestApi(options: Partial<StartReferenceApiOptions> = {}): Promise<TestApi> {
  const { lines, logger } = quietLogger();
  const running = await startReferenceApi({ port: 0, strictResponses: true, testEndpoints: true, logger, ...options });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<B = any>(
    method: string,
    path: string,
    { token, body, headers = {} }: CallOptions = {},
  ): Promise<Answer<B>> {
    const init: RequestInit = { method, headers: { ...headers } };
    const requestHeaders = init.headers as Record<string, string>;
    if (token) requestHeaders.Authorization = `Bearer ${token}`;
    if (body !== undefined) {
      requestHeaders['Content-Type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${running.url}${path}`, init);
    const text = await response.text();
    let parsed: unknown = text === '' ? undefined : text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, statusText: response.statusText, headers: response.headers, body: parsed as B };
  }

  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const answer = await call<{ token: string }>('POST', '/api/authentication/token/', {
      body: { userName: email, password },
    });
    if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed: ${answer.status}`);
    return answer.body.token;
  }

  async function closeChecked(): Promise<void> {
    await running.close();
    expect(running.api.responseViolations()).toEqual([]);
  }

  return { ...running, call, signIn, closeChecked, logged: lines };
}

/** Writes raw bytes to the server and reads its answer until it closes the connection (or `waitMs` passes). */
export function rawExchange(url: string, chunks: Buffer[], waitMs = 3000): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, waitMs);
    socket.on('data', (data: Buffer) => (text += data.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the client still writes: what it answered is what counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
  });
}

/** A request head as raw bytes, exactly as written. */
export const rawRequest = (line: string, headers = 'Host: x\r\nConnection: close\r\n'): Buffer =>
  Buffer.from(`${line}\r\n${headers}\r\n`);

export const statusOf = (text: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

/** The signed, expiring address the reference API gives for the file at `address` (scripts/dev-api/files.ts). */
export const signedFile = (address: string): RegExp =>
  new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?expires=\\d+&signature=[\\w-]{43}$`);
