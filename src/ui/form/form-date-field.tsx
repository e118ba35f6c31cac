import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * A date of a final-form form, typed as yyyy-MM-dd (the value is that text; its validator checks the
 * date and its window, e.g. domain/delivery-date.ts).
 *
 * Decision: a text field taking yyyy-MM-dd (the format the spec validates) rather than a date
 * picker: it is typed the same way in every browser and locale, by keyboard alone, and the
 * description says the allowed window up front.
 */
export function FormDateField(props: Omit<FormTextFieldProps, 'maxLength' | 'type' | 'trimOnBlur'>) {
  return <FormTextField autoComplete="off" {...props} maxLength={10} />;
}
