/**
 * Gzip size accounting of the build's JavaScript (pure but for readChunks): every chunk's gzip size
 * (level 9, as the portal server compresses), which chunks a route loaded, and the one-chunk rule.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** React and ReactDOM (named by @rsbuild/plugin-react's split). */
export const REACT_CHUNK = 'lib-react';
/** Power BI and its dependencies, loaded lazily by the report page (named in rsbuild.config.ts). */
export const POWER_BI_CHUNK = 'lib-powerbi';

export type ChunkKind = 'react' | 'powerbi' | 'app';

export interface Chunk {
  /** The URL path the browser loads it from, e.g. /static/js/async/123.abc.js. */
  path: string;
  rawBytes: number;
  gzipBytes: number;
  kind: ChunkKind;
}

export const gzipBytes = (content: Uint8Array | string): number => gzipSync(content, { level: 9 }).length;

/** The chunk's kind from its file name: `lib-react.<hash>.js`, `lib-powerbi.<hash>.js`, else the app's. */
export function chunkKind(path: string): ChunkKind {
  const name = posix.basename(path);
  if (name.startsWith(`${REACT_CHUNK}.`)) return 'react';
  if (name.startsWith(`${POWER_BI_CHUNK}.`)) return 'powerbi';
  return 'app';
}

/** Every .js file of the build under static/js, with its sizes. */
export async function readChunks(distDir: string): Promise<Chunk[]> {
  const jsDir = join(distDir, 'static', 'js');
  const files = (await readdir(jsDir, { recursive: true })).filter((file) => file.endsWith('.js')).sort();
  if (files.length === 0) throw new Error(`No JavaScript under ${jsDir}: build first.`);
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(join(jsDir, file));
      const path = `/${relative(distDir, join(jsDir, file)).split(sep).join('/')}`;
      return { path, rawBytes: content.length, gzipBytes: gzipBytes(content), kind: chunkKind(path) };
    }),
  );
}

/** The URL path of a script URL (query and origin dropped). */
export const scriptPath = (url: string): string => new URL(url, 'http://chunk.invalid').pathname;

export interface RouteTotal {
  gzipBytes: number;
  chunks: Chunk[];
  /** Scripts the page loaded that are not in the build (a stale page or a CDN script): a failure. */
  unknown: string[];
}

/** The gzip bytes of the distinct chunks a page load fetched (a chunk fetched twice counts once). */
export function routeTotal(chunks: readonly Chunk[], loadedUrls: readonly string[]): RouteTotal {
  const byPath = new Map(chunks.map((chunk) => [chunk.path, chunk]));
  const seen = new Set<string>();
  const loaded: Chunk[] = [];
  const unknown: string[] = [];
  for (const url of loadedUrls) {
    const path = scriptPath(url);
    if (seen.has(path)) continue;
    seen.add(path);
    const chunk = byPath.get(path);
    if (chunk) loaded.push(chunk);
    else unknown.push(path);
  }
  return { gzipBytes: loaded.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), chunks: loaded, unknown };
}

/** The largest chunk the one-chunk rule applies to (all but React's and Power BI's), if any. */
export function largestAppChunk(chunks: readonly Chunk[]): Chunk | null {
  return chunks
    .filter((chunk) => chunk.kind === 'app')
    .reduce<Chunk | null>((max, c) => (!max || c.gzipBytes > max.gzipBytes ? c : max), null);
}
