import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { paths } from '../../config/paths';
import { runtimeConfig } from '../../config/runtime-config';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { linkMessages } from '../../ui/link';
import { MenuButton } from '../../ui/menu';

export const publicApiMessages = defineMessages({
  publicApi: { id: 'shell.publicApi', defaultMessage: 'Public API' },
  accessKeys: { id: 'shell.publicApi.accessKeys', defaultMessage: 'API Access Keys' },
  documentation: { id: 'shell.publicApi.documentation', defaultMessage: 'API Documentation' },
});

/**
 * The 'Public API' dropdown (spec document 2 section 2 "Top navigation"): 'API Access Keys' and the
 * external 'API Documentation' (its address from the runtime configuration). The top navigation
 * decides when it shows; whoever sees it may manage keys (docs/product-decisions.md "Roles and permissions").
 */
export function PublicApiMenu({ enterpriseId }: { enterpriseId: string }) {
  const intl = useIntl();
  const documentation = intl.formatMessage(publicApiMessages.documentation);
  return (
    <MenuButton
      label={intl.formatMessage(publicApiMessages.publicApi)}
      className="ui-menu-button top-nav__menu-button"
      placement="bottom start"
    >
      {({ Menu, MenuItem }) => (
        <Menu aria-label={intl.formatMessage(publicApiMessages.publicApi)}>
          <MenuItem id="access-keys" href={paths.accessKeyHome(enterpriseId)}>
            {intl.formatMessage(publicApiMessages.accessKeys)}
          </MenuItem>
          <MenuItem
            id="documentation"
            href={runtimeConfig().apiDocumentationUrl}
            target="_blank"
            rel="noopener noreferrer"
            textValue={documentation}
          >
            {documentation}{' '}
            <VisuallyHidden elementType="span">{intl.formatMessage(linkMessages.opensInNewTab)}</VisuallyHidden>
            <span className="ui-menu__external" aria-hidden="true">
              ↗
            </span>
          </MenuItem>
        </Menu>
      )}
    </MenuButton>
  );
}
