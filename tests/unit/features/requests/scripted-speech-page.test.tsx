/**
 * A Scripted Speech (and, with the same field, Quality of Experience) form whose languages fail to
 * load (spec document 2 section 8: "Failure fetching ... languages ...: redirect to the generic error
 * page"), through the REAL client and a real QueryClient against a scripted server: the page goes
 * to `/error/` (not the enterprise's error page), what the user typed is kept, and on return the form
 * does not claim that a submission failed, since nothing was submitted.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { createQueryClient } from '../../../../src/api/query-client';
import { languagesQuery } from '../../../../src/features/requests/api';
import { draftKey, readDraft, writeDraft } from '../../../../src/features/requests/drafts';
import ScriptedSpeechPage from '../../../../src/features/requests/scripted-speech-page';
import { profileQuery } from '../../../../src/features/shell/api';
import { endSession } from '../../../../src/session/session-store';
import { startSession } from '../../../../src/session/start-session';
import { fakeApi, json } from '../../support/fake-api';
import { ACME } from '../../support/demo-data';
import { renderApp } from '../../support/render';

const USER = 'u-admin';
const FORM = `/enterprise/${ACME}/project-request/scripted-speech/`;
const KEY = draftKey(USER, ACME, 'scripted-speech');
const SUBMISSION_FAILED = /Your last submission did not go through/;
const KEPT = 'What you typed before the error is back in the form. Check it and continue.';

const LANGUAGES = [
  { languageCode: 'en-us', languageName: 'English', region: 'United States' },
  { languageCode: 'nl-nl', languageName: 'Dutch', region: 'Netherlands' },
];

/**
 * The profile answers at once; the languages answer `languages()` once `release` is called, so the
 * test can type into the form while they are still loading.
 */
function server(languages: () => Response) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = fakeApi(async ({ path }) => {
    if (path === '/users/self/profile/') return json({ applicationUserId: USER, email: 'admin@acme.test', role: 0 });
    // The user is a member of the enterprise: a page's failure waits for the membership to stand.
    if (path === `/enterprise/${ACME}/member-settings/`)
      return json({ company: 'Acme Corp', externalEnterpriseId: ACME, isOwner: false, managers: [], role: 0 });
    if (path === '/languages/') {
      await gate;
      return languages();
    }
    return undefined;
  });
  return { release: () => release(), languageCalls: () => calls.filter(({ path }) => path === '/languages/').length };
}

/** The form as the signed-in area shows it: the shell has loaded the profile (the draft key needs the user's id). */
async function renderForm() {
  const queryClient = createQueryClient();
  // The one retry of a 5xx comes at once here (the app waits a second before it).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  await queryClient.fetchQuery(profileQuery());
  return renderApp(
    <Switch>
      <Route path="/enterprise/:enterpriseId/project-request/scripted-speech/" component={ScriptedSpeechPage} />
      <Route path="/error/">
        <h1>Generic error page</h1>
      </Route>
      <Route path="/enterprise/:enterpriseId/error/">
        <h1>Enterprise error page</h1>
      </Route>
    </Switch>,
    { path: FORM, queryClient },
  );
}

const nameInput = () => screen.findByRole('textbox', { name: 'Project name' }) as Promise<HTMLInputElement>;

async function typeName(name: string) {
  const input = await nameInput();
  await act(async () => {
    fireEvent.change(input, { target: { value: name } });
  });
}

beforeEach(() => {
  startSession({ token: 'test-token', refreshToken: 'test-refresh', expiresIn: 3600 });
});
afterEach(() => {
  endSession();
  sessionStorage.clear();
});

describe('a languages failure on a request form', () => {
  it('goes to the generic error page, not the enterprise one, and keeps what was typed as not submitted', async () => {
    const api = server(() => json({ message: 'Unavailable' }, 503, 'Service Unavailable'));
    const { location } = await renderForm();
    await typeName('Kept while failing');

    api.release();
    expect(await screen.findByRole('heading', { name: 'Generic error page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Enterprise error page' })).toBeNull();
    expect(location.history).toEqual(['/error/']); // the form's entry was replaced
    expect(api.languageCalls()).toBe(2); // a 5xx is retried once before the page gives up
    expect(readDraft(KEY)).toEqual({
      values: expect.objectContaining({ name: 'Kept while failing' }),
      reason: 'interrupted',
    });
  });

  it('on return restores the draft without saying that a submission did not go through', async () => {
    writeDraft(KEY, { detailsType: 0, numberOfSpeechHours: '120', name: 'Kept while failing' }, 'interrupted');
    server(() => json(LANGUAGES)).release();
    await renderForm();
    expect((await nameInput()).value).toBe('Kept while failing');
    expect((screen.getByRole('textbox', { name: 'Number of speech hours' }) as HTMLInputElement).value).toBe('120');
    expect(await screen.findByText(KEPT)).toBeTruthy();
    expect(screen.queryByText(SUBMISSION_FAILED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Start over with an empty form' })).toBeTruthy();
  });

  it('after a failed submission, the return says so, and a later languages failure does not change that', async () => {
    writeDraft(KEY, { detailsType: 0, numberOfSpeechHours: '50', name: 'Submitted once' }, 'submission');
    const api = server(() => json({ message: 'Unavailable' }, 500, 'Internal Server Error'));
    await renderForm();
    expect(await screen.findByText(SUBMISSION_FAILED)).toBeTruthy();
    expect(screen.queryByText(KEPT)).toBeNull();
    await typeName('Submitted once, edited');

    api.release();
    expect(await screen.findByRole('heading', { name: 'Generic error page' })).toBeTruthy();
    expect(readDraft(KEY)).toEqual({
      values: expect.objectContaining({ name: 'Submitted once, edited' }),
      reason: 'submission',
    });
  });

  it('a 401 is left to the session layer (it sends the user to login): no error page, and the draft is kept', async () => {
    const api = server(() => json({ message: 'Unauthorized' }, 401, 'Unauthorized'));
    const { location, queryClient } = await renderForm();
    await typeName('Typed before the session ended');

    api.release();
    // Settled: the query has failed and its draft is written (the effect that would navigate has run).
    await waitFor(() => expect(queryClient.getQueryState(languagesQuery().queryKey)?.status).toBe('error'));
    await waitFor(() => expect(readDraft(KEY)?.values).toMatchObject({ name: 'Typed before the session ended' }));
    await act(async () => undefined);
    expect(location.history).toEqual([FORM]);
    expect(screen.queryByRole('heading', { name: 'Generic error page' })).toBeNull();
  });
});
