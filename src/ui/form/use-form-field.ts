import type { ReactNode } from 'react';
import { useField, type FieldInputProps } from 'react-final-form';
import type { FieldProblem } from '../../domain/validation';
import { useIntl } from '../../i18n/intl';
import { useErrorMessageHidesAlerts } from '../error-hides-alerts';
import { shownProblem, type ShowErrorWhen } from './show-error';

/** A field-level validator: the problem of the first broken rule (the one validator result type), or undefined. */
export type FieldValidator<V = string> = (value: V, allValues: Record<string, unknown>) => FieldProblem | undefined;

/** What every adapter of the kit takes. */
export interface FormFieldProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shows the visual ' *' after the label (the request forms; the control has aria-required either way). */
  markRequired?: boolean;
  /** When the error shows (./show-error.ts); 'left' unless said otherwise. */
  showErrorWhen?: ShowErrorWhen;
}

const SUBSCRIPTION = {
  value: true,
  error: true,
  submitError: true,
  touched: true,
  modified: true,
  submitFailed: true,
  modifiedSinceLastSubmit: true,
} as const;

const identity = <T>(value: T): T => value;

/**
 * final-form's field for an adapter: the value as it is (no parse or format: an emptied text stays
 * '', a select's number stays a number), and the error to show now (./show-error.ts), formatted.
 * An error that shows hides the alert bar's alerts (../error-hides-alerts.ts).
 */
export function useFormField<V>(
  name: string,
  showErrorWhen: ShowErrorWhen = 'left',
  validate?: FieldValidator<V>,
  external?: FieldProblem,
): { input: FieldInputProps<V>; isInvalid: boolean; errorText: string | undefined } {
  const intl = useIntl();
  const { input, meta } = useField<V>(name, {
    subscription: SUBSCRIPTION,
    parse: identity,
    format: identity,
    validate: validate ? (value: V, all: object) => validate(value, all as Record<string, unknown>) : undefined,
  });
  const problem = shownProblem({ ...meta, external }, showErrorWhen);
  const errorText = problem ? intl.formatMessage(problem.message, problem.values) : undefined;
  useErrorMessageHidesAlerts(errorText);
  return { input, isInvalid: problem !== undefined, errorText };
}
