import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createPortalIntl, IntlProvider } from '../../src/i18n/intl';

/** Renders a screen with the English defaults and an in-memory router at `path`. */
export function renderScreen(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <IntlProvider intl={createPortalIntl('en-us', null)}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </IntlProvider>,
  );
  return { ...result, location };
}
