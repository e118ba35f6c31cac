/**
 * The Notifications page's calls (spec document 1 sections 7 and 8; docs/product-decisions.md "The Settings area"):
 * the enterprise's notification settings, read and changed. Open to the privileged roles; a Viewer
 * gets 403. Pact interactions: contracts/settings.pact.test.ts.
 */
import { api } from '../../../api/client';
import { $api } from '../../../api/query-hooks';
import type { components } from '../../../api/schema';

export type NotificationSettings = components['schemas']['EnterpriseSettings'];

/** GET enterprise/{id}/settings/: API and project notifications on or off. */
export const notificationSettingsQuery = (enterpriseId: string) =>
  $api.queryOptions('get', '/enterprise/{enterpriseId}/settings/', { params: { path: { enterpriseId } } });

/** PUT enterprise/{id}/settings/ (204). */
export async function updateNotificationSettings(enterpriseId: string, body: NotificationSettings): Promise<void> {
  await api.PUT('/enterprise/{enterpriseId}/settings/', { params: { path: { enterpriseId } }, body });
}
