import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rstest/core';

/**
 * The consumer-contract tests (`npm run test:contracts` runs them through scripts/contracts.ts).
 *
 * Every file writes its interactions into the same pact file (customer-portal-spa → enterprise-api,
 * contracts/pacts/). Pact merges into an existing file, but two processes writing it at once can lose
 * interactions, so the files run one after another in a single worker, and the tests of a file one at
 * a time (each starts its own mock server and shares the module-level session store).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  name: 'contracts',
  include: ['contracts/**/*.pact.test.ts'],
  testEnvironment: 'node',
  pool: { type: 'forks', maxWorkers: 1 },
  maxConcurrency: 1,
  testTimeout: 30_000,
  resolve: { alias: { '@': './src' } },
});
