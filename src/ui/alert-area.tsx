import { useSnapshot } from 'valtio';
import { defineMessages } from '../i18n/messages';
import { useIntl } from '../i18n/intl';
import { alerts, dismissAlert } from './alert-store';
import { Button } from './button';
import { Link } from './link';

export const alertMessages = defineMessages({
  pleaseTryLater: { id: 'alert.pleaseTryLater', defaultMessage: 'Please try later or' },
  contactSupport: { id: 'alert.contactSupport', defaultMessage: 'contact support' },
  dismiss: { id: 'alert.dismiss', defaultMessage: 'Dismiss' },
  region: { id: 'alert.region', defaultMessage: 'Notifications' },
});

/**
 * The alert (toast) area. The live regions exist before any alert, so screen readers announce each
 * new one: danger alerts assertively, the others politely.
 */
export function AlertArea({ contactSupportUrl }: { contactSupportUrl: string }) {
  const intl = useIntl();
  const { list } = useSnapshot(alerts);
  const render = (type: 'assertive' | 'polite') =>
    list
      .filter((alert) => (alert.type === 'danger') === (type === 'assertive'))
      .map((alert) => (
        <div key={alert.id} className={`alert alert--${alert.type} alert--toast`}>
          <span>
            {intl.formatMessage(alert.message, alert.values)}
            {alert.showContactSupport ? (
              <>
                {' '}
                {intl.formatMessage(alertMessages.pleaseTryLater)}{' '}
                <Link href={contactSupportUrl} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(alertMessages.contactSupport)}
                </Link>
              </>
            ) : null}
          </span>
          <Button variant="link" onPress={() => dismissAlert(alert.id)} aria-label={intl.formatMessage(alertMessages.dismiss)}>
            ×
          </Button>
        </div>
      ));
  return (
    <section className="alert-area" aria-label={intl.formatMessage(alertMessages.region)}>
      <div role="alert" aria-live="assertive" aria-atomic="false">
        {render('assertive')}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false">
        {render('polite')}
      </div>
    </section>
  );
}
