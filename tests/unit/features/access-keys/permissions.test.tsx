/**
 * The access-key feature's own rules: permission titles and the `permission` query, the drafts kept
 * after a failed save, the names in use, the edit page's key id and the duplicate-name signal.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import { ApiError } from '../../../../src/api/errors';
import { isDuplicatedAccessKeyName, type AccessKey } from '../../../../src/features/access-keys/api';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../../../src/features/access-keys/drafts';
import { editedKeyId } from '../../../../src/features/access-keys/edit-access-key-page';
import {
  addNameInUse,
  clearNamesInUse,
  freeName,
  useNamesInUse,
} from '../../../../src/features/access-keys/names-in-use';
import {
  permissionFromQuery,
  permissionText,
  permissionTitleOf,
} from '../../../../src/features/access-keys/permissions';
import { createPortalIntl } from '../../../../src/i18n/intl';
import { ACME } from '../../support/demo-data';

const english = createPortalIntl('en-us', null);
const readOnly = {
  permissionId: 'read-only',
  permissionTitleResourceKey: 'AccessKeyPermissionReadOnlyTitle',
  permissionSubTitleResourceKey: 'AccessKeyPermissionReadOnlySubtitle',
};
const readWrite = {
  permissionId: 'read-write',
  permissionTitleResourceKey: 'AccessKeyPermissionReadWriteTitle',
  permissionSubTitleResourceKey: 'AccessKeyPermissionReadWriteSubtitle',
};
const descriptors = [readOnly, readWrite];

describe('permission texts', () => {
  it('the title and subtitle keys are catalogue messages with English defaults', () => {
    expect(permissionText(english, 'AccessKeyPermissionReadOnlyTitle')).toBe('Read only');
    expect(permissionText(english, 'AccessKeyPermissionReadWriteTitle')).toBe('Read and write');
    expect(permissionText(english, 'AccessKeyPermissionReadOnlySubtitle')).toMatch(/cannot change anything/);
  });

  it('the catalogue translation wins over the default', () => {
    const portuguese = createPortalIntl('pt-pt', { AccessKeyPermissionReadOnlyTitle: 'Só leitura' });
    expect(permissionText(portuguese, 'AccessKeyPermissionReadOnlyTitle')).toBe('Só leitura');
  });

  it('an unknown key shows as the raw key, and an unknown permission id as the raw id', () => {
    expect(permissionText(english, 'AccessKeyPermissionAdminTitle')).toBe('AccessKeyPermissionAdminTitle');
    expect(permissionTitleOf(english, descriptors, 'read-write')).toBe('Read and write');
    expect(permissionTitleOf(english, descriptors, 'billing')).toBe('billing');
  });
});

describe('the permission query of the create page', () => {
  it('matches the text against the title keys, ignoring case and punctuation', () => {
    expect(permissionFromQuery(descriptors, 'AccessKeyPermissionReadWriteTitle')).toBe(readWrite);
    expect(permissionFromQuery(descriptors, 'ReadWrite')).toBe(readWrite);
    expect(permissionFromQuery(descriptors, 'read-write')).toBe(readWrite);
    expect(permissionFromQuery(descriptors, 'READ ONLY')).toBe(readOnly);
  });

  it('chooses nothing for no text, no match or more than one match (the default stays)', () => {
    expect(permissionFromQuery(descriptors, null)).toBeUndefined();
    expect(permissionFromQuery(descriptors, '')).toBeUndefined();
    expect(permissionFromQuery(descriptors, 'admin')).toBeUndefined();
    expect(permissionFromQuery(descriptors, 'read')).toBeUndefined();
    expect(permissionFromQuery(descriptors, 'Title')).toBeUndefined();
  });
});

describe('drafts of a failed save', () => {
  afterEach(() => sessionStorage.clear());

  it('keep exactly the name and the permission, in sessionStorage, per user, enterprise and key', () => {
    const key = draftKey.edit('user-1', ACME, 'AKIA1');
    writeDraft(key, { accessKeyName: 'Staging EU', permission: 'read-only', accessKeySecret: 'never' } as never);
    expect(sessionStorage.getItem(key)).toBe('{"accessKeyName":"Staging EU","permission":"read-only"}');
    expect(localStorage.length).toBe(0);
    expect(readDraft(key)).toEqual({ accessKeyName: 'Staging EU', permission: 'read-only' });
    expect(readDraft(draftKey.create('user-1', ACME))).toBeNull();
    // Another user's (another admin of the enterprise signing in in the same tab): not this one.
    expect(readDraft(draftKey.edit('user-2', ACME, 'AKIA1'))).toBeNull();
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('ignore a corrupt or foreign value', () => {
    const key = draftKey.create('user-1', ACME);
    sessionStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ accessKeyName: 42, permission: 'read-only' }));
    expect(readDraft(key)).toBeNull();
  });
});

describe('names in use', () => {
  afterEach(() => clearNamesInUse());
  const key = (accessKeyID: string, accessKeyName: string): AccessKey => ({
    accessKeyID,
    accessKeyName,
    permission: 'read-only',
    createdAt: '2026-01-01T00:00:00Z',
    lastUsed: null,
  });
  const listed = [key('A', 'CI pipeline'), key('B', 'Staging')];

  it('are the listed names plus the names the server refused; a deleted key frees its name', () => {
    addNameInUse(ACME, 'Release bot');
    addNameInUse(ACME, 'release BOT'); // the same name: kept once
    addNameInUse('another-enterprise', 'Other');
    const { result, rerender } = renderHook(() => useNamesInUse(ACME, listed));
    expect(result.current).toEqual(['CI pipeline', 'Staging', 'Release bot']);
    freeName(ACME, 'RELEASE BOT');
    rerender();
    expect(result.current).toEqual(['CI pipeline', 'Staging']);
  });

  it('leave out the edited key own name, even when it was refused before', () => {
    addNameInUse(ACME, 'staging');
    const { result } = renderHook(() => useNamesInUse(ACME, listed, listed[1]));
    expect(result.current).toEqual(['CI pipeline']);
  });
});

describe('the edit page key id', () => {
  it('accepts apiKeyID (route table) and accessKeyID (edit page), apiKeyID first', () => {
    expect(editedKeyId('?apiKeyID=AKIA1')).toBe('AKIA1');
    expect(editedKeyId('?accessKeyID=AKIA2')).toBe('AKIA2');
    expect(editedKeyId('?apiKeyID=AKIA1&accessKeyID=AKIA2')).toBe('AKIA1');
    expect(editedKeyId('')).toBe('');
  });
});

describe('the DuplicatedAccessKeyName signal', () => {
  it('is the status text or the body code of a failed call, nothing else', () => {
    expect(isDuplicatedAccessKeyName(new ApiError(409, 'DuplicatedAccessKeyName'))).toBe(true);
    expect(isDuplicatedAccessKeyName(new ApiError(409, '', { code: 'DuplicatedAccessKeyName' }))).toBe(true);
    expect(isDuplicatedAccessKeyName(new ApiError(409, 'Conflict', { message: 'x' }))).toBe(false);
    expect(isDuplicatedAccessKeyName(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(isDuplicatedAccessKeyName(new Error('DuplicatedAccessKeyName'))).toBe(false);
  });
});
