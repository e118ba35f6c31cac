import { useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ModalDialog } from '../../ui/dialog';
import { cookieMessages } from './cookie-messages';
import { cookiePreferences, makeCookieChoice } from './cookie-preferences';
import './cookies.css';

/**
 * The cookie policy modal (ModalType.CookiePolicy, opened by the footer's Cookie Policy link and the
 * banner's Cookie settings): the policy, and the preferences. Essentials are shown on and cannot be
 * turned off; analytics and session recording start from the current choice (off by default).
 */
export function CookiePolicyModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [googleAnalytics, setGoogleAnalytics] = useState(cookiePreferences.googleAnalytics);
  const [mouseFlow, setMouseFlow] = useState(cookiePreferences.mouseFlow);

  const save = (choice: { googleAnalytics: boolean; mouseFlow: boolean }) => {
    makeCookieChoice(choice);
    onClose();
  };

  return (
    <ModalDialog
      title={intl.formatMessage(cookieMessages.policyTitle)}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <p>{intl.formatMessage(cookieMessages.policyIntro)}</p>
      <h3 className="cookie-policy__heading">{intl.formatMessage(cookieMessages.preferences)}</h3>
      <div className="cookie-policy__option">
        <Checkbox isSelected isDisabled aria-describedby="cookie-essentials-description">
          {intl.formatMessage(cookieMessages.essentials)}
        </Checkbox>
        <p id="cookie-essentials-description" className="cookie-policy__description">
          {intl.formatMessage(cookieMessages.essentialsDescription)}
        </p>
      </div>
      <div className="cookie-policy__option">
        <Checkbox isSelected={googleAnalytics} onChange={setGoogleAnalytics} aria-describedby="cookie-analytics-description">
          {intl.formatMessage(cookieMessages.analytics)}
        </Checkbox>
        <p id="cookie-analytics-description" className="cookie-policy__description">
          {intl.formatMessage(cookieMessages.analyticsDescription)}
        </p>
      </div>
      <div className="cookie-policy__option">
        <Checkbox isSelected={mouseFlow} onChange={setMouseFlow} aria-describedby="cookie-recording-description">
          {intl.formatMessage(cookieMessages.sessionRecording)}
        </Checkbox>
        <p id="cookie-recording-description" className="cookie-policy__description">
          {intl.formatMessage(cookieMessages.sessionRecordingDescription)}
        </p>
      </div>
      <div className="actions cookie-policy__actions">
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage(cookieMessages.cancel)}
        </Button>
        <Button variant="secondary" onPress={() => save({ googleAnalytics, mouseFlow })}>
          {intl.formatMessage(cookieMessages.save)}
        </Button>
        <Button onPress={() => save({ googleAnalytics: true, mouseFlow: true })}>
          {intl.formatMessage(cookieMessages.acceptAll)}
        </Button>
      </div>
    </ModalDialog>
  );
}
