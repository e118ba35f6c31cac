import { describe, expect, it } from '@rstest/core';
import {
  isValidPicture,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  profilePictureMessages,
  validatePicture,
} from '../../../src/domain/profile-picture';

/** The profile picture rule (docs/product-decisions.md "The Settings area"): a PNG or JPEG of at most 2 MB. */

const MiB = 1024 * 1024;

describe('the profile picture rule', () => {
  it('takes PNG and JPEG only', () => {
    expect(PICTURE_TYPES).toEqual(['image/png', 'image/jpeg']);
    expect(isValidPicture({ type: 'image/png', size: 70 })).toBe(true);
    expect(isValidPicture({ type: 'image/jpeg', size: 70 })).toBe(true);
    for (const type of ['image/gif', 'image/webp', 'image/svg+xml', 'text/plain', 'application/pdf', '']) {
      expect(isValidPicture({ type, size: 70 }), type).toBe(false);
    }
  });

  it('takes at most 2 MB (2 MiB, 2 097 152 bytes)', () => {
    expect(PICTURE_MAX_BYTES).toBe(2 * MiB);
    expect(isValidPicture({ type: 'image/png', size: 2 * MiB })).toBe(true);
    expect(isValidPicture({ type: 'image/png', size: 2 * MiB + 1 })).toBe(false);
    expect(isValidPicture({ type: 'image/jpeg', size: 3 * MiB })).toBe(false);
  });

  it('refuses an empty file', () => {
    expect(isValidPicture({ type: 'image/png', size: 0 })).toBe(false);
  });

  it("says 'The picture must be a PNG or JPEG image of at most 2 MB.' for any file it refuses", () => {
    expect(profilePictureMessages.invalid.defaultMessage).toBe(
      'The picture must be a PNG or JPEG image of at most 2 MB.',
    );
    expect(validatePicture({ type: 'image/gif', size: 70 })?.message).toBe(profilePictureMessages.invalid);
    expect(validatePicture({ type: 'image/png', size: 2 * MiB + 1 })?.message).toBe(profilePictureMessages.invalid);
    expect(validatePicture({ type: 'image/png', size: 70 })).toBeUndefined();
    expect(validatePicture(undefined)).toBeUndefined();
  });
});
