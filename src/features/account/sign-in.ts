import { api } from '../../api/client';
import { startSession } from '../../session/session-store';

export interface Credentials {
  email: string;
  password: string;
  captchaToken: string | null;
}

/**
 * POST authentication/token/; the answer is stored as the session. A module of its own so the
 * login page's bundle holds sign-in only (sign-out, in ./session-calls.ts, belongs to log off).
 */
export async function signIn(
  { email, password, captchaToken }: Credentials,
  redirectUrl: string | null,
): Promise<void> {
  const { data } = await api.POST('/authentication/token/', {
    body: { userName: email, password, captchaToken, redirectUrl },
  });
  startSession(data);
}
