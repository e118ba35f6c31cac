import type { components } from '../../../api/schema';

type Manager = components['schemas']['Manager'];
export interface AccountManager extends Manager {
  principal: boolean;
}

/**
 * The Profile page's 'Your account managers': the managers of the member settings and the
 * principal manager, the principal first and marked; a principal who is also among the managers (the
 * same e-mail, in any case) shows once.
 */
export function accountManagers(managers: readonly Manager[], principal: Manager | null): AccountManager[] {
  const key = (manager: Manager) => manager.email.trim().toLowerCase();
  const others = managers
    .filter((manager) => !principal || key(manager) !== key(principal))
    .map((manager) => ({ ...manager, principal: false }));
  return principal ? [{ ...principal, principal: true }, ...others] : others;
}
