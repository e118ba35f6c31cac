/**
 * The API's objects as the component tests' fake server (./fake-api.ts) answers them: the demo
 * enterprises' ids, a user's profile and membership, a projects-list row.
 */
import type { components } from '../../../src/api/schema';
import { json, type Route } from './fake-api';

export const ACME = '10000000-0000-4000-8000-000000000001';
export const GLOBEX = '10000000-0000-4000-8000-000000000002';
export const INITECH = '10000000-0000-4000-8000-000000000003';

export type Profile = components['schemas']['UserProfile'];
export type Row = components['schemas']['ProjectListRow'];
export type Details = components['schemas']['ProjectInformation'];

/** An Admin's profile, a member of Acme Corp, Globex and Initech unless `enterprises` says otherwise. */
export function profileOf(overrides: Partial<Profile> = {}): Profile {
  const enterprises = overrides.enterprises ?? [
    { externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' },
    { externalEnterpriseId: GLOBEX, enterpriseName: 'Globex' },
    { externalEnterpriseId: INITECH, enterpriseName: 'Initech' },
  ];
  return {
    applicationUserId: '20000000-0000-4000-8000-000000000001',
    userFirstName: 'Ada',
    userLastName: 'Admin',
    email: 'admin@acme.test',
    terms: { privacyAndTerms: true },
    role: 0,
    totalCount: enterprises.length,
    ...overrides,
    enterprises,
  };
}

/** The profile of a user of Acme Corp alone, with this role. */
export const acmeProfile = (role = 0) => ({
  ...profileOf({ enterprises: [{ externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' }] }),
  role,
});

export const memberOf = (enterpriseId: string, role: number) => ({
  company: 'Acme Corp',
  externalEnterpriseId: enterpriseId,
  isOwner: false,
  managers: [],
  role,
});

let n = 0;
/** A list row; ids are GUIDs numbered per call. */
export function row(overrides: Partial<Row> = {}): Row {
  n += 1;
  const id = String(n).padStart(12, '0');
  return {
    projectId: `30000000-0000-4000-8000-${id}`,
    projectRequestId: `40000000-0000-4000-8000-${id}`,
    name: `Project ${n}`,
    status: 1000,
    requestType: 1,
    progress: 0.5,
    languages: ['en-us'],
    creationDate: '2025-03-10T09:30:00.000Z',
    startDate: '2025-03-17T08:00:00.000Z',
    ...overrides,
  };
}

/** Answers the profile and Acme Corp's member settings of an Admin (or the given role). */
export const userRoutes =
  (role = 0): Route =>
  (call) => {
    if (call.path === '/users/self/profile/') return json(acmeProfile(role));
    if (call.path === `/enterprise/${ACME}/member-settings/`) return json(memberOf(ACME, role));
    return undefined;
  };
