import { validateConfirmPassword, validateNewPassword } from '../../domain/password-rules';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { FormTextField } from '../../ui/form/form-text-field';

export const passwordFieldMessages = defineMessages({
  password: { id: 'account.password.new', defaultMessage: 'New password' },
  confirmPassword: { id: 'account.password.confirm', defaultMessage: 'Confirm new password' },
  hint: {
    id: 'account.password.hint',
    defaultMessage: 'At least 6 characters, with an uppercase letter, a lowercase letter, a number and a symbol.',
  },
});

/** The values the password fields add to a form. */
export interface PasswordValues {
  password?: string;
  confirmPassword?: string;
}

/** New password and its confirmation, with the shared password rules (src/domain/password-rules.ts). */
export function PasswordFields() {
  const intl = useIntl();
  return (
    <>
      <FormTextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(passwordFieldMessages.password)}
        description={intl.formatMessage(passwordFieldMessages.hint)}
        validate={(value) => validateNewPassword(value)}
        isRequired
      />
      <FormTextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(passwordFieldMessages.confirmPassword)}
        validate={(value, all) => validateConfirmPassword(value, typeof all.password === 'string' ? all.password : '')}
        isRequired
      />
    </>
  );
}
