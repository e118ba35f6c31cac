import { describe, expect, it } from '@rstest/core';
import { DEMO_PASSWORD, ENTERPRISE_IDS, NAMED_ITEMS } from '../../../scripts/dev-api/demo-ids';
import { buildSeed } from '../../../scripts/dev-api/seed';
import { createStore, isVisible } from '../../../scripts/dev-api/store';

const ACCOUNTS = [
  ['admin@acme.test', 'Ada', 'Admin', 0, 3, true],
  ['viewer@acme.test', 'Victor', 'Viewer', 1, 1, true],
  ['manager@acme.test', 'Mia', 'Manager', 2, 30, true],
  ['principal@acme.test', 'Paula', 'Principal', 3, 1, true],
  ['newcomer@acme.test', 'Nora', 'Newcomer', 0, 1, false],
  ['lonely@acme.test', 'Leo', 'Lonely', 1, 0, true],
] as const;

describe('demo data (docs/demo-data.md)', () => {
  const seed = buildSeed();

  it('is deterministic: two builds are equal', () => {
    expect(buildSeed()).toEqual(seed);
  });

  it.each(ACCOUNTS)(
    'has %s (%s %s, role %i, %i enterprises, terms %s) with the demo password',
    (email, first, last, role, enterprises, terms) => {
      const user = seed.users.find((u) => u.email === email);
      expect(user).toMatchObject({
        firstName: first,
        lastName: last,
        role,
        password: DEMO_PASSWORD,
        termsAccepted: terms,
      });
      expect(seed.memberships.filter((m) => m.userId === user?.id)).toHaveLength(enterprises);
    },
  );

  it('gives admin Acme Corp, Globex and Initech, and the manager those three first of 30', () => {
    const names = (email: string) => {
      const user = seed.users.find((u) => u.email === email);
      return seed.memberships
        .filter((m) => m.userId === user?.id)
        .map((m) => seed.enterprises.find((e) => e.id === m.enterpriseId)?.name);
    };
    expect(names('admin@acme.test')).toEqual(['Acme Corp', 'Globex', 'Initech']);
    expect(names('manager@acme.test').slice(0, 3)).toEqual(['Acme Corp', 'Globex', 'Initech']);
    expect(new Set(names('manager@acme.test')).size).toBe(30);
  });

  it('stores a Deleted project for Acme that is not visible', () => {
    const deleted = seed.items.filter((i) => i.project?.status === 10000);
    expect(deleted).toHaveLength(1);
    expect(deleted.every((i) => i.enterpriseId === ENTERPRISE_IDS.acme && !isVisible(i))).toBe(true);
  });

  it('describes Checkout Flow Translation as Translation en-us to de-de, and Voice Assistant Prompts as Scripted Speech with 23 deliverables', () => {
    const checkout = seed.items.find((i) => i.projectId === NAMED_ITEMS.checkoutFlowTranslation.projectId);
    expect(checkout?.request?.parameters).toMatchObject({ SourceLanguage: 'en-us', TargetLanguage: 'de-de' });
    const vap = seed.items.find((i) => i.projectId === NAMED_ITEMS.voiceAssistantPrompts.projectId);
    expect(vap?.project?.deliverables).toHaveLength(23);
    expect(vap?.project?.jobs).toHaveLength(3);
  });

  it('has three access keys for Acme and none elsewhere, and at least two permissions', () => {
    expect(seed.accessKeys.map((k) => [k.enterpriseId, k.accessKeyName])).toEqual([
      [ENTERPRISE_IDS.acme, 'CI pipeline'],
      [ENTERPRISE_IDS.acme, 'Data export'],
      [ENTERPRISE_IDS.acme, 'Staging'],
    ]);
    expect(seed.permissions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('store', () => {
  it('reset restores the seed after changes', () => {
    const store = createStore();
    const pristine = structuredClone(store.data.items);
    store.data.items.splice(0, 10);
    const admin = store.data.users.find((u) => u.email === 'admin@acme.test');
    if (admin) admin.password = 'changed';
    store.data.accessTokens.set('at.1.x', { userId: 'x', sessionId: 1, expiresAt: 0 });
    store.reset();
    expect(store.data.items).toEqual(pristine);
    expect(store.data.users.find((u) => u.email === 'admin@acme.test')?.password).toBe(DEMO_PASSWORD);
    expect(store.data.accessTokens.size).toBe(0);
  });

  it('never shares state between two stores or with the seed', () => {
    const a = createStore();
    const b = createStore();
    a.data.accessKeys.length = 0;
    expect(b.data.accessKeys).toHaveLength(3);
    a.reset();
    expect(a.data.accessKeys).toHaveLength(3);
  });
});
