import { defineMessages } from '../../i18n/messages';

export const cookieMessages = defineMessages({
  bannerRegion: { id: 'cookies.banner.region', defaultMessage: 'Cookie consent' },
  bannerText: {
    id: 'cookies.banner.text',
    defaultMessage:
      'We use essential cookies to run the portal. With your consent we also use analytics and session recording cookies to improve it.',
  },
  settings: { id: 'cookies.banner.settings', defaultMessage: 'Cookie settings' },
  acceptAll: { id: 'cookies.acceptAll', defaultMessage: 'Accept all cookies' },
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
