import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { useLanguageOptions } from '../../i18n/language-options';
import { languageMessages, switchLanguage } from '../../i18n/language-switch';
import { defineMessages } from '../../i18n/define-messages';
import { Avatar } from '../../ui/avatar';
import { MenuButton } from '../../ui/menu';
import { chooseTheme, themeChoices, themeMessages, useThemeChoice } from '../../ui/theme-choice';
import { requestSignOut } from '../../session/sign-out-request';
import { useProfilePhoto, type UserProfile } from './api';

export const userMenuMessages = defineMessages({
  button: { id: 'shell.userMenu.button', defaultMessage: 'User menu: {name}' },
  menu: { id: 'shell.userMenu.menu', defaultMessage: 'User menu' },
  settings: { id: 'shell.userMenu.settings', defaultMessage: 'Settings' },
  changePassword: { id: 'shell.userMenu.changePassword', defaultMessage: 'Change Password' },
  logOut: { id: 'shell.logOut', defaultMessage: 'Log out' },
});

/**
 * The user menu (spec document 2 section 2 "Top navigation"): the initials avatar, then the full
 * name and e-mail (the menu group's heading, so screen readers read them on entering the menu),
 * 'Settings' (the Settings area's first page, open to every role, docs/product-decisions.md "The Settings area") and
 * 'Change Password' (both belong to an enterprise, so they show when there is one) and 'Log out' (it
 * signs out at once, unlike another site's link to the log-off page: src/session/sign-out-request.ts);
 * then the language switch (decision 0050): 'English' and 'Português', the current
 * one checked; choosing one opens the same page and query in that language with a full page load;
 * then 'Theme' (docs/product-decisions.md "Theme, command palette and saved views", decision 0061): 'System', 'Light', 'Dark', the current one
 * checked; choosing one shows it at once and remembers it in this browser.
 */
export function UserMenu({ profile, enterpriseId }: { profile: UserProfile; enterpriseId: string | null }) {
  const intl = useIntl();
  const photoUrl = useProfilePhoto();
  const fullName = `${profile.userFirstName} ${profile.userLastName}`.trim() || profile.email;
  const languageSwitch = useLanguageOptions();
  const theme = useThemeChoice();
  return (
    <MenuButton
      className="ui-menu-button user-menu__button"
      aria-label={intl.formatMessage(userMenuMessages.button, { name: fullName })}
      label={
        <Avatar
          userId={profile.applicationUserId}
          firstName={profile.userFirstName}
          lastName={profile.userLastName}
          email={profile.email}
          photoUrl={photoUrl}
        />
      }
    >
      {({ Menu, MenuItem, MenuSection, Header }) => (
        <Menu aria-label={intl.formatMessage(userMenuMessages.menu)} className="user-menu">
          <MenuSection>
            <Header className="ui-menu__header user-menu__who">
              <span className="user-menu__name">{fullName}</span>
              <span className="user-menu__email">{profile.email}</span>
            </Header>
            {enterpriseId ? (
              <MenuItem id="settings" href={paths.settings(enterpriseId)}>
                {intl.formatMessage(userMenuMessages.settings)}
              </MenuItem>
            ) : null}
            {enterpriseId ? (
              <MenuItem id="change-password" href={paths.changePassword(enterpriseId)}>
                {intl.formatMessage(userMenuMessages.changePassword)}
              </MenuItem>
            ) : null}
            <MenuItem id="log-out" href={paths.logoff()} onAction={requestSignOut}>
              {intl.formatMessage(userMenuMessages.logOut)}
            </MenuItem>
          </MenuSection>
          <MenuSection selectionMode="single" selectedKeys={[languageSwitch.current]} disallowEmptySelection>
            <Header className="ui-menu__header">{intl.formatMessage(languageMessages.label)}</Header>
            {languageSwitch.options.map(({ locale, text, href }) => (
              <MenuItem
                key={locale}
                id={locale}
                lang={locale}
                textValue={text}
                onAction={() => switchLanguage(href, locale)}
              >
                {text}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSection selectionMode="single" selectedKeys={[`theme-${theme}`]} disallowEmptySelection>
            <Header className="ui-menu__header">{intl.formatMessage(themeMessages.label)}</Header>
            {themeChoices.map((choice) => (
              <MenuItem key={choice} id={`theme-${choice}`} onAction={() => chooseTheme(choice)}>
                {intl.formatMessage(themeMessages[choice])}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      )}
    </MenuButton>
  );
}
