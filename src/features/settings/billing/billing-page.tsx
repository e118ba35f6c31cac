import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useParams } from 'wouter';
import { isApiError } from '../../../api/errors';
import {
  BILLING_CONTACT_LIMITS,
  billingContactBody,
  validateContactEmail,
  validateContactName,
  validateContactPhone,
  type BillingContactValues,
} from '../../../domain/billing-contact';
import { useIntl } from '../../../i18n/intl';
import { defineMessages } from '../../../i18n/define-messages';
import { showAlert } from '../../../ui/alert-store';
import { KitForm } from '../../../ui/form/kit-form';
import { SaveButton } from '../../../ui/form/save-button';
import { FormTextField } from '../../../ui/form/form-text-field';
import { Loader } from '../../../ui/loader';
import { NoAccess } from '../../../ui/no-access';
import { PageHeading } from '../../../ui/page-heading';
import { usePageFailure } from '../../shell/page-failure';
import {
  billingContactQuery,
  billingInformationQuery,
  countriesQuery,
  updateBillingContact,
  type BillingInformation,
} from './api';

export const billingMessages = defineMessages({
  title: { id: 'billing.title', defaultMessage: 'Billing' },
  loading: { id: 'billing.loading', defaultMessage: 'Loading the billing details' },
  information: { id: 'billing.information', defaultMessage: 'Billing information' },
  companyName: { id: 'billing.companyName', defaultMessage: 'Company name' },
  country: { id: 'billing.country', defaultMessage: 'Country' },
  vatNumber: { id: 'billing.vatNumber', defaultMessage: 'VAT number' },
  currency: { id: 'billing.currency', defaultMessage: 'Currency' },
  contact: { id: 'billing.contact', defaultMessage: 'Billing contact' },
  name: { id: 'billing.contact.name', defaultMessage: 'Name' },
  email: { id: 'billing.contact.email', defaultMessage: 'Email' },
  phone: { id: 'billing.contact.phone', defaultMessage: 'Phone' },
  phoneDescription: {
    id: 'billing.contact.phoneDescription',
    defaultMessage: 'Optional. Digits, spaces and + - ( ), at most 40 characters.',
  },
  save: { id: 'billing.contact.save', defaultMessage: 'Save' },
  saving: { id: 'billing.contact.saving', defaultMessage: 'Saving…' },
  saved: { id: 'billing.contact.saved', defaultMessage: 'The billing contact was saved.' },
  error: { id: 'billing.contact.error', defaultMessage: 'We could not save the billing contact. Please try again.' },
});

/** What shows for a value the enterprise does not have (a VAT number). */
const NONE = '-';

/**
 * Billing (`enterprise/{id}/billing/`; spec document 1 sections 7 and 8; docs/product-decisions.md "The Settings
 * area"): the billing information, read only (the country by its name from `countries/`, '-' for no
 * VAT number), and the billing contact form (src/domain/billing-contact.ts has its rules). 'Save' is
 * enabled after a change; a saved contact becomes what is saved; a failed save says so and keeps what
 * was typed. A 403 of the billing calls is the page's no-access state; any other load failure goes to
 * the enterprise's error page.
 */
export default function BillingPage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const queryClient = useQueryClient();
  const information = useQuery(billingInformationQuery(enterpriseId));
  const contactQuery = billingContactQuery(enterpriseId);
  const contact = useQuery(contactQuery);
  const countries = useQuery(countriesQuery());
  const loads = [information, contact, countries];
  const refused = loads.some((load) => isApiError(load.error, 403));
  usePageFailure(
    loads.map((load) => ({ isError: load.isError && !refused, error: load.error })),
    { scope: 'enterprise' },
  );

  async function save(values: BillingContactValues, form: FormApi<BillingContactValues>) {
    const body = billingContactBody(values);
    try {
      await updateBillingContact(enterpriseId, body);
    } catch {
      showAlert({ type: 'danger', message: billingMessages.error });
      return;
    }
    queryClient.setQueryData(contactQuery.queryKey, body);
    form.initialize(formValues(body));
    showAlert({ type: 'success', message: billingMessages.saved });
  }

  let content;
  if (refused) content = <NoAccess />;
  else if (!information.data || !contact.data || !countries.data)
    content = <Loader label={intl.formatMessage(billingMessages.loading)} />;
  else
    content = (
      <>
        <section className="settings-section" aria-labelledby="billing-information">
          <h2 id="billing-information" className="settings-section__heading">
            {intl.formatMessage(billingMessages.information)}
          </h2>
          <InformationList information={information.data} countryName={countryName(information.data, countries.data)} />
        </section>
        <section className="settings-section" aria-labelledby="billing-contact">
          <h2 id="billing-contact" className="settings-section__heading">
            {intl.formatMessage(billingMessages.contact)}
          </h2>
          <Form<BillingContactValues>
            onSubmit={save}
            initialValues={formValues(contact.data)}
            subscription={{}}
            render={() => (
              <KitForm className="settings-form" aria-labelledby="billing-contact">
                <FormTextField
                  name="name"
                  label={intl.formatMessage(billingMessages.name)}
                  autoComplete="name"
                  maxLength={BILLING_CONTACT_LIMITS.name}
                  validate={validateContactName}
                  trimOnBlur
                  isRequired
                />
                <FormTextField
                  name="email"
                  type="email"
                  label={intl.formatMessage(billingMessages.email)}
                  autoComplete="email"
                  maxLength={BILLING_CONTACT_LIMITS.email}
                  validate={validateContactEmail}
                  trimOnBlur
                  isRequired
                />
                <FormTextField
                  name="phone"
                  type="tel"
                  label={intl.formatMessage(billingMessages.phone)}
                  description={intl.formatMessage(billingMessages.phoneDescription)}
                  autoComplete="tel"
                  maxLength={BILLING_CONTACT_LIMITS.phone}
                  validate={validateContactPhone}
                  trimOnBlur
                />
                <div className="actions">
                  <SaveButton
                    label={intl.formatMessage(billingMessages.save)}
                    pendingLabel={intl.formatMessage(billingMessages.saving)}
                  />
                </div>
              </KitForm>
            )}
          />
        </section>
      </>
    );

  return (
    <main id="main" className="page settings-page">
      <PageHeading title={intl.formatMessage(billingMessages.title)} />
      {content}
    </main>
  );
}

/** The form's values of a contact: an absent phone is an empty field. */
const formValues = (contact: { name: string; email: string; phone?: string | null }): BillingContactValues => ({
  name: contact.name,
  email: contact.email,
  phone: contact.phone ?? '',
});

/** The country's name from the countries list; its code when the list does not have it. */
function countryName(information: BillingInformation, countries: { countryCode: string; countryName: string }[]) {
  return (
    countries.find((country) => country.countryCode === information.countryCode)?.countryName ?? information.countryCode
  );
}

function InformationList({ information, countryName }: { information: BillingInformation; countryName: string }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(billingMessages.companyName), information.companyName],
    [intl.formatMessage(billingMessages.country), countryName],
    [intl.formatMessage(billingMessages.vatNumber), information.vatNumber?.trim() || NONE],
    [intl.formatMessage(billingMessages.currency), information.currency],
  ];
  return (
    <dl className="settings-details">
      {rows.map(([term, value]) => (
        <div key={term} className="settings-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
