import { describe, expect, it } from '@rstest/core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The docs name modules and tests by path, and the code moves. Every path a document cites in
 * backticks (`src/...`, `tests/...`) and every relative link must exist, so a move that forgets the
 * docs fails here instead of leaving them wrong.
 */
const root = process.cwd();

/** The top-level folders a cited repository path starts with. */
const REPO_FOLDERS = ['.ci', 'contracts', 'docs', 'openapi', 'public', 'scripts', 'src', 'tests'];

function markdownFiles(folder: string): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name));
}

const documents = [...markdownFiles('docs'), ...markdownFiles('docs/decisions')];

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

/** Relative link targets ([text](target)), without an anchor; addresses and anchors alone are left out. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

describe('the paths the docs cite', () => {
  it('finds the documents', () => {
    expect(documents).toContain('docs/decisions/README.md');
  });

  it.each(documents)('%s cites only repository paths that exist', (document) => {
    const missing = citedPaths(readFileSync(join(root, document), 'utf8')).filter(
      (path) => !existsSync(join(root, path)),
    );
    expect(missing).toEqual([]);
  });

  it.each(documents)('%s links only to files that exist', (document) => {
    const missing = linkTargets(readFileSync(join(root, document), 'utf8'))
      .map((target) => relative(root, join(root, dirname(document), target)))
      .filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

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
