import { describe, expect, it } from '@rstest/core';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The repository stands alone, and its documents stay true as the code moves:
 * - every path a document cites in backticks (`src/...`, `tests/...`) and every relative link exists,
 *   inside the repository (a link that leaves it leads nowhere in a clone);
 * - no file of the repository cites a folder or document that is not part of it;
 * - README.md stays a front door, at most 200 lines.
 * The documents are README.md, contracts/README.md and everything under docs/.
 */
const root = process.cwd();

/** The top-level folders a cited repository path starts with. */
const REPO_FOLDERS = ['.ci', 'contracts', 'deploy', 'docs', 'openapi', 'public', 'scripts', 'src', 'tests'];

/** What a run writes (ignored by git): a document may cite it though a clean checkout lacks it. */
const OUTPUTS = ['contracts/pacts/'];

/** Folders never read: dependencies, build and test outputs. */
const IGNORED = new Set([
  'node_modules',
  '.git',
  'dist',
  'test-results',
  'playwright-report',
  '.bench',
  '.rsbuild-cache',
]);

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory())
      return IGNORED.has(entry.name) || entry.name.startsWith('dist-') ? [] : filesUnder(child, keep);
    return keep(entry.name) ? [child] : [];
  });
}

const documents = ['README.md', 'contracts/README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];

/** The text outside fenced code blocks (a block may show paths that are only examples). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Backticked repository paths; a pattern (`src/features/*\/api.ts`) or a placeholder is not one. */
function citedPaths(markdown: string): string[] {
  return [...prose(markdown).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => REPO_FOLDERS.some((folder) => text.startsWith(`${folder}/`)))
    .filter((text) => !/[*{}<>]/.test(text));
}

/** Relative link targets ([text](target) and src="target"), without an anchor; addresses and anchors alone are left out. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  return [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/\bsrc="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

/** Whether a path, relative to the repository's root, stays inside it. */
const inside = (path: string) => path !== '..' && !path.startsWith(`..${sep}`) && !path.startsWith('/');

/**
 * What cites a place outside the repository: a parent folder of it, a path of this machine, or the
 * guidance documents that were never part of the product (their content is in docs/ now:
 * product-decisions.md, demo-data.md, performance.md).
 */
const OUTSIDE = [
  /\.\.\/shared\b/,
  /(^|[\s`'"(])shared\/(spec|DECISIONS|DEMO-DATA|ENGINEERING|hooks)/,
  /\b(DECISIONS|DEMO-DATA|ENGINEERING|DEVELOPERS)\.md\b/,
  /\/work\/(main|shared|\.library)/,
];

describe('the paths the documents cite', () => {
  it('cites as outputs only what git ignores', () => {
    const ignored = readFileSync(join(root, '.gitignore'), 'utf8').split('\n');
    expect(OUTPUTS.filter((output) => !ignored.includes(output))).toEqual([]);
  });

  it('finds the documents', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'contracts/README.md', 'docs/decisions/README.md', 'docs/testing.md']),
    );
  });

  it.each(documents)('%s cites only repository paths that exist', (document) => {
    const missing = citedPaths(readFileSync(join(root, document), 'utf8')).filter(
      (path) => !existsSync(join(root, path)) && !OUTPUTS.some((output) => path.startsWith(output)),
    );
    expect(missing).toEqual([]);
  });

  it.each(documents)('%s links only to files of the repository that exist', (document) => {
    const targets = linkTargets(readFileSync(join(root, document), 'utf8')).map((target) =>
      relative(root, resolve(root, dirname(document), target)),
    );
    expect(targets.filter((path) => !inside(path))).toEqual([]);
    expect(targets.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('README.md is a front door of at most 200 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
  });
});

describe('the repository stands alone', () => {
  const TEXT = /\.(md|ts|tsx|js|mjs|cjs|json|ya?ml|css|html|conf|txt)$|^(run|\.[a-z]+rc|\.gitignore)$/;
  const files = filesUnder('', (name) => TEXT.test(name)).filter(
    (path) => path !== 'package-lock.json' && statSync(join(root, path)).size < 2_000_000,
  );

  it('reads the whole tree', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'src/main.tsx', '.ci/run', 'openapi/enterprise-api.yaml']),
    );
  });

  it('no file cites a folder or document outside the repository', () => {
    const self = 'tests/unit/docs/doc-paths.test.ts';
    const citing = files
      .filter((path) => path !== self)
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}`] : [])),
      );
    expect(citing).toEqual([]);
  });

  it('catches each kind of outside citation', () => {
    const cited = [
      'see ../shared/spec/1-overview.md',
      'the demo data (shared/DEMO-DATA.md)',
      'DECISIONS.md "Roles"',
      'the budgets of ENGINEERING.md',
      'open /work/main/src',
    ];
    expect(cited.filter((line) => !OUTSIDE.some((pattern) => pattern.test(line)))).toEqual([]);
    expect(OUTSIDE.some((pattern) => pattern.test('docs/product-decisions.md "Roles"'))).toBe(false);
  });
});

describe('the decision records', () => {
  it('lists every decision record in the index, and only those', () => {
    const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));
    const index = readFileSync(join(root, 'docs/decisions/README.md'), 'utf8');
    const listed = linkTargets(index).filter((target) => /^\d{4}-/.test(target));
    expect([...listed].sort()).toEqual([...records].sort());
  });

  it('numbers the decision records once each, in sequence', () => {
    const numbers = readdirSync(join(root, 'docs/decisions'))
      .filter((name) => /^\d{4}-/.test(name))
      .map((name) => Number(name.slice(0, 4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});
