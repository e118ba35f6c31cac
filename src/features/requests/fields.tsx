/**
 * react-final-form → react-aria-components adapters of the request forms.
 *
 * Decision: src/ui/form-field.tsx did not exist when this feature was built, so the wiring lives here
 * (final-form stays in this lazy chunk). Every adapter:
 * - shows its error only for a field that was changed and then left, or after a submit attempt
 *   (spec document 2 section 5 "Errors show only for fields that were changed and then left"),
 *   with `showWhenLeft` for the project name ("empty on blur marks it invalid");
 * - passes isInvalid + errorMessage to RAC with validationBehavior="aria" (aria-invalid,
 *   aria-describedby), never the browser's own validation bubbles;
 * - wraps the control in an element with `data-field="<name>"`, which the form uses to find, scroll to
 *   and focus the first invalid field after a failed submit.
 */
import { useId, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { Button as AriaButton } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import type { FieldProblem, NumberRule } from '../../domain/request-limits';
import { normalizeNumberInput, sanitizeNumberInput } from '../../domain/request-limits';
import { useIntl } from '../../i18n/intl';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';

const identity = <T,>(value: T): T => value;

interface FieldMeta {
  error?: unknown;
  touched?: boolean;
  modified?: boolean;
  submitFailed?: boolean;
}

/** The problem to show now, or undefined (see the module comment). */
export function visibleProblem(meta: FieldMeta, showWhenLeft = false): FieldProblem | undefined {
  const problem = meta.error as FieldProblem | undefined;
  if (!problem) return undefined;
  const left = meta.touched === true && (showWhenLeft || meta.modified === true);
  return left || meta.submitFailed === true ? problem : undefined;
}

function useProblemText(problem: FieldProblem | undefined): string | undefined {
  const intl = useIntl();
  return problem ? intl.formatMessage(problem.message, problem.values) : undefined;
}

const SUBSCRIPTION = { value: true, error: true, touched: true, modified: true, submitFailed: true } as const;

/** A label with the visual required mark (the control itself carries aria-required). */
export function FieldLabel({ text, isRequired }: { text: string; isRequired?: boolean }) {
  return (
    <>
      {text}
      {isRequired ? (
        <span className="required-mark" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
}

interface CommonProps {
  name: string;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Show the error as soon as the field is left, even unchanged (the project name). */
  showWhenLeft?: boolean;
}

// ───────────────────────────── text ─────────────────────────────

export function TextInputField({
  name,
  label,
  description,
  isRequired,
  isDisabled,
  showWhenLeft,
  maxLength,
  autoComplete = 'off',
}: CommonProps & { maxLength?: number; autoComplete?: string }) {
  const { input, meta } = useField<string | undefined>(name, { subscription: SUBSCRIPTION, parse: identity });
  const problem = visibleProblem(meta, showWhenLeft);
  const errorText = useProblemText(problem);
  return (
    <div className="request-field" data-field={name}>
      <TextField
        label={<FieldLabel text={label} isRequired={isRequired} />}
        description={description}
        name={name}
        value={input.value ?? ''}
        onChange={(value) => input.onChange(value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={problem !== undefined}
        errorMessage={errorText}
        maxLength={maxLength}
        autoComplete={autoComplete}
      />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  description,
  isRequired,
  maxLength,
}: CommonProps & { maxLength: number }) {
  const { input, meta } = useField<string | undefined>(name, { subscription: SUBSCRIPTION, parse: identity });
  const problem = visibleProblem(meta);
  const errorText = useProblemText(problem);
  return (
    <div className="request-field" data-field={name}>
      <AriaTextField
        className="field"
        validationBehavior="aria"
        name={name}
        value={input.value ?? ''}
        onChange={(value) => input.onChange(value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        isRequired={isRequired}
        isInvalid={problem !== undefined}
        maxLength={maxLength}
      >
        <Label className="field__label">
          <FieldLabel text={label} isRequired={isRequired} />
        </Label>
        <TextArea className="field__input field__input--textarea" rows={4} />
        {description ? (
          <Text slot="description" className="field__description">
            {description}
          </Text>
        ) : null}
        <FieldError className="field__error">{errorText}</FieldError>
      </AriaTextField>
    </div>
  );
}

// ───────────────────────────── numbers ─────────────────────────────

/**
 * A numeric input (spec document 2 section 5): up to 9 digits, only digits and one decimal
 * separator are kept while typing, and on blur the value is rounded to the rule's step and clamped
 * to its range (an empty input becomes `whenEmpty` when one is given).
 *
 * Decision: a text input with inputMode numeric/decimal rather than RAC NumberField, whose
 * locale formatting and stepper would fight the 9-digit rule and the spec's blur behaviour.
 */
export function NumberInputField({
  name,
  label,
  description,
  isRequired,
  isDisabled,
  rule,
  whenEmpty,
  onCommit,
  unit,
}: CommonProps & {
  rule: NumberRule;
  whenEmpty?: number;
  /** Called after blur with the committed text (the range of minimum unique contributors updates then). */
  onCommit?: (text: string) => void;
  /** A visible unit after the label, such as 'seconds'. */
  unit?: string;
}) {
  const form = useForm();
  const { input, meta } = useField<string | undefined>(name, { subscription: SUBSCRIPTION, parse: identity });
  const problem = visibleProblem(meta);
  const errorText = useProblemText(problem);
  return (
    <div className="request-field request-field--number" data-field={name}>
      <TextField
        label={<FieldLabel text={unit ? `${label} (${unit})` : label} isRequired={isRequired} />}
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
        isInvalid={problem !== undefined}
        errorMessage={errorText}
        autoComplete="off"
      />
    </div>
  );
}

// ───────────────────────────── choices ─────────────────────────────

export interface Option<K extends string | number> {
  value: K;
  label: string;
}

/** A select (RAC Select + ListBox): keyboard opening, type-ahead and a labelled popover. */
export function SelectField<K extends string | number>({
  name,
  label,
  description,
  isRequired,
  isDisabled,
  options,
  placeholder,
  onSelect,
}: CommonProps & {
  options: readonly Option<K>[];
  placeholder: string;
  /** Replaces the plain change, for fields whose change drives others (the translation source). */
  onSelect?: (value: K) => void;
}) {
  const { input, meta } = useField<K | undefined>(name, {
    subscription: SUBSCRIPTION,
    parse: identity,
    format: identity,
  });
  const problem = visibleProblem(meta);
  const errorText = useProblemText(problem);
  const keyOf = (value: K) => `${typeof value}:${String(value)}`;
  const byKey = new Map(options.map((option) => [keyOf(option.value), option.value]));
  const selected = input.value === undefined || input.value === null ? null : keyOf(input.value);
  return (
    <div className="request-field" data-field={name}>
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
        isInvalid={problem !== undefined}
      >
        <Label className="field__label">
          <FieldLabel text={label} isRequired={isRequired} />
        </Label>
        <AriaButton className="field__input select__button">
          <SelectValue className="select__value" />
          <span className="select__chevron" aria-hidden="true">
            ▾
          </span>
        </AriaButton>
        {description ? (
          <Text slot="description" className="field__description">
            {description}
          </Text>
        ) : null}
        <FieldError className="field__error">{errorText}</FieldError>
        <Popover className="select__popover">
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
    </div>
  );
}

/** A radio group (RAC RadioGroup): arrow keys move between the options. */
export function RadioField<K extends string | number>({
  name,
  label,
  description,
  options,
  onSelect,
}: Omit<CommonProps, 'isRequired'> & { options: readonly Option<K>[]; onSelect?: (value: K) => void }) {
  const { input } = useField<K>(name, { subscription: { value: true }, parse: identity, format: identity });
  const keyOf = (value: K) => String(value);
  return (
    <div className="request-field" data-field={name}>
      <RadioGroup
        className="field radio-group"
        name={name}
        orientation="horizontal"
        value={keyOf(input.value)}
        onChange={(key) => {
          const value = options.find((option) => keyOf(option.value) === key)?.value;
          if (value === undefined) return;
          if (onSelect) onSelect(value);
          else input.onChange(value);
        }}
        onBlur={() => input.onBlur()}
      >
        <Label className="field__label">{label}</Label>
        <div className="radio-group__options">
          {options.map((option) => (
            <Radio key={keyOf(option.value)} value={keyOf(option.value)} className="radio">
              <span className="radio__dot" aria-hidden="true" />
              {option.label}
            </Radio>
          ))}
        </div>
        {description ? (
          <Text slot="description" className="field__description">
            {description}
          </Text>
        ) : null}
      </RadioGroup>
    </div>
  );
}

export function CheckboxField({ name, label, description }: Pick<CommonProps, 'name' | 'label' | 'description'>) {
  const { input } = useField<boolean>(name, { subscription: { value: true }, parse: identity, format: identity });
  const descriptionId = useId();
  return (
    <div className="request-field" data-field={name}>
      <Checkbox
        isSelected={input.value === true}
        onChange={(selected) => input.onChange(selected)}
        name={name}
        aria-describedby={description ? descriptionId : undefined}
      >
        {label}
      </Checkbox>
      {description ? (
        <p id={descriptionId} className="field__description request-field__note">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** A read-only value shown with the request (derived numbers and fixed defaults). */
export function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="read-only-value">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
