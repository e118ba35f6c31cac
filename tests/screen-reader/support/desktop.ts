/**
 * A desktop session of its own for the screen reader: an X display (Xvfb, on a display it picks
 * itself), a private D-Bus session bus, and the accessibility (AT-SPI) bus with its registry, which
 * the browser and Orca talk to. Its own bus keeps the machine's session services (desktop portals,
 * another user's screen reader) out of it. Every process carries the run's tag (support/processes.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pollUntil, startTagged } from './processes';

export interface DesktopSession {
  /** The run's tag, which every process of the run carries: `<tag>:<part>`. */
  tag: string;
  /** The run's folder: logs, the Orca settings, the browser profiles. */
  workDir: string;
  /** The environment of a program of this session: display, buses, home. */
  env: NodeJS.ProcessEnv;
}

/** Waits for `check`; throws with `what` and the log to read when it does not come in time. */
export async function needWithin(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  log: string,
): Promise<void> {
  if (!(await pollUntil(check, timeoutMs)))
    throw new Error(`${what} did not happen within ${timeoutMs} ms (see ${log})`);
}

function succeeds(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  try {
    execFileSync(command, args, { env, stdio: 'ignore', timeout: 2_000 });
    return true;
  } catch {
    return false;
  }
}

export async function startDesktopSession(workDir: string): Promise<DesktopSession> {
  const tag = workDir;
  const home = join(workDir, 'home');
  const runtime = join(home, 'run');
  await mkdir(runtime, { recursive: true, mode: 0o700 });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local/share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    LANG: 'C.UTF-8',
    GNOME_ACCESSIBILITY: '1',
    GSETTINGS_BACKEND: 'memory',
    NO_AT_BRIDGE: '0',
  };

  const xvfbLog = join(workDir, 'xvfb.log');
  const xvfb = startTagged(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    env,
    `${tag}:desktop`,
    xvfbLog,
    'pipe',
  );
  let display = '';
  xvfb.stdio[3]?.on('data', (chunk: Buffer) => (display += chunk.toString()));
  await needWithin('Xvfb choosing its display', () => /\d+\n/.test(display), 10_000, xvfbLog);
  env.DISPLAY = `:${display.trim()}`;

  const busSocket = join(workDir, 'bus');
  const busConfig = join(workDir, 'bus.conf');
  await writeFile(
    busConfig,
    `<busconfig><type>session</type><listen>unix:path=${busSocket}</listen><auth>EXTERNAL</auth>` +
      '<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>' +
      '<allow own="*"/></policy></busconfig>',
  );
  const busLog = join(workDir, 'dbus.log');
  startTagged('dbus-daemon', ['--config-file', busConfig, '--nofork'], env, `${tag}:desktop`, busLog);
  await needWithin('the session bus', () => existsSync(busSocket), 10_000, busLog);
  env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${busSocket}`;

  const atspiLog = join(workDir, 'atspi.log');
  startTagged(
    '/usr/libexec/at-spi-bus-launcher',
    ['--launch-immediately', '--a11y=1', '--screen-reader=1'],
    env,
    `${tag}:desktop`,
    atspiLog,
  );
  const askForBus = [
    '--session',
    '--reply-timeout=1000',
    '--print-reply',
    '--dest=org.a11y.Bus',
    '/org/a11y/bus',
    'org.a11y.Bus.GetAddress',
  ];
  await needWithin('the accessibility bus', () => succeeds('dbus-send', askForBus, env), 15_000, atspiLog);
  return { tag, workDir, env };
}
