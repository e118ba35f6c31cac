/**
 * `/api/__files__/...`: the files the API's links point at (deliverable downloads, project data,
 * job previews, profile pictures). They are outside the validated catalogue: the description gives
 * these addresses only as `url` values (DownloadLink, JobPreview, ProfilePhoto), not as operations.
 *
 * A browser follows these links without the bearer token (a download, a new tab, an `<img>`), so the
 * address itself is the permission, as a storage service's signed links are: each carries an expiry
 * and an HMAC-SHA256 of its path and expiry under a key drawn at random when the API starts. An
 * address without a valid signature, or past its expiry, is refused (403): the ids are sequential.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendProblem } from './http';
import { isVisible, type StoreData } from './store';
import { DELIVERABLE_STATUS } from './types';

export const FILES_PREFIX = '/api/__files__/';

/** A link lives at least this long… */
export const FILE_LINK_LIFETIME_SECONDS = 15 * 60;
/** …and its expiry is rounded up to this step, so one file's address stays the same for that long (a picture is not loaded again each time its address is asked for). */
export const FILE_LINK_STEP_SECONDS = 5 * 60;

export interface FileLinks {
  /** `path` (already encoded) with `query` first, then its expiry and signature. */
  sign(path: string, query?: Record<string, string>): string;
  /** Whether the request's path carries a valid, unexpired signature. */
  verify(url: URL): { ok: true } | { ok: false; message: string };
}

export function createFileLinks(now: () => Date, key: Buffer = randomBytes(32)): FileLinks {
  const signature = (path: string, expires: string): Buffer =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest();
  return {
    sign(path, query = {}) {
      const seconds = Math.floor(now().getTime() / 1000) + FILE_LINK_LIFETIME_SECONDS;
      const expires = String(Math.ceil(seconds / FILE_LINK_STEP_SECONDS) * FILE_LINK_STEP_SECONDS);
      const search = new URLSearchParams({
        ...query,
        expires,
        signature: signature(path, expires).toString('base64url'),
      });
      return `${path}?${search}`;
    },
    verify(url) {
      const expires = url.searchParams.get('expires') ?? '';
      const given = Buffer.from(url.searchParams.get('signature') ?? '', 'base64url');
      const expected = signature(url.pathname, expires);
      if (!/^\d{1,12}$/.test(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, message: 'The file address is not signed, or not by this API.' };
      }
      if (Number(expires) * 1000 <= now().getTime()) return { ok: false, message: 'The file address has expired.' };
      return { ok: true };
    },
  };
}

interface FileAnswer {
  contentType: string;
  disposition: 'attachment' | 'inline';
  fileName: string;
  body: Buffer;
}

const text = (content: string): Buffer => Buffer.from(content, 'utf8');
const SAFE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function deliverableFile(data: StoreData, id: string): FileAnswer | null {
  for (const item of data.items.filter(isVisible)) {
    const deliverable = item.project?.deliverables.find((d) => d.deliverableId === id);
    if (deliverable?.deliverableStatus === DELIVERABLE_STATUS.Published) {
      return {
        contentType: 'application/octet-stream',
        disposition: 'attachment',
        fileName: deliverable.originalFileName,
        body: text(`Demo deliverable ${deliverable.originalFileName} of "${item.name}" (reference API).\n`),
      };
    }
  }
  return null;
}

function projectDataFile(data: StoreData, projectId: string): FileAnswer | null {
  const item = data.items.find((i) => i.projectId === projectId && isVisible(i));
  if (!item) return null;
  const slug = item.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    contentType: 'text/plain; charset=utf-8',
    disposition: 'attachment',
    fileName: `${slug}-data.txt`,
    body: text(`Demo data of "${item.name}".\n`),
  };
}

function previewFile(data: StoreData, jobId: string): FileAnswer | null {
  for (const item of data.items.filter(isVisible)) {
    const job = item.project?.jobs.find((j) => j.externalJobId === jobId);
    if (job) {
      return {
        contentType: 'text/plain; charset=utf-8',
        disposition: 'inline',
        fileName: `${jobId}.txt`,
        body: text(`Preview of ${job.name}.\n`),
      };
    }
  }
  return null;
}

function photoFile(data: StoreData, userId: string): FileAnswer | null {
  const photo = data.photos.get(userId);
  if (!photo) return null;
  // Anything but a plain raster image (an SVG, say) is only offered as a download, never rendered.
  const safe = SAFE_IMAGE_TYPES.has(photo.contentType);
  return {
    contentType: safe ? photo.contentType : 'application/octet-stream',
    disposition: safe ? 'inline' : 'attachment',
    fileName: 'photo',
    body: photo.bytes,
  };
}

const FINDERS: Record<string, (data: StoreData, id: string) => FileAnswer | null> = {
  deliverables: deliverableFile,
  projects: projectDataFile,
  previews: previewFile,
  photos: photoFile,
};

export function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  data: StoreData,
  links: FileLinks,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendProblem(res, 405, 'Files are read with GET.');
  }
  const signed = links.verify(url);
  if (!signed.ok) return sendProblem(res, 403, signed.message);
  const [kind = '', rawId = '', ...rest] = url.pathname.slice(FILES_PREFIX.length).split('/');
  let id = '';
  try {
    id = decodeURIComponent(rawId);
  } catch {
    // An undecodable id names no file.
  }
  const finder = Object.hasOwn(FINDERS, kind) ? FINDERS[kind] : undefined;
  const file = rest.length === 0 && id && finder ? finder(data, id) : null;
  if (!file) return sendProblem(res, 404, 'No such file.');
  res.statusCode = 200;
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', file.body.length);
  res.setHeader('Content-Disposition', `${file.disposition}; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(req.method === 'HEAD' ? undefined : file.body);
}
