import { useIntl } from '../../i18n/intl';
import { FormRadioGroup } from '../../ui/form/form-radio-group';
import { FormTextField } from '../../ui/form/form-text-field';
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

/** The permission: one option card per descriptor, its title as the label and its subtitle as the description. */
export function PermissionField({ permissions }: { permissions: readonly PermissionDescriptor[] }) {
  const intl = useIntl();
  return (
    <FormRadioGroup
      name="permission"
      layout="cards"
      label={intl.formatMessage(accessKeysMessages.permissionLabel)}
      options={permissions.map((permission) => ({
        value: permission.permissionId,
        label: permissionText(intl, permission.permissionTitleResourceKey),
        description: permissionText(intl, permission.permissionSubTitleResourceKey),
      }))}
    />
  );
}
