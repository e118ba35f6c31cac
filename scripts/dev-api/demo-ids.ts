/**
 * The fixed identifiers of the demo data (docs/demo-data.md). Unit, contract and browser tests import
 * them from here instead of copying UUIDs around. This module imports nothing, so any test can use it.
 *
 * Scheme: the first block names the kind (1 enterprise, 2 user, 3 project, 4 project request,
 * 5 deliverable, 6 report), the last block numbers it.
 */
const id = (kind: number, n: number): string => `${kind}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const enterpriseId = (n: number): string => id(1, n);
export const projectId = (n: number): string => id(3, n);
export const projectRequestId = (n: number): string => id(4, n);
export const deliverableId = (n: number): string => id(5, n);
export const reportId = (n: number): string => id(6, n);

export const DEMO_PASSWORD = 'Portal#2026';

/**
 * No demo user has a picture until one is uploaded (docs/demo-data.md): this is a real PNG of 1 × 1 pixel
 * (70 bytes) for the tests that upload one, and for the Pact state that gives admin@acme.test one.
 */
export const DEMO_PICTURE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGOQz9/yHwAENQJCfUyX2wAAAABJRU5ErkJggg==';

export const ENTERPRISE_IDS = {
  acme: enterpriseId(1),
  globex: enterpriseId(2),
  initech: enterpriseId(3),
} as const;

export const USER_IDS = {
  admin: id(2, 1),
  viewer: id(2, 2),
  manager: id(2, 3),
  principal: id(2, 4),
  newcomer: id(2, 5),
  lonely: id(2, 6),
  /** The pending account of the create-password link (`userId=u-create`). */
  created: 'u-create',
} as const;

/** Acme Corp's 25 further members, `member01@acme.test` … `member25@acme.test` (n from 1 to 25). */
export const memberUserId = (n: number): string => id(2, 100 + n);
export const memberEmail = (n: number): string => `member${String(n).padStart(2, '0')}@acme.test`;
export const FURTHER_ACME_MEMBERS = 25;

/** The three named projects of Acme Corp. */
export const NAMED_ITEMS = {
  voiceAssistantPrompts: { projectId: projectId(1), projectRequestId: projectRequestId(1) },
  checkoutFlowTranslation: { projectId: projectId(2), projectRequestId: projectRequestId(2) },
  callQualityStudy: { projectId: null, projectRequestId: projectRequestId(3) },
} as const;

/** Acme's stored but never listed rows: a Deleted project and a CustomerDeleted request. */
export const HIDDEN_ITEMS = {
  deletedProject: projectId(4),
  customerDeletedRequest: projectRequestId(5),
} as const;

/** The report ids of "Voice Assistant Prompts": the project's summary and its first job's detailed report. */
export const VOICE_ASSISTANT_REPORT_IDS = { summary: reportId(1), detailed: reportId(2) } as const;

/** "Voice Assistant Prompts" has 23 deliverables, deliverableId(1..23); this one is Unpublished. */
export const UNPUBLISHED_DELIVERABLE_ID = deliverableId(23);

export const ACCESS_KEY_IDS = {
  ciPipeline: 'AKIAACME000000000001',
  dataExport: 'AKIAACME000000000002',
  staging: 'AKIAACME000000000003',
} as const;

export const PERMISSION_IDS = { readOnly: 'read-only', readWrite: 'read-write' } as const;

/** E-mail link values (docs/demo-data.md "Links from e-mails"). */
export const EMAIL_LINKS = {
  reset: { userId: 'u-reset', code: 'RESET-OK' },
  create: { userId: 'u-create', code: 'CREATE-OK' },
  invitationCode: 'INVITE-OK',
  registerRequestId: 'REQ-OK',
  unsubscribeToken: 'UNSUB-OK',
  takenSandboxEmail: 'taken@acme.test',
} as const;
