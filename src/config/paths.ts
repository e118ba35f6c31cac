/**
 * The one place that builds the portal's hrefs. Paths are relative to the router base, which is
 * the locale segment when the URL carries one (`/pt-pt`), so every path works in every locale.
 */
export const paths = {
  index: () => '/',
  login: (redirect?: string) =>
    redirect ? `/account/login?${new URLSearchParams({ redirect }).toString()}` : '/account/login',
  logoff: () => '/account/logoff',
  forgotPassword: () => '/account/forgotpassword',
  resetPassword: (userId: string, code: string) =>
    `/account/resetpassword?${new URLSearchParams({ userId, code }).toString()}`,
  resetPasswordConfirmation: () => '/account/resetpasswordconfirmation',
  createPassword: (userId: string, code: string) =>
    `/account/createpassword?${new URLSearchParams({ userId, code }).toString()}`,
  acceptInvitation: (code: string) => `/account/acceptinvitation?${new URLSearchParams({ code }).toString()}`,
  register: (requestId: string) => `/account/register?${new URLSearchParams({ requestId }).toString()}`,
  registerSandbox: () => '/account/register-sandbox',
  unsubscribe: (token: string) => `/unsubscribe/?${new URLSearchParams({ token }).toString()}`,
  accountNotFound: () => '/account/not-found',
  notFound: (enterpriseId?: string) => (enterpriseId ? `/enterprise/${enterpriseId}/not-found/` : '/not-found/'),
  error: (enterpriseId?: string) => (enterpriseId ? `/enterprise/${enterpriseId}/error/` : '/error/'),
  termsConsent: () => '/terms-consent/',
  enterprise: (enterpriseId: string) => `/enterprise/${enterpriseId}/`,
  accessKeyHome: (enterpriseId: string) => `/enterprise/${enterpriseId}/accesskey/home/`,
  /** `permission` pre-selects a permission by its title key (spec document 2 section 2). */
  accessKeyCreate: (enterpriseId: string, permission?: string) =>
    `/enterprise/${enterpriseId}/accesskey/create/${permission ? `?${new URLSearchParams({ permission }).toString()}` : ''}`,
  accessKeyEdit: (enterpriseId: string, accessKeyID: string) =>
    `/enterprise/${enterpriseId}/accesskey/edit/?${new URLSearchParams({ apiKeyID: accessKeyID }).toString()}`,
  projectRequest: (enterpriseId: string) => `/enterprise/${enterpriseId}/project-request/`,
  projectRequestForm: (enterpriseId: string, type: 'translation' | 'scripted-speech' | 'quality-of-experience') =>
    `/enterprise/${enterpriseId}/project-request/${type}/`,
  changePassword: (enterpriseId: string) => `/enterprise/${enterpriseId}/profile/password/`,
  team: (enterpriseId: string) => `/enterprise/${enterpriseId}/team/`,
  /** The projects list with a view's query string (`?q=…`, see features/projects/list-view.ts). */
  projects: (enterpriseId: string, search = '') => `/enterprise/${enterpriseId}/${search}`,
  /** Project details (`itemId` is the project id for type 'p', the request id for 'pr'); the page picks its tab. */
  projectDetails: (enterpriseId: string, itemId: string, type: 'p' | 'pr') =>
    `/enterprise/${enterpriseId}/projects/${itemId}/?type=${type}`,
  projectReport: (enterpriseId: string, itemId: string, type: 'p' | 'pr') =>
    `/enterprise/${enterpriseId}/projects/${itemId}/report/?type=${type}`,
  projectRequestDetails: (enterpriseId: string, itemId: string, type: 'p' | 'pr') =>
    `/enterprise/${enterpriseId}/projects/${itemId}/request-details/?type=${type}`,
  projectDeliverables: (enterpriseId: string, itemId: string, type: 'p' | 'pr') =>
    `/enterprise/${enterpriseId}/projects/${itemId}/deliverables/?type=${type}`,
  /** Outside the signed-in shell; opens in a new tab (DECISIONS.md "Route shapes"). */
  projectPreview: (enterpriseId: string, projectId: string) =>
    `/enterprise/${enterpriseId}/projects/${projectId}/preview`,
} as const;
