/**
 * The reference API's Settings area (docs/product-decisions.md "The Settings area"; docs/demo-data.md): the profile
 * picture (a PNG or JPEG of at most 2 MiB, checked by content type and by its first bytes; a new
 * URL for each upload), the principal manager (Acme Corp's Paula Principal; Initech has none), Acme
 * Corp's pending invitations in each order the description allows, and Acme Corp's notification
 * settings and billing contact.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { DEMO_PICTURE_PNG_BASE64, ENTERPRISE_IDS } from '../../../scripts/dev-api/demo-ids';
import { buildSeed } from '../../../scripts/dev-api/seed';
import { PICTURE_MAX_BYTES } from '../../../src/domain/profile-picture';
import { startTestApi, type TestApi } from '../support/reference-api-harness';

const PNG = Buffer.from(DEMO_PICTURE_PNG_BASE64, 'base64');
/** The start-of-image marker and a JFIF header: the first bytes of a JPEG. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const INVALID_PICTURE = 'The picture must be a PNG or JPEG image of at most 2 MB.';

/** A PNG signature followed by zeros: `size` bytes in all. */
const pngOfSize = (size: number): Buffer => Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(size - 8)]);

describe('reference API: the profile picture', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.closeChecked());
  beforeEach(async () => {
    api.api.reset();
    token = await api.signIn('viewer@acme.test');
  });

  const upload = async (bytes: Buffer, type: string, name = 'me') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${api.url}/api/users/self/photo/`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  };
  const photoUrl = async (): Promise<string | null> =>
    (await api.call<{ url: string | null }>('GET', '/api/users/self/photo/', { token })).body.url;
  const served = async (url: string) => {
    const image = await fetch(url);
    return { type: image.headers.get('content-type'), bytes: Buffer.from(await image.arrayBuffer()) };
  };

  it('has no picture for a demo user until one is uploaded', async () => {
    expect(await photoUrl()).toBeNull();
  });

  it.each([
    { kind: 'PNG', bytes: PNG, type: 'image/png' },
    { kind: 'JPEG', bytes: JPEG, type: 'image/jpeg' },
  ])('stores a $kind and serves it at the URL it then gives', async ({ bytes, type }) => {
    expect(await upload(bytes, type)).toEqual({ status: 204, body: undefined });
    const url = await photoUrl();
    expect(url).toMatch(/\/api\/__files__\/photos\/[^/?]+\?v=1&expires=\d+&signature=[\w-]+$/);
    expect(await served(url ?? '')).toEqual({ type, bytes });
  });

  it.each([
    { kind: 'a GIF', bytes: GIF, type: 'image/gif' },
    { kind: 'a "PNG" whose bytes are a GIF', bytes: GIF, type: 'image/png' },
    { kind: 'a "JPEG" whose bytes are a PNG', bytes: PNG, type: 'image/jpeg' },
    { kind: 'a text file', bytes: Buffer.from('not a picture'), type: 'text/plain' },
    { kind: 'a PNG of 2 MiB + 1 byte', bytes: pngOfSize(PICTURE_MAX_BYTES + 1), type: 'image/png' },
  ])('refuses $kind with 400 and the message the portal shows, keeping no picture', async ({ bytes, type }) => {
    expect(await upload(bytes, type)).toEqual({ status: 400, body: { message: INVALID_PICTURE } });
    expect(await photoUrl()).toBeNull();
  });

  it('accepts a PNG of exactly 2 MiB', async () => {
    expect((await upload(pngOfSize(PICTURE_MAX_BYTES), 'image/png')).status).toBe(204);
    expect((await served((await photoUrl()) ?? '')).bytes).toHaveLength(PICTURE_MAX_BYTES);
  });

  it('refuses a body without the multipart field "file"', async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${api.url}/api/users/self/photo/`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Send the picture as the multipart field "file".' });
  });

  it('gives a new URL for each new picture, so a cached picture is not shown again', async () => {
    await upload(PNG, 'image/png');
    const first = await photoUrl();
    await upload(JPEG, 'image/jpeg');
    const second = await photoUrl();
    expect(new URL(first ?? '').searchParams.get('v')).toBe('1');
    expect(new URL(second ?? '').searchParams.get('v')).toBe('2');
    expect(new URL(second ?? '').pathname).toBe(new URL(first ?? '').pathname);
    expect(await served(second ?? '')).toEqual({ type: 'image/jpeg', bytes: JPEG });
  });

  it("keeps each user's picture apart", async () => {
    await upload(PNG, 'image/png');
    const admin = await api.signIn('admin@acme.test');
    expect((await api.call('GET', '/api/users/self/photo/', { token: admin })).body).toEqual({ url: null });
  });
});

describe('reference API: the principal manager', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.signIn('admin@acme.test');
  });
  afterAll(() => api.closeChecked());

  const principal = (enterpriseId: string) =>
    api.call('GET', `/api/${enterpriseId}/customer-success-managers/principal`, { token: admin });

  it.each([
    ['Acme Corp', ENTERPRISE_IDS.acme],
    ['Globex', ENTERPRISE_IDS.globex],
  ])('is Paula Principal for %s', async (_name, enterpriseId) => {
    expect(await principal(enterpriseId)).toMatchObject({
      status: 200,
      body: { firstName: 'Paula', lastName: 'Principal', email: 'principal@acme.test' },
    });
  });

  it('answers 404 for Initech, which has none', async () => {
    expect(await principal(ENTERPRISE_IDS.initech)).toMatchObject({
      status: 404,
      body: { message: 'This enterprise has no principal manager.' },
    });
  });
});

describe("reference API: Acme Corp's pending invitations, sorted", () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.signIn('admin@acme.test');
  });
  afterAll(() => api.closeChecked());

  const emails = async (query: string) => {
    const answer = await api.call<{ list: { email: string }[]; totalCount: number }>(
      'GET',
      `/api/enterprises/${ENTERPRISE_IDS.acme}/invitations/?pageNumber=0&itemsPerPage=25${query}`,
      { token: admin },
    );
    expect(answer.status).toBe(200);
    return answer.body.list.map((row) => row.email);
  };

  it.each([
    // The Team page's order (src/domain/team.ts INVITATION_SORT), also the default.
    ['by invitation date, ascending', '&sortBy=invitedAt&descSort=false', ['invitee', 'contractor', 'auditor']],
    ['with no sort (invitation date, ascending)', '', ['invitee', 'contractor', 'auditor']],
    ['by invitation date, descending', '&sortBy=invitedAt&descSort=true', ['auditor', 'contractor', 'invitee']],
    ['by e-mail, descending', '&sortBy=email&descSort=true', ['invitee', 'contractor', 'auditor']],
    ['by role (Admin first), ties by e-mail', '&sortBy=role&descSort=false', ['auditor', 'contractor', 'invitee']],
  ])('lists them %s', async (_how, query, names) => {
    expect(await emails(query)).toEqual(names.map((name) => `${name}@acme.test`));
  });
});

describe('demo data: the Settings area (docs/demo-data.md)', () => {
  const seed = buildSeed();
  const named = (name: string) => seed.enterprises.find((e) => e.name === name);

  it("gives Acme Corp API notifications on and project notifications off, and its billing as docs/demo-data.md's", () => {
    expect(named('Acme Corp')).toMatchObject({
      settings: { apiNotifications: true, projectNotifications: false },
      billingInformation: { companyName: 'Acme Corp', countryCode: 'US', vatNumber: null, currency: 'USD' },
      billingContact: { name: 'Accounts Payable', email: 'billing@acme.test', phone: '+1 555 0100' },
    });
    expect(seed.countries).toContainEqual({ countryCode: 'US', countryName: 'United States' });
  });

  it('gives a principal manager to Acme Corp and Globex only', () => {
    const withPrincipal = seed.enterprises.filter((e) => e.principalManager !== null).map((e) => e.name);
    expect(withPrincipal).toEqual(['Acme Corp', 'Globex']);
    expect(named('Acme Corp')?.principalManager).toEqual({
      firstName: 'Paula',
      lastName: 'Principal',
      email: 'principal@acme.test',
    });
  });
});
