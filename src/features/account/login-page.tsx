import { defineMessages } from '../../i18n/messages';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { isApiError, requestErrorMessage } from '../../api/errors';
import { paths } from '../../config/paths';
import { safeRedirectTarget } from '../../domain/safe-redirect';
import { useIntl } from '../../i18n/intl';
import { useRouterBase } from '../../i18n/router-base';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { TextField } from '../../ui/text-field';
import { signIn } from './session-calls';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Sign in' },
  email: { id: 'login.email', defaultMessage: 'Email' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  submit: { id: 'login.submit', defaultMessage: 'Sign in' },
  submitting: { id: 'login.submitting', defaultMessage: 'Signing in…' },
  badRequest: { id: 'login.error.badRequest', defaultMessage: 'Login failed: please contact us.' },
  invalid: { id: 'login.error.invalid', defaultMessage: 'Invalid login attempt.' },
});

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'error'; error: unknown };

export default function LoginPage() {
  const intl = useIntl();
  const base = useRouterBase();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onChange = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (status.kind === 'error') setStatus({ kind: 'idle' }); // a field change resets the flags
  };
  const disabled = email.trim() === '' || password === '' || status.kind === 'submitting';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setStatus({ kind: 'submitting' });
    const redirect = safeRedirectTarget(new URLSearchParams(search).get('redirect'));
    try {
      await signIn({ email: email.trim(), password, captchaToken: null }, redirect);
      navigate(redirect ?? `${base}${paths.index()}`, { replace: true });
    } catch (error) {
      setStatus({ kind: 'error', error });
    }
  }

  const errorText =
    status.kind === 'error'
      ? intl.formatMessage(
          requestErrorMessage(status.error) ??
            (isApiError(status.error, 400) ? loginMessages.badRequest : loginMessages.invalid),
        )
      : null;

  return (
    <main id="main" className="card">
      <PageHeading title={intl.formatMessage(loginMessages.title)} />
      {errorText ? <InlineAlert type="danger">{errorText}</InlineAlert> : null}
      <Form onSubmit={submit} validationBehavior="aria">
        <TextField
          label={intl.formatMessage(loginMessages.email)}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={onChange(setEmail)}
          isRequired
        />
        <TextField
          label={intl.formatMessage(loginMessages.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={onChange(setPassword)}
          isRequired
        />
        {/* No isPending: RAC announces a pending button through a live-region node labelled by the
            button, which is left pointing at nothing once sign-in navigates away (axe role-img-alt). */}
        <Button type="submit" isDisabled={disabled}>
          {intl.formatMessage(status.kind === 'submitting' ? loginMessages.submitting : loginMessages.submit)}
        </Button>
      </Form>
    </main>
  );
}
