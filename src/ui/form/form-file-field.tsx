import { useId, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../button';
import { useFormField, type FieldValidator } from './use-form-field';
import './form.css';

export interface FormFileFieldProps {
  name: string;
  label: ReactNode;
  /** The button's text, e.g. 'Choose a picture'. */
  buttonLabel: string;
  /** What shows while no file is chosen, e.g. 'No file chosen'. */
  emptyLabel: string;
  /** MIME types the file dialog offers, e.g. ['image/png', 'image/jpeg']; the validator decides. */
  acceptedFileTypes: readonly string[];
  description?: ReactNode;
  validate?: FieldValidator<File | undefined>;
  isDisabled?: boolean;
}

/**
 * One file of a final-form form (RAC FileTrigger: the button opens the browser's file dialog). The
 * value is the chosen File. Choosing counts as leaving the field, so a wrong type or size is said at
 * once, tied to the button (aria-describedby) with the file's name; the group is marked data-invalid.
 */
export function FormFileField({
  name,
  label,
  buttonLabel,
  emptyLabel,
  acceptedFileTypes,
  description,
  validate,
  isDisabled,
}: FormFileFieldProps) {
  const { input, isInvalid, errorText } = useFormField<File | undefined>(name, 'left', validate);
  const id = useId();
  const describedBy = [`${id}-file`, description ? `${id}-description` : '', isInvalid ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className="field file-field"
      role="group"
      aria-labelledby={`${id}-label`}
      data-invalid={isInvalid || undefined}
    >
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <div className="file-field__row">
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            input.onChange(file);
            input.onBlur();
          }}
        >
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-labelledby={`${id}-button ${id}-label`}
            aria-describedby={describedBy}
            id={`${id}-button`}
          >
            {buttonLabel}
          </Button>
        </FileTrigger>
        <span id={`${id}-file`} className="file-field__name">
          {input.value instanceof File ? input.value.name : emptyLabel}
        </span>
      </div>
      {description ? (
        <span id={`${id}-description`} className="field__description">
          {description}
        </span>
      ) : null}
      {isInvalid ? (
        <span id={`${id}-error`} className="field__error">
          {errorText}
        </span>
      ) : null}
    </div>
  );
}
