import { Label } from 'react-aria-components/Label';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { useField } from 'react-final-form';
import { useIntl } from '../../i18n/intl';
import { FormTextField } from '../../ui/form-field';
import type { PermissionDescriptor } from './api';
import { accessKeysMessages } from './messages';
import { permissionText } from './permissions';

export const NAME_INPUT_ID = 'access-key-name';

/** Moves focus to the name field (after the server refused the name: its message now says so). */
export function focusNameField(): void {
  document.getElementById(NAME_INPUT_ID)?.focus();
}

/**
 * The name, through the shared final-form adapter. Its rule is the form's record-level validator
 * (access-key-form.tsx), which re-runs when the names in use change (a name the server refused), so
 * the message appears without the user typing again. No maxLength attribute: a pasted name longer
 * than 55 characters is flagged with a message instead of being cut silently. The name is trimmed
 * when the field is left, so what is saved is what is shown.
 */
export function AccessKeyNameField() {
  const intl = useIntl();
  return (
    <FormTextField
      id={NAME_INPUT_ID}
      name="accessKeyName"
      label={intl.formatMessage(accessKeysMessages.nameLabel)}
      description={intl.formatMessage(accessKeysMessages.nameDescription)}
      isRequired
      trimOnBlur
      autoComplete="off"
      spellCheck="false"
    />
  );
}

/** The permission: one radio per descriptor, its title as the label and its subtitle as the description. */
export function PermissionField({ permissions }: { permissions: readonly PermissionDescriptor[] }) {
  const intl = useIntl();
  const { input } = useField<string>('permission', { subscription: { value: true } });
  return (
    <RadioGroup className="permission-field" value={input.value || null} onChange={input.onChange} name={input.name}>
      <Label className="field__label">{intl.formatMessage(accessKeysMessages.permissionLabel)}</Label>
      <div className="permission-field__options">
        {permissions.map((permission) => (
          <RadioField key={permission.permissionId} value={permission.permissionId} className="permission-option">
            <RadioButton className="permission-option__button">
              <span className="permission-option__indicator" aria-hidden="true" />
              <span className="permission-option__title">
                {permissionText(intl, permission.permissionTitleResourceKey)}
              </span>
            </RadioButton>
            <Text slot="description" className="permission-option__subtitle">
              {permissionText(intl, permission.permissionSubTitleResourceKey)}
            </Text>
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
