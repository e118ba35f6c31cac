import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useState } from 'react';
import { Form as AriaForm } from 'react-aria-components/Form';
import { Form, useFormState } from 'react-final-form';
import { isApiError } from '../../../api/errors';
import { externalLinks } from '../../../config/external-links';
import { DEFAULT_INVITED_ROLE, INVITABLE_ROLES, roleLabel, type Role } from '../../../domain/roles';
import { EMAIL_CHECK_DEBOUNCE_MS, shouldCheckEmail } from '../../../domain/team';
import {
  EMAIL_MAX_LENGTH,
  firstError,
  problemOf,
  validateMaxLength,
  type FieldProblem,
  validateRequiredEmail,
} from '../../../domain/validation';
import { useIntl } from '../../../i18n/intl';
import { alertMessages } from '../../../ui/alert-list';
import { InlineAlert } from '../../../ui/alert';
import { showAlert } from '../../../ui/alert-store';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/dialog';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormTextField } from '../../../ui/form/form-text-field';
import { NewTabLink } from '../../../ui/link';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { emailInUseQuery, inviteMember } from './api';
import { teamMessages } from './messages';

interface InviteValues {
  email?: string;
  role: Role;
}

/** What a failed invitation shows: the address is taken (the field's message) or anything else (the dialog's). */
type InviteFailure = { email: FieldProblem } | { [FORM_ERROR]: 'failed' };

/**
 * The e-mail check (spec document 1 section 7, `enterprise/{id}/users/email/`): once the address is
 * valid and has rested for 300 ms. Its answer for the address in the field: true (in use), false, or
 * undefined (not valid, not checked yet, or the check failed: then the server's 409 still guards).
 */
function useEmailInUse(enterpriseId: string, email: string): { inUse: boolean | undefined; checking: boolean } {
  const settled = useDebouncedValue(email.trim(), EMAIL_CHECK_DEBOUNCE_MS);
  const current = email.trim() === settled && shouldCheckEmail(settled);
  const check = useQuery({ ...emailInUseQuery(enterpriseId, settled), enabled: current, retry: false });
  if (!shouldCheckEmail(email)) return { inUse: undefined, checking: false };
  return {
    inUse: current && check.isSuccess ? check.data.inUse : undefined,
    checking: !current || check.isPending,
  };
}

/** Role: the roles an inviter offers (Admin, Viewer), as a radio group (src/domain/roles.ts). */
function RoleField() {
  const intl = useIntl();
  return (
    <FormRadioGroup<Role>
      name="role"
      label={intl.formatMessage(teamMessages.inviteRole)}
      options={INVITABLE_ROLES.map((role) => {
        const label = roleLabel(role);
        return { value: role, label: label ? intl.formatMessage(label) : String(role) };
      })}
    />
  );
}

function InviteForm({ enterpriseId, onDone }: { enterpriseId: string; onDone: () => void }) {
  const intl = useIntl();
  const { values, submitting, submitError, hasValidationErrors, modifiedSinceLastSubmit } = useFormState<InviteValues>({
    subscription: {
      values: true,
      submitting: true,
      submitError: true,
      hasValidationErrors: true,
      modifiedSinceLastSubmit: true,
    },
  });
  const email = values.email ?? '';
  const { inUse, checking } = useEmailInUse(enterpriseId, email);
  return (
    <>
      <FormTextField
        name="email"
        label={intl.formatMessage(teamMessages.inviteEmail)}
        type="email"
        autoComplete="off"
        isRequired
        // The dialog exists to take this address: focus goes into it when the dialog opens.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        maxLength={EMAIL_MAX_LENGTH}
        trimOnBlur
        validate={(value) => firstError(validateRequiredEmail(value), validateMaxLength(value, EMAIL_MAX_LENGTH))}
        // The check's answer shows at once, not only once the field is left: it is not a typing mistake.
        externalProblem={inUse ? problemOf(teamMessages.emailInUse) : undefined}
        description={checking && shouldCheckEmail(email) ? intl.formatMessage(teamMessages.checkingEmail) : undefined}
      />
      <RoleField />
      {submitError && !modifiedSinceLastSubmit ? (
        <InlineAlert type="danger">
          {intl.formatMessage(teamMessages.inviteError)} {intl.formatMessage(alertMessages.pleaseTryLater)}{' '}
          <NewTabLink href={externalLinks.support}>{intl.formatMessage(alertMessages.contactSupport)}</NewTabLink>
        </InlineAlert>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onPress={onDone} isDisabled={submitting}>
          {intl.formatMessage(teamMessages.cancel)}
        </Button>
        <Button type="submit" isDisabled={submitting || hasValidationErrors || inUse !== false}>
          {intl.formatMessage(submitting ? teamMessages.sendingInvitation : teamMessages.sendInvitation)}
        </Button>
      </div>
    </>
  );
}

/**
 * 'Invite a member' (docs/product-decisions.md "The Settings area"): Email (required, an address, at most 254) and Role
 * (Admin or Viewer, Viewer first). 'Send invitation' waits for the e-mail check to say the address is
 * free. Success closes the dialog, says 'Invitation sent to {email}.' and the pending invitations show
 * the new one (their queries are refetched). A 409 (the address is a member's after all) shows the
 * field's message; any other failure says so inside the dialog, with contact support, and keeps what
 * was typed (a failed call never loses the user's input).
 */
export function InviteDialog({
  enterpriseId,
  isOpen,
  onOpenChange,
}: {
  enterpriseId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // A new form each time the dialog opens: nothing of a closed dialog's typing comes back.
  const [opening, setOpening] = useState(0);

  async function submit(values: InviteValues, form: FormApi<InviteValues>): Promise<InviteFailure | undefined> {
    const email = (values.email ?? '').trim();
    try {
      await inviteMember(enterpriseId, { email, role: values.role });
    } catch (error) {
      if (isApiError(error, 401)) return undefined; // the session layer sends the user to login
      if (isApiError(error, 409)) return { email: problemOf(teamMessages.emailInUse) };
      return { [FORM_ERROR]: 'failed' };
    }
    await queryClient.invalidateQueries({ queryKey: ['get', '/enterprises/{enterpriseId}/invitations/'] });
    await queryClient.invalidateQueries({ queryKey: ['get', '/enterprise/{enterpriseId}/users/email/'] });
    showAlert({ type: 'success', message: teamMessages.invitationSent, values: { email } });
    form.restart();
    onOpenChange(false);
    return undefined;
  }

  return (
    <ModalDialog
      title={intl.formatMessage(teamMessages.inviteTitle)}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) setOpening((n) => n + 1);
        onOpenChange(open);
      }}
    >
      <Form<InviteValues>
        key={opening}
        onSubmit={submit}
        initialValues={{ role: DEFAULT_INVITED_ROLE }}
        subscription={{}}
        render={({ handleSubmit }) => (
          <AriaForm
            className="team-invite"
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit();
            }}
          >
            <InviteForm enterpriseId={enterpriseId} onDone={() => onOpenChange(false)} />
          </AriaForm>
        )}
      />
    </ModalDialog>
  );
}
