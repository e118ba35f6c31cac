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

export const AVATAR_COLOURS: readonly AvatarColour[] = [
  { background: '#b82e2e', text: '#ffffff' },
  { background: '#ede7ab', text: '#1b1f24' },
  { background: '#347e20', text: '#ffffff' },
  { background: '#abedd8', text: '#1b1f24' },
  { background: '#2e6ab8', text: '#ffffff' },
  { background: '#caabed', text: '#1b1f24' },
  { background: '#b82e85', text: '#ffffff' },
  { background: '#edbbab', text: '#1b1f24' },
  { background: '#69761e', text: '#ffffff' },
  { background: '#abedae', text: '#1b1f24' },
  { background: '#207e78', text: '#ffffff' },
  { background: '#abb6ed', text: '#1b1f24' },
  { background: '#912eb8', text: '#ffffff' },
  { background: '#edabc4', text: '#1b1f24' },
  { background: '#9f6528', text: '#ffffff' },
  { background: '#d3edab', text: '#1b1f24' },
  { background: '#207e3c', text: '#ffffff' },
  { background: '#abe1ed', text: '#1b1f24' },
  { background: '#392eb8', text: '#ffffff' },
  { background: '#ecabed', text: '#1b1f24' },
  { background: '#b82e40', text: '#ffffff' },
  { background: '#eddeab', text: '#1b1f24' },
  { background: '#3f7e20', text: '#ffffff' },
  { background: '#abedcf', text: '#1b1f24' },
  { background: '#2c74af', text: '#ffffff' },
  { background: '#c1abed', text: '#1b1f24' },
  { background: '#b82e97', text: '#ffffff' },
  { background: '#edb4ab', text: '#1b1f24' },
  { background: '#75761e', text: '#ffffff' },
  { background: '#b0edab', text: '#1b1f24' },
  { background: '#207e6d', text: '#ffffff' },
  { background: '#abbfed', text: '#1b1f24' },
  { background: '#812eb8', text: '#ffffff' },
  { background: '#edabcd', text: '#1b1f24' },
  { background: '#ab5c2b', text: '#ffffff' },
  { background: '#daedab', text: '#1b1f24' },
  { background: '#218331', text: '#ffffff' },
  { background: '#abe9ed', text: '#1b1f24' },
  { background: '#2e35b8', text: '#ffffff' },
  { background: '#e3abed', text: '#1b1f24' },
  { background: '#b82e50', text: '#ffffff' },
  { background: '#edd5ab', text: '#1b1f24' },
  { background: '#4c7e20', text: '#ffffff' },
  { background: '#abedc8', text: '#1b1f24' },
  { background: '#28799f', text: '#ffffff' },
  { background: '#b9abed', text: '#1b1f24' },
  { background: '#b82eaa', text: '#ffffff' },
];

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
