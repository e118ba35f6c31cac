import { avatarColour, initials } from '../domain/initials-avatar';

/**
 * The user's picture when they have one (docs/product-decisions.md "The Settings area"), else their initials on a
 * colour chosen from the user id (src/domain/initials-avatar.ts). Decorative: the control or text beside it
 * carries the user's name.
 */
export function Avatar({
  userId,
  firstName,
  lastName,
  email,
  photoUrl,
  large,
}: {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A checked address (src/domain/safe-link.ts). */
  photoUrl?: string | null;
  large?: boolean;
}) {
  const className = large ? 'avatar avatar--large' : 'avatar';
  if (photoUrl) return <img className={className} src={photoUrl} alt="" aria-hidden="true" />;
  const colour = avatarColour(userId);
  return (
    <span className={className} aria-hidden="true" style={{ backgroundColor: colour.background, color: colour.text }}>
      {initials(firstName, lastName, email)}
    </span>
  );
}
