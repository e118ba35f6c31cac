/**
 * The build keeps .browserslistrc's promise: every script the portal ships (dist/static/js) parses
 * as the newest ECMAScript edition all those browsers run (ES2023; es-check derives it from the
 * list) and calls no built-in one of them lacks (es-check's feature checks, each built-in with the
 * first version of each browser that has it: `Object.groupBy`, `Promise.withResolvers`, the Set
 * methods, iterator helpers…). The build's SWC transforms lower the syntax but add no polyfill, so
 * a dependency or a line of the portal that calls a newer built-in would fail in Firefox 124 or
 * Safari 17.4 and pass every other test.
 *
 * Run by `npm run test:browsers` before the cross-browser journeys (the build exists then); alone:
 * `npm run build && npx tsx scripts/check-browser-support.ts`. Web APIs (the DOM's, fetch's) are not
 * in es-check's list: the journeys run them in Firefox and WebKit.
 */
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Built-ins the check reports that the portal never calls. IntlDurationFormat: @formatjs/intl's
 * formatter cache names `Intl.DurationFormat` (Chrome 129, Firefox 136) for `formatDuration`, which
 * the portal does not use; nothing constructs one.
 */
export const ALLOWED_FEATURES = ['IntlDurationFormat'];

export interface SupportProblem {
  file: string;
  message: string;
}

interface EsCheck {
  runChecks(
    configs: Record<string, unknown>[],
    options: Record<string, unknown>,
  ): { success: boolean; errors: { file?: string; err?: Error }[] };
}

/** The scripts matching `patterns` that break the browsers of `browserslistPath`; none when all run there. */
export function checkBrowserSupport(
  patterns: string[],
  browserslistPath = join(ROOT, '.browserslistrc'),
): SupportProblem[] {
  const esCheck = createRequire(import.meta.url)('es-check') as EsCheck;
  const result = esCheck.runChecks(
    [
      {
        files: patterns,
        checkBrowser: true,
        checkFeatures: true,
        browserslistPath,
        allowList: ALLOWED_FEATURES.join(','),
      },
    ],
    {},
  );
  return result.errors.map((error) => ({
    file: error.file ?? '',
    message: (error.err?.message ?? String(error)).split('\n')[0] ?? '',
  }));
}

function main(): void {
  const distDir = process.env.DIST_DIR ?? join(ROOT, 'dist');
  const problems = checkBrowserSupport([join(distDir, 'static/js/**/*.js')]);
  if (problems.length === 0) {
    console.log('check-browser-support: every script of the build runs in the browsers of .browserslistrc');
    return;
  }
  for (const { file, message } of problems) console.error(`${relative(ROOT, file)}: ${message}`);
  console.error('check-browser-support: the build uses what .browserslistrc does not promise (see above)');
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
