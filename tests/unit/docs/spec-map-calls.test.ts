import { describe, expect, it } from '@rstest/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/spec-map.md's list of the calls (section 1.7, "Every described call and the modules that
 * make it") stays true: it names every path of `openapi/enterprise-api.yaml` once, and for each the
 * modules of `src/` that call it through the generated clients (`api.GET('/…'`, `$api.queryOptions('get',
 * '/…'`, a `['get', '/…']` call key, or a constant holding the path), or "none" for a call no screen
 * makes. A call the code makes that the map says no screen uses (or lists under other modules), and a
 * call the map gives to a module that does not make it, fail here; so does any bullet of the map that
 * says a call is "used by no screen" while the code makes it.
 */
const root = process.cwd();
const SPEC_MAP = 'docs/spec-map.md';

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The paths the API's description declares. */
const described = [
  ...readFileSync(join(root, 'openapi/enterprise-api.yaml'), 'utf8').matchAll(/^ {2}(\/\S*):\s*$/gm),
].map((match) => match[1] ?? '');

const METHOD = `'(?:get|post|put|delete|patch)'`;
const PATH = `(?:'(/[^']*)'|([A-Z][A-Z0-9_]*))`;
/** How the code writes a call: the client's methods, openapi-react-query's (method, path), a call key. */
const CALL_FORMS = [
  new RegExp(`\\.(?:GET|POST|PUT|DELETE|PATCH)\\(\\s*${PATH}`, 'g'),
  new RegExp(
    `\\b(?:queryOptions|useQuery|useSuspenseQuery|useMutation|useInfiniteQuery)\\(\\s*${METHOD},\\s*${PATH}`,
    'g',
  ),
  // A call key, not a query key that only marks queries stale (`queryKey: ['get', …]`).
  new RegExp(`(?<!queryKey:\\s*)\\[\\s*${METHOD},\\s*${PATH}`, 'g'),
];

/** Each path the code calls, and the modules that call it. */
function codeCalls(): Map<string, Set<string>> {
  const files = sourceFiles('src').map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
  const constants = new Map<string, string>();
  for (const { text } of files)
    for (const match of text.matchAll(/\bconst ([A-Z][A-Z0-9_]*) = '(\/[^']*)'/g))
      constants.set(match[1] ?? '', match[2] ?? '');
  const calls = new Map<string, Set<string>>();
  for (const { file, text } of files)
    for (const form of CALL_FORMS)
      for (const match of text.matchAll(form)) {
        const path = match[1] ?? constants.get(match[2] ?? '');
        if (path === undefined) throw new Error(`${file}: a call on ${match[2]}, a constant with no path`);
        calls.set(path, (calls.get(path) ?? new Set()).add(file));
      }
  return calls;
}

const TABLE_HEADING = '#### Every described call and the modules that make it';

/** The map's table: each path, and the modules it names ('none': no screen). */
function mapTable(map: string): Map<string, Set<string>> {
  const start = map.indexOf(TABLE_HEADING);
  if (start < 0) throw new Error(`${SPEC_MAP} has no "${TABLE_HEADING.replace(/^#+ /, '')}"`);
  const rows = map.slice(start).split('\n').slice(1);
  const table = new Map<string, Set<string>>();
  for (const line of rows) {
    if (/^#/.test(line)) break;
    const cells = /^\|\s*`(\/[^`]*)`\s*\|(.*)\|(.*)\|\s*$/.exec(line);
    if (!cells) continue;
    const path = cells[1] ?? '';
    if (table.has(path)) throw new Error(`${SPEC_MAP} lists ${path} twice`);
    table.set(path, new Set([...(cells[3] ?? '').matchAll(/`(src\/[^`]+)`/g)].map((match) => match[1] ?? '')));
  }
  return table;
}

/** A path as the map's prose abbreviates it (`{id}/pricing/project/`) matched to the described ones. */
const normal = (path: string) => path.replace(/^\//, '').replace(/\{[^}]+\}/g, '{id}');
const describedAs = (abbreviated: string) =>
  described.filter((path) => normal(path) === normal(abbreviated) || normal(path).endsWith(`/${normal(abbreviated)}`));

describe(`the calls ${SPEC_MAP} lists`, () => {
  const map = readFileSync(join(root, SPEC_MAP), 'utf8');
  const calls = codeCalls();

  it('the code calls only described paths', () => {
    expect([...calls.keys()].filter((path) => !described.includes(path))).toEqual([]);
    expect(calls.size).toBeGreaterThan(30);
  });

  it('the table names every described path, with the modules that call it ("none" for no screen)', () => {
    const table = mapTable(map);
    expect([...table.keys()].sort()).toEqual([...described].sort());
    const wrong = described.flatMap((path) => {
      const listed = [...(table.get(path) ?? [])].sort();
      const calling = [...(calls.get(path) ?? [])].sort();
      return listed.join(', ') === calling.join(', ')
        ? []
        : [`${path}: the map says ${listed.join(', ') || 'none'}, the code ${calling.join(', ') || 'none'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('no call the map says is "used by no screen" is made by the code', () => {
    // A bullet: its first line and the indented lines that continue it (not its sub-bullets).
    const bullets = [...map.matchAll(/^ *- .*(?:\n {2,}(?!- ).*)*/gm)]
      .map((match) => match[0])
      .filter((bullet) => /used by\s+no\s+screen/.test(bullet));
    expect(bullets.length).toBeGreaterThan(0);
    const named = bullets.flatMap((bullet) =>
      [...bullet.matchAll(/`([^`\s]+\/)`/g)]
        .map((match) => match[1] ?? '')
        .filter((text) => !/^(src|tests|contracts|docs|scripts)\//.test(text)),
    );
    const made = named.flatMap((abbreviated) =>
      describedAs(abbreviated)
        .filter((path) => calls.has(path))
        .map((path) => `${abbreviated} (${path}: ${[...(calls.get(path) ?? [])].join(', ')})`),
    );
    expect(made).toEqual([]);
  });
});
