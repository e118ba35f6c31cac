import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioButton, RadioField, RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { Description } from './field-parts';
import { useFormField, type FormFieldProps } from './use-form-field';
import './form.css';

export interface RadioOption<K extends string | number> {
  value: K;
  label: ReactNode;
  /** A line under the option's label, announced with it (the option is then drawn as a card). */
  description?: ReactNode;
}

export interface FormRadioGroupProps<K extends string | number> extends Omit<
  FormFieldProps,
  'isRequired' | 'markRequired' | 'showErrorWhen'
> {
  options: readonly RadioOption<K>[];
  /** 'inline': the options side by side; 'cards': one card an option, under each other, with its description. */
  layout?: 'inline' | 'cards';
  /** Replaces the plain change, for fields whose change drives others (the size type). */
  onSelect?: (value: K) => void;
}

/**
 * A radio group (RAC RadioGroup) of a final-form form: arrow keys move between the options. An
 * option with a description is a RadioField: its description is announced with the radio.
 */
export function FormRadioGroup<K extends string | number>({
  name,
  label,
  description,
  isDisabled,
  options,
  layout = 'inline',
  onSelect,
}: FormRadioGroupProps<K>) {
  const { input } = useFormField<K | undefined>(name);
  const keyOf = (value: K) => String(value);
  const cards = layout === 'cards';
  return (
    <RadioGroup
      className={cards ? 'radio-cards' : 'field radio-group'}
      name={name}
      orientation={cards ? 'vertical' : 'horizontal'}
      isDisabled={isDisabled}
      value={input.value === undefined || input.value === '' ? null : keyOf(input.value)}
      onChange={(key) => {
        const value = options.find((option) => keyOf(option.value) === key)?.value;
        if (value === undefined) return;
        if (onSelect) onSelect(value);
        else input.onChange(value);
      }}
      onBlur={() => input.onBlur()}
    >
      <Label className="field__label">{label}</Label>
      <div className={cards ? 'radio-cards__options' : 'radio-group__options'}>
        {options.map((option) =>
          cards ? (
            <RadioField key={keyOf(option.value)} value={keyOf(option.value)} className="radio-card">
              <RadioButton className="radio-card__button">
                <span className="radio-card__indicator" aria-hidden="true" />
                <span className="radio-card__title">{option.label}</span>
              </RadioButton>
              {option.description ? (
                <Text slot="description" className="radio-card__subtitle">
                  {option.description}
                </Text>
              ) : null}
            </RadioField>
          ) : (
            <Radio key={keyOf(option.value)} value={keyOf(option.value)} className="radio">
              <span className="radio__dot" aria-hidden="true" />
              {option.label}
            </Radio>
          ),
        )}
      </div>
      <Description>{description}</Description>
    </RadioGroup>
  );
}
