import { describe, expect, it } from '@rstest/core';
import { can, effectiveRole, isPrivileged, Role, roleLabel } from '../../../src/domain/roles';

describe('roles (spec document 1 section 6, DECISIONS.md "Roles")', () => {
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

  it('puts Admin, CustomerSuccess and CustomerSuccessPrincipal in the privileged set, not Viewer', () => {
    expect([0, 1, 2, 3].map(isPrivileged)).toEqual([true, false, true, true]);
  });

  it.each(['requestProjects', 'manageAccessKeys', 'deleteOrCancelProjects'] as const)(
    'allows %s to the privileged roles only',
    (capability) => {
      expect(can(Role.Admin, capability)).toBe(true);
      expect(can(Role.CustomerSuccess, capability)).toBe(true);
      expect(can(Role.CustomerSuccessPrincipal, capability)).toBe(true);
      expect(can(Role.Viewer, capability)).toBe(false);
      expect(can(7, capability)).toBe(false);
    },
  );

  it('counts the member role of the selected enterprise before the profile role', () => {
    expect(effectiveRole(Role.Viewer, Role.Admin)).toBe(Role.Viewer);
    expect(effectiveRole(undefined, Role.Admin)).toBe(Role.Admin);
    expect(effectiveRole(9, 9)).toBeNull();
  });
});
