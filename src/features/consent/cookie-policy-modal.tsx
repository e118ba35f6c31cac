import { useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ModalDialog } from '../../ui/dialog';
import { cookieMessages } from './cookie-messages';
import { cookiePreferences, makeCookieChoice } from './cookie-preferences';
import './cookies.css';

/** The cookie policy modal's own texts (they load with the modal, not with every page). */
const policyMessages = defineMessages({
  policyTitle: { id: 'cookies.policy.title', defaultMessage: 'Cookie Policy' },
  policyIntro: {
    id: 'cookies.policy.intro',
    defaultMessage:
      'Cookies are small files your browser keeps for the portal. Essential cookies keep you signed in and the portal secure, so they are always on. The others are optional: we use them only with your consent, and you can change your choice here at any time.',
  },
  preferences: { id: 'cookies.policy.preferences', defaultMessage: 'Your preferences' },
  essentials: { id: 'cookies.essentials', defaultMessage: 'Essential cookies' },
  essentialsDescription: {
    id: 'cookies.essentials.description',
    defaultMessage: 'Always on: signing in, security and remembering these preferences need them.',
  },
  analytics: { id: 'cookies.analytics', defaultMessage: 'Analytics cookies (Google Analytics)' },
  analyticsDescription: {
    id: 'cookies.analytics.description',
    defaultMessage: 'Help us understand how the portal is used.',
  },
  sessionRecording: { id: 'cookies.sessionRecording', defaultMessage: 'Session recording cookies (Mouseflow)' },
  sessionRecordingDescription: {
    id: 'cookies.sessionRecording.description',
    defaultMessage: 'Record how pages are used, so we can make them easier to use.',
  },
  save: { id: 'cookies.policy.save', defaultMessage: 'Save preferences' },
  cancel: { id: 'cookies.policy.cancel', defaultMessage: 'Cancel' },
});

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
      title={intl.formatMessage(policyMessages.policyTitle)}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <p>{intl.formatMessage(policyMessages.policyIntro)}</p>
      <h3 className="cookie-policy__heading">{intl.formatMessage(policyMessages.preferences)}</h3>
      <div className="cookie-policy__option">
        <Checkbox isSelected isDisabled aria-describedby="cookie-essentials-description">
          {intl.formatMessage(policyMessages.essentials)}
        </Checkbox>
        <p id="cookie-essentials-description" className="cookie-policy__description">
          {intl.formatMessage(policyMessages.essentialsDescription)}
        </p>
      </div>
      <div className="cookie-policy__option">
        <Checkbox
          isSelected={googleAnalytics}
          onChange={setGoogleAnalytics}
          aria-describedby="cookie-analytics-description"
        >
          {intl.formatMessage(policyMessages.analytics)}
        </Checkbox>
        <p id="cookie-analytics-description" className="cookie-policy__description">
          {intl.formatMessage(policyMessages.analyticsDescription)}
        </p>
      </div>
      <div className="cookie-policy__option">
        <Checkbox isSelected={mouseFlow} onChange={setMouseFlow} aria-describedby="cookie-recording-description">
          {intl.formatMessage(policyMessages.sessionRecording)}
        </Checkbox>
        <p id="cookie-recording-description" className="cookie-policy__description">
          {intl.formatMessage(policyMessages.sessionRecordingDescription)}
        </p>
      </div>
      <div className="actions cookie-policy__actions">
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage(policyMessages.cancel)}
        </Button>
        <Button variant="secondary" onPress={() => save({ googleAnalytics, mouseFlow })}>
          {intl.formatMessage(policyMessages.save)}
        </Button>
        <Button onPress={() => save({ googleAnalytics: true, mouseFlow: true })}>
          {intl.formatMessage(cookieMessages.acceptAll)}
        </Button>
      </div>
    </ModalDialog>
  );
}
