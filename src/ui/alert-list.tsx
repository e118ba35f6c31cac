import { useSnapshot } from 'valtio';
import { defineMessages } from '../i18n/define-messages';
import { useIntl } from '../i18n/intl';
import { alerts, dismissAlert, pauseAlert, resumeAlert } from './alert-store';
import { Button } from './button';
import { NewTabLink } from './link';

/**
 * The alert bar's optional 'please try later' and contact-support link (spec document 2 section 8),
 * said as one sentence after the message: 'Please try later or' and the link (record 0065).
 */
export const alertMessages = defineMessages({
  pleaseTryLater: { id: 'alert.pleaseTryLater', defaultMessage: 'Please try later or' },
  contactSupport: { id: 'alert.contactSupport', defaultMessage: 'contact support' },
  dismiss: { id: 'alert.dismiss', defaultMessage: 'Dismiss' },
});

export interface AlertListProps {
  /** Danger alerts (the assertive region) or the others (the polite one). */
  assertive: boolean;
  contactSupportUrl: string;
}

/**
 * The alerts of one of the alert area's live regions (./alert-area.tsx), each with its timer's hold,
 * its action if it has one ('Undo') and 'Dismiss'.
 */
export function AlertList({ assertive, contactSupportUrl }: AlertListProps) {
  const intl = useIntl();
  const { list } = useSnapshot(alerts);
  return list
    .filter((alert) => (alert.type === 'danger') === assertive)
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
        {alert.action ? (
          <Button
            variant="link"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- see AlertAction.takesFocus
            autoFocus={alert.action.takesFocus}
            onPress={() => {
              dismissAlert(alert.id);
              alert.action?.onPress();
            }}
          >
            {intl.formatMessage(alert.action.label)}
          </Button>
        ) : null}
        {/* Its '×' is drawn by the stylesheet (alert__dismiss), so the live region's text is the alert's
            alone (decision 0062); the button is named 'Dismiss'. */}
        <Button
          variant="link"
          className="alert__dismiss"
          onPress={() => dismissAlert(alert.id)}
          aria-label={intl.formatMessage(alertMessages.dismiss)}
        />
      </div>
    ));
}
