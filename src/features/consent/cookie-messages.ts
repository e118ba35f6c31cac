import { defineMessages } from '../../i18n/define-messages';

/** The cookie banner's texts (its 'Accept all cookies' is the cookie policy modal's too). */
export const cookieMessages = defineMessages({
  bannerRegion: { id: 'cookies.banner.region', defaultMessage: 'Cookie consent' },
  bannerText: {
    id: 'cookies.banner.text',
    defaultMessage:
      'We use essential cookies to run the portal. With your consent we also use analytics and session recording cookies to improve it.',
  },
  settings: { id: 'cookies.banner.settings', defaultMessage: 'Cookie settings' },
  acceptAll: { id: 'cookies.acceptAll', defaultMessage: 'Accept all cookies' },
});
