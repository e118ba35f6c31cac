/**
 * A request form's price estimate (docs/product-decisions.md "Price estimates"): 'Estimated price' in the
 * enterprise's currency, from the form's size fields (the arithmetic: src/domain/price-estimate.ts),
 * with its note. It follows the size fields once they have rested for a moment, so the polite live
 * region speaks the settled figure, not one per keystroke. While the pricing loads, and when it
 * fails or has no price for the type, there is no estimate; the form never waits for it.
 */
import { useQuery } from '@tanstack/react-query';
import { useFormState } from 'react-final-form';
import { useParams } from 'wouter';
import { estimatedPrice, type Quantity } from '../../domain/price-estimate';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { pricingQuery } from './api';

export const priceEstimateMessages = defineMessages({
  label: { id: 'requests.estimate.label', defaultMessage: 'Estimated price' },
  note: { id: 'requests.estimate.note', defaultMessage: 'An estimate, not a quote: our team confirms the price.' },
  noSentences: { id: 'requests.estimate.noSentences', defaultMessage: 'No estimate for sentences.' },
  noSize: { id: 'requests.estimate.noSize', defaultMessage: 'Enter a valid size to see an estimate.' },
});

/** How long the size fields rest before the estimate (and what screen readers hear) follows them. */
export const ESTIMATE_DELAY_MS = 500;

export interface EstimateSpec<V> {
  requestType: number;
  /** What the form's size fields amount to (a function of src/domain/price-estimate.ts). */
  quantity: (values: V) => Quantity;
}

export function PriceEstimate<V extends object>({ requestType, quantity }: EstimateSpec<V>) {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const pricing = useQuery(pricingQuery(enterpriseId));
  const { values } = useFormState<V>({ subscription: { values: true } });
  const settled = useDebouncedValue(quantity(values), ESTIMATE_DELAY_MS);
  if (!pricing.isSuccess) return null;
  const { currency } = pricing.data;
  // No price for the type: nothing to estimate (a unit price of 0 still is one).
  if (estimatedPrice(pricing.data, requestType, 0) === undefined) return null;
  let figure: string;
  if (settled === 'sentences') figure = intl.formatMessage(priceEstimateMessages.noSentences);
  else if (settled === undefined) figure = intl.formatMessage(priceEstimateMessages.noSize);
  else
    figure = intl.formatNumber(estimatedPrice(pricing.data, requestType, settled) ?? 0, {
      style: 'currency',
      currency,
    });
  return (
    <div className="price-estimate">
      <p className="price-estimate__figure" aria-live="polite" aria-atomic="true">
        <span className="price-estimate__label">{intl.formatMessage(priceEstimateMessages.label)}</span>{' '}
        <strong>{figure}</strong>
      </p>
      <p className="muted price-estimate__note">{intl.formatMessage(priceEstimateMessages.note)}</p>
    </div>
  );
}
