/**
 * Early data for the signed-in area (src/app/early-data.ts, src/api/early-call-store.ts, the
 * adoption in src/api/query-scope.tsx): which calls start for which location, that each is the
 * request of the page's own query under its key, that the area's QueryClient takes them so its
 * queries send nothing, that a failed one is the query's failed first attempt (no data; the client's
 * retry rules), and that an expired session is refreshed once for all of them.
 *
 * The calls started are module state that the QueryClient takes once, so each test loads the
 * modules afresh.
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, rstest } from '@rstest/core';
import type { Call, Route } from '../support/fake-api';
import { ACME, acmeProfile, memberOf, row } from '../support/demo-data';
import { installMemoryStorage } from '../support/memory-storage';

const SEARCH = `/enterprises/${ACME}/projects-and-requests/search/`;
const MEMBER = `/enterprise/${ACME}/member-settings/`;
const PROFILE = '/users/self/profile/';
const LIST = `/enterprise/${ACME}/`;
const VIEW = '?by=name&q=voice&ps=1000,3000&sort=name&dir=asc';

/** The app's modules, loaded afresh; the fake server (tests/unit/support/fake-api.ts) behind the client. */
async function fresh(route: Route = answers(), options: { onUnauthorized?: () => void } = {}) {
  rstest.resetModules();
  installMemoryStorage();
  const [fake, early, registry, scope, queryClient, shell, projects, listView, session] = await Promise.all([
    import('../support/fake-api'),
    import('../../../src/app/early-data'),
    import('../../../src/api/early-call-store'),
    import('../../../src/api/query-scope'),
    import('../../../src/api/query-client'),
    import('../../../src/features/shell/api'),
    import('../../../src/features/projects/api'),
    import('../../../src/features/projects/list-view'),
    import('../../../src/session/start-session'),
  ]);
  const calls = fake.fakeApi(route, options);
  fake.signedIn();
  /** A QueryClient as the app's, without the wait before a retry. */
  const client = () => {
    const created = queryClient.createQueryClient();
    created.setDefaultOptions({ queries: { ...created.getDefaultOptions().queries, retryDelay: 0 } });
    return created;
  };
  return { fake, early, registry, scope, shell, projects, listView, session, calls, client };
}

/** The server's answers to the first calls. */
function answers(overrides: Partial<Record<string, () => Response>> = {}): Route {
  return async (call: Call) => {
    const { json } = await import('../support/fake-api');
    const key = `${call.method} ${call.path}`;
    const override = overrides[key];
    if (override) return override();
    if (call.path === PROFILE) return json(acmeProfile());
    if (call.path === MEMBER) return json(memberOf(ACME, 0));
    if (call.path === SEARCH) return json({ list: [row({ name: 'Voice Assistant Prompts' })], totalCount: 1 });
    return undefined;
  };
}

const short = (calls: Call[]) => calls.map((c) => `${c.method} ${c.path}`);
const settled = (promises: Promise<unknown>[]) => Promise.allSettled(promises);

beforeEach(() => {
  installMemoryStorage();
});

describe('the calls started early, by location', () => {
  const cases: [location: string, search: string, expected: string[]][] = [
    [LIST, VIEW, [`GET ${PROFILE}`, `GET ${MEMBER}`, `POST ${SEARCH}`]],
    [LIST, '', [`GET ${PROFILE}`, `GET ${MEMBER}`, `POST ${SEARCH}`]],
    [`/enterprise/${ACME}/profile/`, '', [`GET ${PROFILE}`, `GET ${MEMBER}`]],
    [
      `/enterprise/${ACME}/projects/30000000-0000-4000-8000-000000000002/report/`,
      '',
      [`GET ${PROFILE}`, `GET ${MEMBER}`],
    ],
    // An enterprise's status pages show its refusal: its membership is not checked there.
    [`/enterprise/${ACME}/error/`, '', [`GET ${PROFILE}`]],
    [`/enterprise/${ACME}/not-found/`, '', [`GET ${PROFILE}`]],
    // The index waits for the profile to pick the enterprise.
    ['/', '', [`GET ${PROFILE}`]],
    ['/terms-consent/', '', [`GET ${PROFILE}`]],
    // Not the signed-in area: nothing.
    ['/account/login', '', []],
    ['/account/logoff', '', []],
    ['/unsubscribe', '?token=x', []],
    [`/enterprise/${ACME}/projects/30000000-0000-4000-8000-000000000002/preview`, '', []],
  ];
  for (const [location, search, expected] of cases) {
    it(`${location}${search}: ${expected.length ? expected.join(', ') : 'none'}`, async () => {
      const { early, registry, calls } = await fresh();
      early.earlyCallsAt(location, search);
      await settled(registry.takeEarlyCalls().map((c) => c.promise));
      expect(short(calls)).toEqual(expected);
    });
  }

  it("the list's search carries the URL's view, page 0, as the page builds it", async () => {
    const { early, registry, calls, listView } = await fresh();
    early.earlyCallsAt(LIST, VIEW);
    await settled(registry.takeEarlyCalls().map((c) => c.promise));
    const search = calls.find((c) => c.path === SEARCH);
    expect(search?.body).toEqual(listView.toProjectsQuery(listView.parseListView(VIEW), 0));
    expect(search?.body).toEqual({
      itemsPerPage: 25,
      pageNumber: 0,
      sortBy: 'name',
      sortDirection: 0,
      name: 'voice',
      projectStatuses: [1000, 3000],
    });
  });

  it('each is the request of the query the page makes, under that query’s key', async () => {
    const { early, registry, shell, projects, listView, calls, client } = await fresh();
    early.earlyCallsAt(LIST, VIEW);
    const started = registry.takeEarlyCalls();
    await settled(started.map((c) => c.promise));
    const profile = shell.profileQuery();
    const member = shell.memberSettingsQuery(ACME);
    const list = projects.projectsQuery(ACME, listView.toProjectsQuery(listView.parseListView(VIEW), 0));
    const keys = [profile.queryKey, member.queryKey, list.queryKey];
    expect(started.map((c) => hashKey(c.key as QueryKey))).toEqual(keys.map((key) => hashKey(key)));
    // The pages' own queries, run on a client of their own, send the same requests.
    const early3 = calls.splice(0);
    const own = client();
    await Promise.all([own.fetchQuery(profile), own.fetchQuery(member), own.fetchQuery(list)]);
    expect(calls).toEqual(early3);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(early3.map((c) => c.headers.get('Authorization')));
  });

  it('a call started once the QueryClient has taken them is not sent', async () => {
    const { early, registry, calls } = await fresh();
    expect(registry.takeEarlyCalls()).toEqual([]);
    early.earlyCallsAt(LIST, VIEW);
    expect(registry.takeEarlyCalls()).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe("the area's QueryClient takes them", () => {
  it("under its queries' keys: the page's queries get the answers and send nothing", async () => {
    const { early, scope, shell, projects, listView, calls, client } = await fresh();
    early.earlyCallsAt(LIST, VIEW);
    const queryClient = scope.adoptEarlyCalls(client());
    const list = projects.projectsQuery(ACME, listView.toProjectsQuery(listView.parseListView(VIEW), 0));
    // Under way before any screen asks.
    expect(queryClient.getQueryState(list.queryKey)?.fetchStatus).toBe('fetching');
    const [profile, member, page] = await Promise.all([
      queryClient.fetchQuery(shell.profileQuery()),
      queryClient.fetchQuery(shell.memberSettingsQuery(ACME)),
      queryClient.fetchQuery(list),
    ]);
    expect(profile.email).toBe('admin@acme.test');
    expect(member.externalEnterpriseId).toBe(ACME);
    expect(page.list.map((r) => r.name)).toEqual(['Voice Assistant Prompts']);
    expect(short(calls)).toEqual([`GET ${PROFILE}`, `GET ${MEMBER}`, `POST ${SEARCH}`]);
  });

  it('a call answered before the QueryClient exists is its query’s data at once: the first render shows it', async () => {
    const { early, registry, scope, shell, projects, listView, calls, client } = await fresh();
    early.earlyCallsAt(LIST, VIEW);
    const started = registry.takeEarlyCalls();
    await settled(started.map((c) => c.promise));
    // Put back as start-up leaves them: taken by the area's QueryClient when it is created.
    const queryClient = client();
    for (const call of started) expect(call.answer).toBeDefined();
    rstest.spyOn(registry, 'takeEarlyCalls').mockReturnValue(started);
    scope.adoptEarlyCalls(queryClient);
    const list = projects.projectsQuery(ACME, listView.toProjectsQuery(listView.parseListView(VIEW), 0));
    // Synchronously, before any fetch of the query client could settle: the data, not a pending query.
    expect(queryClient.getQueryState(list.queryKey)).toMatchObject({ status: 'success', fetchStatus: 'idle' });
    expect(queryClient.getQueryData(shell.profileQuery().queryKey)).toMatchObject({ email: 'admin@acme.test' });
    const page = await queryClient.fetchQuery(list);
    expect(page.list.map((r) => r.name)).toEqual(['Voice Assistant Prompts']);
    expect(short(calls)).toEqual([`GET ${PROFILE}`, `GET ${MEMBER}`, `POST ${SEARCH}`]);
  });

  it('a call that failed before the QueryClient exists is still the failed first attempt', async () => {
    let searches = 0;
    const { fake, early, registry, scope, projects, listView, calls, client } = await fresh(
      answers({
        [`POST ${SEARCH}`]: () => {
          searches += 1;
          return searches === 1 ? fake.problem(500, 'Server Error') : fake.json({ list: [row()], totalCount: 1 });
        },
      }),
    );
    early.earlyCallsAt(LIST, '');
    const started = registry.takeEarlyCalls();
    await settled(started.map((c) => c.promise));
    rstest.spyOn(registry, 'takeEarlyCalls').mockReturnValue(started);
    const queryClient = scope.adoptEarlyCalls(client());
    const list = projects.projectsQuery(ACME, listView.toProjectsQuery(listView.defaultView(), 0));
    expect(queryClient.getQueryData(list.queryKey)).toBeUndefined();
    const page = await queryClient.fetchQuery(list);
    expect(page.totalCount).toBe(1);
    expect(short(calls).filter((c) => c === `POST ${SEARCH}`)).toHaveLength(2);
  });

  it('a failed call is the failed first attempt: no data, and the retry is a call of its own', async () => {
    let searches = 0;
    const { fake, early, scope, projects, listView, calls, client } = await fresh(
      answers({
        [`POST ${SEARCH}`]: () => {
          searches += 1;
          return searches === 1 ? fake.problem(500, 'Server Error') : fake.json({ list: [row()], totalCount: 1 });
        },
      }),
    );
    early.earlyCallsAt(LIST, '');
    const queryClient = scope.adoptEarlyCalls(client());
    const list = projects.projectsQuery(ACME, listView.toProjectsQuery(listView.defaultView(), 0));
    const page = await queryClient.fetchQuery(list);
    expect(page.totalCount).toBe(1);
    expect(short(calls).filter((c) => c === `POST ${SEARCH}`)).toHaveLength(2);
  });

  it('a call that keeps failing leaves the query in error after one retry, as any query, with no data', async () => {
    const { fake, early, scope, shell, calls, client } = await fresh(
      answers({ [`GET ${PROFILE}`]: () => fake.problem(500, 'Server Error') }),
    );
    early.earlyCallsAt('/', '');
    const queryClient = scope.adoptEarlyCalls(client());
    const key = shell.profileQuery().queryKey;
    await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('error');
    expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(queryClient.getQueryState(key)?.error).toMatchObject({ statusCode: 500 });
    expect(short(calls)).toEqual([`GET ${PROFILE}`, `GET ${PROFILE}`]);
  });

  it('a 4xx is final, and a 401 of the member settings is the page’s (no login redirect)', async () => {
    let unauthorized = 0;
    const { fake, early, scope, shell, calls, client } = await fresh(
      answers({ [`GET ${MEMBER}`]: () => fake.problem(401, 'Unauthorized') }),
      { onUnauthorized: () => (unauthorized += 1) },
    );
    early.earlyCallsAt(`/enterprise/${ACME}/team/`, '');
    const queryClient = scope.adoptEarlyCalls(client());
    const key = shell.memberSettingsQuery(ACME).queryKey;
    await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('error');
    expect(queryClient.getQueryState(key)?.error).toMatchObject({ statusCode: 401 });
    expect(short(calls)).toEqual([`GET ${PROFILE}`, `GET ${MEMBER}`]);
    expect(unauthorized).toBe(0);
  });

  it("a 401 of the profile goes the client's way: to login once, not retried", async () => {
    let unauthorized = 0;
    const { fake, early, scope, shell, calls, client } = await fresh(
      answers({ [`GET ${PROFILE}`]: () => fake.problem(401, 'Unauthorized') }),
      { onUnauthorized: () => (unauthorized += 1) },
    );
    early.earlyCallsAt('/', '');
    const queryClient = scope.adoptEarlyCalls(client());
    const key = shell.profileQuery().queryKey;
    await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('error');
    expect(short(calls)).toEqual([`GET ${PROFILE}`]);
    expect(unauthorized).toBe(1);
  });
});

describe('an expired session', () => {
  it('is refreshed once for all the early calls and the calls that follow them', async () => {
    let refreshes = 0;
    const base = answers();
    const { fake, early, registry, session, calls, client, shell } = await fresh(async (call) => {
      if (call.path === '/authentication/refresh') {
        refreshes += 1;
        return fake.json({ token: 'fresh-token', refreshToken: 'fresh-refresh', expiresIn: 3600 });
      }
      if (call.path === '/users/self/photo/') return fake.json({ url: null });
      return base(call);
    });
    // A stored session whose access token has expired (30 s early), with its refresh token.
    session.startSession({ token: 'old-token', refreshToken: 'old-refresh', expiresIn: 20 });
    early.earlyCallsAt(LIST, VIEW);
    const started = registry.takeEarlyCalls();
    // The area's own first call beside them (the user's picture) joins the same refresh.
    await Promise.all([...started.map((c) => c.promise), client().fetchQuery(shell.profilePhotoQuery())]);
    expect(refreshes).toBe(1);
    const sent = calls.filter((c) => c.path !== '/authentication/refresh');
    expect(sent.map((c) => c.headers.get('Authorization'))).toEqual(sent.map(() => 'Bearer fresh-token'));
    expect(short(sent).sort()).toEqual(
      [`GET ${MEMBER}`, `GET ${PROFILE}`, 'GET /users/self/photo/', `POST ${SEARCH}`].sort(),
    );
  });
});
