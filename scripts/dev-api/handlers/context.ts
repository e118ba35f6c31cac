/**
 * The typed contract between the router and the handlers. Types come from the generated
 * src/api/schema.d.ts, so a handler that returns a status its operation does not declare, or a body
 * of the wrong shape, fails `tsc`; the runtime response validation (app.ts) catches the rest.
 */
import type { operations } from '../../../src/api/schema';
import type { SessionClock } from '../sessions';
import { findMembership, type Store, type StoreData } from '../store';
import { ROLE, type EnterpriseRecord, type MembershipRecord, type Role, type UserRecord } from '../types';

export type OperationId = keyof operations;

type Responses<K extends OperationId> = operations[K]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

/** Every response the description declares for K: `{ status, body }`, body omitted when there is none. */
export type ResultOf<K extends OperationId> = {
  [S in keyof Responses<K>]: JsonOf<Responses<K>[S]> extends undefined
    ? { status: S; body?: undefined; statusText?: string }
    : { status: S; body: JsonOf<Responses<K>[S]>; statusText?: string };
}[keyof Responses<K>];

type BodyOf<K extends OperationId> = operations[K] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : operations[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

/** The request after validation: parameters coerced to their declared types, defaults filled in. */
export interface RequestOf<K extends OperationId> {
  path: OrEmpty<NonNullable<operations[K]['parameters']['path']>>;
  query: OrEmpty<NonNullable<operations[K]['parameters']['query']>>;
  body: BodyOf<K>;
}

export interface HandlerContext {
  store: Store;
  /** The signed-in user for operations with bearer security; null for the others. */
  user: UserRecord | null;
  now: () => Date;
  sessionClock: SessionClock;
  /** The site origin as the client sees it, for absolute URLs (`format: uri`) to same-origin files. */
  origin: string;
  /** A signed, expiring address of a file under /api/__files__/ (files.ts), `query` first; absolute when `origin` is set. */
  fileLink: (path: string, query?: Record<string, string>) => string;
  rawBody: Buffer;
  contentType: string | undefined;
  localizationDir: string;
  countRefreshCall: () => void;
}

export type Handler<K extends OperationId> = (
  request: RequestOf<K>,
  context: HandlerContext,
) => ResultOf<K> | Promise<ResultOf<K>>;
export type Handlers = { [K in OperationId]: Handler<K> };

// ───────────────────────────── helpers ─────────────────────────────

export const problem = <S extends number>(
  status: S,
  message: string,
  extra: { code?: string; errorCode?: number } = {},
) => ({
  status,
  body: { message, ...extra },
});

export const ok = <B>(body: B) => ({ status: 200 as const, body });
export const noContent = () => ({ status: 204 as const });

export function requireUser(context: HandlerContext): UserRecord {
  if (!context.user) throw new Error('A secured operation ran without a signed-in user.');
  return context.user;
}

export const data = (context: HandlerContext): StoreData => context.store.data;

/** Who may submit requests, manage access keys and delete or cancel projects (docs/product-decisions.md). */
const PRIVILEGED_ROLES: readonly Role[] = [ROLE.Admin, ROLE.CustomerSuccess, ROLE.CustomerSuccessPrincipal];
export const isPrivileged = (role: Role): boolean => PRIVILEGED_ROLES.includes(role);

export interface Membership {
  user: UserRecord;
  membership: MembershipRecord;
  enterprise: EnterpriseRecord;
}

/** The signed-in user's membership of the enterprise, or null when they are not a member (or it does not exist). */
export function membershipOf(context: HandlerContext, enterpriseId: string): Membership | null {
  const user = requireUser(context);
  const membership = findMembership(data(context), user.id, enterpriseId);
  const enterprise = data(context).enterprises.find((e) => e.id === enterpriseId.toLowerCase());
  return membership && enterprise ? { user, membership, enterprise } : null;
}

export const NOT_A_MEMBER = 'No such enterprise for this user.';
export const ROLE_NOT_ALLOWED = 'Your role in this enterprise does not allow this action.';
