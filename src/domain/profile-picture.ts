/**
 * The profile picture rule (docs/product-decisions.md "The Settings area"): a PNG or JPEG of at most 2 MB, checked
 * before the upload and again by the server (400). Anything else gets the one message the decisions
 * give. 2 MB is read as 2 MiB (2 × 1024 × 1024 bytes), the size a file manager calls "2 MB".
 * The reference API applies the same rule (scripts/dev-api/handlers/user.ts).
 */
import { defineMessages } from '../i18n/define-messages';
import { problemOf, type FieldProblem } from './validation';

export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const profilePictureMessages = defineMessages({
  invalid: {
    id: 'profile.picture.invalid',
    defaultMessage: 'The picture must be a PNG or JPEG image of at most 2 MB.',
  },
});

/** Whether a file of this type and size may be a profile picture. */
export function isValidPicture(file: { type: string; size: number }): boolean {
  return (PICTURE_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= PICTURE_MAX_BYTES;
}

/** The form kit's validator: the decisions' message for any file that is not a valid picture. */
export function validatePicture(file: { type: string; size: number } | undefined): FieldProblem | undefined {
  return file && !isValidPicture(file) ? problemOf(profilePictureMessages.invalid) : undefined;
}
