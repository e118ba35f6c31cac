import { act, render } from '@testing-library/react';
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

/** Lets the next animation frame run (the page heading takes focus in it: src/ui/page-heading.tsx). */
export async function nextFrame(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}
