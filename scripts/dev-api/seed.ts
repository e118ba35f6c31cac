/**
 * The demo data of docs/demo-data.md, built deterministically: fixed ids (demo-ids.ts), fixed dates,
 * and loops where many rows are asked for. `buildSeed()` is pure; the store clones its result.
 */
import { createHash } from 'node:crypto';
import {
  ACCESS_KEY_IDS,
  DEMO_PASSWORD,
  ENTERPRISE_IDS,
  FURTHER_ACME_MEMBERS,
  HIDDEN_ITEMS,
  NAMED_ITEMS,
  PERMISSION_IDS,
  UNPUBLISHED_DELIVERABLE_ID,
  USER_IDS,
  VOICE_ASSISTANT_REPORT_IDS,
  deliverableId,
  enterpriseId,
  memberEmail,
  memberUserId,
  projectId,
  projectRequestId,
  reportId,
} from './demo-ids';
import {
  DELIVERABLE_STATUS,
  PROJECT_STATUS,
  REQUEST_STATUS,
  REQUEST_TYPE,
  ROLE,
  type AccessKeyRecord,
  type EnterpriseRecord,
  type ItemRecord,
  type JobRecord,
  type MembershipRecord,
  type ProjectPart,
  type ProjectStatus,
  type RequestPart,
  type RequestType,
  type Role,
  type Schemas,
  type SeedData,
  type UserRecord,
} from './types';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();
const isoDate = (ms: number): string => iso(ms).slice(0, 10);
const utc = (y: number, m: number, d: number, h = 0, min = 0): number => Date.UTC(y, m - 1, d, h, min);

// ───────────────────────────── accounts and enterprises ─────────────────────────────

const NO_COOKIES: Schemas['StoredCookiePreferences'] = { essentials: null, googleAnalytics: null, mouseFlow: null };

function user(
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  role: Role,
  termsAccepted = true,
): UserRecord {
  return {
    id,
    email,
    firstName,
    lastName,
    role,
    password: DEMO_PASSWORD,
    termsAccepted,
    cookies: { ...NO_COOKIES },
  };
}

function buildUsers(): UserRecord[] {
  return [
    user(USER_IDS.admin, 'admin@acme.test', 'Ada', 'Admin', ROLE.Admin),
    user(USER_IDS.viewer, 'viewer@acme.test', 'Victor', 'Viewer', ROLE.Viewer),
    user(USER_IDS.manager, 'manager@acme.test', 'Mia', 'Manager', ROLE.CustomerSuccess),
    user(USER_IDS.principal, 'principal@acme.test', 'Paula', 'Principal', ROLE.CustomerSuccessPrincipal),
    user(USER_IDS.newcomer, 'newcomer@acme.test', 'Nora', 'Newcomer', ROLE.Admin, false),
    user(USER_IDS.lonely, 'lonely@acme.test', 'Leo', 'Lonely', ROLE.Viewer),
    // The create-password link's account: it cannot sign in until the link sets its password.
    { ...user(USER_IDS.created, 'created@acme.test', 'Cody', 'Created', ROLE.Viewer, false), password: null },
    ...FURTHER_MEMBER_NAMES.map(([firstName, lastName], i) =>
      user(memberUserId(i + 1), memberEmail(i + 1), firstName, lastName, furtherMemberRole(i + 1)),
    ),
  ];
}

/**
 * Acme Corp's members beyond the named accounts (docs/demo-data.md: 30 members in all, so the member list
 * has two pages of 25): member01 … member25, every fifth an Admin, the others Viewers.
 */
const FURTHER_MEMBER_NAMES: readonly (readonly [string, string])[] = [
  ['Aaron', 'Abbott'],
  ['Beatriz', 'Barros'],
  ['Chen', 'Cao'],
  ['Dalia', 'Duarte'],
  ['Erik', 'Eklund'],
  ['Fatima', 'Farouk'],
  ['Gustavo', 'Gomes'],
  ['Hana', 'Hayashi'],
  ['Ivan', 'Ilic'],
  ['Julia', 'Jansen'],
  ['Kofi', 'Kuffour'],
  ['Lena', 'Lindqvist'],
  ['Mateo', 'Morales'],
  ['Nadia', 'Novak'],
  ['Omar', 'Osman'],
  ['Priya', 'Patel'],
  ['Quentin', 'Quinn'],
  ['Rosa', 'Rinaldi'],
  ['Sven', 'Svensson'],
  ['Tara', 'Thompson'],
  ['Umar', 'Usman'],
  ['Vera', 'Volkova'],
  ['Wei', 'Wang'],
  ['Ximena', 'Xavier'],
  ['Yusuf', 'Yilmaz'],
];
const furtherMemberRole = (n: number): Role => (n % 5 === 0 ? ROLE.Admin : ROLE.Viewer);

/** Manager has 30 enterprises: Acme Corp, Globex, Initech and these 27. */
const MORE_ENTERPRISE_NAMES = [
  'Umbrella Corp',
  'Stark Industries',
  'Wayne Enterprises',
  'Hooli',
  'Soylent',
  'Wonka Industries',
  'Tyrell Corp',
  'Cyberdyne Systems',
  'Vandelay Industries',
  'Dunder Mifflin',
  'Pied Piper',
  'Massive Dynamic',
  'Oscorp',
  'Aperture Science',
  'Black Mesa',
  'Monsters Inc',
  'Nakatomi Trading',
  'Weyland-Yutani',
  'Virtucon',
  'Bluth Company',
  'Prestige Worldwide',
  'Sterling Cooper',
  'Los Pollos Hermanos',
  'Krusty Krab',
  'Duff Beer',
  'Spacely Sprockets',
  'Cogswell Cogs',
] as const;

const MIA: Schemas['Manager'] = { firstName: 'Mia', lastName: 'Manager', email: 'manager@acme.test' };
const PAULA: Schemas['Manager'] = { firstName: 'Paula', lastName: 'Principal', email: 'principal@acme.test' };

/**
 * An enterprise with the defaults every demo enterprise shares; `details` gives what docs/demo-data.md
 * names for one (Acme Corp's settings, contact and managers; a principal manager, which only Acme
 * Corp and Globex have).
 */
function enterprise(
  id: string,
  name: string,
  ownerUserId: string | null,
  countryCode: string,
  currency: string,
  details: Partial<Pick<EnterpriseRecord, 'settings' | 'billingContact' | 'principalManager' | 'managers'>> = {},
): EnterpriseRecord {
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.test`;
  return {
    id,
    name,
    ownerUserId,
    settings: { apiNotifications: true, projectNotifications: true },
    billingInformation: {
      companyName: name,
      countryCode,
      vatNumber: countryCode === 'US' ? null : `${countryCode}123456789`,
      currency,
    },
    billingContact: { name: 'Accounts Payable', email: `billing@${domain}`, phone: '+1 555 0100' },
    principalManager: null,
    managers: [MIA],
    ...details,
  };
}

function buildEnterprises(): EnterpriseRecord[] {
  return [
    enterprise(ENTERPRISE_IDS.acme, 'Acme Corp', USER_IDS.admin, 'US', 'USD', {
      settings: { apiNotifications: true, projectNotifications: false },
      billingContact: { name: 'Accounts Payable', email: 'billing@acme.test', phone: '+1 555 0100' },
      principalManager: PAULA,
      managers: [MIA, PAULA],
    }),
    enterprise(ENTERPRISE_IDS.globex, 'Globex', USER_IDS.admin, 'DE', 'EUR', { principalManager: PAULA }),
    // Initech has no principal manager: the demo of "no principal" (getPrincipalManager answers 404).
    enterprise(ENTERPRISE_IDS.initech, 'Initech', USER_IDS.admin, 'GB', 'GBP'),
    ...MORE_ENTERPRISE_NAMES.map((name, i) => enterprise(enterpriseId(i + 4), name, null, 'US', 'USD')),
  ];
}

function buildMemberships(users: UserRecord[], enterprises: EnterpriseRecord[]): MembershipRecord[] {
  const roleOf = (userId: string): Role => users.find((u) => u.id === userId)?.role ?? ROLE.Viewer;
  const member = (userId: string, enterpriseIds: string[]): MembershipRecord[] =>
    enterpriseIds.map((eid) => ({ userId, enterpriseId: eid, role: roleOf(userId) }));
  const { acme, globex, initech } = ENTERPRISE_IDS;
  return [
    ...member(USER_IDS.admin, [acme, globex, initech]),
    ...member(USER_IDS.viewer, [acme]),
    ...member(
      USER_IDS.manager,
      enterprises.map((e) => e.id),
    ),
    ...member(USER_IDS.principal, [acme]),
    ...member(USER_IDS.newcomer, [acme]),
    ...Array.from({ length: FURTHER_ACME_MEMBERS }, (_, i) => member(memberUserId(i + 1), [acme])).flat(),
  ];
}

// ───────────────────────────── projects and requests ─────────────────────────────

const JOB_TYPE_CODE: Record<RequestType, string> = {
  0: 'OTHER',
  1: 'TRANSLATION',
  2: 'SCRIPTED_SPEECH',
  3: 'QUALITY_OF_EXPERIENCE',
};

/** One job per language; its preview is served by the reference API (app.ts, `__files__`). */
function jobs(itemNo: number, requestType: RequestType, languages: string[], label: string): JobRecord[] {
  return languages.map((languageCode, i) => {
    const externalJobId = `job-${itemNo}-${i + 1}`;
    return {
      name: `${label} (${languageCode})`,
      configurations: ['standard'],
      languageCode,
      jobReportIds: [],
      jobTypeCode: JOB_TYPE_CODE[requestType],
      externalJobId,
      previewPath: `/api/__files__/previews/${externalJobId}`,
    };
  });
}

interface ProjectInput {
  status: ProjectStatus;
  progress: number | null;
  startDate: string | null;
  jobs: JobRecord[];
  projectReportIds?: string[];
  projectReportType?: Schemas['ReportType'] | null;
  deliverables?: Schemas['Deliverable'][];
}

function projectPart(input: ProjectInput): ProjectPart {
  const projectReportIds = input.projectReportIds ?? [];
  const reportType = input.projectReportType ?? (projectReportIds.length > 0 ? 1 : null);
  return {
    status: input.status,
    workflowStatus: input.status,
    progress: input.progress,
    startDate: input.startDate,
    jobs: input.jobs,
    projectReportIds,
    reportConfiguration: {
      reportType,
      jobsReportsConfiguration: input.jobs.map((job) => ({
        externalJobId: job.externalJobId,
        reportType: job.jobReportIds.length > 0 ? 2 : reportType === null ? null : 0,
      })),
    },
    deliverables: input.deliverables ?? [],
  };
}

function deliverable(
  id: string,
  originalFileName: string,
  isPartial: boolean,
  createdMs: number,
  downloadCount: number,
  deliverableStatus: Schemas['DeliverableStatus'] = DELIVERABLE_STATUS.Published,
): Schemas['Deliverable'] {
  const resultType = (originalFileName.split('.').pop() ?? 'zip').toUpperCase();
  return {
    deliverableId: id,
    originalFileName,
    isPartial,
    resultType,
    createdTimestamp: iso(createdMs),
    downloadCount,
    deliverableStatus,
  };
}

function translationParameters(source: string, target: string, n: number): Schemas['ProjectRequestParameters'] {
  const sentences = n % 5 === 0;
  return {
    SourceLanguage: source,
    TargetLanguage: target,
    TwoTranslations: n % 2 === 0,
    ContentCategory: (n % 13) as Schemas['ContentCategory'],
    ProjectSize: sentences ? 50 + n * 10 : 500 + n * 250,
    ProjectSizeType: sentences ? 1 : 0,
  };
}

function scriptedSpeechParameters(n: number): Schemas['ProjectRequestParameters'] {
  const hourBased = n % 2 === 1;
  return {
    ProjectScriptedSpeechDetailsType: hourBased ? 'HourBased' : 'PromptBased',
    NumberOfSpeechHours: hourBased ? 50 + n : null,
    NumberOfPrompts: hourBased ? null : 20 + n,
    NumberOfRecordingsPerPrompt: hourBased ? null : 50,
    Notes: n % 3 === 0 ? 'Quiet rooms only, no background music.' : null,
  };
}

function qualityParameters(n: number): Schemas['ProjectRequestParameters'] {
  const inputDataType = (n % 4) as Schemas['InputDataType'];
  return {
    ProjectSize: 500 + n * 10,
    ContributorsPerInputDataUnit: 15,
    MinimumUniqueContributors: 30,
    Stimulus: [{ InputDataType: inputDataType, AverageLength: inputDataType < 2 ? 5 : null }],
    Questions: [{ QuestionType: 1, ScaleSize: 5 }],
    Notes: null,
  };
}

// ── the named rows ──

function voiceAssistantDeliverables(): Schemas['Deliverable'][] {
  const languages = ['en-us', 'en-gb', 'de-de'] as const;
  const list: Schemas['Deliverable'][] = [];
  for (let i = 1; i <= 23; i += 1) {
    const lang = languages[(i - 1) % 3] ?? 'en-us';
    const isPartial = i <= 20;
    const batch = String(Math.ceil(i / 3)).padStart(2, '0');
    const file = isPartial
      ? `voice-assistant-prompts_${lang}_batch-${batch}.${i % 2 === 0 ? 'json' : 'csv'}`
      : `voice-assistant-prompts_${lang}_complete.zip`;
    const id = deliverableId(i);
    const unpublished = id === UNPUBLISHED_DELIVERABLE_ID;
    list.push(
      deliverable(
        id,
        file,
        isPartial,
        utc(2025, 3, 20, 10) + i * 2 * DAY_MS + i * HOUR_MS,
        unpublished ? 0 : (i * 7) % 13,
        unpublished ? DELIVERABLE_STATUS.Unpublished : DELIVERABLE_STATUS.Published,
      ),
    );
  }
  return list;
}

function voiceAssistantPrompts(): ItemRecord {
  const languages = ['en-us', 'en-gb', 'de-de'];
  const projectJobs = jobs(1, REQUEST_TYPE.ScriptedSpeech, languages, 'Voice Assistant Prompts');
  const firstJob = projectJobs[0];
  if (firstJob) firstJob.jobReportIds = [VOICE_ASSISTANT_REPORT_IDS.detailed];
  const project = projectPart({
    status: PROJECT_STATUS.Completed,
    progress: 1,
    startDate: iso(utc(2025, 3, 17, 8)),
    jobs: projectJobs,
    projectReportIds: [VOICE_ASSISTANT_REPORT_IDS.summary],
    deliverables: voiceAssistantDeliverables(),
  });
  // Two reports configured: the project's summary, job 1's detailed report; job 2 None, job 3 unset.
  const third = project.reportConfiguration.jobsReportsConfiguration[2];
  if (third) third.reportType = null;
  return {
    enterpriseId: ENTERPRISE_IDS.acme,
    ...NAMED_ITEMS.voiceAssistantPrompts,
    name: 'Voice Assistant Prompts',
    requestType: REQUEST_TYPE.ScriptedSpeech,
    languages,
    creationDate: iso(utc(2025, 3, 10, 9, 30)),
    project,
    request: {
      status: REQUEST_STATUS.ConvertedToProject,
      projectDescription: 'Wake words and commands for the in-car voice assistant.',
      desiredDeliveryDate: '2025-06-30',
      parameters: {
        ProjectScriptedSpeechDetailsType: 'PromptBased',
        NumberOfSpeechHours: null,
        NumberOfPrompts: 500,
        NumberOfRecordingsPerPrompt: 20,
        Notes: 'Speakers aged 18 to 60, half of them in a moving car.',
      },
    },
  };
}

function checkoutFlowTranslation(): ItemRecord {
  const created = utc(2026, 1, 12, 10, 15);
  return {
    enterpriseId: ENTERPRISE_IDS.acme,
    ...NAMED_ITEMS.checkoutFlowTranslation,
    name: 'Checkout Flow Translation',
    requestType: REQUEST_TYPE.Translation,
    languages: ['en-us', 'de-de'],
    creationDate: iso(created),
    project: projectPart({
      status: PROJECT_STATUS.Running,
      progress: 0.42,
      startDate: iso(utc(2026, 1, 19, 8)),
      jobs: jobs(2, REQUEST_TYPE.Translation, ['de-de'], 'Checkout Flow Translation'),
      projectReportIds: [reportId(3)],
      deliverables: [
        deliverable(deliverableId(24), 'checkout-flow_de-de_batch-01.csv', true, utc(2026, 2, 2, 9), 3),
        deliverable(deliverableId(25), 'checkout-flow_de-de_batch-02.csv', true, utc(2026, 2, 16, 9), 1),
      ],
    }),
    request: {
      status: REQUEST_STATUS.ConvertedToProject,
      projectDescription: 'Cart, payment and confirmation screens of the web shop.',
      desiredDeliveryDate: '2026-03-31',
      parameters: {
        SourceLanguage: 'en-us',
        TargetLanguage: 'de-de',
        TwoTranslations: false,
        ContentCategory: 3,
        ProjectSize: 12000,
        ProjectSizeType: 0,
      },
    },
  };
}

function callQualityStudy(): ItemRecord {
  return {
    enterpriseId: ENTERPRISE_IDS.acme,
    ...NAMED_ITEMS.callQualityStudy,
    name: 'Call Quality Study',
    requestType: REQUEST_TYPE.QualityOfExperience,
    languages: ['en-us'],
    creationDate: iso(utc(2026, 2, 2, 14)),
    project: null,
    request: {
      status: REQUEST_STATUS.UnderReview,
      projectDescription: 'Perceived quality of calls over weak mobile networks.',
      desiredDeliveryDate: null,
      parameters: {
        ProjectSize: 1000,
        ContributorsPerInputDataUnit: 15,
        MinimumUniqueContributors: 60,
        Stimulus: [
          { InputDataType: 0, AverageLength: 8 },
          { InputDataType: 1, AverageLength: 12.5 },
        ],
        Questions: [
          { QuestionType: 0, ScaleSize: null },
          { QuestionType: 1, ScaleSize: 5 },
          { QuestionType: 2, ScaleSize: null },
        ],
        Notes: 'Headphones required.',
      },
    },
  };
}

/** Stored, never listed: a Deleted project and a request the customer deleted. */
function hiddenItems(): ItemRecord[] {
  return [
    {
      enterpriseId: ENTERPRISE_IDS.acme,
      projectId: HIDDEN_ITEMS.deletedProject,
      projectRequestId: null,
      name: 'Legacy IVR Recordings',
      requestType: REQUEST_TYPE.ScriptedSpeech,
      languages: ['en-us'],
      creationDate: iso(utc(2025, 2, 3, 11)),
      project: projectPart({ status: PROJECT_STATUS.Deleted, progress: null, startDate: null, jobs: [] }),
      request: null,
    },
    {
      enterpriseId: ENTERPRISE_IDS.acme,
      projectId: null,
      projectRequestId: HIDDEN_ITEMS.customerDeletedRequest,
      name: 'Withdrawn Survey Translation',
      requestType: REQUEST_TYPE.Translation,
      languages: ['en-us', 'fr-fr'],
      creationDate: iso(utc(2025, 4, 14, 15)),
      project: null,
      request: {
        status: REQUEST_STATUS.CustomerDeleted,
        projectDescription: null,
        desiredDeliveryDate: null,
        parameters: translationParameters('en-us', 'fr-fr', 1),
      },
    },
  ];
}

// ── the generated rows ──

const SUBJECTS = [
  'Help Center',
  'Product Catalogue',
  'Onboarding Emails',
  'Smart Speaker',
  'In-Car Commands',
  'Support Chat',
  'Legal Notices',
  'Marketing Site',
  'Mobile App',
  'Game Dialogue',
  'Medical Leaflets',
  'Travel Guides',
  'Banking FAQ',
  'News Podcast',
  'Retail Kiosk',
  'Insurance Claims',
  'Hotel Reviews',
  'Fitness Coach',
  'Recipe Videos',
  'Museum Audio',
] as const;
const TYPE_WORD: Record<1 | 2 | 3, string> = { 1: 'Translation', 2: 'Recordings', 3: 'Quality Rating' };
const PHASE = ['', ' Phase 2', ' Phase 3'] as const;
const LISTED_PROJECT_STATUSES: ProjectStatus[] = [
  PROJECT_STATUS.NotActive,
  PROJECT_STATUS.ProcessingDataUploads,
  PROJECT_STATUS.InsufficientData,
  PROJECT_STATUS.UploadErrors,
  PROJECT_STATUS.UploadSuccessfully,
  PROJECT_STATUS.PreparingProject,
  PROJECT_STATUS.Running,
  PROJECT_STATUS.Paused,
  PROJECT_STATUS.AssessingQuality,
  PROJECT_STATUS.GeneratingResults,
  PROJECT_STATUS.Completed,
  PROJECT_STATUS.Cancelled,
];
const TRANSLATION_TARGETS = ['de-de', 'fr-fr', 'es-es', 'ja-jp', 'it-it', 'pt-br', 'ko-kr', 'zh-cn'] as const;
const SPEECH_LANGUAGES = ['en-us', 'en-gb', 'de-de', 'fr-fr', 'es-es', 'pt-br', 'ja-jp', 'it-it'] as const;
const STATUSES_WITH_REPORTS = new Set<ProjectStatus>([
  PROJECT_STATUS.Running,
  PROJECT_STATUS.Paused,
  PROJECT_STATUS.AssessingQuality,
  PROJECT_STATUS.GeneratingResults,
  PROJECT_STATUS.Completed,
  PROJECT_STATUS.Cancelled,
]);

const GENERATED_ACME_ROWS = 60;
const FIRST_GENERATED_NO = 10;

function generatedLanguages(n: number, type: 1 | 2 | 3): string[] {
  if (type === REQUEST_TYPE.Translation) {
    if (n % 4 === 0) return ['de-de', 'en-us'];
    const count = 1 + (n % 3);
    return [
      'en-us',
      ...Array.from({ length: count }, (_, k) => TRANSLATION_TARGETS[(n + k) % TRANSLATION_TARGETS.length] ?? 'de-de'),
    ];
  }
  const count = 1 + (n % 4);
  return Array.from({ length: count }, (_, k) => SPEECH_LANGUAGES[(n + k) % SPEECH_LANGUAGES.length] ?? 'en-us');
}

function generatedProgress(status: ProjectStatus, n: number): number | null {
  const partial = Math.round(((n * 37) % 90) + 5) / 100;
  switch (status) {
    case PROJECT_STATUS.NotActive:
    case PROJECT_STATUS.InsufficientData:
    case PROJECT_STATUS.UploadErrors:
      return null;
    case PROJECT_STATUS.ProcessingDataUploads:
    case PROJECT_STATUS.UploadSuccessfully:
    case PROJECT_STATUS.PreparingProject:
      return 0;
    case PROJECT_STATUS.GeneratingResults:
      return 0.95;
    case PROJECT_STATUS.Completed:
      return 1;
    default:
      return partial;
  }
}

function generatedDeliverables(
  itemNo: number,
  status: ProjectStatus,
  name: string,
  createdMs: number,
): Schemas['Deliverable'][] {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const at = (days: number): number => createdMs + days * DAY_MS;
  const partial = deliverable(deliverableId(itemNo * 10), `${base}_batch-01.csv`, true, at(20), itemNo % 5);
  if (status === PROJECT_STATUS.Completed) {
    return [partial, deliverable(deliverableId(itemNo * 10 + 1), `${base}_complete.zip`, false, at(40), itemNo % 7)];
  }
  return status === PROJECT_STATUS.Running || status === PROJECT_STATUS.GeneratingResults ? [partial] : [];
}

function generatedRequest(
  n: number,
  type: 1 | 2 | 3,
  languages: string[],
  status: RequestPart['status'],
  createdMs: number,
): RequestPart {
  const parameters =
    type === REQUEST_TYPE.Translation
      ? translationParameters(languages[0] ?? 'en-us', languages[1] ?? 'de-de', n)
      : type === REQUEST_TYPE.ScriptedSpeech
        ? scriptedSpeechParameters(n)
        : qualityParameters(n);
  return {
    status,
    projectDescription:
      n % 4 === 1 ? null : `${TYPE_WORD[type]} for the ${SUBJECTS[n % SUBJECTS.length] ?? 'demo'} team.`,
    desiredDeliveryDate: n % 3 === 0 ? null : isoDate(createdMs + 60 * DAY_MS),
    parameters,
  };
}

/**
 * Row n (0..59): kind cycles both / project only / request only; request type changes every three
 * rows, so every kind meets every type; project rows cycle through every listed project status;
 * request-only rows alternate UnderReview and NotApproved.
 */
function generatedItem(n: number): ItemRecord {
  const itemNo = FIRST_GENERATED_NO + n;
  const kind = (['both', 'project', 'request'] as const)[n % 3] ?? 'both';
  const type = ([1, 2, 3] as const)[Math.floor(n / 3) % 3] ?? 1;
  const name = `${SUBJECTS[n % SUBJECTS.length] ?? 'Demo'} ${TYPE_WORD[type]}${PHASE[Math.floor(n / SUBJECTS.length)] ?? ''}`;
  const languages = generatedLanguages(n, type);
  const createdMs = utc(2025, 1, 6, 9) + n * 9 * DAY_MS + ((n * 5) % 9) * HOUR_MS;
  const projectRowIndex = n - Math.floor((n + 1) / 3);
  const status = LISTED_PROJECT_STATUSES[projectRowIndex % LISTED_PROJECT_STATUSES.length] ?? PROJECT_STATUS.Running;
  const project =
    kind === 'request'
      ? null
      : projectPart({
          status,
          progress: generatedProgress(status, n),
          startDate: status === PROJECT_STATUS.NotActive ? null : iso(createdMs + (5 + (n % 3)) * DAY_MS),
          jobs: jobs(itemNo, type, type === REQUEST_TYPE.Translation ? languages.slice(1) : languages, name),
          projectReportIds: STATUSES_WITH_REPORTS.has(status) ? [reportId(100 + itemNo)] : [],
          deliverables: generatedDeliverables(itemNo, status, name, createdMs),
        });
  const requestOnlyIndex = Math.floor(n / 3);
  const requestStatus =
    kind === 'both'
      ? REQUEST_STATUS.ConvertedToProject
      : requestOnlyIndex % 2 === 0
        ? REQUEST_STATUS.UnderReview
        : REQUEST_STATUS.NotApproved;
  return {
    enterpriseId: ENTERPRISE_IDS.acme,
    projectId: kind === 'request' ? null : projectId(itemNo),
    projectRequestId: kind === 'project' ? null : projectRequestId(itemNo),
    name,
    requestType: type,
    languages,
    creationDate: iso(createdMs),
    project,
    request: kind === 'project' ? null : generatedRequest(n, type, languages, requestStatus, createdMs),
  };
}

function globexItems(): ItemRecord[] {
  const globex = ENTERPRISE_IDS.globex;
  return [
    {
      enterpriseId: globex,
      projectId: projectId(200),
      projectRequestId: projectRequestId(200),
      name: 'Support Bot Translation',
      requestType: REQUEST_TYPE.Translation,
      languages: ['en-us', 'es-es'],
      creationDate: iso(utc(2025, 10, 1, 9)),
      project: projectPart({
        status: PROJECT_STATUS.Running,
        progress: 0.55,
        startDate: iso(utc(2025, 10, 8, 9)),
        jobs: jobs(200, REQUEST_TYPE.Translation, ['es-es'], 'Support Bot Translation'),
        projectReportIds: [reportId(300)],
      }),
      request: generatedRequest(
        7,
        REQUEST_TYPE.Translation,
        ['en-us', 'es-es'],
        REQUEST_STATUS.ConvertedToProject,
        utc(2025, 10, 1, 9),
      ),
    },
    {
      enterpriseId: globex,
      projectId: projectId(201),
      projectRequestId: null,
      name: 'Voice Search Recordings',
      requestType: REQUEST_TYPE.ScriptedSpeech,
      languages: ['de-de'],
      creationDate: iso(utc(2025, 6, 2, 9)),
      project: projectPart({
        status: PROJECT_STATUS.Completed,
        progress: 1,
        startDate: iso(utc(2025, 6, 9, 9)),
        jobs: jobs(201, REQUEST_TYPE.ScriptedSpeech, ['de-de'], 'Voice Search Recordings'),
        projectReportIds: [reportId(301)],
        deliverables: [
          deliverable(deliverableId(2010), 'voice-search_de-de_complete.zip', false, utc(2025, 8, 1, 9), 4),
        ],
      }),
      request: null,
    },
    {
      enterpriseId: globex,
      projectId: projectId(202),
      projectRequestId: null,
      name: 'Ad Quality Panel',
      requestType: REQUEST_TYPE.QualityOfExperience,
      languages: ['en-gb'],
      creationDate: iso(utc(2026, 3, 3, 9)),
      project: projectPart({
        status: PROJECT_STATUS.NotActive,
        progress: null,
        startDate: null,
        jobs: jobs(202, REQUEST_TYPE.QualityOfExperience, ['en-gb'], 'Ad Quality Panel'),
      }),
      request: null,
    },
  ];
}

function buildItems(): ItemRecord[] {
  return [
    voiceAssistantPrompts(),
    checkoutFlowTranslation(),
    callQualityStudy(),
    ...hiddenItems(),
    ...Array.from({ length: GENERATED_ACME_ROWS }, (_, n) => generatedItem(n)),
    ...globexItems(),
  ];
}

// ───────────────────────────── access keys and reference lists ─────────────────────────────

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function buildAccessKeys(): AccessKeyRecord[] {
  const key = (
    accessKeyID: string,
    accessKeyName: string,
    permission: string,
    createdMs: number,
    lastUsedMs: number | null,
  ): AccessKeyRecord => ({
    enterpriseId: ENTERPRISE_IDS.acme,
    accessKeyID,
    accessKeyName,
    permission,
    createdAt: iso(createdMs),
    lastUsed: lastUsedMs === null ? null : iso(lastUsedMs),
    secretSha256: sha256(`seed-secret-${accessKeyID}`),
  });
  return [
    key(
      ACCESS_KEY_IDS.ciPipeline,
      'CI pipeline',
      PERMISSION_IDS.readWrite,
      utc(2025, 5, 4, 8, 12),
      utc(2026, 2, 10, 6, 30),
    ),
    key(
      ACCESS_KEY_IDS.dataExport,
      'Data export',
      PERMISSION_IDS.readOnly,
      utc(2025, 9, 15, 13, 45),
      utc(2026, 1, 28, 22, 5),
    ),
    key(ACCESS_KEY_IDS.staging, 'Staging', PERMISSION_IDS.readWrite, utc(2026, 1, 5, 10), null),
  ];
}

/** Title and subtitle keys are message ids of the localization catalogue. */
const PERMISSIONS: Schemas['PermissionDescriptor'][] = [
  {
    permissionId: PERMISSION_IDS.readOnly,
    permissionTitleResourceKey: 'AccessKeyPermissionReadOnlyTitle',
    permissionSubTitleResourceKey: 'AccessKeyPermissionReadOnlySubtitle',
  },
  {
    permissionId: PERMISSION_IDS.readWrite,
    permissionTitleResourceKey: 'AccessKeyPermissionReadWriteTitle',
    permissionSubTitleResourceKey: 'AccessKeyPermissionReadWriteSubtitle',
  },
];

const LANGUAGES: Schemas['Language'][] = [
  ['ar-ae', 'Arabic', 'United Arab Emirates'],
  ['de-de', 'German', 'Germany'],
  ['en-gb', 'English', 'United Kingdom'],
  ['en-us', 'English', 'United States'],
  ['es-es', 'Spanish', 'Spain'],
  ['fr-fr', 'French', 'France'],
  ['hi-in', 'Hindi', 'India'],
  ['it-it', 'Italian', 'Italy'],
  ['ja-jp', 'Japanese', 'Japan'],
  ['ko-kr', 'Korean', 'South Korea'],
  ['nl-nl', 'Dutch', 'Netherlands'],
  ['pl-pl', 'Polish', 'Poland'],
  ['pt-br', 'Portuguese', 'Brazil'],
  ['pt-pt', 'Portuguese', 'Portugal'],
  ['ru-ru', 'Russian', 'Russia'],
  ['sv-se', 'Swedish', 'Sweden'],
  ['tr-tr', 'Turkish', 'Türkiye'],
  ['zh-cn', 'Chinese', 'China'],
  ['zh-hk', 'Chinese', 'Hong Kong'],
  ['zh-tw', 'Chinese', 'Taiwan'],
].map(([languageCode = '', languageName = '', region = '']) => ({ languageCode, languageName, region }));

const COUNTRIES: Schemas['Country'][] = [
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['DE', 'Germany'],
  ['ES', 'Spain'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['JP', 'Japan'],
  ['NL', 'Netherlands'],
  ['PT', 'Portugal'],
  ['US', 'United States'],
].map(([countryCode = '', countryName = '']) => ({ countryCode, countryName }));

/** docs/demo-data.md: the prices (USD), the same for every enterprise. */
export const DEMO_PRICING: Schemas['ProjectPricing'] = {
  currency: 'USD',
  prices: [
    { requestType: REQUEST_TYPE.Translation, unit: 'word', unitPrice: 0.08 },
    { requestType: REQUEST_TYPE.ScriptedSpeech, unit: 'speech hour', unitPrice: 95 },
    { requestType: REQUEST_TYPE.QualityOfExperience, unit: 'input data unit', unitPrice: 0.6 },
  ],
};

export function buildSeed(): SeedData {
  const users = buildUsers();
  const enterprises = buildEnterprises();
  return {
    users,
    enterprises,
    memberships: buildMemberships(users, enterprises),
    invitations: [
      {
        enterpriseId: ENTERPRISE_IDS.acme,
        email: 'invitee@acme.test',
        role: ROLE.Viewer,
        invitedAt: iso(utc(2026, 1, 20, 9)),
      },
      {
        enterpriseId: ENTERPRISE_IDS.acme,
        email: 'contractor@acme.test',
        role: ROLE.Viewer,
        invitedAt: iso(utc(2026, 2, 3, 16)),
      },
      {
        enterpriseId: ENTERPRISE_IDS.acme,
        email: 'auditor@acme.test',
        role: ROLE.Admin,
        invitedAt: iso(utc(2026, 2, 17, 11)),
      },
    ],
    items: buildItems(),
    accessKeys: buildAccessKeys(),
    permissions: PERMISSIONS.map((p) => ({ ...p })),
    languages: LANGUAGES.map((l) => ({ ...l })),
    countries: COUNTRIES.map((c) => ({ ...c })),
    pricing: structuredClone(DEMO_PRICING),
  };
}
