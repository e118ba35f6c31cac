/**
 * The user menu's initials avatar (spec document 2 section 2 "Top navigation"): its colour is chosen
 * by hashing the user id among 47 colours. Each colour comes with the text colour drawn on it; every
 * pair has at least the WCAG AA contrast for normal text (4.5:1), which tests/unit/domain/initials-avatar.test.ts
 * checks pair by pair.
 */
export interface AvatarColour {
  background: string;
  text: string;
}

export const AVATAR_COLOURS: readonly AvatarColour[] = (
  'b82e2e ede7ab 347e20 abedd8 2e6ab8 caabed b82e85 edbbab 69761e abedae 207e78 abb6ed 912eb8 edabc4 ' +
  '9f6528 d3edab 207e3c abe1ed 392eb8 ecabed b82e40 eddeab 3f7e20 abedcf 2c74af c1abed b82e97 edb4ab ' +
  '75761e b0edab 207e6d abbfed 812eb8 edabcd ab5c2b daedab 218331 abe9ed 2e35b8 e3abed b82e50 edd5ab ' +
  '4c7e20 abedc8 28799f b9abed b82eaa'
)
  .split(' ')
  // The table alternates a dark background with white text and a light one with near-black text.
  .map((hex, index) => ({ background: `#${hex}`, text: index % 2 ? '#1b1f24' : '#ffffff' }));

/** The number of avatar colours the specification names. */
export const AVATAR_COLOUR_COUNT = 47;

/**
 * A stable 32-bit string hash (the classic `h * 31 + code unit`), never negative. The same id gives
 * the same colour on every device and in every session.
 */
export function hashUserId(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) {
    hash = (Math.imul(hash, 31) + userId.charCodeAt(i)) | 0;
  }
  return hash >>> 0;
}

export function avatarColour(userId: string): AvatarColour {
  return AVATAR_COLOURS[hashUserId(userId) % AVATAR_COLOURS.length] as AvatarColour;
}

function firstLetter(text: string): string {
  const [first = ''] = Array.from(text.trim());
  return first.toLocaleUpperCase();
}

/**
 * The initials shown in the avatar: the first letter of the first and the last name (whole code
 * points, so an accented or non-Latin letter stays whole). With no names, the e-mail's first letter.
 */
export function initials(firstName: string, lastName: string, email = ''): string {
  const letters = `${firstLetter(firstName)}${firstLetter(lastName)}`;
  return letters || firstLetter(email);
}
