/**
 * 'Request again' on the request forms: `?from={projectRequestId}` fills the form of
 * the request's type with its parameters (the name suffixed ' (copy)', no delivery date); a request
 * that does not exist goes to the not-found page. The link itself: tests/unit/features/projects/project-details-page.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import TranslationPage from '../../../../src/features/requests/translation-page';
import { endSession } from '../../../../src/session/session-store';
import { startSession } from '../../../../src/session/start-session';
import { ACME, userRoutes } from '../../support/demo-data';
import { fakeApi, json, problem } from '../../support/fake-api';
import { currentPath, renderApp } from '../../support/render';

const R = '40000000-0000-4000-8000-000000000002';
const FORM = `/enterprise/${ACME}/project-request/translation/`;
const CHECKOUT = {
  projectRequestId: R,
  name: 'Checkout Flow Translation',
  status: 20,
  requestType: 1,
  creationDate: '2026-01-10T10:00:00.000Z',
  projectDescription: 'Cart, payment and confirmation screens of the web shop.',
  desiredDeliveryDate: '2026-03-31',
  projectRequestLanguages: [{ languageCode: 'en-us' }, { languageCode: 'de-de' }],
  parameters: {
    SourceLanguage: 'en-us',
    TargetLanguage: 'de-de',
    TwoTranslations: false,
    ContentCategory: 3,
    ProjectSize: 12000,
    ProjectSizeType: 0,
  },
};

function renderForm(answer: () => Response) {
  fakeApi((call) => (call.path === `/${ACME}/project-request/${R}/` ? answer() : userRoutes(0)(call)));
  return renderApp(
    <Route path="/enterprise/:enterpriseId/project-request/translation/" component={TranslationPage} />,
    {
      path: `${FORM}?from=${R}`,
    },
  );
}

beforeEach(() => {
  startSession({ token: 'test-token', refreshToken: 'test-refresh', expiresIn: 3600 });
});
afterEach(() => {
  endSession();
  sessionStorage.clear();
});

describe("a request form opened by 'Request again'", () => {
  it("comes filled with the request's parameters, its name suffixed ' (copy)' and no delivery date", async () => {
    renderForm(() => json(CHECKOUT));
    const name = (await screen.findByRole('textbox', { name: 'Project name' })) as HTMLInputElement;
    expect(name.value).toBe('Checkout Flow Translation (copy)');
    expect((screen.getByRole('textbox', { name: 'Project size' }) as HTMLInputElement).value).toBe('12000');
    expect((screen.getByRole('radio', { name: 'Words' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Desired delivery date' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Project description' }) as HTMLInputElement).value).toBe(
      'Cart, payment and confirmation screens of the web shop.',
    );
    expect(screen.getByRole('button', { name: /Source language/ }).textContent).toContain('English (United States)');
    expect(screen.getByRole('button', { name: /Target language/ }).textContent).toContain('German (Germany)');
  });

  it('goes to the not-found page when the request does not exist', async () => {
    const { location } = renderForm(() => problem(404, 'Not Found'));
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/not-found/`));
  });
});
