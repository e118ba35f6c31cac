/**
 * Request and response validation against the API description, with Ajv's JSON Schema 2020-12
 * dialect (the dialect of OpenAPI 3.1). The whole document is registered as the schema `api`, and each
 * check compiles a `$ref` to the JSON pointer of the schema the description gives.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ApiDescription, OperationInfo, ParameterInfo, Pointer } from './description';

const DOCUMENT_ID = 'api';

const escapeSegment = (segment: string): string => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const refTo = (pointer: Pointer): string => `${DOCUMENT_ID}#/${pointer.map(escapeSegment).join('/')}`;

function newAjv(options: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    // Parameters arrive as strings: coerce them to the declared types, and fill declared defaults.
    coerceTypes: options.coerceTypes,
    useDefaults: options.coerceTypes,
  });
  addFormats(ajv);
  return ajv;
}

export type ParameterLocation = 'path' | 'query' | 'header';

export type RequestCheck =
  | {
      ok: true;
      path: Record<string, unknown>;
      query: Record<string, unknown>;
      headers: Record<string, unknown>;
      body: unknown;
    }
  | { ok: false; location: ParameterLocation | 'body'; message: string };

export interface RawRequest {
  pathParams: Record<string, string>;
  searchParams: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  contentType: string | undefined;
  rawBody: Buffer;
}

export interface Validator {
  checkRequest(operation: OperationInfo, request: RawRequest): RequestCheck;
  /** Empty when the response is one the description declares for the operation. */
  checkResponse(operation: OperationInfo, status: number, body: unknown): string[];
}

const describe = (ajv: Ajv2020, errors: ErrorObject[] | null | undefined, dataVar: string): string =>
  ajv.errorsText(errors, { dataVar, separator: '; ' });

export function createValidator(description: ApiDescription): Validator {
  const paramsAjv = newAjv({ coerceTypes: true });
  const strictAjv = newAjv({ coerceTypes: false });
  paramsAjv.addSchema(description.document, DOCUMENT_ID);
  strictAjv.addSchema(description.document, DOCUMENT_ID);
  const cache = new Map<string, ValidateFunction>();

  function compiled(ajv: Ajv2020, key: string, schema: () => object): ValidateFunction {
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(schema());
      cache.set(key, validate);
    }
    return validate;
  }

  function parameterValidator(
    operation: OperationInfo,
    location: ParameterLocation,
    params: ParameterInfo[],
  ): ValidateFunction {
    return compiled(paramsAjv, `${operation.operationId}:${location}`, () => ({
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name, { $ref: refTo(p.schema) }])),
      required: params.filter((p) => p.required).map((p) => p.name),
    }));
  }

  function collect(location: ParameterLocation, params: ParameterInfo[], request: RawRequest): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const p of params) {
      const value =
        location === 'path'
          ? request.pathParams[p.name]
          : location === 'query'
            ? (request.searchParams.get(p.name) ?? undefined)
            : request.headers[p.name.toLowerCase()];
      if (value !== undefined) values[p.name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return values;
  }

  function checkParameters(
    operation: OperationInfo,
    location: ParameterLocation,
    request: RawRequest,
  ): Record<string, unknown> | string {
    const params = operation.parameters.filter((p) => p.in === location);
    const values = collect(location, params, request);
    if (params.length === 0) return values;
    const validate = parameterValidator(operation, location, params);
    return validate(values)
      ? values
      : describe(paramsAjv, validate.errors, location === 'header' ? 'headers' : location);
  }

  function checkBody(
    operation: OperationInfo,
    request: RawRequest,
  ): { ok: true; body: unknown } | { ok: false; message: string } {
    const spec = operation.requestBody;
    if (!spec) return { ok: true, body: undefined };
    if (request.rawBody.length === 0) {
      return spec.required ? { ok: false, message: 'The request body is required.' } : { ok: true, body: undefined };
    }
    const mediaType = (request.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!spec.contentTypes.includes(mediaType)) {
      return {
        ok: false,
        message: `The body must be sent as ${spec.contentTypes.join(' or ')}, not "${mediaType || 'no content type'}".`,
      };
    }
    if (mediaType !== 'application/json' || !spec.jsonSchema) return { ok: true, body: undefined };
    let body: unknown;
    try {
      body = JSON.parse(request.rawBody.toString('utf8'));
    } catch {
      return { ok: false, message: 'The body is not valid JSON.' };
    }
    const pointer = spec.jsonSchema;
    const validate = compiled(strictAjv, `${operation.operationId}:body`, () => ({ $ref: refTo(pointer) }));
    return validate(body) ? { ok: true, body } : { ok: false, message: describe(strictAjv, validate.errors, 'body') };
  }

  function checkRequest(operation: OperationInfo, request: RawRequest): RequestCheck {
    const path = checkParameters(operation, 'path', request);
    if (typeof path === 'string') return { ok: false, location: 'path', message: path };
    const query = checkParameters(operation, 'query', request);
    if (typeof query === 'string') return { ok: false, location: 'query', message: query };
    const headers = checkParameters(operation, 'header', request);
    if (typeof headers === 'string') return { ok: false, location: 'header', message: headers };
    const body = checkBody(operation, request);
    if (!body.ok) return { ok: false, location: 'body', message: body.message };
    return { ok: true, path, query, headers, body: body.body };
  }

  function checkResponse(operation: OperationInfo, status: number, body: unknown): string[] {
    const code = String(status);
    const declaredAs = [code, `${code[0] ?? ''}XX`, 'default'].find((key) => operation.responses.has(key));
    const declared = declaredAs === undefined ? undefined : operation.responses.get(declaredAs);
    if (!declared) {
      return [`status ${status} is not declared (declared: ${[...operation.responses.keys()].join(', ')})`];
    }
    const pointer = declared.jsonSchema;
    if (!pointer) return body === undefined ? [] : [`status ${status} declares no body, but the response has one`];
    if (body === undefined) return [`status ${status} declares a JSON body, but the response has none`];
    const validate = compiled(strictAjv, `${operation.operationId}:response:${declaredAs}`, () => ({
      $ref: refTo(pointer),
    }));
    return validate(body) ? [] : [describe(strictAjv, validate.errors, 'response')];
  }

  return { checkRequest, checkResponse };
}
