import { Button as AriaButton } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Description, FieldError, FieldLabel } from './field-parts';
import { useFormField, type FormFieldProps } from './use-form-field';
import './form.css';

export interface Option<K extends string | number> {
  value: K;
  label: string;
}

export interface FormSelectFieldProps<K extends string | number> extends FormFieldProps {
  options: readonly Option<K>[];
  placeholder: string;
  /** Replaces the plain change, for fields whose change drives others (the translation source). */
  onSelect?: (value: K) => void;
}

/**
 * The open list's tallest height, in CSS px. React Aria sets the popover's `max-height` inline (the
 * room left in the window), over any style sheet's, so the cap is its `maxHeight` prop. Where the
 * window has that room, the height no longer follows it: Firefox's visual viewport trails a scroll
 * by a pixel, and a list sized to the room changed by that pixel inside React Aria's own
 * ResizeObserver callback ("ResizeObserver loop completed with undelivered notifications").
 */
export const SELECT_LIST_MAX_HEIGHT = 320;

/** A select (RAC Select + ListBox) of a final-form form: keyboard opening, type-ahead and a labelled popover. */
export function FormSelectField<K extends string | number>({
  name,
  label,
  description,
  isRequired,
  isDisabled,
  markRequired,
  showErrorWhen,
  options,
  placeholder,
  onSelect,
}: FormSelectFieldProps<K>) {
  const { input, isInvalid, errorText } = useFormField<K | undefined>(name, showErrorWhen);
  const keyOf = (value: K) => `${typeof value}:${String(value)}`;
  const byKey = new Map(options.map((option) => [keyOf(option.value), option.value]));
  const selected = input.value === undefined || input.value === null ? null : keyOf(input.value);
  return (
    <Select
      className="field select"
      validationBehavior="aria"
      name={name}
      placeholder={placeholder}
      value={selected !== null && byKey.has(selected) ? selected : null}
      onChange={(key) => {
        const value = key === null ? undefined : byKey.get(String(key));
        if (value === undefined) return;
        if (onSelect) onSelect(value);
        else input.onChange(value);
      }}
      onFocus={() => input.onFocus()}
      onBlur={() => input.onBlur()}
      onOpenChange={(isOpen) => {
        // Choosing with the popover counts as leaving the field once it closes.
        if (!isOpen) input.onBlur();
      }}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
    >
      <Label className="field__label">
        {markRequired ? <FieldLabel text={label} isRequired={isRequired} /> : label}
      </Label>
      <AriaButton
        className="field__input select__button"
        // A mouse opens the list as its button goes down, and React Aria moves focus into the list and
        // makes the page behind it inert. The browser's own handling of that press (the mousedown
        // that focuses what was pressed) then met an inert button: Firefox ESR 140.12 took focus out
        // of the list, to the page. Cancelling the pointerdown skips those mouse events; React Aria
        // handles the press from pointer events, and focus (decision 0080).
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse') event.preventDefault();
        }}
      >
        <SelectValue className="select__value" />
        <span className="select__chevron" aria-hidden="true">
          ▾
        </span>
      </AriaButton>
      <Description>{description}</Description>
      <FieldError>{errorText}</FieldError>
      <Popover className="select__popover" maxHeight={SELECT_LIST_MAX_HEIGHT}>
        <ListBox className="select__list">
          {options.map((option) => (
            <ListBoxItem
              key={keyOf(option.value)}
              id={keyOf(option.value)}
              className="select__option"
              textValue={option.label}
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
