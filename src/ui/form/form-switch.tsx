import { useId, type ReactNode } from 'react';
import { Switch } from 'react-aria-components/Switch';
import { useFormField } from './use-form-field';
import './form.css';

export interface FormSwitchProps {
  name: string;
  label: ReactNode;
  /** One line under the switch saying what it does; tied to it (aria-describedby). */
  description?: ReactNode;
  isDisabled?: boolean;
}

/**
 * An on/off switch of a final-form form (RAC Switch: role switch, Space toggles it): its value is a
 * boolean. For a setting that takes effect as such (a notification on or off), not for a consent.
 */
export function FormSwitch({ name, label, description, isDisabled }: FormSwitchProps) {
  const { input } = useFormField<boolean | undefined>(name);
  const descriptionId = useId();
  return (
    <div className="switch-field">
      <Switch
        className="switch"
        name={name}
        isSelected={input.value === true}
        onChange={(selected) => input.onChange(selected)}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
        isDisabled={isDisabled}
        aria-describedby={description ? descriptionId : undefined}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span>{label}</span>
      </Switch>
      {description ? (
        <span id={descriptionId} className="field__description switch-field__description">
          {description}
        </span>
      ) : null}
    </div>
  );
}
