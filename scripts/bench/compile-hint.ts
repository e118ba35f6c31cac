import { createHash } from 'node:crypto';

/**
 * V8's explicit compile hint (Chrome 136 and later; a plain comment elsewhere): a script whose first
 * line is this comment has all its functions compiled while it streams in, off the main thread,
 * rather than each on its first call, on the main thread. The start-up chunks (React, the core
 * libraries, the entry) run nearly all their functions on load, and the signed-in area's scripts
 * that index.html preloads run nearly all theirs for the area's first page (decision 0068), so
 * the build adds it to both (rsbuild.config.ts, scripts/html-head.ts), after minification (a
 * minifier drops comments); `npm run check:size` fails if it is gone from one. The prerendered
 * signed-out pages load copies of the start-up chunks without it (`hintFreeCopy`, decision 0071).
 * The before-paint script (src/before-paint.ts) is not one of them: a few hundred bytes that run
 * before the body is parsed, where the comment would only add bytes.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A start-up chunk as the signed-out pages load it (decision 0071): without the hint, whose eager
 * compile competes with their first paint, under a name of its own beside the original
 * (`lib-react.841c1b.js` → `lib-react.signed-out.<hash of the copy>.js`: a hashed name, for the
 * year-long cache). Throws for a chunk that does not begin with the hint.
 */
export function hintFreeCopy(path: string, content: string): { path: string; content: string } {
  const named = /^(.*\/)?([^/.]+)\.[0-9a-f]+\.js$/.exec(path);
  if (!named) throw new Error(`${path} is not a hashed start-up chunk (<name>.<hash>.js).`);
  if (!content.startsWith(`${COMPILE_HINT}\n`)) throw new Error(`${path} does not begin with V8's compile hint.`);
  const copy = content.slice(COMPILE_HINT.length + 1);
  const hash = createHash('sha256').update(copy).digest('hex').slice(0, 6);
  return { path: `${named[1] ?? ''}${named[2]}.signed-out.${hash}.js`, content: copy };
}

/** The deferred scripts index.html starts with (the start-up chunks), as paths below the build folder. */
export function startUpScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script\b[^>]*>/g)]
    .filter(([tag]) => /\sdefer\b/.test(tag))
    .map(([tag]) => /\bsrc="\/([^"]+\.js)"/.exec(tag)?.[1] ?? '')
    .filter((src) => src !== '');
}

/** The scripts index.html preloads for the signed-in area (scripts/html-head.ts), as paths below the build folder. */
export function areaScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link\b[^>]*>/g)]
    .filter(([tag]) => /\brel="preload"/.test(tag) && /\bas="script"/.test(tag))
    .map(([tag]) => /\bhref="\/([^"]+\.js)"/.exec(tag)?.[1] ?? '')
    .filter((href) => href !== '');
}
