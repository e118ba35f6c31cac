import { describe, expect, it } from '@rstest/core';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The repository stands alone, and its documents stay true as the code moves:
 * - every path a document cites in backticks (`src/...`, `tests/...`) and every relative link exists,
 *   inside the repository (a link that leaves it leads nowhere in a clone);
 * - no file of the repository cites a folder or document that is not part of it;
 * - README.md stays a front door, at most 200 lines;
 * - no file names a path of a machine (below) or a section of a README that the README does not have;
 * - a decision record is at most 40 lines, and no document names a commit or an issue (a record says
 *   what the code does and why, which stays true; a commit or an issue is history, which git keeps).
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

/**
 * The lint test's temporary feature folder (tests/unit/lint/lint-rules.test.ts), made and removed while
 * this file may be reading the tree in another worker: read half-way, it failed this test (ENOENT).
 */
const LINT_FIXTURE = 'lint-fixture-';

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory())
      return IGNORED.has(entry.name) || entry.name.startsWith('dist-') || entry.name.startsWith(LINT_FIXTURE)
        ? []
        : filesUnder(child, keep);
    return keep(entry.name) ? [child] : [];
  });
}

const documents = ['README.md', 'contracts/README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];

/** The text outside fenced code blocks (a block may show paths that are only examples), line for line. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''));
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
 * What cites a place outside the repository: a parent folder of it, a path of a machine, or the
 * guidance documents that were never part of the product (their content is in docs/ now:
 * product-decisions.md, demo-data.md, performance.md).
 *
 * A path of a machine is an absolute path under /work, /tmp, /home, /root, /Users, /mnt or
 * /var/folders (a checkout, a temporary file, someone's home), in any line of any file: prose, comments
 * and code alike (code takes a temporary folder from `os.tmpdir()`). It starts the path: a URL path
 * that only contains such a name (`/enterprise/…/accesskey/home/`, `react-stately/private/…`) is not one.
 * The places where a Debian package installs or a server is deployed (`/usr/bin/chromium`,
 * `/usr/sbin/nginx`, `/etc/ssl/portal/…`, `/srv/portal/dist`) are the same on every machine that has
 * them, and are allowed.
 */
const MACHINE_PATH = /(?<![\w.~$}\-/])\/(work|tmp|home|root|Users|mnt|var\/folders)(?=\/|$|[\s'"`),;:])/;
const OUTSIDE = [
  /\.\.\/shared\b/,
  /(^|[\s`'"(])shared\/(spec|DECISIONS|DEMO-DATA|ENGINEERING|hooks)/,
  /\b(DECISIONS|DEMO-DATA|ENGINEERING|DEVELOPERS)\.md\b/,
  MACHINE_PATH,
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

  it('states no count of tests a run would change: each stage prints its own', () => {
    const COUNT = /\b\d[\d,.]* (tests|test files|interactions|journeys|packages|pacts)\b/;
    const counted = ['README.md', 'docs/testing.md'].flatMap((document) =>
      prose(readFileSync(join(root, document), 'utf8'))
        .split('\n')
        .flatMap((line, index) => (COUNT.test(line) ? [`${document}:${index + 1}`] : [])),
    );
    expect(counted).toEqual([]);
    expect(['1664 tests in 140 files', '157 interactions', '10 journeys'].every((line) => COUNT.test(line))).toBe(true);
  });

  it('README.md is a front door of at most 200 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
  });
});

/** Every text file of the tree: documents, code, configuration. */
const TEXT = /\.(md|ts|tsx|js|mjs|cjs|json|ya?ml|css|html|conf|txt)$|^(run|\.[a-z]+rc|\.gitignore)$/;
const textFiles = () =>
  filesUnder('', (name) => TEXT.test(name)).filter(
    (path) => path !== 'package-lock.json' && statSync(join(root, path)).size < 2_000_000,
  );

describe('the repository stands alone', () => {
  const files = textFiles();

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
      'the log in /tmp/build-1.log',
      "const dir = '/tmp';",
      'cd /home/dev/portal',
      'see /root/.npmrc',
      '(/Users/dev/portal)',
      'mounted at /mnt/data/',
    ];
    expect(cited.filter((line) => !OUTSIDE.some((pattern) => pattern.test(line)))).toEqual([]);
    const fine = [
      'docs/product-decisions.md "Roles"',
      'pattern: `${ENTERPRISE}/accesskey/home/`,',
      "import { x } from 'react-stately/private/autocomplete/x';",
      "page.goto('/account/login'); fetch('/api/')",
      "executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',",
      'ssl_certificate /etc/ssl/portal/fullchain.pem; root /srv/portal/dist;',
      'NGINX_ROOT=/srv/portal/dist $HOME/tmp/x ~/work/x',
    ];
    expect(fine.filter((line) => OUTSIDE.some((pattern) => pattern.test(line)))).toEqual([]);
  });
});

/**
 * A reference to a section of a document: `README "X"`, `README's "X"`, `README, 'X'`, `the README's X
 * section`, `docs/product-decisions.md "X"`, `product-decisions.md, "X"`, `README.md#x`. A bare README is
 * README.md (contracts/README and decisions/README when the reference says so); another document is
 * found from the repository's root or from the citing file's folder (one that is not found is the
 * cited-paths test's to report). Its sections are its headings (`##` and below); a name is compared
 * without regard to case, an anchor with GitHub's slug (lower case, punctuation dropped, spaces as hyphens).
 */
const README_OF: Record<string, string> = {
  README: 'README.md',
  'README.md': 'README.md',
  'contracts/README': 'contracts/README.md',
  'decisions/README': 'docs/decisions/README.md',
};
const README = String.raw`\b((?:contracts\/|decisions\/)?README)(?:\.md)?`;
const DOCUMENT = String.raw`((?:[\w.-]+\/)*[\w.-]+\.md)`;
const QUOTED = String.raw`["'“‘]([^"'”’]{2,80})["'”’]`;
const SECTION_REFERENCES = [
  { anchor: false, pattern: new RegExp(String.raw`${README}(?:'s)?,?\s+(?:section\s+)?${QUOTED}`, 'g') },
  { anchor: false, pattern: new RegExp(String.raw`${README}'s\s+([A-Z][\w ,-]{0,40}?)\s+section\b`, 'g') },
  { anchor: false, pattern: new RegExp(String.raw`${DOCUMENT}(?:'s)?(?:,?\s+\(?|\()${QUOTED}`, 'g') },
  { anchor: true, pattern: new RegExp(String.raw`${DOCUMENT}#([\w-]+)`, 'g') },
];

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function sectionsOf(document: string): string[] {
  return [...readFileSync(join(root, document), 'utf8').matchAll(/^#{2,6}\s+(.+?)\s*$/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** The document a reference in `file` names, if it exists. */
function documentOf(reference: string, file: string): string | undefined {
  const readme = README_OF[reference];
  if (readme) return readme;
  return [reference, relative(root, resolve(root, dirname(file), reference))].find((path) =>
    existsSync(join(root, path)),
  );
}

/**
 * The sections a line of `file` refers to that their document does not have; a reference that starts
 * on the line may end on the next (`next`, without a comment's leading `*`, `//` or `#`).
 */
function missingSections(line: string, file: string, sections: (document: string) => string[], next = ''): string[] {
  const text = `${line} ${next.replace(/^\s*(\*(?!\/)|\/\/|#)?\s*/, '')}`;
  const missing = SECTION_REFERENCES.flatMap(({ anchor, pattern }) =>
    [...text.matchAll(pattern)].flatMap(({ 0: text, 1: reference = '', 2: name = '', index }) => {
      if (index >= line.length) return [];
      const document = documentOf(reference, file);
      if (!document) return [];
      const headings = sections(document);
      const found = anchor
        ? headings.some((heading) => slug(heading) === name)
        : headings.some((heading) => heading.toLowerCase() === name.trim().toLowerCase());
      return found ? [] : [text];
    }),
  );
  return [...new Set(missing)];
}

describe('the sections files refer to', () => {
  const files = textFiles().filter((path) => path !== 'tests/unit/docs/doc-paths.test.ts');
  const cache = new Map<string, string[]>();
  const sections = (document: string) =>
    cache.get(document) ?? cache.set(document, sectionsOf(document)).get(document) ?? [];

  it('finds the sections of a document', () => {
    expect(sections('README.md')).toEqual(expect.arrayContaining(['Configuration', 'Deploying']));
    expect(sections('contracts/README.md')).toEqual(expect.arrayContaining(['Run it']));
    expect(sections('docs/product-decisions.md')).toEqual(expect.arrayContaining(['Budgets']));
  });

  it('no file refers to a section of a README or a document that does not exist', () => {
    const stale = files.flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, index, lines) =>
          missingSections(line, path, sections, lines[index + 1]).map((text) => `${path}:${index + 1}: ${text}`),
        ),
    );
    expect(stale).toEqual([]);
  });

  it('catches each form of reference, and only a missing section', () => {
    const fake = (document: string) =>
      ({
        'README.md': ['Configuration', 'The two commands'],
        'contracts/README.md': ['Run it', 'Known limits'],
        'docs/product-decisions.md': ['Budgets', 'The Settings area'],
      })[document] ?? [];
    const stale = [
      `the product's defaults (README "Error pages")`,
      `README's 'Performance'`,
      'the README, "Budgets")',
      "The README's Performance section quotes it",
      'see README.md#performance',
      'contracts/README.md "Configuration"',
      'docs/product-decisions.md "Settings area"',
      '[product-decisions.md, "Speed"](product-decisions.md)',
      'docs/product-decisions.md#roles',
    ];
    const citedFrom = (line: string) => (line.startsWith('[') ? 'docs/performance.md' : 'src/x.ts');
    expect(stale.filter((line) => missingSections(line, citedFrom(line), fake).length === 0)).toEqual([]);
    expect(missingSections(' * Per docs/product-decisions.md', 'src/x.ts', fake, ' * ("Settings area"): the')).toEqual([
      'docs/product-decisions.md ("Settings area"',
    ]);
    expect(missingSections(' * Per the rules', 'src/x.ts', fake, ' * docs/product-decisions.md "Speed"')).toEqual([]);
    const fine = [
      `the product's defaults (README "Configuration")`,
      "The README's Configuration section",
      'see README.md#the-two-commands',
      "contracts/README.md's 'Known limits'",
      "run exactly the README's test command",
      '[contracts/README.md](contracts/README.md)',
      'docs/product-decisions.md ("The Settings area")',
      '[product-decisions.md, "Budgets"](product-decisions.md)',
      'docs/product-decisions.md#the-settings-area',
      'docs/nowhere.md "Anything"',
      "readFileSync(join(root, 'contracts/README.md'), 'utf8')",
    ];
    expect(fine.flatMap((line) => missingSections(line, citedFrom(line), fake))).toEqual([]);
  });
});

/**
 * A commit hash: 7 to 40 hex digits with a letter and a digit, a word of its own (not part of a hashed
 * file name, a UUID or a longer word). An issue: "issue 31", "issues 12", "PR 4", or "#28" on its own;
 * a third party's issue written as owner/repo#N names where a known bug is tracked, and is allowed.
 */
const COMMIT = /(?<![\w.-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![\w-]|\.\w)/g;
const ISSUE = /\b(?:issues?|PRs?|pull requests?)\s+#?\d+\b|(?<![\w&/])#\d+\b/gi;
const historyIn = (line: string) => [...line.matchAll(COMMIT), ...line.matchAll(ISSUE)].map((match) => match[0]);

const records = () => readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));

describe('the decision records', () => {
  it('lists every decision record in the index, and only those', () => {
    const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));
    const index = readFileSync(join(root, 'docs/decisions/README.md'), 'utf8');
    const listed = linkTargets(index).filter((target) => /^\d{4}-/.test(target));
    expect([...listed].sort()).toEqual([...records].sort());
  });

  it('keeps each decision record to at most 40 lines', () => {
    const long = records().flatMap((name) => {
      const lines = readFileSync(join(root, 'docs/decisions', name), 'utf8')
        .trimEnd()
        .split('\n').length;
      return lines > 40 ? [`${name}: ${lines} lines`] : [];
    });
    expect(long).toEqual([]);
  });

  it.each(documents)('%s names no commit and no issue', (document) => {
    const named = prose(readFileSync(join(root, document), 'utf8'))
      .split('\n')
      .flatMap((line, index) => historyIn(line).map((text) => `${index + 1}: ${text}`));
    expect(named).toEqual([]);
  });

  it('catches a commit hash and an issue number, and nothing else', () => {
    const named = [
      'on 7d7443d (load average 1.9–2.3)',
      'measured at commit 50f9a23c1d2e3f40516273849a0b1c2d3e4f5061.',
      'https://github.com/o/r/commit/191b635',
      'a user in High Contrast saw no focus at all (issue 31)',
      'fixed in #28',
      'as issues 12 and 13 asked',
    ];
    expect(named.filter((line) => historyIn(line).length === 0)).toEqual([]);
    const fine = [
      'Every password is `Portal#2026`.',
      'a known bug (pact-foundation/pact-reference#535, fixed only for Node 22)',
      '`lib-core.5a0300.js`, `react.1f2e3d4c.js`',
      'Acme `10000000-0000-4000-8000-000000000001`, a key `a1b2c3d4-0000-4000-8000-000000000001`',
      'max-age=31536000; 1664 tests; deadbeef; 0x1f2e3d4c5b',
      '[the section](#decision-2)',
    ];
    expect(fine.flatMap((line) => historyIn(line))).toEqual([]);
  });

  it('numbers the decision records once each, in sequence', () => {
    const numbers = readdirSync(join(root, 'docs/decisions'))
      .filter((name) => /^\d{4}-/.test(name))
      .map((name) => Number(name.slice(0, 4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});
