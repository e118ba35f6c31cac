/**
 * The localization catalogues the reference API serves (scripts/dev-api/localization/<locale>.json):
 * - en-us.json: every message declared in src/ with defineMessages (the specification's English);
 * - other locales: the translations kept per area in src/i18n/translations/<locale>/*.json, merged.
 * Every locale must translate exactly the messages the code declares, and every text must be one the
 * portal's message compiler formats (src/i18n/message-compiler.ts: the app ships without the ICU parser).
 *   npm run i18n:extract            writes the catalogues
 *   npm run i18n:extract -- --check fails when a catalogue is stale, or a translation is missing or unused
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileMessage } from '../src/i18n/message-compiler';

const catalogueDir = 'scripts/dev-api/localization';
const translationsDir = 'src/i18n/translations';
const check = process.argv.includes('--check');
type Catalogue = Record<string, string>;

function sorted(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
}

function extractEnglish(): Catalogue {
  const dir = mkdtempSync(join(tmpdir(), 'messages-'));
  try {
    const out = join(dir, 'en-us.json');
    execFileSync(
      process.execPath,
      [
        'node_modules/@formatjs/cli/bin/formatjs',
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        '--format',
        'simple',
        '--out-file',
        out,
        '--throws',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    return sorted(JSON.parse(readFileSync(out, 'utf8')) as Catalogue);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function mergeTranslations(locale: string, problems: string[]): Catalogue {
  const merged: Catalogue = {};
  const dir = join(translationsDir, locale);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const [id, text] of Object.entries(part)) {
      if (typeof text !== 'string' || text === '') problems.push(`${locale}/${file}: ${id} is not a text`);
      else if (id in merged) problems.push(`${locale}/${file}: ${id} is translated twice`);
      else merged[id] = text;
    }
  }
  return sorted(merged);
}

const problems: string[] = [];
const catalogues: Record<string, Catalogue> = { 'en-us': extractEnglish() };
const english = catalogues['en-us'] as Catalogue;
for (const locale of existsSync(translationsDir) ? readdirSync(translationsDir) : []) {
  const translated = mergeTranslations(locale, problems);
  const missing = Object.keys(english).filter((id) => !(id in translated));
  const unused = Object.keys(translated).filter((id) => !(id in english));
  if (missing.length) problems.push(`${locale} misses ${missing.length} translation(s): ${missing.join(', ')}`);
  if (unused.length) problems.push(`${locale} translates message(s) no code declares: ${unused.join(', ')}`);
  catalogues[locale] = translated;
}

for (const [locale, catalogue] of Object.entries(catalogues)) {
  for (const [id, text] of Object.entries(catalogue)) {
    if (!compileMessage(text))
      problems.push(
        `${locale}: ${id} is not a message the portal can format (src/i18n/message-compiler.ts): ${JSON.stringify(text)}`,
      );
  }
  const path = join(catalogueDir, `${locale}.json`);
  const text = `${JSON.stringify(catalogue, null, 2)}\n`;
  if (check) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text)
      problems.push(`${path} is stale: run \`npm run i18n:extract\`.`);
  } else {
    writeFileSync(path, text);
    console.log(`${path}: ${Object.keys(catalogue).length} messages.`);
  }
}

if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
