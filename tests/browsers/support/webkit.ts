/**
 * Debian's WebKitGTK (webkit2gtk-driver's WebKitWebDriver and the MiniBrowser of libwebkit2gtk-4.1)
 * driven over WebDriver classic, the one protocol Debian's build speaks (a session that asks for
 * BiDi, `webSocketUrl: true`, is refused). The client is the handful of W3C WebDriver commands the
 * journeys use, sent with fetch. The browser runs in an Xvfb display started here, headed (WebKitGTK
 * has no headless mode).
 *
 * One session for the whole run (a new one costs 2-3 s): between tests the tab goes to the test
 * server's /config.json, and its storage and cookies are cleared.
 *
 * MiniBrowser's toolbar (its buttons and address entry) keeps its window at least 447 px wide under
 * GTK's default theme; a style sheet of the browser's own window (GTK's, not the page's: no padding,
 * margin or border, 1 px text) lets it narrow to 290 px, so the 320 px journey has a 320 CSS px
 * viewport as in the other browsers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Driver, Key, WireQuery } from './tab';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** The W3C WebDriver key codes (the spec's "keyboard actions" table). */
const KEYS: Record<Key, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  Backspace: '\uE003',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
};
const SHIFT = '\uE008';

const GTK_CSS = '* { min-width: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n';

/** MINIBROWSER_PATH, else libwebkit2gtk's MiniBrowser (/usr/lib/<arch>/webkit2gtk-4.x/MiniBrowser). */
export function findMiniBrowser(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const arch of readdirSync('/usr/lib')) {
    const dir = join('/usr/lib', arch);
    let entries: string[] = [];
    try {
      entries = readdirSync(dir);
    } catch {
      continue; // a file, not an architecture's folder
    }
    for (const entry of entries
      .filter((name) => /^webkit2gtk-4\.\d+$/.test(name))
      .sort()
      .reverse()) {
      const binary = join(dir, entry, 'MiniBrowser');
      if (existsSync(binary)) return binary;
    }
  }
  throw new Error("WebKitGTK's MiniBrowser not found: apt-get install webkit2gtk-driver");
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts Xvfb on a display it picks itself (-displayfd); resolves with the display's name. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const fd = xvfb.stdio[3] as NodeJS.ReadableStream;
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    fd.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  });
  return { display, process: xvfb };
}

async function waitForDriver(base: string, driver: ChildProcess): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const response = await fetch(`${base}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchWebKit(
  viewport: { width: number; height: number },
  workDir: string,
  downloads: string,
): Promise<Driver> {
  const config = join(workDir, 'config');
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  // GLib's download folder (MiniBrowser saves a download there), the stage's instead of ~/Downloads.
  writeFileSync(join(config, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);
  const xvfb = await startXvfb();
  const port = await freePort();
  // A process group of its own: the browser and its web processes go with the driver when it is stopped.
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: config,
      XDG_DATA_HOME: join(workDir, 'data'),
      XDG_CACHE_HOME: join(workDir, 'cache'),
      // No accessibility bus under Xvfb: GTK would wait for it.
      NO_AT_BRIDGE: '1',
      GTK_A11Y: 'none',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  /** The driver first, and its browser with it; the display once they are gone. */
  const stopProcesses = async () => {
    if (driverProcess.exitCode === null && driverProcess.pid) {
      const exited = once(driverProcess, 'exit');
      process.kill(-driverProcess.pid, 'SIGTERM');
      await exited;
    }
    xvfb.process.kill();
  };

  async function send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  }

  let sessionPath = '';
  try {
    await waitForDriver(base, driverProcess);
    const { sessionId } = await send<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] },
          pageLoadStrategy: 'normal',
          timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 },
        },
      },
    });
    sessionPath = `/session/${sessionId}`;
  } catch (error) {
    await stopProcesses();
    throw error;
  }
  const session = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    send<T>(method, `${sessionPath}${path}`, body);

  const evaluate = <T>(body: string, args: unknown[]) => session<T>('POST', '/execute/sync', { script: body, args });

  async function element(query: WireQuery): Promise<string | null> {
    const found = await evaluate<Record<string, string> | null>('return window.__browsers.one(arguments[0])', [query]);
    return found?.[ELEMENT] ?? null;
  }

  const keys = (values: string[]) =>
    session('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: values.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    });

  /** The page's viewport, once it has stopped changing (GTK sizes the window after the command returns). */
  /** The page's viewport once three readings 50 ms apart agree (GTK sizes the window after the command returns). */
  async function settledViewport(): Promise<{ width: number; height: number; toolbar: number }> {
    const read = () =>
      evaluate<{ width: number; height: number; toolbar: number }>(
        'return { width: innerWidth, height: innerHeight, toolbar: outerHeight - innerHeight }',
        [],
      );
    let last = await read();
    let agreeing = 1;
    for (let i = 0; i < 40 && agreeing < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = await read();
      agreeing = now.width === last.width && now.height === last.height ? agreeing + 1 : 1;
      last = now;
    }
    return last;
  }

  async function resize(width: number, height: number): Promise<void> {
    let current = await settledViewport();
    // The window's height includes its toolbar; its width is the page's. On a busy machine GTK has
    // been seen to settle a few px off the size asked: asked again, it gives it.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (current.width === width && current.height === height) return;
      await session('POST', '/window/rect', { width, height: height + current.toolbar });
      current = await settledViewport();
    }
    if (current.width !== width)
      throw new Error(`WebKit: a ${width} px wide viewport asked, ${current.width} px given`);
  }

  return {
    browser: 'webkit',
    async goto(url) {
      await session('POST', '/url', { url });
    },
    async reload() {
      await session('POST', '/refresh', {});
    },
    url: () => session<string>('GET', '/url'),
    evaluate,
    async click(query) {
      const id = await element(query);
      if (!id) return false;
      await session('POST', `/element/${id}/click`, {});
      return true;
    },
    async clickAt(query) {
      // Pointer actions from the element's centre: no "element click intercepted" check, as for a user.
      const id = await element(query);
      if (!id) return false;
      await session('POST', '/actions', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', origin: { [ELEMENT]: id }, x: 0, y: 0 },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
      return true;
    },
    async press(key, { shift = false } = {}) {
      if (!shift) return void (await keys([KEYS[key]]));
      await session('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: SHIFT },
              { type: 'keyDown', value: KEYS[key] },
              { type: 'keyUp', value: KEYS[key] },
              { type: 'keyUp', value: SHIFT },
            ],
          },
        ],
      });
    },
    async type(text) {
      await keys([...text]);
    },
    async setFile(query, path) {
      const id = await element(query);
      if (!id) return false;
      await session('POST', `/element/${id}/value`, { text: path });
      return true;
    },
    resize,
    takeEngineProblems: () => [],
    async clear(origin) {
      await session('POST', '/url', { url: `${origin}/config.json` });
      await evaluate('localStorage.clear(); sessionStorage.clear();', []);
      await session('DELETE', '/cookie');
      await resize(viewport.width, viewport.height);
    },
    async close() {
      try {
        await session('DELETE', '');
      } finally {
        await stopProcesses();
      }
    },
  };
}
