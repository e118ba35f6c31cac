import { Label } from 'react-aria-components/Label';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { Description, FieldError, FieldLabel } from './field-parts';
import { useFormField, type FormFieldProps } from './use-form-field';
import './form.css';

/** A text area of a final-form form (4 rows), wired as FormTextField is. */
export function FormTextArea({
  name,
  label,
  description,
  isRequired,
  markRequired,
  showErrorWhen,
  maxLength,
}: FormFieldProps & { maxLength?: number }) {
  const { input, isInvalid, errorText } = useFormField<string | undefined>(name, showErrorWhen);
  return (
    <AriaTextField
      className="field"
      validationBehavior="aria"
      name={name}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      isRequired={isRequired}
      isInvalid={isInvalid}
      maxLength={maxLength}
    >
      <Label className="field__label">
        {markRequired ? <FieldLabel text={label} isRequired={isRequired} /> : label}
      </Label>
      <TextArea className="field__input field__input--textarea" rows={4} />
      <Description>{description}</Description>
      <FieldError>{errorText}</FieldError>
    </AriaTextField>
  );
}
