import type { PortalIntl } from '../../i18n/intl';
import { defineMessages, type Message } from '../../i18n/define-messages';
import type { PermissionDescriptor } from './api';

/**
 * The texts of the permission descriptors. The server names a permission's title and subtitle by
 * message key (permissionTitleResourceKey, permissionSubTitleResourceKey): these are those keys,
 * with the English the portal shows when the catalogue has no translation.
 */
export const permissionMessages = defineMessages({
  AccessKeyPermissionReadOnlyTitle: { id: 'AccessKeyPermissionReadOnlyTitle', defaultMessage: 'Read only' },
  AccessKeyPermissionReadOnlySubtitle: {
    id: 'AccessKeyPermissionReadOnlySubtitle',
    defaultMessage: 'The key can read projects, reports and deliverables, but cannot change anything.',
  },
  AccessKeyPermissionReadWriteTitle: { id: 'AccessKeyPermissionReadWriteTitle', defaultMessage: 'Read and write' },
  AccessKeyPermissionReadWriteSubtitle: {
    id: 'AccessKeyPermissionReadWriteSubtitle',
    defaultMessage: 'The key can read everything a read-only key can, and can also create and change data.',
  },
});

const byKey: ReadonlyMap<string, Message> = new Map(
  Object.values(permissionMessages).map((message) => [message.id, message]),
);

/**
 * The text of a permission's resource key. A key the portal does not know (a permission added on
 * the server after this build) shows as the raw key rather than nothing.
 */
export function permissionText(intl: PortalIntl, resourceKey: string): string {
  const message = byKey.get(resourceKey);
  return message ? intl.formatMessage(message) : resourceKey;
}

/** The title shown for a key's permission id: its descriptor's title, else the raw id. */
export function permissionTitleOf(
  intl: PortalIntl,
  permissions: readonly PermissionDescriptor[],
  permissionId: string,
): string {
  const descriptor = permissions.find((p) => p.permissionId === permissionId);
  return descriptor ? permissionText(intl, descriptor.permissionTitleResourceKey) : permissionId;
}

const comparable = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{Nd}]/gu, '');

/**
 * Spec document 2 section 2: the create page "may pre-select a permission from a 'permission' query
 * parameter by matching its text against permission title keys". The spec does not say how; here:
 * case, spaces and punctuation are ignored, and the text matches a title key that equals it or
 * contains it (`ReadWrite`, `read-write` and `AccessKeyPermissionReadWriteTitle` all pick read and
 * write). A text that matches no key, or more than one (`read`), picks nothing, so the default (the
 * first permission) stays: a link never chooses a permission the user did not ask for.
 */
export function permissionFromQuery(
  permissions: readonly PermissionDescriptor[],
  text: string | null,
): PermissionDescriptor | undefined {
  const wanted = comparable(text ?? '');
  if (wanted === '') return undefined;
  const exact = permissions.filter((p) => comparable(p.permissionTitleResourceKey) === wanted);
  if (exact.length === 1) return exact[0];
  const containing = permissions.filter((p) => comparable(p.permissionTitleResourceKey).includes(wanted));
  return containing.length === 1 ? containing[0] : undefined;
}
