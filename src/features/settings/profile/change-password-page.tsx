import type { FormApi } from 'final-form';
import { Form as AriaForm } from 'react-aria-components/Form';
import { Form, useFormState } from 'react-final-form';
import {
  changePasswordMessages,
  PASSWORD_CHECKS,
  passwordChecksMet,
  validateConfirmPasswordForChange,
  validateNewPasswordForChange,
  validateOldPassword,
} from '../../../domain/password-strength';
import { useIntl } from '../../../i18n/intl';
import { defineMessages } from '../../../i18n/define-messages';
import { showAlert } from '../../../ui/alert-store';
import { Button } from '../../../ui/button';
import { FormTextField } from '../../../ui/form/form-text-field';
import { Meter } from '../../../ui/meter';
import { PageHeading } from '../../../ui/page-heading';
import { useChangePassword } from './api';
import { changePasswordFailureAlert, changePasswordSuccessAlert } from './change-password';

export const changePasswordPageMessages = defineMessages({
  title: { id: 'changePassword.title', defaultMessage: 'Change Password' },
  oldPassword: { id: 'changePassword.oldPassword', defaultMessage: 'Old password' },
  newPassword: { id: 'changePassword.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'changePassword.confirmPassword', defaultMessage: 'Confirm new password' },
  strength: { id: 'changePassword.strength', defaultMessage: 'Password strength' },
  strengthValue: {
    id: 'changePassword.strengthValue',
    defaultMessage: '{met} of {total} requirements met',
  },
  submit: { id: 'changePassword.submit', defaultMessage: 'Change Password' },
  submitting: { id: 'changePassword.submitting', defaultMessage: 'Changing your password…' },
});

interface ChangePasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * Change password (spec document 2 sections 2, 4, 5; docs/product-decisions.md "Texts and values the specification does not give"):
 * old, new and confirmation with their rules; a strength bar of the five checks; success and error
 * alerts (./change-password.ts decides which).
 *
 * "The form clears its fields after submit": after a successful change. A failed change keeps what
 * the user typed (a failed call never loses the user's input), so they can correct and resend.
 */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const changePassword = useChangePassword();

  async function submit(values: ChangePasswordValues, form: FormApi<ChangePasswordValues>) {
    try {
      await changePassword.mutateAsync({
        oldPassword: values.oldPassword ?? '',
        newPassword: values.newPassword ?? '',
        confirmPassword: values.confirmPassword ?? '',
      });
    } catch (error) {
      showAlert(changePasswordFailureAlert(error));
      return undefined;
    }
    showAlert(changePasswordSuccessAlert);
    form.restart();
    return undefined;
  }

  return (
    <main id="main" className="card profile-page">
      <PageHeading title={intl.formatMessage(changePasswordPageMessages.title)} />
      <Form<ChangePasswordValues>
        onSubmit={submit}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <AriaForm
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit();
            }}
          >
            <FormTextField
              name="oldPassword"
              type="password"
              autoComplete="current-password"
              label={intl.formatMessage(changePasswordPageMessages.oldPassword)}
              validate={(value) => validateOldPassword(value)}
              isRequired
            />
            <FormTextField
              name="newPassword"
              type="password"
              autoComplete="new-password"
              label={intl.formatMessage(changePasswordPageMessages.newPassword)}
              description={intl.formatMessage(changePasswordMessages.hint)}
              validate={(value) => validateNewPasswordForChange(value)}
              isRequired
            />
            <StrengthMeter />
            <FormTextField
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              label={intl.formatMessage(changePasswordPageMessages.confirmPassword)}
              validate={(value, all) =>
                validateConfirmPasswordForChange(value, typeof all.newPassword === 'string' ? all.newPassword : '')
              }
              isRequired
            />
            <div className="actions">
              <Button type="submit" isDisabled={submitting}>
                {intl.formatMessage(
                  submitting ? changePasswordPageMessages.submitting : changePasswordPageMessages.submit,
                )}
              </Button>
            </div>
          </AriaForm>
        )}
      />
    </main>
  );
}

/** The strength bar: the share of the five checks (length, lowercase, digit, uppercase, special) met. */
function StrengthMeter() {
  const intl = useIntl();
  const { values } = useFormState<ChangePasswordValues>({ subscription: { values: true } });
  const met = passwordChecksMet(values.newPassword ?? '').length;
  const total = PASSWORD_CHECKS.length;
  return (
    <Meter
      label={intl.formatMessage(changePasswordPageMessages.strength)}
      value={met}
      maxValue={total}
      valueLabel={intl.formatMessage(changePasswordPageMessages.strengthValue, { met, total })}
      level={met === total ? 'high' : met >= 3 ? 'medium' : 'low'}
    />
  );
}
