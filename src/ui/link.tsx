import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { chain } from 'react-aria/chain';
import { useIntl } from '../i18n/intl';
import { defineMessages } from '../i18n/define-messages';
import { cx } from './class-names';
import { usePagePreload } from './page-preload';

export const linkMessages = defineMessages({
  /** Said by screen readers after the text of a link that opens a new tab (visually hidden). */
  opensInNewTab: { id: 'link.opensInNewTab', defaultMessage: '(opens in a new tab)' },
});

/**
 * An in-app or external link; in-app hrefs route through the RouterProvider (no page reload), and
 * the page one opens starts loading when the pointer or the focus reaches the link (./page-preload.tsx).
 */
export function Link({ className, onHoverStart, onFocus, ...props }: AriaLinkProps) {
  const preload = usePagePreload(props.href);
  return (
    <AriaLink
      {...props}
      onHoverStart={chain(preload, onHoverStart)}
      onFocus={chain(preload, onFocus)}
      className={cx(['link', className])}
    />
  );
}

type NewTabLinkProps = Omit<AriaLinkProps, 'target' | 'rel' | 'children'> & { children: ReactNode };

/**
 * A link that opens a new tab (external pages, the project preview), without giving that tab a
 * handle on this one, and says so to screen readers: '(opens in a new tab)' after its text.
 */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  const intl = useIntl();
  return (
    <Link {...props} target="_blank" rel="noopener noreferrer">
      {children} <VisuallyHidden elementType="span">{intl.formatMessage(linkMessages.opensInNewTab)}</VisuallyHidden>
    </Link>
  );
}
