/**
 * The request forms' fields: the form kit's adapters (src/ui/form/) with what is specific to the
 * requests:
 * - an error shows only for a field that was changed and then left, or after a submit attempt
 *   (spec document 2 section 5 "Errors show only for fields that were changed and then left"),
 *   with `showWhenLeft` for the project name ("empty on blur marks it invalid");
 * - a required field's label carries the visual ' *' ('Fields marked * are required.');
 * - each field is wrapped in an element with `data-field="<name>"`, which the form uses to find,
 *   scroll to and focus the first invalid field after a failed submit.
 */
import type { ReactNode } from 'react';
import type { NumberRule } from '../../domain/request-limits';
import { FormCheckbox } from '../../ui/form/form-checkbox';
import { FormDateField } from '../../ui/form/form-date-field';
import { FormNumberField } from '../../ui/form/form-number-field';
import { FormRadioGroup, type RadioOption } from '../../ui/form/form-radio-group';
import { FormSelectField, type Option } from '../../ui/form/form-select-field';
import { FormTextArea } from '../../ui/form/form-text-area';
import { FormTextField } from '../../ui/form/form-text-field';

interface CommonProps {
  name: string;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Show the error as soon as the field is left, even unchanged (the project name). */
  showWhenLeft?: boolean;
}

/** The element the form finds a field by (see the module comment). */
function RequestField({ name, number = false, children }: { name: string; number?: boolean; children: ReactNode }) {
  return (
    <div className={number ? 'request-field request-field--number' : 'request-field'} data-field={name}>
      {children}
    </div>
  );
}

export function TextInputField({ showWhenLeft, maxLength, ...props }: CommonProps & { maxLength?: number }) {
  return (
    <RequestField name={props.name}>
      <FormTextField
        {...props}
        markRequired
        showErrorWhen={showWhenLeft ? 'left' : 'changedAndLeft'}
        maxLength={maxLength}
        autoComplete="off"
      />
    </RequestField>
  );
}

export function DateInputField(props: Omit<CommonProps, 'showWhenLeft'>) {
  return (
    <RequestField name={props.name}>
      <FormDateField {...props} markRequired showErrorWhen="changedAndLeft" />
    </RequestField>
  );
}

export function TextAreaField(props: Omit<CommonProps, 'showWhenLeft' | 'isDisabled'> & { maxLength: number }) {
  return (
    <RequestField name={props.name}>
      <FormTextArea {...props} markRequired showErrorWhen="changedAndLeft" />
    </RequestField>
  );
}

export function NumberInputField(
  props: Omit<CommonProps, 'showWhenLeft'> & {
    rule: NumberRule;
    whenEmpty?: number;
    onCommit?: (text: string) => void;
    unit?: string;
  },
) {
  return (
    <RequestField name={props.name} number>
      <FormNumberField {...props} markRequired showErrorWhen="changedAndLeft" />
    </RequestField>
  );
}

export function SelectField<K extends string | number>(
  props: Omit<CommonProps, 'showWhenLeft'> & {
    options: readonly Option<K>[];
    placeholder: string;
    onSelect?: (value: K) => void;
  },
) {
  return (
    <RequestField name={props.name}>
      <FormSelectField<K> {...props} markRequired showErrorWhen="changedAndLeft" />
    </RequestField>
  );
}

export function RadioField<K extends string | number>(
  props: Omit<CommonProps, 'isRequired' | 'showWhenLeft'> & {
    options: readonly RadioOption<K>[];
    onSelect?: (value: K) => void;
  },
) {
  return (
    <RequestField name={props.name}>
      <FormRadioGroup<K> {...props} />
    </RequestField>
  );
}

export function CheckboxField(props: Pick<CommonProps, 'name' | 'label' | 'description'>) {
  return (
    <RequestField name={props.name}>
      <FormCheckbox {...props} />
    </RequestField>
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
