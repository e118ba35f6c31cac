import { afterEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../../../src/api/query-client';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../../../src/config/runtime-config';
import { afterConsentPath } from '../../../../src/features/consent/terms-consent';
import TermsConsentPage from '../../../../src/features/consent/terms-consent-page';
import { profileQuery } from '../../../../src/features/shell/api';
import { describeCall, fakeApi, json, signedIn, signedOut } from '../../support/fake-api';
import { ACME, profileOf, type Profile } from '../../support/demo-data';
import { currentPath, renderApp } from '../../support/render';

afterEach(() => {
  signedOut();
  setRuntimeConfig(structuredClone(defaultRuntimeConfig));
});

function renderTerms(answer: () => Response) {
  signedIn();
  const api = fakeApi((call) =>
    call.method === 'POST' && call.path === '/users/self/terms/accept/' ? answer() : undefined,
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQuery().queryKey, profileOf({ terms: { privacyAndTerms: false } }));
  const view = renderApp(<TermsConsentPage />, { path: '/terms-consent/', queryClient });
  return { ...view, api };
}

describe('the terms consent page (spec document 2 section 2 "Terms consent page")', () => {
  it('takes focus on its heading and keeps Confirm disabled until the box is ticked', () => {
    renderTerms(() => new Response(null, { status: 204 }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Terms of Use and Privacy Policy' }),
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' }));
    expect(confirm.hasAttribute('disabled')).toBe(true);
  });

  it('sends the consent, and the profile then says the terms are consented', async () => {
    const { api, queryClient } = renderTerms(() => new Response(null, { status: 204 }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<Profile>(profileQuery().queryKey)?.terms.privacyAndTerms).toBe(true),
    );
    expect(api.map(describeCall)).toEqual(['POST /users/self/terms/accept/']);
  });

  it('goes to the generic error page when the consent cannot be saved (document 2 section 8)', async () => {
    const { location, queryClient } = renderTerms(() => json({ message: 'down' }, 500, 'Internal Server Error'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use and the Privacy Policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentPath(location)).toBe('/error/'));
    expect(queryClient.getQueryData<Profile>(profileQuery().queryKey)?.terms.privacyAndTerms).toBe(false);
  });

  it('sends the user on to the index, or to the first enterprise access-key home with hide-request-project', () => {
    expect(afterConsentPath(ACME)).toBe('/');
    setRuntimeConfig({ ...structuredClone(defaultRuntimeConfig), hideRequestProject: true });
    expect(afterConsentPath(ACME)).toBe(`/enterprise/${ACME}/accesskey/home/`);
    expect(afterConsentPath(null)).toBe('/');
  });
});
