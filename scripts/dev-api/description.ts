/**
 * The API description (openapi/enterprise-api.yaml) as a routing catalogue: one entry per
 * path + method, with the JSON pointers of its parameter, body and response schemas. The reference API
 * routes and validates by this catalogue only, so the server cannot serve what the description lacks.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const DEFAULT_DESCRIPTION_PATH = fileURLToPath(new URL('../../openapi/enterprise-api.yaml', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
export type HttpMethod = (typeof METHODS)[number];

type JsonObject = { [key: string]: unknown };
export type Pointer = readonly string[];

export interface ParameterInfo {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** Pointer to the parameter's schema. */
  schema: Pointer;
}

export interface ResponseInfo {
  /** Pointer to the application/json schema, or null when the response has no body. */
  jsonSchema: Pointer | null;
}

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** The path as the description writes it, e.g. `/{enterpriseId}/projects/`. */
  path: string;
  /** The server URL the path sits under, without a trailing slash: `/api`, or `` for the site origin. */
  prefix: string;
  segments: Array<{ literal: string } | { param: string }>;
  secured: boolean;
  parameters: ParameterInfo[];
  requestBody: { required: boolean; contentTypes: string[]; jsonSchema: Pointer | null } | null;
  /** By status code as written in the description ('200', '4XX', 'default'). */
  responses: Map<string, ResponseInfo>;
}

export interface ApiDescription {
  document: JsonObject;
  operations: OperationInfo[];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function at(document: JsonObject, pointer: Pointer): unknown {
  let node: unknown = document;
  for (const key of pointer) node = isObject(node) || Array.isArray(node) ? (node as JsonObject)[key] : undefined;
  return node;
}

/** Follows a local `$ref` (one hop at a time) to the object and the pointer where it lives. */
function deref(document: JsonObject, pointer: Pointer): { node: JsonObject; pointer: Pointer } {
  let current = pointer;
  for (let hops = 0; hops < 10; hops += 1) {
    const node = at(document, current);
    if (!isObject(node)) throw new Error(`The API description has nothing at #/${current.join('/')}`);
    const ref = node.$ref;
    if (typeof ref !== 'string') return { node, pointer: current };
    if (!ref.startsWith('#/')) throw new Error(`Only local $ref are supported, found ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  throw new Error(`Too many $ref hops at #/${pointer.join('/')}`);
}

function serverPrefix(...candidates: unknown[]): string {
  for (const servers of candidates) {
    if (Array.isArray(servers) && isObject(servers[0]) && typeof servers[0].url === 'string') {
      return servers[0].url.replace(/\/+$/, '');
    }
  }
  return '';
}

function parametersOf(document: JsonObject, pointers: Pointer[]): ParameterInfo[] {
  const byKey = new Map<string, ParameterInfo>();
  for (const pointer of pointers) {
    const { node, pointer: where } = deref(document, pointer);
    const location = node.in as ParameterInfo['in'];
    const name = String(node.name);
    // Header names are case-insensitive; Node gives them in lower case.
    const key = `${location}:${location === 'header' ? name.toLowerCase() : name}`;
    byKey.set(key, { name, in: location, required: node.required === true, schema: [...where, 'schema'] });
  }
  return [...byKey.values()];
}

function listPointers(document: JsonObject, pointer: Pointer): Pointer[] {
  const list = at(document, pointer);
  return Array.isArray(list) ? list.map((_, i) => [...pointer, String(i)]) : [];
}

function requestBodyOf(document: JsonObject, opPointer: Pointer): OperationInfo['requestBody'] {
  if (at(document, [...opPointer, 'requestBody']) === undefined) return null;
  const { node, pointer } = deref(document, [...opPointer, 'requestBody']);
  const content = isObject(node.content) ? node.content : {};
  const contentTypes = Object.keys(content);
  return {
    required: node.required === true,
    contentTypes,
    jsonSchema: 'application/json' in content ? [...pointer, 'content', 'application/json', 'schema'] : null,
  };
}

function responsesOf(document: JsonObject, opPointer: Pointer): Map<string, ResponseInfo> {
  const responses = new Map<string, ResponseInfo>();
  const declared = at(document, [...opPointer, 'responses']);
  for (const status of Object.keys(isObject(declared) ? declared : {})) {
    const { node, pointer } = deref(document, [...opPointer, 'responses', status]);
    const content = isObject(node.content) ? node.content : {};
    responses.set(status, {
      jsonSchema: 'application/json' in content ? [...pointer, 'content', 'application/json', 'schema'] : null,
    });
  }
  return responses;
}

function segmentsOf(path: string): OperationInfo['segments'] {
  return path.split('/').map((segment) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    return param ? { param } : { literal: segment };
  });
}

export function loadApiDescription(path: string = DEFAULT_DESCRIPTION_PATH): ApiDescription {
  const document = parse(readFileSync(path, 'utf8')) as JsonObject;
  const operations: OperationInfo[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [apiPath, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const opPointer = ['paths', apiPath, method];
      const security = op.security ?? document.security;
      operations.push({
        operationId: String(op.operationId),
        method,
        path: apiPath,
        prefix: serverPrefix(op.servers, item.servers, document.servers),
        segments: segmentsOf(apiPath),
        secured: Array.isArray(security) && security.length > 0,
        parameters: parametersOf(document, [
          ...listPointers(document, ['paths', apiPath, 'parameters']),
          ...listPointers(document, [...opPointer, 'parameters']),
        ]),
        requestBody: requestBodyOf(document, opPointer),
        responses: responsesOf(document, opPointer),
      });
    }
  }
  return { document, operations };
}

// ───────────────────────────── routing ─────────────────────────────

export type RouteMatch =
  | { kind: 'operation'; operation: OperationInfo; pathParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'none' };

function matchSegments(operation: OperationInfo, parts: string[]): Record<string, string> | null {
  if (parts.length !== operation.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of operation.segments.entries()) {
    const part = parts[i] ?? '';
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
    } else {
      if (part === '') return null;
      try {
        params[segment.param] = decodeURIComponent(part);
      } catch {
        return null;
      }
    }
  }
  return params;
}

/** Literal segments win over parameters, from the left: `/x/project-request/translation/` beats `/x/project-request/{id}/`. */
const specificity = (operation: OperationInfo): string =>
  operation.segments.map((s) => ('literal' in s ? '0' : '1')).join('');

export function matchRoute(operations: OperationInfo[], method: string, pathname: string): RouteMatch {
  const candidates: Array<{ operation: OperationInfo; pathParams: Record<string, string> }> = [];
  for (const operation of operations) {
    if (operation.prefix !== '' && !pathname.startsWith(`${operation.prefix}/`)) continue;
    const pathParams = matchSegments(operation, pathname.slice(operation.prefix.length).split('/'));
    if (pathParams) candidates.push({ operation, pathParams });
  }
  if (candidates.length === 0) return { kind: 'none' };
  const wanted = method.toLowerCase();
  const withMethod = candidates.filter((c) => c.operation.method === wanted);
  if (withMethod.length === 0) {
    return { kind: 'method-not-allowed', allow: [...new Set(candidates.map((c) => c.operation.method.toUpperCase()))] };
  }
  withMethod.sort((a, b) => specificity(a.operation).localeCompare(specificity(b.operation)));
  const best = withMethod[0];
  return best ? { kind: 'operation', ...best } : { kind: 'none' };
}
