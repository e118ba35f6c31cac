import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { MessageValues } from '../i18n/intl';
import { useIntl } from '../i18n/intl';
import type { Message } from '../i18n/messages';
import { TextField, type TextFieldProps } from './text-field';

/** A field-level validator: the message of the first broken rule, or undefined. */
export type FieldValidator = (value: string, allValues: Record<string, unknown>) => Message | undefined;

/**
 * When a field shows its validation message:
 * - 'touched' (default): once the field was left, or after a submit attempt (final-form marks every
 *   field touched when a submit is blocked by validation);
 * - 'modified': only once the user changed the field and left it, or after a submit attempt
 *   (document 2 section 5 "Errors show only for fields that were changed and then left").
 */
export type ShowErrorWhen = 'touched' | 'modified';

export interface FormTextFieldProps extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'isInvalid' | 'errorMessage' | 'validate'
> {
  name: string;
  label: ReactNode;
  validate?: FieldValidator;
  showErrorWhen?: ShowErrorWhen;
  /** Values for the error message; `{max}` is always the field's maxLength. */
  errorValues?: MessageValues;
  /** Trims the value when the field is left (what is sent is what is shown). */
  trimOnBlur?: boolean;
  /**
   * A problem found outside the form's rules (e.g. an address the server says is taken), shown at
   * once, whether or not the field was left, until it is taken away.
   */
  externalError?: Message;
}

/**
 * The react-final-form adapter for our RAC TextField: value and events from final-form, and the
 * error (a Message from the validator, or a Message the submission returned for the field, shown
 * until the field is changed in any way) wired as isInvalid + errorMessage with validationBehavior aria.
 *
 *   <Form onSubmit={...} render={({ handleSubmit }) => (
 *     <RacForm onSubmit={handleSubmit} validationBehavior="aria">
 *       <FormTextField name="email" label="Email" type="email" validate={validateRequiredEmail} />
 *   ...
 */
export function FormTextField({
  name,
  validate,
  showErrorWhen = 'touched',
  errorValues,
  trimOnBlur = false,
  externalError,
  maxLength,
  ...props
}: FormTextFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, {
    validate: validate
      ? (value: string | undefined, all: object) => validate(value ?? '', all as Record<string, unknown>)
      : undefined,
    subscription: {
      value: true,
      error: true,
      touched: true,
      modified: true,
      submitFailed: true,
      submitError: true,
      modifiedSinceLastSubmit: true,
    },
  });
  const shown = showErrorWhen === 'modified' ? (meta.modified && meta.touched) || meta.submitFailed : meta.touched;
  const validationError = shown ? (meta.error as Message | undefined) : undefined;
  // A submission error (e.g. the server refused the e-mail) shows until the field changes again: any
  // change, even one back to the value that was sent (modifiedSinceLastSubmit, not dirtySinceLastSubmit).
  const submitError = meta.submitError && !meta.modifiedSinceLastSubmit ? (meta.submitError as Message) : undefined;
  const error = validationError ?? submitError ?? externalError;
  return (
    <TextField
      {...props}
      name={input.name}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onFocus={() => input.onFocus()}
      onBlur={() => {
        if (trimOnBlur && typeof input.value === 'string' && input.value !== input.value.trim())
          input.onChange(input.value.trim());
        input.onBlur();
      }}
      maxLength={maxLength}
      isInvalid={error !== undefined}
      errorMessage={error ? intl.formatMessage(error, { max: maxLength, ...errorValues }) : undefined}
    />
  );
}
