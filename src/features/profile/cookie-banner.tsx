import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { ModalType, openModal } from '../../ui/modal-store';
import { cookieMessages } from './cookie-messages';
import { useCookiePreferences } from './cookie-preferences';
import { useChooseCookiePreferences, useServerCookiePreferences } from './cookie-sync';
import './cookies.css';

/** Moves focus to the page's heading: the banner's buttons disappear with the banner. */
function focusMainHeading(): void {
  document.querySelector<HTMLElement>('#main h1')?.focus();
}

/**
 * The cookie consent of both shells (document 2 section 2 "Footer and cookie banner"): applies the
 * signed-in user's stored preferences, and shows the banner with 'Accept all cookies' until a choice
 * is made. 'Cookie settings' opens the cookie policy modal, where only some cookies can be chosen.
 * It is a labelled region, not a dialog: the page stays usable while it shows.
 */
export function CookieConsent() {
  const intl = useIntl();
  useServerCookiePreferences();
  const { pristine } = useCookiePreferences();
  const choose = useChooseCookiePreferences();
  if (!pristine) return null;
  return (
    <section className="cookie-banner" aria-label={intl.formatMessage(cookieMessages.bannerRegion)}>
      <p className="cookie-banner__text">{intl.formatMessage(cookieMessages.bannerText)}</p>
      <div className="cookie-banner__actions">
        <Button variant="secondary" onPress={() => openModal(ModalType.CookiePolicy)}>
          {intl.formatMessage(cookieMessages.settings)}
        </Button>
        <Button
          onPress={() => {
            choose({ googleAnalytics: true, mouseFlow: true });
            focusMainHeading();
          }}
        >
          {intl.formatMessage(cookieMessages.acceptAll)}
        </Button>
      </div>
    </section>
  );
}
