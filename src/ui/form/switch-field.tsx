import type { ReactNode } from 'react';
import { Switch } from 'react-aria-components/Switch';
import { useFormField } from './use-form-field';
import './form.css';

export interface FormSwitchProps {
  name: string;
  label: ReactNode;
  isDisabled?: boolean;
}

/**
 * An on/off switch of a final-form form (RAC Switch: role switch, Space toggles it): its value is a
 * boolean. For a setting that takes effect as such (a notification on or off), not for a consent.
 */
export function FormSwitch({ name, label, isDisabled }: FormSwitchProps) {
  const { input } = useFormField<boolean | undefined>(name);
  return (
    <Switch
      className="switch"
      name={name}
      isSelected={input.value === true}
      onChange={(selected) => input.onChange(selected)}
      onFocus={() => input.onFocus()}
      onBlur={() => input.onBlur()}
      isDisabled={isDisabled}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span>{label}</span>
    </Switch>
  );
}
