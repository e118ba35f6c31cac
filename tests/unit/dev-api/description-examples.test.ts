/**
 * The examples of openapi/enterprise-api.yaml are real: every response example is accepted by the
 * schema of the response it illustrates, and each one below is what the reference API answers for
 * the demo data (docs/demo-data.md) to the request named here. An example may shorten a list
 * (the first rows only); everything else is equal.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { ENTERPRISE_IDS, NAMED_ITEMS, enterpriseId } from '../../../scripts/dev-api/demo-ids';
import { loadApiDescription } from '../../../scripts/dev-api/description';
import { createValidator } from '../../../scripts/dev-api/schema-validation';
import { startTestApi, type TestApi } from '../support/reference-api-harness';

type Json = unknown;
type JsonObject = Record<string, Json>;

interface ExampleCase {
  /** Where the example lives: a response of an operation, or a response of `components.responses`. */
  at: { operationId: string; status: string } | { component: string };
  name: string;
  /** The demo account that makes the call; none for a signed-out call. */
  as?: string;
  method: string;
  path: string;
  body?: unknown;
  status: number;
}

const ACME = ENTERPRISE_IDS.acme;
const VAP = NAMED_ITEMS.voiceAssistantPrompts;
const SEARCH = `/api/enterprises/${ACME}/projects-and-requests/search/`;
const NEWEST_FIRST = { itemsPerPage: 25, pageNumber: 0, sortBy: 'creationDate', sortDirection: 1 };
const ADMIN = 'admin@acme.test';

const EXAMPLE_CASES: ExampleCase[] = [
  {
    at: { operationId: 'getProfile', status: '200' },
    name: 'adaAdmin',
    as: ADMIN,
    method: 'GET',
    path: '/api/users/self/profile/',
    status: 200,
  },
  {
    at: { operationId: 'getUserEnterprises', status: '200' },
    name: 'adaAdmin',
    as: ADMIN,
    method: 'GET',
    path: '/api/users/self/enterprises/?pageIndex=0&numberOfItemsPerPage=25',
    status: 200,
  },
  {
    at: { operationId: 'getMemberSettings', status: '200' },
    name: 'adaAdminInAcme',
    as: ADMIN,
    method: 'GET',
    path: `/api/enterprise/${ACME}/member-settings/`,
    status: 200,
  },
  {
    at: { operationId: 'searchProjectsAndRequests', status: '200' },
    name: 'acmeNewestFirst',
    as: ADMIN,
    method: 'POST',
    path: SEARCH,
    body: NEWEST_FIRST,
    status: 200,
  },
  {
    at: { operationId: 'getProjectOrRequestDetails', status: '200' },
    name: 'translationProject',
    as: ADMIN,
    method: 'GET',
    path: `/api/enterprises/${ACME}/projects-and-requests/${NAMED_ITEMS.checkoutFlowTranslation.projectId}/details/?type=p`,
    status: 200,
  },
  {
    at: { operationId: 'getProjectOrRequestDetails', status: '200' },
    name: 'requestOnly',
    as: ADMIN,
    method: 'GET',
    path: `/api/enterprises/${ACME}/projects-and-requests/${NAMED_ITEMS.callQualityStudy.projectRequestId}/details/?type=pr`,
    status: 200,
  },
  {
    at: { operationId: 'getDeliverables', status: '200' },
    name: 'voiceAssistantPrompts',
    as: ADMIN,
    method: 'GET',
    path: `/api/${ACME}/projects/${VAP.projectId}/deliverables/?pageNumber=0&itemsPerPage=10`,
    status: 200,
  },
  {
    at: { operationId: 'listAccessKeys', status: '200' },
    name: 'acme',
    as: ADMIN,
    method: 'GET',
    path: `/api/${ACME}/authenticationManager/key/`,
    status: 200,
  },
  {
    at: { operationId: 'getPermissions', status: '200' },
    name: 'acme',
    as: ADMIN,
    method: 'GET',
    path: `/api/${ACME}/authenticationManager/permissions/`,
    status: 200,
  },
  {
    at: { component: 'BadRequest' },
    name: 'invalidBody',
    as: ADMIN,
    method: 'POST',
    path: SEARCH,
    body: { ...NEWEST_FIRST, itemsPerPage: 101 },
    status: 400,
  },
  {
    at: { component: 'Unauthorized' },
    name: 'noSession',
    method: 'GET',
    path: '/api/users/self/profile/',
    status: 401,
  },
  {
    at: { component: 'Unauthorized' },
    name: 'wrongCredentials',
    method: 'POST',
    path: '/api/authentication/token/',
    body: { userName: ADMIN, password: 'not-the-password', captchaToken: null, redirectUrl: null },
    status: 401,
  },
  {
    at: { component: 'Forbidden' },
    name: 'viewerRole',
    as: 'viewer@acme.test',
    method: 'GET',
    path: `/api/${ACME}/authenticationManager/key/`,
    status: 403,
  },
  {
    at: { component: 'NotFound' },
    name: 'notAMember',
    as: ADMIN,
    method: 'GET',
    path: `/api/enterprise/${enterpriseId(4)}/member-settings/`,
    status: 404,
  },
  {
    at: { component: 'Conflict' },
    name: 'emailTaken',
    method: 'POST',
    path: '/api/enterprise/invite/',
    body: { FirstName: 'Tess', LastName: 'Taken', CompanyName: 'Taken Ltd', CompanyEmail: 'taken@acme.test' },
    status: 409,
  },
  {
    at: { component: 'DuplicatedAccessKeyName' },
    name: 'duplicatedName',
    as: ADMIN,
    method: 'POST',
    path: `/api/${ACME}/authenticationManager/key/`,
    body: { accessKeyName: 'Staging', permission: 'read-only' },
    status: 409,
  },
];

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const description = loadApiDescription();
const document = description.document;

/** Follows local `$ref`s. */
function resolve(node: Json): Json {
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((at, key) => (isObject(at) ? at[key] : undefined), document);
  }
  return current;
}

/** The examples of a response object's application/json content, by name (`example` is named `example`). */
function examplesOf(response: Json): Map<string, Json> {
  const media = resolve(response);
  const json = isObject(media) && isObject(media.content) ? media.content['application/json'] : undefined;
  const found = new Map<string, Json>();
  if (!isObject(json)) return found;
  if ('example' in json) found.set('example', json.example);
  if (isObject(json.examples)) {
    for (const [name, example] of Object.entries(json.examples)) {
      const resolved = resolve(example);
      if (isObject(resolved)) found.set(name, resolved.value);
    }
  }
  return found;
}

function operationNode(operationId: string): JsonObject {
  const operation = description.operations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the description.`);
  const paths = document.paths as JsonObject;
  return (paths[operation.path] as JsonObject)[operation.method] as JsonObject;
}

function exampleAt(where: ExampleCase['at'], name: string): Json {
  const response =
    'component' in where
      ? ((document.components as JsonObject).responses as JsonObject)[where.component]
      : (operationNode(where.operationId).responses as JsonObject)[where.status];
  const examples = examplesOf(response);
  if (!examples.has(name)) throw new Error(`No example "${name}" at ${JSON.stringify(where)}.`);
  return examples.get(name);
}

/** The real answer with each list cut to the length of the example's list at the same place. */
function shortenedLike(real: Json, example: Json): Json {
  if (Array.isArray(real) && Array.isArray(example)) {
    return real.slice(0, example.length).map((item, i) => shortenedLike(item, example[i]));
  }
  if (isObject(real) && isObject(example)) {
    return Object.fromEntries(Object.entries(real).map(([key, value]) => [key, shortenedLike(value, example[key])]));
  }
  return real;
}

describe('the examples of the API description', () => {
  it('are accepted by the schema of the response they illustrate', () => {
    const validator = createValidator(description);
    const problems: string[] = [];
    let checked = 0;
    for (const operation of description.operations) {
      const responses = operationNode(operation.operationId).responses as JsonObject;
      for (const [status, response] of Object.entries(responses)) {
        for (const [name, example] of examplesOf(response)) {
          checked += 1;
          for (const problem of validator.checkResponse(operation, Number(status), example)) {
            problems.push(`${operation.operationId} ${status} ${name}: ${problem}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(EXAMPLE_CASES.length);
  });

  describe('are what the reference API answers for the demo data', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.closeChecked());

    it.each(
      EXAMPLE_CASES.map(
        (c) =>
          [`${'component' in c.at ? c.at.component : `${c.at.operationId} ${c.at.status}`} "${c.name}"`, c] as const,
      ),
    )('%s', async (_label, example) => {
      api.api.reset();
      const token = example.as ? await api.signIn(example.as) : undefined;
      const answer = await api.call(example.method, example.path, { token, body: example.body });
      expect(answer.status).toBe(example.status);
      const documented = exampleAt(example.at, example.name);
      expect(shortenedLike(answer.body, documented)).toEqual(documented);
    });
  });
});
