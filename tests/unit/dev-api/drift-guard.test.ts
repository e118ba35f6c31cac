/**
 * The drift guard: every operation of openapi/enterprise-api.yaml is called with a valid request and
 * must answer a success status the description declares, with a body its schema accepts. A new
 * operation without a fixture here fails twice: `tsc` (the table is keyed by the generated
 * operations) and this test (the table must cover the description's operations).
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { OperationId } from '../../../scripts/dev-api/handlers/context';
import {
  ACCESS_KEY_IDS,
  DEMO_PASSWORD,
  EMAIL_LINKS,
  ENTERPRISE_IDS,
  NAMED_ITEMS,
  PERMISSION_IDS,
  VOICE_ASSISTANT_REPORT_IDS,
  deliverableId,
} from '../../../scripts/dev-api/demo-ids';
import { startTestApi, type TestApi } from '../support/reference-api-harness';

interface Session {
  token: string;
  refreshToken: string;
}

interface Fixture {
  /** Expected status: a success the operation declares. */
  status: number;
  query?: string;
  body?: unknown | ((session: Session) => unknown);
  headers?: Record<string, string>;
  /** Path parameters besides the defaults below. */
  params?: Record<string, string>;
  multipart?: boolean;
}

const VAP = NAMED_ITEMS.voiceAssistantPrompts;
const DEFAULT_PARAMS: Record<string, string> = {
  enterpriseId: ENTERPRISE_IDS.acme,
  projectId: VAP.projectId,
  itemId: VAP.projectId,
  reportId: VOICE_ASSISTANT_REPORT_IDS.summary,
  deliverableId: deliverableId(1),
  projectRequestId: NAMED_ITEMS.callQualityStudy.projectRequestId,
  locale: 'en-us',
};
const NEW_PASSWORD = 'Drift#Guard1';

const FIXTURES: Record<OperationId, Fixture> = {
  createToken: {
    status: 200,
    body: { userName: 'admin@acme.test', password: DEMO_PASSWORD, captchaToken: null, redirectUrl: null },
  },
  refreshToken: { status: 200, body: (s: Session) => ({ refreshToken: s.refreshToken }) },
  revokeToken: { status: 204, body: (s: Session) => ({ refreshToken: s.refreshToken }) },
  forgotPassword: { status: 204, body: { email: 'admin@acme.test' } },
  resetPassword: { status: 204, body: { ...EMAIL_LINKS.reset, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } },
  getRegistration: { status: 200, query: `requestId=${EMAIL_LINKS.registerRequestId}` },
  register: {
    status: 204,
    query: `requestId=${EMAIL_LINKS.registerRequestId}`,
    body: {
      requestId: EMAIL_LINKS.registerRequestId,
      firstName: 'Rita',
      lastName: 'Requester',
      companyEmail: 'rita@acme.test',
      password: NEW_PASSWORD,
    },
  },
  getInvitation: { status: 200, query: `code=${EMAIL_LINKS.invitationCode}` },
  acceptInvitation: {
    status: 204,
    body: {
      code: EMAIL_LINKS.invitationCode,
      email: 'invitee@acme.test',
      firstName: 'Ivy',
      lastName: 'Invitee',
      password: NEW_PASSWORD,
    },
  },
  unsubscribe: { status: 204, query: `token=${EMAIL_LINKS.unsubscribeToken}` },
  inviteEnterprise: {
    status: 204,
    body: { FirstName: 'Sam', LastName: 'Sandbox', CompanyName: 'Sandbox Ltd', CompanyEmail: 'sam@sandbox.test' },
  },
  getLocalization: { status: 200 },
  getProfile: { status: 200 },
  getUserEnterprises: { status: 200, query: 'pageIndex=0&numberOfItemsPerPage=25&searchTerm=a' },
  acceptTerms: { status: 204 },
  changePassword: {
    status: 204,
    body: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  },
  getProfilePhoto: { status: 200 },
  updateProfilePhoto: { status: 204, multipart: true },
  getCookiePreferences: { status: 200 },
  acceptCookies: { status: 204, body: { essentials: true, googleAnalytics: false, mouseFlow: true } },
  getMemberSettings: { status: 200 },
  getEnterpriseSettings: { status: 200 },
  updateEnterpriseSettings: { status: 204, body: { apiNotifications: false, projectNotifications: true } },
  findEnterpriseUserByEmail: { status: 200, query: 'email=viewer%40acme.test' },
  inviteMember: { status: 204, body: { email: 'someone.new@acme.test', role: 1 } },
  getEnterpriseUsers: { status: 200, query: 'pageNumber=0&itemsPerPage=25&sortBy=email&descSort=true' },
  getEnterpriseInvitations: { status: 200, query: 'pageNumber=0&itemsPerPage=25' },
  getPrincipalManager: { status: 200 },
  getBillingInformation: { status: 200 },
  getBillingContact: { status: 200 },
  updateBillingContact: { status: 204, body: { name: 'Accounts', email: 'accounts@acme.test', phone: null } },
  searchProjectsAndRequests: {
    status: 200,
    body: {
      itemsPerPage: 25,
      pageNumber: 0,
      sortBy: 'name',
      sortDirection: 0,
      name: 'a',
      projectStatuses: [3000],
      projectRequestStatuses: [0],
      languages: ['en-us'],
    },
  },
  getProjectOrRequestDetails: { status: 200, query: 'type=p' },
  deleteProjectOrRequest: { status: 204, query: 'type=p' },
  getProjectsProgress: { status: 200 },
  getProjectDataDownload: { status: 200 },
  cancelProject: { status: 204, params: { projectId: NAMED_ITEMS.checkoutFlowTranslation.projectId } },
  getReportEmbedConfig: { status: 200 },
  getProjects: { status: 200 },
  searchProjects: { status: 200, body: { name: 'voice', pageNumber: 0, itemsPerPage: 10 } },
  getReportConfiguration: { status: 200 },
  getProjectPreviewInfo: { status: 200 },
  getDeliverables: { status: 200, query: 'pageNumber=0&itemsPerPage=10' },
  getDeliverableDownloadLink: { status: 200, headers: { 'X-Requested-With': 'XMLHttpRequest' } },
  getProjectPricing: { status: 200 },
  getJobMetrics: {
    status: 200,
    body: { ExternalJobId: 'job-1-1', ExternalProjectId: VAP.projectId, MetricNames: ['progress', 'unknownMetric'] },
  },
  getProjectRequest: { status: 200 },
  submitTranslationRequest: {
    status: 201,
    body: {
      name: 'Drift Translation',
      sourceLanguage: 'en-us',
      targetLanguage: 'de-de',
      twoTranslations: true,
      projectSize: 50,
      projectSizeType: 1,
      desiredDeliveryDate: '2049-12-31',
    },
  },
  submitScriptedSpeechRequest: {
    status: 201,
    body: { name: 'Drift Speech', language: 'en-us', detailsType: 0, numberOfSpeechHours: 50, notes: 'n' },
  },
  submitQualityOfExperienceRequest: {
    status: 201,
    body: {
      name: 'Drift Quality',
      language: 'en-us',
      projectSize: 500,
      contributorsPerInputDataUnit: 5,
      minimumUniqueContributors: 5,
      stimuli: [{ inputDataType: 2 }, { inputDataType: 1, averageLength: 0.1 }],
      questions: [{ questionType: 2 }, { questionType: 0, scaleSize: 100 }],
    },
  },
  getLanguages: { status: 200 },
  getEnterpriseLanguages: { status: 200 },
  getCountries: { status: 200 },
  getPermissions: { status: 200 },
  listAccessKeys: { status: 200 },
  createAccessKey: { status: 201, body: { accessKeyName: 'Drift key', permission: PERMISSION_IDS.readOnly } },
  updateAccessKey: {
    status: 204,
    body: { accessKeyID: ACCESS_KEY_IDS.staging, accessKeyName: 'Staging 2', permission: PERMISSION_IDS.readOnly },
  },
  deleteAccessKey: { status: 204, query: `accessKeyID=${ACCESS_KEY_IDS.dataExport}` },
  getAccessKeyById: { status: 200, body: { accessKeyID: ACCESS_KEY_IDS.ciPipeline } },
  getExternalLinks: { status: 200 },
};

function multipartPhoto(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }), 'me.jpg');
  return form;
}

describe('reference API: drift guard', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.closeChecked());

  it('has a fixture for every operation of the description, and no fixture for an operation it lacks', () => {
    const described = api.api.operations.map((o) => o.operationId).sort();
    expect(Object.keys(FIXTURES).sort()).toEqual(described);
  });

  it('answers every operation with a declared success, and no response violates the description', async () => {
    const answered: string[] = [];
    for (const operation of api.api.operations) {
      const fixture = FIXTURES[operation.operationId as OperationId];
      api.api.reset();
      const session = (
        await api.call('POST', '/api/authentication/token/', {
          body: { userName: 'admin@acme.test', password: DEMO_PASSWORD },
        })
      ).body as Session;
      const params = { ...DEFAULT_PARAMS, ...fixture.params };
      const path =
        operation.prefix +
        operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      const url = `${api.url}${path}${fixture.query ? `?${fixture.query}` : ''}`;
      const headers: Record<string, string> = { ...fixture.headers };
      if (operation.secured) headers.Authorization = `Bearer ${session.token}`;
      const rawBody = typeof fixture.body === 'function' ? fixture.body(session) : fixture.body;
      let body: BodyInit | undefined;
      if (fixture.multipart) body = multipartPhoto();
      else if (rawBody !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(rawBody);
      }
      const response = await fetch(url, { method: operation.method.toUpperCase(), headers, body });
      // The operation and the answer's text travel with the status, so a failure says what went wrong.
      const answer = {
        operation: `${operation.operationId} ${operation.method.toUpperCase()} ${path}`,
        status: response.status,
        text: await response.text(),
      };
      expect(answer).toEqual({ ...answer, status: fixture.status });
      expect(operation.responses.has(String(fixture.status))).toBe(true);
      answered.push(operation.operationId);
    }
    expect(answered).toHaveLength(Object.keys(FIXTURES).length);
    expect(api.api.responseViolations()).toEqual([]);
    // Every operation (60), each after a reset and a sign-in: 3.5 s alone, past the default 5 s when
    // the machine is busy (seen in a full run), so this one test has its own limit.
  }, 30_000);
});
