import { describe, expect, it } from '@rstest/core';
import { accountManagers } from '../../../../../src/features/settings/profile/account-managers';

/**
 * 'Your account managers': the managers of the member settings and the principal manager
 * (marked 'Principal'); a principal who is also among the managers shows once.
 */

const mia = { firstName: 'Mia', lastName: 'Manager', email: 'manager@acme.test' };
const paula = { firstName: 'Paula', lastName: 'Principal', email: 'principal@acme.test' };
const omar = { firstName: 'Omar', lastName: 'Other', email: 'omar@acme.test' };

describe('the account managers of the Profile page', () => {
  it("Acme Corp's: the principal first and marked, shown once though she is among the managers", () => {
    expect(accountManagers([mia, paula], paula)).toEqual([
      { ...paula, principal: true },
      { ...mia, principal: false },
    ]);
  });

  it('knows the principal among the managers by e-mail, in any case and with spaces around', () => {
    const listed = { ...paula, email: ' Principal@ACME.test ' };
    expect(accountManagers([listed, mia], paula)).toEqual([
      { ...paula, principal: true },
      { ...mia, principal: false },
    ]);
  });

  it('adds a principal who is not among the managers', () => {
    expect(accountManagers([mia, omar], paula)).toEqual([
      { ...paula, principal: true },
      { ...mia, principal: false },
      { ...omar, principal: false },
    ]);
  });

  it('without a principal (a 404), lists the other managers alone, none marked', () => {
    expect(accountManagers([mia, paula], null)).toEqual([
      { ...mia, principal: false },
      { ...paula, principal: false },
    ]);
  });

  it('is empty with no managers and no principal, and the principal alone without managers', () => {
    expect(accountManagers([], null)).toEqual([]);
    expect(accountManagers([], paula)).toEqual([{ ...paula, principal: true }]);
  });
});
