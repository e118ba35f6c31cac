import { useForm } from 'react-final-form';
import { normalizeNumberInput, sanitizeNumberInput, type NumberRule } from '../../domain/request-limits';
import { TextField } from '../text-field';
import { FieldLabel } from './field-parts';
import { useFormField, type FormFieldProps } from './use-form-field';

export interface FormNumberFieldProps extends FormFieldProps {
  rule: NumberRule;
  /** What an input left empty becomes on blur, when given. */
  whenEmpty?: number;
  /** Called after blur with the committed text (a range that depends on the value updates then). */
  onCommit?: (text: string) => void;
  /** A visible unit after the label, such as 'seconds'. */
  unit?: string;
}

/**
 * A numeric input (spec document 2 section 5): up to 9 digits, only digits and one decimal
 * separator are kept while typing, and on blur the value is rounded to the rule's step and clamped
 * to its range (an empty input becomes `whenEmpty` when one is given). The value is the text.
 *
 * Decision: a text input with inputMode numeric/decimal rather than RAC NumberField, whose
 * locale formatting and stepper would fight the 9-digit rule and the spec's blur behaviour.
 */
export function FormNumberField({
  name,
  label,
  description,
  isRequired,
  isDisabled,
  markRequired,
  showErrorWhen,
  rule,
  whenEmpty,
  onCommit,
  unit,
}: FormNumberFieldProps) {
  const form = useForm();
  const { input, isInvalid, errorText } = useFormField<string | undefined>(name, showErrorWhen);
  const text = unit ? (
    <>
      {label} ({unit})
    </>
  ) : (
    label
  );
  return (
    <TextField
      label={markRequired ? <FieldLabel text={text} isRequired={isRequired} /> : text}
      description={description}
      name={name}
      inputMode={rule.decimals > 0 ? 'decimal' : 'numeric'}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(sanitizeNumberInput(value, rule.decimals))}
      onFocus={() => input.onFocus()}
      onBlur={() => {
        // A transition may have set this field after the last render, in the same event that moves
        // focus away (choosing another size type with the pointer while the size has focus: the
        // choice comes before the blur). Then `input.value` and `rule` here are the old ones, and
        // committing them would overwrite the new value: the form's current value, set by the
        // transition, is already valid, and nothing the user typed is left to commit.
        const current = form.getFieldState(name)?.value as string | undefined;
        if (current !== input.value) {
          input.onBlur();
          onCommit?.(current ?? '');
          return;
        }
        const committed = normalizeNumberInput(input.value, rule, whenEmpty);
        if (committed !== (input.value ?? '')) input.onChange(committed === '' ? undefined : committed);
        input.onBlur();
        onCommit?.(committed);
      }}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      errorMessage={errorText}
      autoComplete="off"
    />
  );
}
