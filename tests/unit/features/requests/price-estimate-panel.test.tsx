/**
 * The request forms' price estimate (docs/product-decisions.md "Price estimates"): 'Estimated
 * price' in the enterprise's currency with its note, following the size fields after they rest (a
 * polite live region, not one announcement per keystroke), none for sentences, and a failed pricing
 * call hides it without blocking the form. The arithmetic is unit-tested in
 * tests/unit/domain/price-estimate.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { createQueryClient } from '../../../../src/api/query-client';
import TranslationPage from '../../../../src/features/requests/translation-page';
import { profileQuery } from '../../../../src/features/shell/api';
import { endSession } from '../../../../src/session/session-store';
import { startSession } from '../../../../src/session/start-session';
import { ACME } from '../../support/demo-data';
import { fakeApi, json, problem, type Call } from '../../support/fake-api';
import { renderApp } from '../../support/render';

const FORM = `/enterprise/${ACME}/project-request/translation/`;
const PRICING = {
  currency: 'USD',
  prices: [
    { requestType: 1, unit: 'word', unitPrice: 0.08 },
    { requestType: 2, unit: 'speech hour', unitPrice: 95 },
    { requestType: 3, unit: 'input data unit', unitPrice: 0.6 },
  ],
};

async function renderForm(pricing: () => Response): Promise<Call[]> {
  const calls = fakeApi(({ path }) => {
    if (path === '/users/self/profile/') return json({ applicationUserId: 'u-admin', role: 0 });
    if (path === `/${ACME}/pricing/project/`) return pricing();
    return undefined;
  });
  const queryClient = createQueryClient();
  await queryClient.fetchQuery(profileQuery());
  renderApp(<Route path="/enterprise/:enterpriseId/project-request/translation/" component={TranslationPage} />, {
    path: FORM,
    queryClient,
  });
  await screen.findByRole('textbox', { name: 'Project size' });
  return calls;
}

const figure = () => document.querySelector('.price-estimate__figure');

beforeEach(() => {
  startSession({ token: 'test-token', refreshToken: 'test-refresh', expiresIn: 3600 });
});
afterEach(() => {
  endSession();
  sessionStorage.clear();
});

describe('the price estimate of a request form', () => {
  it("shows 'Estimated price' in the enterprise's currency with its note, in a polite live region", async () => {
    await renderForm(() => json(PRICING));
    // The form's default size: 500 words × 0.08 USD.
    expect((await screen.findByText('$40.00')).closest('[aria-live]')).toBe(figure());
    expect(figure()?.getAttribute('aria-live')).toBe('polite');
    expect(figure()?.textContent).toBe('Estimated price $40.00');
    expect(screen.getByText('An estimate, not a quote: our team confirms the price.')).toBeTruthy();
  });

  it('follows the size once it rests, not on every keystroke', async () => {
    await renderForm(() => json(PRICING));
    await screen.findByText('$40.00');
    const size = screen.getByRole('textbox', { name: 'Project size' });
    act(() => {
      fireEvent.change(size, { target: { value: '1234' } });
    });
    act(() => {
      fireEvent.change(size, { target: { value: '12345' } });
    });
    // Typed, but not settled yet: the region still says what it said.
    expect(figure()?.textContent).toBe('Estimated price $40.00');
    expect(await screen.findByText('$987.60')).toBeTruthy();
    expect(screen.queryByText('$98.72')).toBeNull(); // the intermediate 1234 words were never shown
  });

  it("says 'No estimate for sentences.' for a size in sentences, and asks for a valid size", async () => {
    await renderForm(() => json(PRICING));
    await screen.findByText('$40.00');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Sentences' }));
    });
    expect(await screen.findByText('No estimate for sentences.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Words' }));
    });
    await screen.findByText('$40.00');
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Project size' }), { target: { value: '12' } });
    });
    expect(await screen.findByText('Enter a valid size to see an estimate.')).toBeTruthy();
  });

  it('is hidden when the pricing call fails, and the form stays usable', async () => {
    const calls = await renderForm(() => problem(500));
    await waitFor(() => expect(calls.filter((c) => c.path === `/${ACME}/pricing/project/`)).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByText('Estimated price')).toBeNull();
    expect(screen.queryByText('An estimate, not a quote: our team confirms the price.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Project size' })).toBeTruthy();
  });
});
