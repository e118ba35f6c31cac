import { Fragment } from 'react';
import { useIntl } from '../../i18n/intl';
import type { Message } from '../../i18n/define-messages';
import { Link } from '../../ui/link';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = new RegExp(`${OPEN}([A-Za-z0-9_]+)${CLOSE}`);

/**
 * A translated sentence with links inside it, e.g. 'Do you want to {logIn} or use {forgotPassword}?'.
 * The sentence is formatted as TEXT with a private-use marker in place of each link, then split at
 * the markers: translators keep the whole sentence (and may move the links), and nothing is ever
 * rendered as HTML.
 */
export function MessageWithLinks({
  message,
  links,
}: {
  message: Message;
  links: Record<string, { text: Message; href: string }>;
}) {
  const intl = useIntl();
  const markers = Object.fromEntries(Object.keys(links).map((key) => [key, `${OPEN}${key}${CLOSE}`]));
  const parts = intl.formatMessage(message, markers).split(PLACEHOLDER);
  // split() with one capture group alternates text, key, text, key, ..., text.
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part ? <Fragment key={index}>{part}</Fragment> : null;
        const link = links[part];
        return link ? (
          <Link key={index} href={link.href}>
            {intl.formatMessage(link.text)}
          </Link>
        ) : null;
      })}
    </>
  );
}
