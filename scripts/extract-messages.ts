/**
 * Collects every message declared in src/ (defineMessages with the specification's English as the
 * default) into the en-us catalogue the reference API serves, and checks that every other
 * catalogue has exactly the same keys.
 *   npm run i18n:extract           writes scripts/dev-api/localization/en-us.json
 *   npm run i18n:extract -- --check fails when en-us.json is stale or a catalogue misses or has extra keys
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const catalogueDir = 'scripts/dev-api/localization';
const englishPath = join(catalogueDir, 'en-us.json');
const check = process.argv.includes('--check');

function extract(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'messages-'));
  try {
    const out = join(dir, 'en-us.json');
    execFileSync(
      process.execPath,
      [
        'node_modules/@formatjs/cli/bin/formatjs', 'extract', 'src/**/*.{ts,tsx}',
        '--ignore', 'src/**/*.d.ts', '--format', 'simple', '--out-file', out, '--throws',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const messages = JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
    return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const english = extract();
const serialized = `${JSON.stringify(english, null, 2)}\n`;
const problems: string[] = [];

if (check) {
  if (!existsSync(englishPath) || readFileSync(englishPath, 'utf8') !== serialized) {
    problems.push(`${englishPath} is stale: run \`npm run i18n:extract\`.`);
  }
} else {
  writeFileSync(englishPath, serialized);
  console.log(`${Object.keys(english).length} messages written to ${englishPath}.`);
}

for (const file of readdirSync(catalogueDir).filter((f) => f.endsWith('.json') && f !== 'en-us.json')) {
  const catalogue = JSON.parse(readFileSync(join(catalogueDir, file), 'utf8')) as Record<string, unknown>;
  const missing = Object.keys(english).filter((id) => typeof catalogue[id] !== 'string' || catalogue[id] === '');
  const extra = Object.keys(catalogue).filter((id) => !(id in english));
  if (missing.length) problems.push(`${file} misses ${missing.length} message(s): ${missing.join(', ')}`);
  if (extra.length) problems.push(`${file} has message(s) no code uses: ${extra.join(', ')}`);
}

if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
