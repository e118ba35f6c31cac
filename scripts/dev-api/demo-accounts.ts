/** The demo accounts table printed by `npm start` and `npm run dev`. */
import { DEMO_PASSWORD } from './demo-ids';
import { buildSeed } from './seed';

const ROLE_NAMES = ['Admin', 'Viewer', 'CustomerSuccess (Manager)', 'CustomerSuccessPrincipal (Principal)'] as const;

export function formatDemoAccounts(): string {
  const seed = buildSeed();
  const rows = seed.users
    .filter((u) => u.password !== null)
    .map((u) => {
      const enterprises = seed.memberships.filter((m) => m.userId === u.id).length;
      const notes = [
        `${enterprises} ${enterprises === 1 ? 'enterprise' : 'enterprises'}`,
        ...(u.termsAccepted ? [] : ['terms not accepted']),
      ];
      return [u.email, ROLE_NAMES[u.role] ?? String(u.role), notes.join(', ')] as const;
    });
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  const lines = rows.map(
    ([email, role, notes]) => `  ${email.padEnd(widths[0] ?? 0)}  ${role.padEnd(widths[1] ?? 0)}  ${notes}`,
  );
  return [`Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
