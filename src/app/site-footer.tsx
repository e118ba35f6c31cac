import { externalLinks } from '../config/external-links';
import { CookieConsent } from '../features/consent/cookie-banner';
import { useIntl } from '../i18n/intl';
import { useLanguageOptions } from '../i18n/language-options';
import { languageMessages, rememberLanguage } from '../i18n/language-switch';
import { defineMessages } from '../i18n/define-messages';
import { Button } from '../ui/button';
import { NewTabLink } from '../ui/link';
import { ModalType, openModal } from '../ui/modal-store';
import { hydrationStore } from '../ui/hydration-store';
import { yearRendered } from './prerendered';
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
 * The language switch of the signed-out pages (decision 0050): plain links, so
 * choosing one is a full page load of the same page and query in that language (the signed-in area's
 * is in the user menu).
 */
function LanguageLinks() {
  const intl = useIntl();
  const { current, options } = useLanguageOptions();
  return (
    <nav aria-label={intl.formatMessage(languageMessages.label)} className="site-footer__links">
      {options.map(({ locale, text, href }) => (
        <a
          key={locale}
          className="link"
          href={href}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => rememberLanguage(locale)}
        >
          {text}
        </a>
      ))}
    </nav>
  );
}

/**
 * The footer of both shells: legal links, the cookie policy (a modal), copyright and signature, the
 * signed-out pages' language switch; then the cookie consent (the banner until a choice is made, and
 * the signed-in user's stored preferences applied), so both shells have it.
 */
const thisYear = hydrationStore(new Date().getFullYear());

export function SiteFooter({ languageSwitch = false }: { languageSwitch?: boolean }) {
  const intl = useIntl();
  // A page prerendered last year hydrates with last year's copyright, then shows this year's.
  const year = thisYear.use(yearRendered());
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
        {languageSwitch ? <LanguageLinks /> : null}
        <span>{intl.formatMessage(footerMessages.copyright, { year })}</span>
        <span>{intl.formatMessage(footerMessages.signature)}</span>
      </footer>
      <CookieConsent />
    </>
  );
}
