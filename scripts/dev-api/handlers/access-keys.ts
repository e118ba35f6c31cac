/** API access keys and their permissions. The secret exists once, in the creation answer; only its hash is kept. */
import { randomBytes } from 'node:crypto';
import { sha256 } from '../seed';
import type { AccessKeyRecord, Schemas } from '../types';
import {
  NOT_A_MEMBER,
  ROLE_NOT_ALLOWED,
  data,
  isPrivileged,
  membershipOf,
  noContent,
  ok,
  problem,
  type HandlerContext,
  type Handlers,
  type Membership,
} from './context';

export const API_DOCUMENTATION_URL = 'https://developer.example.com/api-docs';

/** docs/product-decisions.md: letters (any script), digits, white space and `. , : ; _ - + = @ # & ( ) [ ] ! ?`. */
const ALLOWED_NAME = /^[\p{L}\p{M}\p{Nd}\s.,:;_\-+=@#&()[\]!?]+$/u;
const DUPLICATED = 'DuplicatedAccessKeyName';

const duplicated = () => ({
  ...problem(409, 'Another access key of this enterprise has this name.', { code: DUPLICATED }),
  statusText: DUPLICATED,
});

const keysOf = (context: HandlerContext, enterpriseId: string): AccessKeyRecord[] =>
  data(context).accessKeys.filter((k) => k.enterpriseId === enterpriseId);

const toAccessKey = ({
  accessKeyName,
  accessKeyID,
  permission,
  createdAt,
  lastUsed,
}: AccessKeyRecord): Schemas['AccessKey'] => ({
  accessKeyName,
  accessKeyID,
  permission,
  createdAt,
  lastUsed,
});

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What is wrong with a name and permission, apart from duplicates (those answer 409). */
function keyProblem(context: HandlerContext, name: string, permission: string): string | null {
  if (!ALLOWED_NAME.test(name))
    return 'InvalidCharacters: the name may hold letters, digits, spaces and . , : ; _ - + = @ # & ( ) [ ] ! ?';
  return data(context).permissions.some((p) => p.permissionId === permission)
    ? null
    : `No such permission: ${permission}.`;
}

type Access<S extends number> =
  { ok: true; member: Membership } | { ok: false; result: { status: S | 403; body: Schemas['ApiProblem'] } };

/** Member (else `notMemberStatus`) with a role allowed to manage keys (else 403). */
function keyManager<S extends 403 | 404>(context: HandlerContext, enterpriseId: string, notMemberStatus: S): Access<S> {
  const member = membershipOf(context, enterpriseId);
  if (!member) return { ok: false, result: problem(notMemberStatus, NOT_A_MEMBER) };
  if (!isPrivileged(member.membership.role)) return { ok: false, result: problem(403, ROLE_NOT_ALLOWED) };
  return { ok: true, member };
}

type AccessKeyOperations =
  | 'getPermissions'
  | 'listAccessKeys'
  | 'createAccessKey'
  | 'updateAccessKey'
  | 'deleteAccessKey'
  | 'getAccessKeyById'
  | 'getExternalLinks';

export const accessKeyHandlers: Pick<Handlers, AccessKeyOperations> = {
  getPermissions({ path }, context) {
    const access = keyManager(context, path.enterpriseId, 404);
    return access.ok ? ok({ permissionDescriptors: data(context).permissions.map((p) => ({ ...p })) }) : access.result;
  },

  listAccessKeys({ path }, context) {
    const access = keyManager(context, path.enterpriseId, 404);
    return access.ok ? ok({ keys: keysOf(context, access.member.enterprise.id).map(toAccessKey) }) : access.result;
  },

  createAccessKey({ path, body }, context) {
    // The operation declares no 404: an enterprise the user is not in is forbidden to them.
    const access = keyManager(context, path.enterpriseId, 403);
    if (!access.ok) return access.result;
    const invalid = keyProblem(context, body.accessKeyName, body.permission);
    if (invalid) return problem(400, invalid);
    const enterpriseId = access.member.enterprise.id;
    if (keysOf(context, enterpriseId).some((k) => sameName(k.accessKeyName, body.accessKeyName))) return duplicated();
    const store = data(context);
    store.counters.accessKey += 1;
    const accessKeyID = `AKIANEW${String(store.counters.accessKey).padStart(13, '0')}`;
    const accessKeySecret = randomBytes(30).toString('base64url');
    store.accessKeys.push({
      enterpriseId,
      accessKeyID,
      accessKeyName: body.accessKeyName,
      permission: body.permission,
      createdAt: context.now().toISOString(),
      lastUsed: null,
      secretSha256: sha256(accessKeySecret),
    });
    return { status: 201, body: { accessKeyID, accessKeySecret } };
  },

  updateAccessKey({ path, body }, context) {
    const access = keyManager(context, path.enterpriseId, 404);
    if (!access.ok) return access.result;
    const keys = keysOf(context, access.member.enterprise.id);
    const key = keys.find((k) => k.accessKeyID === body.accessKeyID);
    if (!key) return problem(404, 'No such access key in this enterprise.');
    const invalid = keyProblem(context, body.accessKeyName, body.permission);
    if (invalid) return problem(400, invalid);
    if (keys.some((k) => k !== key && sameName(k.accessKeyName, body.accessKeyName))) return duplicated();
    Object.assign(key, { accessKeyName: body.accessKeyName, permission: body.permission });
    return noContent();
  },

  deleteAccessKey({ path, query }, context) {
    const access = keyManager(context, path.enterpriseId, 404);
    if (!access.ok) return access.result;
    const store = data(context);
    const index = store.accessKeys.findIndex(
      (k) => k.enterpriseId === access.member.enterprise.id && k.accessKeyID === query.accessKeyID,
    );
    if (index < 0) return problem(404, 'No such access key in this enterprise.');
    store.accessKeys.splice(index, 1);
    return noContent();
  },

  getAccessKeyById({ path, body }, context) {
    const access = keyManager(context, path.enterpriseId, 404);
    if (!access.ok) return access.result;
    const key = keysOf(context, access.member.enterprise.id).find((k) => k.accessKeyID === body.accessKeyID);
    return key ? ok(toAccessKey(key)) : problem(404, 'No such access key in this enterprise.');
  },

  getExternalLinks: () => ok({ apiDocumentationUrl: API_DOCUMENTATION_URL }),
};
