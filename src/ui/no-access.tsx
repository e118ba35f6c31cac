import { useIntl } from '../i18n/intl';
import { defineMessages } from '../i18n/define-messages';

export const noAccessMessages = defineMessages({
  text: {
    id: 'ui.noAccess.text',
    defaultMessage: 'You do not have access to this page. An Admin of your enterprise can give you access.',
  },
});

/**
 * A page's no-access state: the server refused the page's calls to this user (403), though the role
 * guard let them in (their role changed since, say). Said in the page, not as a crash or an error page.
 */
export function NoAccess() {
  const intl = useIntl();
  return (
    <p className="no-access" role="status">
      {intl.formatMessage(noAccessMessages.text)}
    </p>
  );
}
