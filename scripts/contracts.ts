/**
 * `npm run test:contracts`: makes the consumer pacts and proves them twice.
 *
 *   1. deletes contracts/pacts/ (a stale pact never survives a run);
 *   2. runs the consumer tests (contracts/*.pact.test.ts: the real client against the Pact mock server);
 *   3. compares every pact with openapi/enterprise-api.yaml (@pactflow/openapi-pact-comparator);
 *   4. starts the reference API (scripts/dev-api/) in-process and verifies every pact against it with
 *      the Pact Verifier, provider states set up through its /__test__/provider-states endpoint;
 *   5. stops the API; exits non-zero on any failure.
 *
 * For the backend team, against THEIR server (steps 1 to 3 and the reference API are skipped):
 *
 *   npx tsx scripts/contracts.ts --verify-only --provider-base-url URL [--states-url URL]
 *   PROVIDER_BASE_URL=URL [PROVIDER_STATES_URL=URL] npm run test:contracts -- --verify-only
 *
 * PACT_PROVIDER_TOKEN, when set, replaces the fixture bearer token of the signed-in states
 * (`Bearer pact-admin-token`) with a real token of the provider (contracts/README.md).
 *
 * The last line is always `Contracts: N passed, M failed` (N, M: verified interactions, plus any failed
 * step), for CI to read.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { parse as parseYaml } from 'yaml';
import { PACT_ADMIN_TOKEN, bearer } from './dev-api/pact-fixtures';
import { startReferenceApi, type RunningReferenceApi } from './dev-api/server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACT_DIR = join(ROOT, 'contracts', 'pacts');
const DESCRIPTION = join(ROOT, 'openapi', 'enterprise-api.yaml');
const RSTEST_CONFIG = 'contracts/rstest.config.ts';

/** Fixture bearer tokens a provider may map to real ones: fixture token → the variable holding the real one. */
const TOKEN_VARIABLES: Record<string, string> = { [PACT_ADMIN_TOKEN]: 'PACT_PROVIDER_TOKEN' };

interface Tally {
  passed: number;
  failed: number;
}

const tally: Tally = { passed: 0, failed: 0 };
const heading = (text: string) => console.log(`\n── ${text} ${'─'.repeat(Math.max(0, 72 - text.length))}`);

// ───────────────────────────── options ─────────────────────────────

function readOptions() {
  const { values } = parseArgs({
    options: {
      'verify-only': { type: 'boolean', default: false },
      'provider-base-url': { type: 'string' },
      'states-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      readFileSync(fileURLToPath(import.meta.url), 'utf8')
        .split('*/')[0]
        ?.replace(/^\/\*\*|^ \* ?/gm, ''),
    );
    process.exit(0);
  }
  const providerBaseUrl = values['provider-base-url'] ?? process.env.PROVIDER_BASE_URL;
  const statesUrl = values['states-url'] ?? process.env.PROVIDER_STATES_URL;
  if (values['verify-only'] && !providerBaseUrl) {
    throw new Error('--verify-only needs --provider-base-url URL (or PROVIDER_BASE_URL).');
  }
  if (!values['verify-only'] && (values['provider-base-url'] || values['states-url'])) {
    throw new Error(
      '--provider-base-url and --states-url go with --verify-only; without it the reference API is verified.',
    );
  }
  return { verifyOnly: values['verify-only'], providerBaseUrl, statesUrl };
}

function pactFiles(): string[] {
  if (!existsSync(PACT_DIR)) return [];
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(PACT_DIR, name));
}

interface PactInteraction {
  description?: string;
  providerStates?: { name: string }[];
}

function interactionsOf(file: string): PactInteraction[] {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: PactInteraction[] };
  return pact.interactions ?? [];
}

// ───────────────────────────── 1–2: consumer tests ─────────────────────────────

function runConsumerTests(): boolean {
  heading('Consumer tests (Pact mock server)');
  rmSync(PACT_DIR, { recursive: true, force: true });
  console.log(`Deleted ${relative(ROOT, PACT_DIR)}/.`);
  const run = spawnSync('npx', ['rstest', 'run', '-c', RSTEST_CONFIG], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`✖ The consumer tests failed (exit ${run.status ?? run.signal}); no pact is verified.`);
    return false;
  }
  if (pactFiles().length === 0) {
    console.error(`✖ The consumer tests passed but wrote no pact into ${relative(ROOT, PACT_DIR)}/.`);
    return false;
  }
  return true;
}

// ───────────────────────────── 3: pacts against the description ─────────────────────────────

type Document = Record<string, unknown> & {
  paths?: Record<string, Record<string, unknown>>;
  servers?: { url: string }[];
};

/** The path part of a `servers` entry: `/api` for `/api`, `` for `/` or an origin. */
function serverPrefix(servers: { url: string }[] | undefined): string {
  const url = servers?.[0]?.url ?? '/';
  return new URL(url, 'http://server.invalid').pathname.replace(/\/+$/, '');
}

/**
 * openapi-pact-comparator matches pact paths against the description's paths plus Swagger 2's
 * `basePath` (or `info.x-opc-config-base-path`); it ignores OpenAPI 3 `servers`. Our description puts
 * the API under `servers: [{ url: /api }]` and overrides it per path for the localization catalogue
 * (`servers: [{ url: / }]`). So the comparison runs on a copy whose path keys carry each path's own
 * server prefix: `/api/users/self/profile/`, but `/{locale}/localization/`.
 */
export function withServerPrefixes(document: Document): Document {
  const top = serverPrefix(document.servers);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const { servers, ...rest } = item as { servers?: { url: string }[] } & Record<string, unknown>;
    const operationServers = Object.values(rest).some((op) => typeof op === 'object' && op !== null && 'servers' in op);
    if (operationServers) throw new Error(`${path}: operation-level servers are not supported by this comparison.`);
    paths[`${servers ? serverPrefix(servers) : top}${path}`] = rest;
  }
  return { ...document, paths };
}

interface Finding {
  type: 'error' | 'warning';
  code: string;
  message: string;
  mockDetails?: {
    interactionDescription?: string | null;
    interactionState?: string | null;
    location: string;
    value: unknown;
  };
  specDetails?: { location: string; pathMethod?: string | null; pathName?: string | null; value: unknown };
}

function describeFinding(finding: Finding): string {
  const mark = finding.type === 'error' ? '✖' : '!';
  const where = finding.mockDetails?.interactionDescription ?? '(the pact)';
  const state = finding.mockDetails?.interactionState ? ` [given ${finding.mockDetails.interactionState}]` : '';
  const lines = [`${mark} ${finding.type} ${finding.code}: "${where}"${state}`, `    ${finding.message}`];
  if (finding.mockDetails?.location)
    lines.push(`    pact: ${finding.mockDetails.location} = ${JSON.stringify(finding.mockDetails.value)}`);
  if (finding.specDetails?.location) lines.push(`    description: ${finding.specDetails.location}`);
  return lines.join('\n');
}

async function compareWithDescription(files: string[]): Promise<boolean> {
  heading('Pacts against openapi/enterprise-api.yaml (openapi-pact-comparator)');
  const document = withServerPrefixes(parseYaml(readFileSync(DESCRIPTION, 'utf8')) as Document);
  // The comparator's types name openapi-types documents, which this project does not install.
  const comparator = new Comparator(document as unknown as ConstructorParameters<typeof Comparator>[0]);
  let errors = 0;
  for (const file of files) {
    const findings: Finding[] = [];
    const pact = JSON.parse(readFileSync(file, 'utf8')) as Parameters<Comparator['compare']>[0];
    for await (const result of comparator.compare(pact)) findings.push(result as Finding);
    const fileErrors = findings.filter((f) => f.type === 'error').length;
    errors += fileErrors;
    const warnings = findings.length - fileErrors;
    console.log(
      `${fileErrors ? '✖' : '✓'} ${relative(ROOT, file)}: ${interactionsOf(file).length} interactions, ${fileErrors} errors, ${warnings} warnings`,
    );
    for (const finding of findings) console.log(describeFinding(finding));
  }
  return errors === 0;
}

// ───────────────────────────── 4: verification ─────────────────────────────

type RequestFilter = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Replaces a fixture bearer token by the provider's real one, where a variable gives it. */
export function tokenMappingFilter(
  env: NodeJS.ProcessEnv = process.env,
): { filter: RequestFilter; mapped: string[] } | null {
  const mapping = new Map<string, string>();
  for (const [fixture, variable] of Object.entries(TOKEN_VARIABLES)) {
    const real = env[variable];
    if (real) mapping.set(bearer(fixture), bearer(real));
  }
  if (mapping.size === 0) return null;
  const filter: RequestFilter = (req, _res, next) => {
    const replacement = mapping.get(req.headers.authorization ?? '');
    if (replacement) req.headers.authorization = replacement;
    next();
  };
  return {
    filter,
    mapped: Object.entries(TOKEN_VARIABLES)
      .filter(([, v]) => env[v])
      .map(([fixture, v]) => `${fixture} → $${v}`),
  };
}

interface VerificationJson {
  result?: boolean;
  errors?: { interaction?: string; mismatch?: unknown }[];
  pendingErrors?: { interaction?: string; mismatch?: unknown }[];
}

function parseVerification(text: unknown): VerificationJson | null {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as VerificationJson;
  } catch {
    return null;
  }
}

async function verify(files: string[], providerBaseUrl: string, statesUrl: string | undefined): Promise<Tally> {
  heading(`Verification against ${providerBaseUrl}`);
  const total = files.reduce((sum, file) => sum + interactionsOf(file).length, 0);
  if (!statesUrl) console.warn('! No provider-states URL: interactions are replayed without setting up their states.');
  const tokens = tokenMappingFilter();
  if (tokens) console.log(`Bearer tokens mapped: ${tokens.mapped.join(', ')}`);
  const options: VerifierOptions = {
    provider: 'enterprise-api',
    providerBaseUrl,
    pactUrls: files,
    logLevel: 'warn',
    ...(statesUrl ? { providerStatesSetupUrl: statesUrl } : {}),
    ...(tokens ? { requestFilter: tokens.filter as NonNullable<VerifierOptions['requestFilter']> } : {}),
  };
  let output: VerificationJson | null;
  try {
    output = parseVerification(await new Verifier(options).verifyProvider());
  } catch (error) {
    output = parseVerification(error instanceof Error ? error.message : error);
    if (!output) {
      console.error('✖ The verifier could not run:', error);
      return { passed: 0, failed: Math.max(total, 1) };
    }
  }
  const failedInteractions = new Set(
    (output?.errors ?? []).map((e) =>
      (e.interaction ?? '(unnamed interaction)').replace(/^Verifying a pact between \S+ and \S+ /, ''),
    ),
  );
  for (const name of failedInteractions) console.error(`✖ verification failed: ${name}`);
  return { passed: total - failedInteractions.size, failed: failedInteractions.size };
}

async function verifyAgainstReferenceApi(files: string[]): Promise<boolean> {
  let running: RunningReferenceApi | null = null;
  try {
    running = await startReferenceApi({ port: 0, testEndpoints: true, strictResponses: true });
    console.log(`\nReference API (scripts/dev-api/) on ${running.url}`);
    const result = await verify(files, running.url, `${running.url}/__test__/provider-states`);
    tally.passed += result.passed;
    tally.failed += result.failed;
    const violations = running.api.responseViolations();
    for (const v of violations) {
      console.error(
        `✖ the reference API answered outside the description: ${v.method} ${v.path} → ${v.status}: ${v.problems.join('; ')}`,
      );
    }
    if (violations.length > 0) tally.failed += 1;
    return result.failed === 0 && violations.length === 0;
  } finally {
    await running?.close();
  }
}

// ───────────────────────────── main ─────────────────────────────

async function main(): Promise<void> {
  const options = readOptions();
  process.env.PACT_DO_NOT_TRACK ??= 'true'; // no usage events from the Pact core (CI and this machine are offline)
  const steps: [string, boolean][] = [];
  if (options.verifyOnly && options.providerBaseUrl) {
    const files = pactFiles();
    if (files.length === 0)
      throw new Error(
        `No pact in ${relative(ROOT, PACT_DIR)}/: run \`npm run test:contracts\` first, or copy the pacts there.`,
      );
    const result = await verify(files, options.providerBaseUrl, options.statesUrl);
    tally.passed += result.passed;
    tally.failed += result.failed;
    steps.push([`verification against ${options.providerBaseUrl}`, result.failed === 0]);
  } else {
    const made = runConsumerTests();
    steps.push(['consumer tests', made]);
    if (made) {
      const files = pactFiles();
      const compared = await compareWithDescription(files);
      steps.push(['pacts against the API description', compared]);
      if (!compared) tally.failed += 1;
      steps.push(['verification against the reference API', await verifyAgainstReferenceApi(files)]);
    } else {
      tally.failed += 1;
    }
  }
  heading('Summary');
  for (const [name, ok] of steps) console.log(`${ok ? '✓' : '✖'} ${name}`);
  console.log(`Contracts: ${tally.passed} passed, ${tally.failed} failed`);
  process.exitCode = steps.every(([, ok]) => ok) ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.log(`Contracts: ${tally.passed} passed, ${Math.max(tally.failed, 1)} failed`);
    process.exitCode = 1;
  });
}
