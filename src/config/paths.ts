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
  notFound: (enterpriseId?: string) => (enterpriseId ? `/enterprise/${enterpriseId}/not-found/` : '/not-found/'),
  error: (enterpriseId?: string) => (enterpriseId ? `/enterprise/${enterpriseId}/error/` : '/error/'),
  termsConsent: () => '/terms-consent/',
  enterprise: (enterpriseId: string) => `/enterprise/${enterpriseId}/`,
  accessKeyHome: (enterpriseId: string) => `/enterprise/${enterpriseId}/accesskey/home/`,
} as const;
