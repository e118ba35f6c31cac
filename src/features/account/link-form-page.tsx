import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import { QueryScope } from '../../api/query-scope';
import { paths } from '../../config/paths';
import { firstError, NAME_MAX_LENGTH, validateMaxLength, validateRequired } from '../../domain/validation';
import { useIntl } from '../../i18n/intl';
import type { Message } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { showAlert } from '../../ui/alert-store';
import { FormTextField } from '../../ui/form/form-text-field';
import { AccountPage, FormErrorAlert, formError, layoutMessages, SubmitButton } from './account-layout';
import { KitForm } from '../../ui/form/kit-form';
import { useLinkParams } from './link-params';
import { LoadState } from './load-state';
import { PasswordFields, type PasswordValues } from './password-fields';

/** What the form of a link page holds: the names and the new password. */
export interface NamesAndPassword extends PasswordValues {
  firstName?: string;
  lastName?: string;
}

/** What is sent: the names trimmed, and the password. */
export interface SentNamesAndPassword {
  firstName: string;
  lastName: string;
  password: string;
}

const NAME_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

const validateName = (value: string) => firstError(validateRequired(value), validateMaxLength(value, NAME_MAX_LENGTH));

export interface LinkFormPageProps<T, E, K extends QueryKey> {
  title: string;
  /** The link's parameter (code, requestId): missing or blank, the page says the link is incomplete. */
  param: string;
  /** What the link loads first (the invitation, the requested account). */
  load: (linkValue: string) => UseQueryOptions<T, E, T, K>;
  loadFailure: (error: unknown) => Message;
  /** Above the form: what was loaded, in words. */
  intro: (details: T) => ReactNode;
  /** The loaded values shown read-only above the names. */
  readOnly: (details: T) => ReactNode;
  /** The names the form starts from. */
  initialValues?: (details: T) => NamesAndPassword;
  send: (linkValue: string, details: T, values: SentNamesAndPassword) => Promise<void>;
  sendFailure: (error: unknown) => Message;
  /** The alert on the login page after success. */
  sent: Message;
  labels: { firstName: Message; lastName: Message; submit: Message; submitting: Message };
}

/**
 * The shape of the two account link pages (invitation, register; spec document 1 sections 4, 5, 7,
 * 8): the link's parameter is checked first (incomplete: the page says so and loads nothing); then
 * the link's details load (a loader; a failure shows its text, with 'Try again' when retrying can
 * help); then the form: the loaded values read-only, first and last name (required, at most 80,
 * trimmed when left) and the password rules. Success goes to login (replacing the page) with an
 * alert; a failure shows its text above the form and keeps what was typed.
 */
export function LinkFormPage<T, E, K extends QueryKey>(props: LinkFormPageProps<T, E, K>) {
  return (
    <QueryScope>
      <LinkFormPageContent {...props} />
    </QueryScope>
  );
}

function LinkFormPageContent<T, E, K extends QueryKey>({
  title,
  param,
  load,
  loadFailure,
  intro,
  readOnly,
  initialValues,
  send,
  sendFailure,
  sent,
  labels,
}: LinkFormPageProps<T, E, K>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { values: link, complete, hydrating } = useLinkParams(param);
  const linkValue = link[param] ?? '';
  // Hydrating, the link is not read yet: its details load once it is.
  const details = useQuery({ ...load(linkValue), enabled: complete && !hydrating });

  if (!complete) {
    return (
      <AccountPage title={title}>
        <InlineAlert type="danger">{intl.formatMessage(layoutMessages.incompleteLink)}</InlineAlert>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={title}>
      <LoadState query={details} failure={loadFailure}>
        {(loaded) => {
          async function submit(values: NamesAndPassword) {
            try {
              await send(linkValue, loaded, {
                firstName: (values.firstName ?? '').trim(),
                lastName: (values.lastName ?? '').trim(),
                password: values.password ?? '',
              });
            } catch (error) {
              return formError(sendFailure(error));
            }
            showAlert({ type: 'success', message: sent });
            navigate(paths.login(), { replace: true });
            return undefined;
          }
          return (
            <>
              <p>{intro(loaded)}</p>
              <Form<NamesAndPassword>
                onSubmit={submit}
                initialValues={initialValues?.(loaded)}
                subscription={{}}
                render={() => (
                  <KitForm>
                    <FormErrorAlert />
                    {readOnly(loaded)}
                    {NAME_FIELDS.map(([name, autoComplete]) => (
                      <FormTextField
                        key={name}
                        name={name}
                        autoComplete={autoComplete}
                        label={intl.formatMessage(labels[name])}
                        validate={validateName}
                        maxLength={NAME_MAX_LENGTH}
                        trimOnBlur
                        isRequired
                      />
                    ))}
                    <PasswordFields />
                    <SubmitButton
                      label={intl.formatMessage(labels.submit)}
                      busyLabel={intl.formatMessage(labels.submitting)}
                    />
                  </KitForm>
                )}
              />
            </>
          );
        }}
      </LoadState>
    </AccountPage>
  );
}
