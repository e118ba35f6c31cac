import type { FieldProblem } from '../../domain/validation';
import { TextField, type TextFieldProps } from '../text-field';
import { FieldLabel } from './field-parts';
import { useFormField, type FieldValidator, type FormFieldProps } from './use-form-field';

export interface FormTextFieldProps
  extends
    FormFieldProps,
    Omit<
      TextFieldProps,
      | 'name'
      | 'label'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onBlur'
      | 'onFocus'
      | 'isInvalid'
      | 'errorMessage'
      | 'validate'
    > {
  validate?: FieldValidator;
  /** Trims the value when the field is left (what is sent is what is shown). */
  trimOnBlur?: boolean;
  /** A problem the server found for the value in the field now (./show-error.ts `external`). */
  externalProblem?: FieldProblem;
}

/**
 * The text field of a final-form form: our TextField (isInvalid + errorMessage, validationBehavior
 * aria: aria-invalid and aria-describedby, never the browser's bubbles) with final-form's value,
 * events and error.
 *
 *   <Form onSubmit={...} render={() => (
 *     <KitForm>
 *       <FormTextField name="email" label="Email" type="email" validate={validateRequiredEmail} />
 *   ...
 */
export function FormTextField({
  name,
  label,
  isRequired,
  markRequired,
  showErrorWhen,
  validate,
  trimOnBlur = false,
  externalProblem,
  ...props
}: FormTextFieldProps) {
  const { input, isInvalid, errorText } = useFormField<string | undefined>(
    name,
    showErrorWhen,
    validate && ((value, all) => validate(value ?? '', all)),
    externalProblem,
  );
  return (
    <TextField
      {...props}
      label={markRequired ? <FieldLabel text={label} isRequired={isRequired} /> : label}
      isRequired={isRequired}
      name={input.name}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onFocus={() => input.onFocus()}
      onBlur={() => {
        if (trimOnBlur && typeof input.value === 'string' && input.value !== input.value.trim())
          input.onChange(input.value.trim());
        input.onBlur();
      }}
      isInvalid={isInvalid}
      errorMessage={errorText}
    />
  );
}
