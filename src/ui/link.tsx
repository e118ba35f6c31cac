import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';

/** An in-app or external link; in-app hrefs route through the RouterProvider (no page reload). */
export function Link({ className, ...props }: AriaLinkProps) {
  return <AriaLink {...props} className={`link${typeof className === 'string' ? ` ${className}` : ''}`} />;
}
