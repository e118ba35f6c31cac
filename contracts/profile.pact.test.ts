/**
 * The profile pages' calls (spec document 2 sections 2, 4, 5 and 8; docs/product-decisions.md): accepting the terms
 * and changing the password, one interaction per outcome the pages handle. Each test drives the
 * pages' own calls (src/features/settings/profile/api.ts) and, for a failure, the decision of which alert the
 * page shows (src/features/settings/profile/change-password.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '../src/api/errors';
import { acceptTerms } from '../src/features/consent/api';
import { changePassword } from '../src/features/settings/profile/api';
import { changePasswordFailureAlert } from '../src/features/settings/profile/change-password';

import {
  PACT_ADMIN_PASSWORD,
  PACT_ADMIN_TOKEN,
  PACT_EXPIRED_TOKEN,
  PACT_NEWCOMER_TOKEN,
  PACT_STATES,
} from '../scripts/dev-api/pact-fixtures';
import { authorizedAs, clock, freshSession, newPact, signedInWith, useMockApi } from './support';

const { string } = MatchersV3;

const pact = newPact();

beforeEach(() => {
  freshSession();
});
afterEach(() => {
  clock.reset();
});

describe('POST /api/users/self/terms/accept/', () => {
  it('records the consent (204)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.newcomerSignedIn)
      .uponReceiving('an acceptance of the terms by a user who has not accepted them')
      .withRequest('POST', '/api/users/self/terms/accept/', (b) => b.headers(authorizedAs(PACT_NEWCOMER_TOKEN)))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { sent } = useMockApi(mockServer.url);
        signedInWith(PACT_NEWCOMER_TOKEN);
        await expect(acceptTerms()).resolves.toBeUndefined();
        expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/users/self/terms/accept/']);
      });
  });

  it('fails as 401 when the API no longer accepts the token (the page goes to the error page, the session layer to login)', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminTokenExpired)
      .uponReceiving('an acceptance of the terms with an access token the API no longer accepts')
      .withRequest('POST', '/api/users/self/terms/accept/', (b) => b.headers(authorizedAs(PACT_EXPIRED_TOKEN)))
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        let unauthorized = 0;
        useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        signedInWith(PACT_EXPIRED_TOKEN);
        const error = await acceptTerms().catch((e: unknown) => e);
        expect(isApiError(error, 401)).toBe(true);
        expect(unauthorized).toBe(1);
      });
  });
});

describe('POST /api/users/self/password/', () => {
  const body = (oldPassword: string) => ({ oldPassword, newPassword: 'Newpass#1', confirmPassword: 'Newpass#1' });

  it('changes the password (204), and the page shows the success alert', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a password change with the right old password and a strong new one')
      .withRequest('POST', '/api/users/self/password/', (b) =>
        b.headers(authorizedAs(PACT_ADMIN_TOKEN)).jsonBody(body(PACT_ADMIN_PASSWORD)),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        await expect(changePassword(body(PACT_ADMIN_PASSWORD))).resolves.toBeUndefined();
      });
  });

  it("refuses a wrong old password (400 with a message), and the error alert quotes the server's message", async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminSignedIn)
      .uponReceiving('a password change with a wrong old password')
      .withRequest('POST', '/api/users/self/password/', (b) =>
        b.headers(authorizedAs(PACT_ADMIN_TOKEN)).jsonBody(body('Wrong#2026')),
      )
      .willRespondWith(400, (b) => b.jsonBody({ message: string('Incorrect password.') }))
      .executeTest(async (mockServer) => {
        useMockApi(mockServer.url);
        signedInWith(PACT_ADMIN_TOKEN);
        const error = await changePassword(body('Wrong#2026')).catch((e: unknown) => e);
        expect(isApiError(error, 400)).toBe(true);
        const alert = changePasswordFailureAlert(error);
        expect(alert).toMatchObject({ type: 'danger', values: { reason: 'Incorrect password.' } });
        expect(alert.message.defaultMessage).toBe('Your password could not be changed: {reason}');
      });
  });

  it('fails as 401 when the API no longer accepts the token, and the page shows the generic error alert', async () => {
    await pact
      .addInteraction()
      .given(PACT_STATES.adminTokenExpired)
      .uponReceiving('a password change with an access token the API no longer accepts')
      .withRequest('POST', '/api/users/self/password/', (b) =>
        b.headers(authorizedAs(PACT_EXPIRED_TOKEN)).jsonBody(body(PACT_ADMIN_PASSWORD)),
      )
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        let unauthorized = 0;
        useMockApi(mockServer.url, { onUnauthorized: () => unauthorized++ });
        signedInWith(PACT_EXPIRED_TOKEN);
        const error = await changePassword(body(PACT_ADMIN_PASSWORD)).catch((e: unknown) => e);
        expect(isApiError(error, 401)).toBe(true);
        expect(unauthorized).toBe(1);
        const alert = changePasswordFailureAlert(error);
        expect(alert).toMatchObject({ type: 'danger', showContactSupport: true });
        expect(alert.message.defaultMessage).toBe('Your password could not be changed.');
      });
  });
});
