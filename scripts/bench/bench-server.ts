/**
 * The portal as `npm start` serves it (scripts/start.ts in its own process, so the server does not
 * share the benchmark's event loop), on the benchmark's port, with the reference API's test
 * endpoints and tokens that outlive the benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** `script`: the server to run (default scripts/start.ts; the long list: scripts/bench/long-list-server.ts). */
export async function startBenchServer(
  root: string,
  port: number,
  distDir: string,
  script = join('scripts', 'start.ts'),
): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/config.json`)) {
    throw new Error(`Something already serves ${url}: stop it, or pick another port with BENCH_PORT.`);
  }
  const child: ChildProcess = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, script)], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DIST_DIR: distDir,
      REFERENCE_API_TEST_ENDPOINTS: '1',
      API_TOKEN_LIFETIME: '86400',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${url}/config.json`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The portal server did not start on ${url}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
