/**
 * The three size budgets from the build's chunks and the scripts the routes loaded (pure): route
 * totals, the largest chunk the one-chunk rule covers, and a per-chunk table that says who loads what.
 */
import { budgetFor, kilobytes } from './budgets';
import { largestAppChunk, routeTotal, type Chunk } from './gzip-size';
import { markdownTable, type ResultRow } from './report';
import type { RouteScripts } from './route-scripts';

export interface SizeFigures {
  rows: ResultRow[];
  /** Scripts a page loaded that are not in the build: the build and the server disagree. */
  unknownScripts: string[];
}

const chunkNames = (chunks: readonly Chunk[]) =>
  chunks.map((chunk) => chunk.path.replace(/^\/static\/js\//, '')).join(', ');

export function sizeFigures(chunks: readonly Chunk[], routes: RouteScripts): SizeFigures {
  const login = routeTotal(chunks, routes.login);
  const journey = routeTotal(chunks, routes.projectsAfterSignIn);
  const direct = routeTotal(chunks, routes.projectsDirect);
  const untilRows = routeTotal(chunks, routes.projectsDirectUntilRows);
  const later = direct.gzipBytes - untilRows.gzipBytes;
  const largest = largestAppChunk(chunks);
  const rows: ResultRow[] = [
    { budget: budgetFor('js-login'), samples: [kilobytes(login.gzipBytes)], note: `${login.chunks.length} chunks` },
    {
      budget: budgetFor('js-projects'),
      figure: 'JavaScript for the projects page after sign-in, in all (signing in from /account/login), gzip',
      samples: [kilobytes(journey.gzipBytes)],
      note: `${journey.chunks.length} chunks`,
    },
    {
      budget: budgetFor('js-projects'),
      figure: 'JavaScript for the projects page after sign-in, in all (loaded directly, signed in), gzip',
      samples: [kilobytes(direct.gzipBytes)],
      note:
        `${direct.chunks.length} chunks` +
        (later > 0
          ? `; ${kilobytes(untilRows.gzipBytes).toFixed(1)} KB until the rows showed, ${kilobytes(later).toFixed(1)} KB after`
          : ''),
    },
    largest
      ? { budget: budgetFor('chunk-max'), samples: [kilobytes(largest.gzipBytes)], note: chunkNames([largest]) }
      : { budget: budgetFor('chunk-max'), samples: [], notMeasured: 'the build has no chunk but React and Power BI' },
  ];
  return { rows, unknownScripts: [...new Set([...login.unknown, ...journey.unknown, ...direct.unknown])] };
}

/** Every chunk: its sizes, its kind and which measured loads fetched it. */
export function chunkTable(chunks: readonly Chunk[], routes: RouteScripts): string {
  const loadedBy = (chunk: Chunk) =>
    [
      routes.login.some((url) => url.endsWith(chunk.path)) ? 'login' : '',
      routes.projectsDirectUntilRows.some((url) => url.endsWith(chunk.path))
        ? 'projects'
        : routes.projectsDirect.some((url) => url.endsWith(chunk.path))
          ? 'projects (after the rows showed)'
          : '',
      !routes.projectsDirect.some((url) => url.endsWith(chunk.path)) &&
      routes.projectsAfterSignIn.some((url) => url.endsWith(chunk.path))
        ? 'sign-in journey'
        : '',
    ]
      .filter(Boolean)
      .join(', ') || '(not loaded by these pages)';
  const limit = budgetFor('chunk-max').limit;
  return markdownTable(
    ['chunk', 'kind', 'raw', 'gzip', 'loaded by', 'one-chunk rule'],
    [...chunks]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((chunk) => [
        chunk.path.replace(/^\/static\/js\//, ''),
        chunk.kind,
        `${kilobytes(chunk.rawBytes).toFixed(1)} KB`,
        `${kilobytes(chunk.gzipBytes).toFixed(1)} KB`,
        loadedBy(chunk),
        chunk.kind !== 'app' ? 'exempt' : kilobytes(chunk.gzipBytes) <= limit ? 'pass' : `FAIL (> ${limit} KB)`,
      ]),
  );
}
