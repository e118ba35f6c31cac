/** The signed-in user: profile, enterprises, terms, password, photo and cookie preferences. */
import { isValidPicture } from '../../../src/domain/profile-picture';
import { FILES_PREFIX } from '../files';
import { storePhoto, type StoreData, type UploadedFile } from '../store';
import type { Schemas, UserRecord } from '../types';
import { passwordRuleViolation } from './account';
import { data, noContent, ok, problem, requireUser, type Handlers } from './context';

/** The profile carries the first page of the user's enterprises (spec: enterprise list page size 25). */
const PROFILE_ENTERPRISES = 25;

function enterprisesOf(store: StoreData, user: UserRecord): Schemas['Enterprise'][] {
  return store.memberships
    .filter((m) => m.userId === user.id)
    .flatMap((m) => store.enterprises.filter((e) => e.id === m.enterpriseId))
    .map((e) => ({ externalEnterpriseId: e.id, enterpriseName: e.name }));
}

/** The `file` part of a multipart/form-data body, or null. Enough of RFC 7578 for one file field. */
function multipartFile(contentType: string | undefined, raw: Buffer): UploadedFile | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = raw.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, Math.max(headerEnd, 0)).toString('utf8');
    if (headerEnd >= 0 && /name="file"/i.test(headers)) {
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      return { contentType: type, bytes: Buffer.from(part.subarray(headerEnd + 4, part.length - 2)) };
    }
    start = next;
  }
  return null;
}

/** The first bytes of each picture type (PNG: its 8-byte signature; JPEG: the start-of-image marker). */
const PICTURE_SIGNATURES: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};
/** The text of docs/product-decisions.md ("The Settings area") for an invalid picture, as the portal shows it. */
const INVALID_PICTURE = 'The picture must be a PNG or JPEG image of at most 2 MB.';

/**
 * The picture's media type when the part follows the portal's rule (src/domain/profile-picture.ts: a
 * PNG or JPEG of 1 byte to 2 MiB, by the part's content type) and its bytes are what that type says
 * (a renamed text file is refused too); else null.
 */
function pictureType(file: UploadedFile): string | null {
  const type = file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const signature = Object.hasOwn(PICTURE_SIGNATURES, type) ? PICTURE_SIGNATURES[type] : undefined;
  const valid =
    signature !== undefined &&
    isValidPicture({ type, size: file.bytes.length }) &&
    file.bytes.subarray(0, signature.length).equals(signature);
  return valid ? type : null;
}

type UserOperations =
  | 'getProfile'
  | 'getUserEnterprises'
  | 'acceptTerms'
  | 'changePassword'
  | 'getProfilePhoto'
  | 'updateProfilePhoto'
  | 'getCookiePreferences'
  | 'acceptCookies';

export const userHandlers: Pick<Handlers, UserOperations> = {
  getProfile(_request, context) {
    const user = requireUser(context);
    const enterprises = enterprisesOf(data(context), user);
    return ok({
      applicationUserId: user.id,
      userFirstName: user.firstName,
      userLastName: user.lastName,
      email: user.email,
      terms: { privacyAndTerms: user.termsAccepted },
      role: user.role,
      enterprises: enterprises.slice(0, PROFILE_ENTERPRISES),
      totalCount: enterprises.length,
    });
  },

  getUserEnterprises({ query }, context) {
    const term = (query.searchTerm ?? '').trim().toLowerCase();
    const all = enterprisesOf(data(context), requireUser(context)).filter((e) =>
      e.enterpriseName.toLowerCase().includes(term),
    );
    const size = query.numberOfItemsPerPage ?? 25;
    const page = query.pageIndex ?? 0;
    return ok({ enterprises: all.slice(page * size, (page + 1) * size), totalCount: all.length });
  },

  acceptTerms(_request, context) {
    requireUser(context).termsAccepted = true;
    return noContent();
  },

  changePassword({ body }, context) {
    const user = requireUser(context);
    if (user.password !== body.oldPassword) return problem(400, 'Incorrect password.');
    const violation = passwordRuleViolation(body.newPassword, body.confirmPassword);
    if (violation) return problem(400, violation);
    user.password = body.newPassword;
    return noContent();
  },

  /** The picture's signed URL names its version (store.ts storePhoto); relative unless the API has a public origin. */
  getProfilePhoto(_request, context) {
    const user = requireUser(context);
    const photo = data(context).photos.get(user.id);
    const path = `${FILES_PREFIX}photos/${encodeURIComponent(user.id)}`;
    return ok({ url: photo ? context.fileLink(path, { v: String(photo.version) }) : null });
  },

  updateProfilePhoto(_request, context) {
    const user = requireUser(context);
    const file = multipartFile(context.contentType, context.rawBody);
    if (!file) return problem(400, 'Send the picture as the multipart field "file".');
    const type = pictureType(file);
    if (!type) return problem(400, INVALID_PICTURE);
    storePhoto(data(context), user.id, { contentType: type, bytes: file.bytes });
    return noContent();
  },

  getCookiePreferences: (_request, context) => ok({ ...requireUser(context).cookies }),

  acceptCookies({ body }, context) {
    requireUser(context).cookies = {
      essentials: body.essentials,
      googleAnalytics: body.googleAnalytics,
      mouseFlow: body.mouseFlow,
    };
    return noContent();
  },
};
