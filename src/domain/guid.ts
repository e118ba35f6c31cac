import { defineMessages, type Message } from '../i18n/define-messages';

const HEX_GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** 8-4-4-4-12 hex digits, optionally in braces (both or neither), any case. */
const GUID = new RegExp(`^(?:${HEX_GUID}|\\{${HEX_GUID}\\})$`, 'i');

export const guidMessages = defineMessages({
  invalidProjectId: { id: 'projects.search.invalidProjectId', defaultMessage: 'Invalid Project ID, wrong format' },
});

export function isGuid(value: string): boolean {
  return GUID.test(value);
}

/** The GUID as the API takes it (format uuid): without braces, lower case. */
export function normalizeGuid(value: string): string {
  return value
    .trim()
    .replace(/^\{|\}$/g, '')
    .toLowerCase();
}

/**
 * Spec document 2 section 5: a Project ID search must be empty or a GUID. Surrounding white space
 * (a pasted id) is ignored. The name search is not checked.
 */
export function validateProjectIdSearch(text: string): Message | undefined {
  const value = text.trim();
  return value === '' || isGuid(value) ? undefined : guidMessages.invalidProjectId;
}
