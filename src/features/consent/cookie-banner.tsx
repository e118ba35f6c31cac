import { useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { FOCUS_HANDOVER_MS } from '../../ui/focus-handover';
import { Button } from '../../ui/button';
import { ModalType, openModal } from '../../ui/modal-store';
import { cookieMessages } from './cookie-messages';
import { ACCEPT_ALL_ATTRIBUTE, makeCookieChoice, useCookieBannerShown } from './cookie-preferences';
import './cookies.css';

/** Moves focus to the page's heading: the banner's buttons disappear with the banner. */
function focusMainHeading(): void {
  document.querySelector<HTMLElement>('#main h1')?.focus();
}

/**
 * The cookie consent of both shells (document 2 section 2 "Footer and cookie banner"): shows the banner with 'Accept all cookies' until a choice
 * is made. 'Cookie settings' opens the cookie policy modal, where only some cookies can be chosen.
 * It is a labelled region, not a dialog: the page stays usable while it shows.
 */
export function CookieConsent() {
  const intl = useIntl();
  const shown = useCookieBannerShown();
  // Accepted: out of sight at once, the banner stays for a screen reader until it has taken the heading's focus in (decision 0081).
  const [leaving, setLeaving] = useState(false);
  if (!shown && !leaving) return null;
  return (
    <section
      className="cookie-banner"
      data-leaving={leaving}
      aria-label={intl.formatMessage(cookieMessages.bannerRegion)}
    >
      <p className="cookie-banner__text">{intl.formatMessage(cookieMessages.bannerText)}</p>
      <div className="cookie-banner__actions">
        <Button variant="secondary" onPress={() => openModal(ModalType.CookiePolicy)}>
          {intl.formatMessage(cookieMessages.settings)}
        </Button>
        <Button
          {...{ [ACCEPT_ALL_ATTRIBUTE]: '' }}
          onPress={() => {
            focusMainHeading();
            setLeaving(true);
            makeCookieChoice({ googleAnalytics: true, mouseFlow: true });
            setTimeout(() => setLeaving(false), FOCUS_HANDOVER_MS);
          }}
        >
          {intl.formatMessage(cookieMessages.acceptAll)}
        </Button>
      </div>
    </section>
  );
}
