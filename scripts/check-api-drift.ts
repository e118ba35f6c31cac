/**
 * Fails when src/api/schema.d.ts is not what `npm run gen:api` makes of openapi/enterprise-api.yaml
 * (part of `npm run check`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'api-drift-'));
try {
  const fresh = join(dir, 'schema.d.ts');
  execFileSync(
    process.execPath,
    ['node_modules/openapi-typescript/bin/cli.js', 'openapi/enterprise-api.yaml', '-o', fresh],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const committed = readFileSync('src/api/schema.d.ts', 'utf8');
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error('src/api/schema.d.ts is stale: run `npm run gen:api` and commit the result.');
    process.exit(1);
  }
  console.log('src/api/schema.d.ts matches openapi/enterprise-api.yaml.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
