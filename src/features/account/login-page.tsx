import { defineMessages, type Message } from '../../i18n/define-messages';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { requestErrorMessages } from '../../api/request-error-messages';
import { startUpPaths as paths } from '../../config/start-up-routes';
import { useRuntimeConfig } from '../../config/runtime-config';
import { EMAIL_MAX_LENGTH, isEmail } from '../../domain/email-address';
import { useIntl } from '../../i18n/intl';
import { useRouterBase } from '../../i18n/router-base';
import { InlineAlert, LiveAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import './account.css';
import { Link } from '../../ui/link';
import { onceLoader } from '../../ui/preloadable';
import { TextField } from '../../ui/text-field';
import { useInvisibleCaptcha } from './captcha';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Sign in' },
  email: { id: 'login.email', defaultMessage: 'Email' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  submit: { id: 'login.submit', defaultMessage: 'Sign in' },
  submitting: { id: 'login.submitting', defaultMessage: 'Signing in…' },
  badRequest: { id: 'login.error.badRequest', defaultMessage: 'Login failed: please contact us.' },
  invalid: { id: 'login.error.invalid', defaultMessage: 'Invalid login attempt.' },
  // The forms' message EmailFormatInvalid (src/domain/validation.ts), declared again here, the same
  // id and text, so the login bundle does not take in every form validator with it.
  emailFormatInvalid: { id: 'EmailFormatInvalid', defaultMessage: 'Enter a valid email address.' },
  captchaRunning: { id: 'login.captcha.running', defaultMessage: 'Running a security check…' },
  captchaFailed: {
    id: 'login.captcha.failed',
    defaultMessage: 'The security check could not run. Reload the page to try again.',
  },
  forgotPassword: { id: 'login.forgotPassword', defaultMessage: 'Forgot your password?' },
  signUpSandbox: { id: 'login.signUpSandbox', defaultMessage: 'New here? Sign up for a sandbox' },
});

/**
 * The sign-in call, with the API client's session rules: the page needs them only to sign in, so
 * they load when the person reaches the form (a field's focus, a press on the button) and a submit waits
 * for them. If they cannot be loaded, the sign-in fails as a call that could not reach the server;
 * what the page says of any other failure comes with them (failureOf).
 */
const loadSignIn = onceLoader(() => import('./sign-in'));
const preloadSignIn = () => void loadSignIn().catch(() => undefined);

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'error'; message: Message };

/**
 * /account/login (spec document 1 sections 4, 5, 8): submit is disabled while the e-mail or the
 * password is empty, while the form is invalid (the e-mail is not in e-mail format: the shared rule
 * of src/domain/email-address.ts), while a submission runs, or while the (configured) invisible
 * captcha has not passed; success stores the session and goes to the `redirect` target when it is
 * a path on this site (src/domain/safe-redirect.ts), else to the index page. No final-form here:
 * it stays off the login route's bundle, and so does the sign-in call (loadSignIn).
 */
export default function LoginPage() {
  const intl = useIntl();
  const base = useRouterBase();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailLeft, setEmailLeft] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { captcha: captchaConfig, inviteEnterprise } = useRuntimeConfig();
  const {
    state: captchaState,
    containerRef: captchaContainer,
    rerun: rerunCaptcha,
  } = useInvisibleCaptcha(captchaConfig.enabled, captchaConfig.siteKey);
  const captchaToken = captchaState.status === 'passed' ? captchaState.token : null;
  const captchaPending = captchaState.status !== 'off' && captchaToken === null;

  const onChange = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (status.kind === 'error') setStatus({ kind: 'idle' }); // a field change resets the flags
  };
  // "The form is invalid": an e-mail not in e-mail format. Its message shows once the field was left
  // (not while the user is still typing the address: the 'left' case of src/ui/form/show-error.ts,
  // written inline to keep the kit off this page); the button says it at once by being disabled.
  const emailMalformed = email.trim() !== '' && !isEmail(email);
  const showEmailError = emailLeft && emailMalformed;
  const disabled = !isEmail(email) || password === '' || status.kind === 'submitting' || captchaPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setStatus({ kind: 'submitting' });
    // Until the sign-in's code is in, a failure is its code not loading: as a call that could not reach the server.
    let failureOf: (error: unknown) => Message | 400 | null = () => requestErrorMessages.network;
    try {
      const signingIn = await loadSignIn();
      failureOf = signingIn.failureOf;
      const redirect = await signingIn.signIn(
        { email: email.trim(), password, captchaToken },
        new URLSearchParams(search).get('redirect'),
      );
      navigate(redirect ?? `${base}${paths.index()}`, { replace: true });
    } catch (error) {
      const failure = failureOf(error);
      setStatus({
        kind: 'error',
        message: failure === 400 ? loginMessages.badRequest : (failure ?? loginMessages.invalid),
      });
      rerunCaptcha(); // a captcha token is single-use: the next attempt needs a fresh one
    }
  }

  const errorText = status.kind === 'error' ? intl.formatMessage(status.message) : null;

  return (
    <main id="main" className="card">
      <PageHeading title={intl.formatMessage(loginMessages.title)} />
      {/* In the page from the start, so screen readers announce the failure when it appears (decision 0062). */}
      <LiveAlert>{errorText}</LiveAlert>
      <Form onSubmit={submit} validationBehavior="aria">
        <TextField
          label={intl.formatMessage(loginMessages.email)}
          name="email"
          type="email"
          autoComplete="username"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={onChange(setEmail)}
          onFocus={preloadSignIn}
          onBlur={() => setEmailLeft(true)}
          isInvalid={showEmailError}
          errorMessage={showEmailError ? intl.formatMessage(loginMessages.emailFormatInvalid) : undefined}
          isRequired
        />
        <TextField
          label={intl.formatMessage(loginMessages.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={onChange(setPassword)}
          onFocus={preloadSignIn}
          isRequired
        />
        {/* No isPending: RAC announces a pending button through a live-region node labelled by the
            button, which is left pointing at nothing once sign-in navigates away (axe role-img-alt). */}
        <Button type="submit" isDisabled={disabled} onPressStart={preloadSignIn}>
          {intl.formatMessage(status.kind === 'submitting' ? loginMessages.submitting : loginMessages.submit)}
        </Button>
        {/* The invisible captcha's widget lives here; its state is said in words beside the button. */}
        <div ref={captchaContainer} />
        {captchaState.status === 'off' ? null : (
          <p className="muted" role="status">
            {captchaState.status === 'running' ? intl.formatMessage(loginMessages.captchaRunning) : null}
          </p>
        )}
        {captchaState.status === 'failed' ? (
          <InlineAlert type="danger">{intl.formatMessage(loginMessages.captchaFailed)}</InlineAlert>
        ) : null}
      </Form>
      <p className="account-links">
        <Link href={paths.forgotPassword()}>{intl.formatMessage(loginMessages.forgotPassword)}</Link>
        {inviteEnterprise ? (
          <Link href={paths.registerSandbox()}>{intl.formatMessage(loginMessages.signUpSandbox)}</Link>
        ) : null}
      </p>
    </main>
  );
}
