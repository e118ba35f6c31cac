/**
 * V8's explicit compile hint (Chrome 136 and later; a plain comment elsewhere): a script whose first
 * line is this comment has all its functions compiled while it streams in, off the main thread,
 * rather than each on its first call, on the main thread. The start-up chunks (React, the core
 * libraries, the entry) run nearly all their functions on load, so rsbuild.config.ts adds it to
 * them, after minification (a minifier drops comments); `npm run check:size` fails if it is gone.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts index.html starts with (the start-up chunks), as paths below the build folder. */
export function startUpScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}
