import { describe, expect, it } from '@rstest/core';
import { paths } from '../../../src/config/paths';
import {
  checkedEnterpriseOf,
  enterpriseOf,
  routes,
  routesOf,
  settingsHome,
  type RouteId,
} from '../../../src/config/route-table';
import { matches, rendersSignedInArea, signedOutPrefixes } from '../../../src/config/start-up-routes';
import { capabilityRoles } from '../../../src/domain/roles';

/**
 * The route table (src/config/route-table.ts) is the one declaration of the portal's routes: the hrefs,
 * the switches, the guards, the preloads and the area and enterprise of a location come from it.
 */

const E = 'e1';
const P = '11111111-2222-3333-4444-555555555555';

/** One href of every route, with the parameters its builder takes. */
const hrefs: Record<RouteId, string> = {
  login: paths.login(),
  logoff: paths.logoff(),
  forgotPassword: paths.forgotPassword(),
  resetPassword: paths.resetPassword('u1', 'c1'),
  resetPasswordConfirmation: paths.resetPasswordConfirmation(),
  createPassword: paths.createPassword('u1', 'c1'),
  acceptInvitation: paths.acceptInvitation('c1'),
  register: paths.register('r1'),
  registerSandbox: paths.registerSandbox(),
  unsubscribe: paths.unsubscribe('t1'),
  accountNotFound: paths.accountNotFound(),
  projectPreview: paths.projectPreview(E, P),
  termsConsent: paths.termsConsent(),
  notFound: paths.notFound(),
  error: paths.error(),
  enterpriseNotFound: paths.notFound(E),
  enterpriseError: paths.error(E),
  projects: paths.projects(E, '?q=x'),
  projectDetails: paths.projectReport(E, P, 'p'),
  profile: paths.profile(E),
  changePassword: paths.changePassword(E),
  team: paths.team(E),
  notifications: paths.notifications(E),
  billing: paths.billing(E),
  accessKeyHome: paths.accessKeyHome(E),
  accessKeyCreate: paths.accessKeyCreate(E, 'read'),
  accessKeyEdit: paths.accessKeyEdit(E, 'AKIA1'),
  projectRequest: paths.projectRequest(E),
  translationRequest: paths.projectRequestForm(E, 'translation'),
  scriptedSpeechRequest: paths.projectRequestForm(E, 'scripted-speech'),
  qualityRequest: paths.projectRequestForm(E, 'quality-of-experience'),
};
const pathOf = (href: string) => href.split('?', 1)[0] ?? href;
const ids = Object.keys(routes) as RouteId[];

describe('the hrefs (src/config/paths.ts)', () => {
  it('are the ones the portal has always built', () => {
    expect(paths.index()).toBe('/');
    expect(paths.login()).toBe('/account/login');
    expect(paths.login('')).toBe('/account/login');
    expect(paths.login('/enterprise/e1/?q=a b')).toBe('/account/login?redirect=%2Fenterprise%2Fe1%2F%3Fq%3Da+b');
    expect(paths.logoff()).toBe('/account/logoff');
    expect(paths.forgotPassword()).toBe('/account/forgotpassword');
    expect(paths.resetPassword('u 1', 'c&1')).toBe('/account/resetpassword?userId=u+1&code=c%261');
    expect(paths.resetPasswordConfirmation()).toBe('/account/resetpasswordconfirmation');
    expect(paths.createPassword('u1', 'c1')).toBe('/account/createpassword?userId=u1&code=c1');
    expect(paths.acceptInvitation('c1')).toBe('/account/acceptinvitation?code=c1');
    expect(paths.register('r1')).toBe('/account/register?requestId=r1');
    expect(paths.registerSandbox()).toBe('/account/register-sandbox');
    expect(paths.unsubscribe('t1')).toBe('/unsubscribe/?token=t1');
    expect(paths.accountNotFound()).toBe('/account/not-found');
    expect(paths.notFound()).toBe('/not-found/');
    expect(paths.notFound(E)).toBe('/enterprise/e1/not-found/');
    expect(paths.error()).toBe('/error/');
    expect(paths.error(E)).toBe('/enterprise/e1/error/');
    expect(paths.termsConsent()).toBe('/terms-consent/');
    expect(paths.enterprise(E)).toBe('/enterprise/e1/');
    expect(paths.projects(E)).toBe('/enterprise/e1/');
    expect(paths.projects(E, '?q=x')).toBe('/enterprise/e1/?q=x');
    expect(paths.accessKeyHome(E)).toBe('/enterprise/e1/accesskey/home/');
    expect(paths.accessKeyCreate(E)).toBe('/enterprise/e1/accesskey/create/');
    expect(paths.accessKeyCreate(E, '')).toBe('/enterprise/e1/accesskey/create/');
    expect(paths.accessKeyCreate(E, 'a b')).toBe('/enterprise/e1/accesskey/create/?permission=a+b');
    expect(paths.accessKeyEdit(E, 'AKIA1')).toBe('/enterprise/e1/accesskey/edit/?apiKeyID=AKIA1');
    expect(paths.projectRequest(E)).toBe('/enterprise/e1/project-request/');
    expect(paths.projectRequestForm(E, 'translation')).toBe('/enterprise/e1/project-request/translation/');
    expect(paths.projectRequestForm(E, 'scripted-speech')).toBe('/enterprise/e1/project-request/scripted-speech/');
    expect(paths.projectRequestForm(E, 'quality-of-experience')).toBe(
      '/enterprise/e1/project-request/quality-of-experience/',
    );
    expect(paths.changePassword(E)).toBe('/enterprise/e1/profile/password/');
    expect(paths.team(E)).toBe('/enterprise/e1/team/');
    expect(paths.profile(E)).toBe('/enterprise/e1/profile/');
    expect(paths.notifications(E)).toBe('/enterprise/e1/notifications/');
    expect(paths.billing(E)).toBe('/enterprise/e1/billing/');
    expect(paths.settings(E)).toBe('/enterprise/e1/profile/');
    expect(paths.projectDetails(E, 'p1', 'p')).toBe('/enterprise/e1/projects/p1/?type=p');
    expect(paths.projectReport(E, 'p1', 'pr')).toBe('/enterprise/e1/projects/p1/report/?type=pr');
    // A request's details have one address: the request's id, type 'pr' (spec document 2 section 2).
    expect(paths.projectRequestDetails(E, 'r1')).toBe('/enterprise/e1/projects/r1/request-details/?type=pr');
    expect(paths.projectDeliverables(E, 'p1', 'p')).toBe('/enterprise/e1/projects/p1/deliverables/?type=p');
    expect(paths.projectPreview(E, 'p1')).toBe('/enterprise/e1/projects/p1/preview');
  });

  it('give every route a builder from its pattern, its parameters in order', () => {
    for (const id of ids) expect(typeof paths[id]).toBe('function');
    expect(paths.changePassword('e2')).toBe('/enterprise/e2/profile/password/');
    expect(paths.enterpriseNotFound('e2')).toBe('/enterprise/e2/not-found/');
  });
});

describe('the route table', () => {
  it.each(ids)('%s: its href is on its own route, the first of its shell to match it', (id) => {
    const path = pathOf(hrefs[id]);
    expect(matches(routes[id].pattern, path)).toBe(true);
    const first = routesOf(routes[id].shell).find(([, route]) => matches(route.pattern, path));
    expect(first?.[0]).toBe(id);
  });

  it('asks the guard for capabilities the role table knows, and preloads only in the signed-in area', () => {
    for (const [id, route] of Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]) {
      if ('capability' in route) expect(Object.keys(capabilityRoles)).toContain(route.capability);
      if ('preload' in route || 'capability' in route || 'status' in route) {
        expect({ id, shell: route.shell }).toEqual({ id, shell: 'signed-in' });
      }
    }
  });

  it('guards the notifications, billing, access-key and request pages, and no other', () => {
    const guarded = Object.fromEntries(
      (Object.entries(routes) as [RouteId, { capability?: string }][]).flatMap(([id, route]) =>
        route.capability ? [[id, route.capability]] : [],
      ),
    );
    expect(guarded).toEqual({
      notifications: 'manageNotificationsAndBilling',
      billing: 'manageNotificationsAndBilling',
      accessKeyHome: 'manageAccessKeys',
      accessKeyCreate: 'manageAccessKeys',
      accessKeyEdit: 'manageAccessKeys',
      projectRequest: 'requestProjects',
      translationRequest: 'requestProjects',
      scriptedSpeechRequest: 'requestProjects',
      qualityRequest: 'requestProjects',
    });
  });

  it('gives the signed-out shell the account and unsubscribe prefixes', () => {
    expect(signedOutPrefixes).toEqual(['/account', '/unsubscribe']);
  });
});

describe('the area of a location', () => {
  it.each(ids)('%s: its href renders the signed-in area only when the route is in it', (id) => {
    expect(rendersSignedInArea(pathOf(hrefs[id]))).toBe(routes[id].shell === 'signed-in');
  });

  it('counts any path under the signed-out prefixes as the signed-out shell', () => {
    expect(rendersSignedInArea('/account/unknown')).toBe(false);
    expect(rendersSignedInArea('/unsubscribe/x/y')).toBe(false);
    expect(rendersSignedInArea('/accountx')).toBe(true);
    expect(rendersSignedInArea('/enterprise/e1/unknown/')).toBe(true);
  });
});

describe('the enterprise of a location', () => {
  it.each([
    ['/enterprise/e1/', 'e1', 'e1'],
    ['/enterprise/e1', 'e1', 'e1'],
    ['/enterprise/e1/projects/p1/report/', 'e1', 'e1'],
    ['/enterprise/e1/unknown/path', 'e1', 'e1'],
    ['/enterprise/e1/not-found/', 'e1', null],
    ['/enterprise/e1/not-found', 'e1', null],
    ['/enterprise/e1/error/', 'e1', null],
    ['/enterprise/e1/errors/', 'e1', 'e1'],
    ['/enterprise/', null, null],
    ['/not-found/', null, null],
    ['/', null, null],
  ])('%s: the enterprise %s, its membership checked for %s', (location, enterprise, checked) => {
    expect(enterpriseOf(location)).toBe(enterprise);
    expect(checkedEnterpriseOf(location)).toBe(checked);
  });
});

describe('the Settings area (docs/product-decisions.md "The Settings area")', () => {
  it("opens, from the user menu's 'Settings', its first page, which every role may open", () => {
    const settings = ids.filter((id) => (routes[id] as { area?: string }).area === 'settings');
    expect(settings).toEqual(['profile', 'changePassword', 'team', 'notifications', 'billing']);
    expect(settingsHome).toBe(settings[0]);
    expect((routes[settingsHome] as { capability?: string }).capability).toBeUndefined();
  });
});
