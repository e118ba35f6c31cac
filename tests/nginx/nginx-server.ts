/**
 * A real nginx for the nginx stage of `npm test` (playwright.nginx.config.ts): the configuration
 * scripts/gen-nginx.ts writes, listening on a local port over plain HTTP, in front of dist/ and the
 * reference API. nginx runs under a prefix of its own in a temporary folder (its configuration, pid,
 * logs and temporary files; nothing under /etc or /var), in the foreground (`daemon off`), and the
 * folder is removed when it stops.
 *
 * As a command (Playwright's webServer), it runs until SIGTERM or SIGINT:
 *   NGINX_PORT=… API_UPSTREAM=http://127.0.0.1:… npx tsx tests/nginx/nginx-server.ts
 * with the generator's variables (CONFIG_FILE, CAPTCHA_ENABLED, …) passed on. NGINX_BIN names the
 * binary (default /usr/sbin/nginx, Debian's, else `nginx` on the PATH).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nginxConfig } from '../../scripts/gen-nginx';

export interface NginxOptions {
  port: number;
  /** http://127.0.0.1:… of the reference API. */
  apiUpstream: string;
  /** The build served (default dist/ of this checkout, or DIST_DIR). */
  distDir?: string;
  /** The generator's other variables: the config.json overrides, PUBLIC_ORIGIN, … */
  env?: NodeJS.ProcessEnv;
}

export interface RunningNginx {
  origin: string;
  /** What nginx logged (its error log), for a failure's message. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

const nginxBinary = (): string =>
  process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** The main configuration around the generated server: every path nginx writes is under `prefix`. */
function mainConfig(prefix: string): string {
  const temp = (name: string) => `  ${name}_temp_path ${join(prefix, 'temp', name)};`;
  return `# Written by tests/nginx/nginx-server.ts for one test run.
daemon off;
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events {
  worker_connections 256;
}
http {
  access_log off;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n')}
  include ${join(prefix, 'portal.conf')};
}
`;
}

function waitForPort(port: number, child: ChildProcess, log: () => Promise<string>): Promise<void> {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        void log().then((text) => reject(new Error(`nginx exited with ${child.exitCode}:\n${text}`)));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolvePromise();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > 10_000) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  const distDir = resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist');
  await mkdir(join(prefix, 'temp'));
  await writeFile(
    join(prefix, 'portal.conf'),
    nginxConfig({
      CONFIG_FILE: join(distDir, 'config.json'),
      ...options.env,
      NGINX_LISTEN: `127.0.0.1:${options.port}`,
      NGINX_ROOT: distDir,
      SERVER_NAME: 'localhost',
      API_UPSTREAM: options.apiUpstream,
    }),
  );
  await writeFile(join(prefix, 'nginx.conf'), mainConfig(prefix));
  const errorLog = join(prefix, 'error.log');
  const child = spawn(nginxBinary(), ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const log = () => readFile(errorLog, 'utf8').catch(() => '');
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // nginx's fast shutdown
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitForPort(options.port, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${options.port}`, log, stop };
}

async function main(): Promise<void> {
  const port = Number(process.env.NGINX_PORT);
  const apiUpstream = process.env.API_UPSTREAM;
  if (!port || !apiUpstream) throw new Error('NGINX_PORT and API_UPSTREAM are required.');
  const nginx = await startNginx({ port, apiUpstream, env: process.env });
  console.log(`nginx on ${nginx.origin}/ in front of ${apiUpstream}`);
  const stop = () => void nginx.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`nginx stage: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
