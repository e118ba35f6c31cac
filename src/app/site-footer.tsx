import { externalLinks } from '../config/external-links';
import { CookieConsent } from '../features/profile/cookie-banner';
import { useIntl } from '../i18n/intl';
import { defineMessages } from '../i18n/messages';
import { Button } from '../ui/button';
import { NewTabLink } from '../ui/link';
import { ModalType, openModal } from '../ui/modal-store';
import './site-footer.css';

export const footerMessages = defineMessages({
  region: { id: 'footer.region', defaultMessage: 'Site footer' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of Use' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy Policy' },
  cookiePolicy: { id: 'footer.cookiePolicy', defaultMessage: 'Cookie Policy' },
  copyright: { id: 'footer.copyright', defaultMessage: '© {year} Data Services Provider' },
  signature: { id: 'footer.signature', defaultMessage: 'Data Services Provider, Ltd. All rights reserved.' },
});

/**
 * The footer of both shells: legal links, the cookie policy (a modal), copyright and signature;
 * then the cookie consent (the banner until a choice is made, and the signed-in user's stored
 * preferences applied), so both shells have it.
 */
export function SiteFooter() {
  const intl = useIntl();
  return (
    <>
      <footer className="site-footer">
        <nav aria-label={intl.formatMessage(footerMessages.region)} className="site-footer__links">
          <NewTabLink href={externalLinks.termsOfUse}>{intl.formatMessage(footerMessages.terms)}</NewTabLink>
          <NewTabLink href={externalLinks.privacyPolicy}>{intl.formatMessage(footerMessages.privacy)}</NewTabLink>
          <Button variant="link" onPress={() => openModal(ModalType.CookiePolicy)}>
            {intl.formatMessage(footerMessages.cookiePolicy)}
          </Button>
        </nav>
        <span>{intl.formatMessage(footerMessages.copyright, { year: new Date().getFullYear() })}</span>
        <span>{intl.formatMessage(footerMessages.signature)}</span>
      </footer>
      <CookieConsent />
    </>
  );
}
