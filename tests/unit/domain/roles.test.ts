import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../../src/config/runtime-config';
import {
  can,
  capabilityRoles,
  effectiveRole,
  isPrivileged,
  requestProjectHidden,
  DEFAULT_INVITED_ROLE,
  INVITABLE_ROLES,
  Role,
  roleLabel,
} from '../../../src/domain/roles';

const withHideRequestProject = (on: boolean) =>
  setRuntimeConfig({ ...structuredClone(defaultRuntimeConfig), hideRequestProject: on });

afterEach(() => setRuntimeConfig(structuredClone(defaultRuntimeConfig)));

describe('roles (spec document 1 section 6, docs/product-decisions.md "Roles and permissions")', () => {
  it.each([
    [0, 'Admin'],
    [1, 'Viewer'],
    [2, 'Manager'],
    [3, 'Principal'],
  ])('role %i is labelled %s', (role, label) => {
    expect(roleLabel(role)?.defaultMessage).toBe(label);
  });

  it.each([-1, 4, 1.5, '0', null, undefined])('%s is not a role and has no label', (value) => {
    expect(roleLabel(value)).toBeNull();
  });

  it('offers an inviter the customer roles only, Admin and Viewer, with Viewer chosen first (docs/product-decisions.md "The Settings area")', () => {
    expect(INVITABLE_ROLES.map((role) => roleLabel(role)?.defaultMessage)).toEqual(['Admin', 'Viewer']);
    expect(DEFAULT_INVITED_ROLE).toBe(Role.Viewer);
  });

  it('lets the hide-request-project flag leave the Settings area capabilities alone', () => {
    withHideRequestProject(true);
    expect(can(Role.Admin, 'inviteMembers')).toBe(true);
    expect(can(Role.Admin, 'manageNotificationsAndBilling')).toBe(true);
  });

  it('puts Admin, CustomerSuccess and CustomerSuccessPrincipal in the privileged set, not Viewer', () => {
    expect([0, 1, 2, 3].map(isPrivileged)).toEqual([true, false, true, true]);
  });

  it('has exactly the capabilities of the docs/product-decisions.md table, and the Public API menu', () => {
    expect(Object.keys(capabilityRoles).sort()).toEqual([
      'deleteOrCancelProjects',
      'inviteMembers',
      'manageAccessKeys',
      'manageNotificationsAndBilling',
      'publicApiMenu',
      'requestProjects',
    ]);
  });

  it.each([
    'requestProjects',
    'manageAccessKeys',
    'deleteOrCancelProjects',
    'publicApiMenu',
    'inviteMembers',
    'manageNotificationsAndBilling',
  ] as const)('allows %s to the privileged roles only', (capability) => {
    expect(can(Role.Admin, capability)).toBe(true);
    expect(can(Role.CustomerSuccess, capability)).toBe(true);
    expect(can(Role.CustomerSuccessPrincipal, capability)).toBe(true);
    expect(can(Role.Viewer, capability)).toBe(false);
    expect(can(7, capability)).toBe(false);
  });

  it('counts the member role of the selected enterprise before the profile role', () => {
    expect(effectiveRole(Role.Viewer, Role.Admin)).toBe(Role.Viewer);
    expect(effectiveRole(undefined, Role.Admin)).toBe(Role.Admin);
    expect(effectiveRole(9, 9)).toBeNull();
  });
});

describe('the hide-request-project flag (docs/product-decisions.md "Roles and permissions": it applies to every user)', () => {
  const everyRole = Object.values(Role);

  it('is off by default: nothing is hidden', () => {
    expect(requestProjectHidden()).toBe(false);
    expect(can(Role.Admin, 'requestProjects')).toBe(true);
    expect(can(Role.Admin, 'publicApiMenu')).toBe(true);
  });

  it.each(['requestProjects', 'publicApiMenu'] as const)('when on, takes %s from every role', (capability) => {
    withHideRequestProject(true);
    expect(requestProjectHidden()).toBe(true);
    expect(everyRole.map((role) => can(role, capability))).toEqual(everyRole.map(() => false));
  });

  it.each(['manageAccessKeys', 'deleteOrCancelProjects'] as const)(
    'when on, leaves %s as the table says (the index opens the access-key home)',
    (capability) => {
      withHideRequestProject(true);
      expect(everyRole.map((role) => can(role, capability))).toEqual(
        everyRole.map((role) => capabilityRoles[capability].includes(role)),
      );
    },
  );
});

/**
 * "One module holds this table; screens ask it, never compare role numbers themselves" (docs/product-decisions.md),
 * and the flag is read in that module only. A lint-like check over the sources: it fails when a file
 * outside src/domain/roles.ts names a role constant, compares a role with a number, reaches for the
 * privileged set, or reads the hide-request-project flag.
 */
describe('the permissions module is the only place that decides', () => {
  const root = join(__dirname, '../../../src');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  const files = sources(root).map((path) => ({
    file: relative(root, path).replaceAll('\\', '/'),
    text: readFileSync(path, 'utf8'),
  }));

  const offences = (pattern: RegExp, allowed: readonly string[]) =>
    files.filter(({ file, text }) => !allowed.includes(file) && pattern.test(text)).map(({ file }) => file);

  it('finds the sources it checks', () => {
    expect(files.map((f) => f.file)).toContain('features/shell/top-navigation.tsx');
    expect(files.length).toBeGreaterThan(50);
  });

  it('lets no screen compare role numbers or use the role constants', () => {
    const roleCompare =
      /\b(?:Role\.(?:Admin|Viewer|CustomerSuccess|CustomerSuccessPrincipal)|PRIVILEGED_ROLES|isPrivileged\s*\(|capabilityRoles|\.?role\s*(?:===?|!==?|<=?|>=?)\s*\d|\d\s*(?:===?|!==?)\s*[\w.?]*\brole\b)/;
    expect(offences(roleCompare, ['domain/roles.ts'])).toEqual([]);
  });

  it('lets nothing but the permissions module read the hide-request-project flag', () => {
    expect(offences(/\bhideRequestProject\b/, ['domain/roles.ts', 'config/runtime-config.ts'])).toEqual([]);
  });

  it('would catch a screen that does', () => {
    const roleCompare = /\.?role\s*(?:===?|!==?|<=?|>=?)\s*\d/;
    expect(roleCompare.test('if (member.role === 1) return null;')).toBe(true);
    expect(/\bhideRequestProject\b/.test('runtimeConfig().hideRequestProject')).toBe(true);
  });
});
