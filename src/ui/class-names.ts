/**
 * Joins class names, leaving out whatever is not a non-empty string: a condition that is false, and
 * a react-aria-components render-prop className (a function), which our wrappers do not pass on.
 * `cx(['button', `button--${variant}`, className])`, `cx(['row', isGreyed && 'is-greyed'])`.
 */
export function cx(names: unknown[]): string {
  return names.filter((name) => typeof name === 'string' && name).join(' ');
}
