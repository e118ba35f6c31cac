import { avatarColour, initials } from '../domain/avatar';

/**
 * The user's initials on a colour chosen from the user id (src/domain/avatar.ts). Decorative: the
 * control that holds it carries the user's name.
 */
export function Avatar({
  userId,
  firstName,
  lastName,
  email,
}: {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}) {
  const colour = avatarColour(userId);
  return (
    <span className="avatar" aria-hidden="true" style={{ backgroundColor: colour.background, color: colour.text }}>
      {initials(firstName, lastName, email)}
    </span>
  );
}
