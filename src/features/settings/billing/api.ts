/**
 * The Billing page's calls (spec document 1 sections 7 and 8; docs/product-decisions.md "The Settings area"): the
 * billing information (read only), the billing contact (read and changed) and the countries (the
 * information's country name). The billing calls are the privileged roles'; a Viewer gets 403.
 * Pact interactions: contracts/settings.pact.test.ts.
 */
import { api } from '../../../api/client';
import { $api } from '../../../api/query-hooks';
import type { components } from '../../../api/schema';

export type BillingInformation = components['schemas']['BillingInformation'];
export type BillingContact = components['schemas']['BillingContact'];

/** GET {id}/billing/information/: company name, country code, VAT number (or null), currency. */
export const billingInformationQuery = (enterpriseId: string) =>
  $api.queryOptions('get', '/{enterpriseId}/billing/information/', { params: { path: { enterpriseId } } });

/** GET {id}/billing/contact/: name, e-mail, phone (or null). */
export const billingContactQuery = (enterpriseId: string) =>
  $api.queryOptions('get', '/{enterpriseId}/billing/contact/', { params: { path: { enterpriseId } } });

/** GET countries/: code and name of each country. */
export const countriesQuery = () => $api.queryOptions('get', '/countries/');

/** PUT {id}/billing/contact/ (204; 400 for a value the API refuses). */
export async function updateBillingContact(enterpriseId: string, body: BillingContact): Promise<void> {
  await api.PUT('/{enterpriseId}/billing/contact/', { params: { path: { enterpriseId } }, body });
}
