import { describe, expect, it } from '@rstest/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACT_STATES } from '../../../scripts/dev-api/pact-fixtures';

/**
 * contracts/README.md is the backend team's page: it lists every pact file with its interactions and
 * every provider state with what it must set up. A new pact file or state that the page does not
 * name fails here, so the page cannot fall behind the contracts again.
 */
const root = process.cwd();
const page = readFileSync(join(root, 'contracts/README.md'), 'utf8');

/** The first cells of the page's table rows, without their backticks. */
const firstCells = [...page.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1] ?? '');

describe("the backend team's page, contracts/README.md", () => {
  const pactFiles = readdirSync(join(root, 'contracts')).filter((name) => name.endsWith('.pact.test.ts'));
  const states = Object.values(PACT_STATES);

  it('lists every pact file in its interactions table', () => {
    expect(pactFiles.length).toBeGreaterThan(10);
    expect(pactFiles.filter((file) => !firstCells.includes(file))).toEqual([]);
  });

  it('lists every provider state in its states table', () => {
    expect(states.filter((state) => !firstCells.includes(state))).toEqual([]);
  });

  it('lists nothing that is not a pact file or a provider state', () => {
    const known = new Set<string>([...pactFiles, ...states]);
    expect(firstCells.filter((cell) => !known.has(cell))).toEqual([]);
  });
});
