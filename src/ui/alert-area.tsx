import { useSnapshot } from 'valtio';
import { defineMessages } from '../i18n/messages';
import { useIntl } from '../i18n/intl';
import { alerts, dismissAlert, pauseAlert, resumeAlert } from './alert-store';
import { Button } from './button';
import { NewTabLink } from './link';

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
        // Hovered or holding focus, an alert stays open (alert-store.ts pauseAlert). The handlers only
        // hold the timer: the alert is not a control, its link and button are native ones.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          key={alert.id}
          className={`alert alert--${alert.type} alert--toast`}
          onMouseEnter={() => pauseAlert(alert.id)}
          onMouseLeave={() => resumeAlert(alert.id)}
          onFocus={() => pauseAlert(alert.id)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) resumeAlert(alert.id);
          }}
        >
          <span>
            {intl.formatMessage(alert.message, alert.values)}
            {alert.showContactSupport ? (
              <>
                {' '}
                {intl.formatMessage(alertMessages.pleaseTryLater)}{' '}
                <NewTabLink href={contactSupportUrl}>{intl.formatMessage(alertMessages.contactSupport)}</NewTabLink>
              </>
            ) : null}
          </span>
          <Button
            variant="link"
            onPress={() => dismissAlert(alert.id)}
            aria-label={intl.formatMessage(alertMessages.dismiss)}
          >
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
