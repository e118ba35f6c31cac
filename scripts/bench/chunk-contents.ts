/**
 * `npx tsx scripts/bench/chunk-contents.ts [chunk-name-fragment] [--files] [--root <checkout>]`: what each JS chunk of the
 * production build is made of, by package (node_modules) or source folder (src/...), in minified
 * bytes. A tool for choosing performance levers: it builds once with source maps into a temporary
 * folder (never dist/), so it does not change any build anyone serves.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { bytesBySource, packageOf, type SourceMapV3 } from './source-map-bytes';

const rootIndex = process.argv.indexOf('--root');
/** The checkout to build: this one, or another given with --root (to compare a change before making it). */
const ROOT = rootIndex === -1 ? fileURLToPath(new URL('../..', import.meta.url)) : (process.argv[rootIndex + 1] ?? '.');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const filter = process.argv.slice(2).find((arg, i, all) => !arg.startsWith('--') && all[i - 1] !== '--root');
  const out = await mkdtemp(join(tmpdir(), 'chunk-contents-'));
  try {
    const { content } = await loadConfig({ cwd: ROOT });
    const rsbuild = await createRsbuild({
      cwd: ROOT,
      rsbuildConfig: mergeRsbuildConfig(content, {
        output: { sourceMap: { js: 'source-map' }, distPath: { root: out } },
      }),
    });
    await rsbuild.build();
    const files = (await readdir(join(out, 'static/js'), { recursive: true })).filter((f) => f.endsWith('.js')).sort();
    for (const file of files) {
      if (filter && !file.includes(filter)) continue;
      const path = join(out, 'static/js', file);
      const code = await readFile(path, 'utf8');
      const map = JSON.parse(await readFile(`${path}.map`, 'utf8')) as SourceMapV3;
      const byPackage = new Map<string, number>();
      for (const [source, bytes] of bytesBySource(code, map)) {
        const path = relative(ROOT, source.replace(/^webpack:\/\/[^/]*\//, ''));
        // --files: one line per source file instead of per package
        const name = process.argv.includes('--files') ? path : packageOf(path);
        byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
      }
      console.log(`\n${file}: ${kb(code.length)} raw, ${kb(gzipSync(code, { level: 9 }).length)} gzip`);
      for (const [name, bytes] of [...byPackage]
        .sort((a, b) => b[1] - a[1])
        .slice(0, process.argv.includes('--files') ? 200 : 25)) {
        console.log(`  ${kb(bytes).padStart(10)}  ${name}`);
      }
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
