import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import BillingPage from '../../../../../src/features/settings/billing/billing-page';
import { clearAlerts } from '../../../../../src/ui/alert-store';
import { fakeApi, json, noContent, problem, signedIn, signedOut, type Call } from '../../../support/fake-api';
import { ACME, userRoutes } from '../../../support/demo-data';
import { alertTexts, currentPath, renderApp } from '../../../support/render';

/** The Billing page (docs/product-decisions.md "The Settings area") against a scripted API. */

const PAGE = `/enterprise/${ACME}/billing/`;
const INFORMATION = `/${ACME}/billing/information/`;
const CONTACT = `/${ACME}/billing/contact/`;
const SAVED = 'The billing contact was saved.';
const FAILED = 'We could not save the billing contact. Please try again.';
const NO_ACCESS = 'You do not have access to this page. An Admin of your enterprise can give you access.';
const ACME_INFORMATION = { companyName: 'Acme Corp', countryCode: 'US', vatNumber: null, currency: 'USD' };
const ACME_CONTACT = { name: 'Accounts Payable', email: 'billing@acme.test', phone: '+1 555 0100' };
const COUNTRIES = [
  { countryCode: 'PT', countryName: 'Portugal' },
  { countryCode: 'US', countryName: 'United States' },
];

type Answer = () => Response | Promise<Response>;
interface Answers {
  information?: Answer;
  contact?: Answer;
  countries?: Answer;
  save?: Answer;
}

function api({
  information = () => json(ACME_INFORMATION),
  contact = () => json(ACME_CONTACT),
  countries = () => json(COUNTRIES),
  save = noContent,
}: Answers = {}) {
  return fakeApi((call: Call) => {
    const user = userRoutes(0)(call);
    if (user) return user;
    if (call.path === INFORMATION) return information();
    if (call.path === CONTACT) return call.method === 'PUT' ? save() : contact();
    if (call.path === '/countries/') return countries();
    return undefined;
  });
}

function renderPage() {
  return renderApp(
    <Route path="/enterprise/:enterpriseId/billing/">
      <BillingPage />
    </Route>,
    { path: PAGE },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => act(() => void fireEvent.change(field(name), { target: { value } }));
const leave = (name: string) => act(() => void fireEvent.blur(field(name)));
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });
const isDisabled = (button: HTMLElement) =>
  button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';
/** The texts tied to a field (aria-describedby): its description and its error. */
const describedBy = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter((text) => text !== '');
const PHONE_DESCRIPTION = 'Optional. Digits, spaces and + - ( ), at most 40 characters.';
const errorOf = (name: string) => describedBy(name).filter((text) => text !== PHONE_DESCRIPTION);
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT' && c.path === CONTACT);

async function loaded() {
  await screen.findByRole('textbox', { name: 'Name' });
}

beforeEach(() => {
  signedIn();
  clearAlerts();
});
afterEach(() => {
  signedOut();
  clearAlerts();
});

describe('the Billing page: information', () => {
  it("shows the company name, the country's name from countries/, '-' for no VAT number, and the currency", async () => {
    api();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    expect(document.title).toBe('Billing');
    await loaded();
    const section = screen.getByRole('region', { name: 'Billing information' });
    const terms = within(section)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Company name', 'Country', 'VAT number', 'Currency']);
    expect(values).toEqual(['Acme Corp', 'United States', '-', 'USD']);
  });

  it('shows a VAT number when there is one, and the country code when countries/ does not name it', async () => {
    api({
      information: () => json({ companyName: 'Globex', countryCode: 'ZZ', vatNumber: 'PT123456789', currency: 'EUR' }),
    });
    renderPage();
    await loaded();
    const values = within(screen.getByRole('region', { name: 'Billing information' }))
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['Globex', 'ZZ', 'PT123456789', 'EUR']);
  });
});

describe('the Billing page: contact', () => {
  it('is prefilled with the contact, Phone described, and Save disabled until a change', async () => {
    const calls = api();
    renderPage();
    await loaded();
    expect(screen.getByRole('form', { name: 'Billing contact' })).toBeTruthy();
    expect(field('Name').value).toBe('Accounts Payable');
    expect(field('Email').value).toBe('billing@acme.test');
    expect(field('Phone').value).toBe('+1 555 0100');
    expect(describedBy('Phone')).toEqual([PHONE_DESCRIPTION]);
    expect(isDisabled(saveButton())).toBe(true);
    type('Phone', '+1 555 0199');
    expect(isDisabled(saveButton())).toBe(false);
    type('Phone', '+1 555 0100');
    expect(isDisabled(saveButton())).toBe(true);
    expect(puts(calls)).toEqual([]);
  });

  it('an empty phone of the API is an empty field', async () => {
    api({ contact: () => json({ ...ACME_CONTACT, phone: null }) });
    renderPage();
    await loaded();
    expect(field('Phone').value).toBe('');
  });

  it('says what is wrong with each field once it is changed and left', async () => {
    api();
    renderPage();
    await loaded();
    type('Name', '   ');
    leave('Name');
    expect(errorOf('Name')).toEqual(['Required field']);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    type('Name', 'a'.repeat(81));
    expect(errorOf('Name')).toEqual(['Use 80 characters or fewer.']);

    type('Email', '');
    leave('Email');
    expect(errorOf('Email')).toEqual(['Required field']);
    type('Email', 'billing@acme');
    expect(errorOf('Email')).toEqual(['Enter a valid email address.']);

    type('Phone', '555-CALL');
    leave('Phone');
    expect(errorOf('Phone')).toEqual(['Use only digits, spaces and + - ( ).']);
    type('Phone', '1'.repeat(41));
    expect(errorOf('Phone')).toEqual(['Use 40 characters or fewer.']);
    type('Phone', '');
    expect(errorOf('Phone')).toEqual([]);
    expect(field('Phone').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends nothing while a field is invalid', async () => {
    const calls = api();
    renderPage();
    await loaded();
    type('Email', 'not an address');
    await act(async () => void fireEvent.click(saveButton()));
    expect(errorOf('Email')).toEqual(['Enter a valid email address.']);
    expect(puts(calls)).toEqual([]);
    expect(alertTexts()).toEqual([]);
  });

  it("saves the trimmed values (null for no phone), says 'The billing contact was saved.' and disables Save again", async () => {
    const calls = api();
    renderPage();
    await loaded();
    type('Name', '  Finance Team ');
    type('Email', 'finance@acme.test');
    type('Phone', '');
    await act(async () => void fireEvent.click(saveButton()));

    await waitFor(() => expect(alertTexts()).toEqual([SAVED]));
    expect(puts(calls).map((c) => c.body)).toEqual([{ name: 'Finance Team', email: 'finance@acme.test', phone: null }]);
    expect(field('Name').value).toBe('Finance Team');
    expect(isDisabled(saveButton())).toBe(true);
  });

  it('says the failure text and keeps what was typed when the save fails', async () => {
    const calls = api({ save: () => problem(500, 'Internal Server Error') });
    renderPage();
    await loaded();
    type('Name', 'Finance Team');
    type('Phone', '(555) 010-0100');
    await act(async () => void fireEvent.click(saveButton()));

    await waitFor(() => expect(alertTexts()).toEqual([FAILED]));
    expect(puts(calls)).toHaveLength(1);
    expect(field('Name').value).toBe('Finance Team');
    expect(field('Email').value).toBe('billing@acme.test');
    expect(field('Phone').value).toBe('(555) 010-0100');
    expect(isDisabled(saveButton())).toBe(false);
  });
});

describe('the Billing page: load failures', () => {
  for (const call of ['information', 'contact'] as const) {
    it(`shows the no-access text when the billing ${call} answers 403`, async () => {
      api({ [call]: () => problem(403, 'Forbidden') });
      const { location } = renderPage();
      expect(await screen.findByText(NO_ACCESS)).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(currentPath(location)).toBe(PAGE);
    });
  }

  for (const call of ['information', 'contact', 'countries'] as const) {
    it(`goes to the enterprise's error page when the ${call} call fails otherwise`, async () => {
      api({ [call]: () => problem(500, 'Internal Server Error') });
      const { location } = renderPage();
      await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/error/`), { timeout: 4000 });
    });
  }
});
