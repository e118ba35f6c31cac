/**
 * Debian's Firefox ESR, headed in the session's display (a screen reader reads a real window), with
 * a fresh profile each time it opens: no storage from an earlier journey, so a first visit is a first
 * visit. The profile's user.js turns off what Firefox would show and Orca would read besides the
 * page: the default-browser question, the welcome tab, the new tab's preload, the data-reporting
 * notice, the offer to save a password.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DesktopSession } from './desktop';
import { startTagged, stopTagged } from './processes';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const PREFERENCES: Record<string, boolean | string | number> = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.aboutwelcome.enabled': false,
  'browser.newtab.preload': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'signon.rememberSignons': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'app.update.enabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
};

export interface FirefoxWindow {
  /** Ends this Firefox and its content processes. */
  close(): Promise<void>;
}

let opened = 0;

/** Opens Firefox at `url` in the session; its speech is the journey's to wait for. */
export async function openFirefoxAt(session: DesktopSession, url: string): Promise<FirefoxWindow> {
  opened += 1;
  const profile = join(session.workDir, `firefox-${opened}`);
  await mkdir(profile, { recursive: true });
  await writeFile(
    join(profile, 'user.js'),
    Object.entries(PREFERENCES)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
      .join(''),
  );
  const tag = `${session.tag}:firefox-${opened}`;
  startTagged(
    FIREFOX_PATH,
    ['--no-remote', '--profile', profile, '--width', '1280', '--height', '1000', url],
    session.env,
    tag,
    join(session.workDir, `firefox-${opened}.log`),
  );
  return { close: () => stopTagged(tag) };
}
