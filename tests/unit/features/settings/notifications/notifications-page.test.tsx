import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import NotificationsPage from '../../../../../src/features/settings/notifications/notifications-page';
import { clearAlerts } from '../../../../../src/ui/alert-store';
import { fakeApi, json, noContent, problem, signedIn, signedOut, type Call } from '../../../support/fake-api';
import { ACME, userRoutes } from '../../../support/demo-data';
import { alertTexts, currentPath, renderApp } from '../../../support/render';

/** The Notifications page (docs/product-decisions.md "The Settings area") against a scripted API. */

const PAGE = `/enterprise/${ACME}/notifications/`;
const SETTINGS = `/enterprise/${ACME}/settings/`;
const SAVED = 'Your notification settings were saved.';
const FAILED = 'We could not save your notification settings. Please try again.';
const NO_ACCESS = 'You do not have access to this page. An Admin of your enterprise can give you access.';

interface Answers {
  load?: () => Response | Promise<Response>;
  save?: () => Response | Promise<Response>;
}

function api({
  load = () => json({ apiNotifications: true, projectNotifications: false }),
  save = noContent,
}: Answers = {}) {
  return fakeApi((call: Call) => {
    const user = userRoutes(0)(call);
    if (user) return user;
    if (call.path === SETTINGS && call.method === 'GET') return load();
    if (call.path === SETTINGS && call.method === 'PUT') return save();
    return undefined;
  });
}

function renderPage() {
  return renderApp(
    <Route path="/enterprise/:enterpriseId/notifications/">
      <NotificationsPage />
    </Route>,
    { path: PAGE },
  );
}

const apiSwitch = () => screen.getByRole('switch', { name: 'API notifications' }) as HTMLInputElement;
const projectSwitch = () => screen.getByRole('switch', { name: 'Project notifications' }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });
const isDisabled = (button: HTMLElement) =>
  button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';
const toggle = (input: HTMLInputElement) => act(() => void fireEvent.click(input));
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT' && c.path === SETTINGS);

beforeEach(() => {
  signedIn();
  clearAlerts();
});
afterEach(() => {
  signedOut();
  clearAlerts();
});

describe('the Notifications page', () => {
  it('shows the title and the two switches with their one-line descriptions in the saved state', async () => {
    api();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(document.title).toBe('Notifications');
    expect((await screen.findByRole('switch', { name: 'API notifications' })) as HTMLInputElement).toBeTruthy();
    expect(apiSwitch().checked).toBe(true);
    expect(projectSwitch().checked).toBe(false);
    const description = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description(apiSwitch())).toBe(
      'E-mails about the API: new and expiring access keys and changes to the API.',
    );
    expect(description(projectSwitch())).toBe(
      "E-mails about the enterprise's projects: status changes and new deliverables.",
    );
  });

  it('enables Save only after a change, and disables it again when the change is undone', async () => {
    const calls = api();
    renderPage();
    await screen.findByRole('switch', { name: 'API notifications' });
    expect(isDisabled(saveButton())).toBe(true);
    toggle(projectSwitch());
    expect(isDisabled(saveButton())).toBe(false);
    toggle(projectSwitch());
    expect(isDisabled(saveButton())).toBe(true);
    expect(puts(calls)).toEqual([]);
  });

  it("saves both values, says 'Your notification settings were saved.', disables Save again and moves focus to the first switch", async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = api({ save: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    await screen.findByRole('switch', { name: 'API notifications' });
    toggle(apiSwitch());
    toggle(projectSwitch());
    const button = saveButton();
    act(() => button.focus());
    await act(async () => void fireEvent.click(button));
    // Pending while the save runs: still focusable, announced busy.
    await waitFor(() => expect(saveButton().textContent).toBe('Saving…'));
    expect(document.activeElement).toBe(saveButton());
    await act(async () => answer(noContent()));

    await waitFor(() => expect(alertTexts()).toEqual([SAVED]));
    expect(puts(calls).map((c) => c.body)).toEqual([{ apiNotifications: false, projectNotifications: true }]);
    expect(saveButton().textContent).toBe('Save');
    expect(isDisabled(saveButton())).toBe(true);
    expect(apiSwitch().checked).toBe(false);
    expect(projectSwitch().checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(apiSwitch()));
  });

  it('says the failure text and keeps the choices (Save still enabled) when the save fails', async () => {
    const calls = api({ save: () => problem(500, 'Internal Server Error') });
    renderPage();
    await screen.findByRole('switch', { name: 'API notifications' });
    toggle(projectSwitch());
    await act(async () => void fireEvent.click(saveButton()));

    await waitFor(() => expect(alertTexts()).toEqual([FAILED]));
    expect(puts(calls)).toHaveLength(1);
    expect(apiSwitch().checked).toBe(true);
    expect(projectSwitch().checked).toBe(true);
    expect(isDisabled(saveButton())).toBe(false);
  });

  it('shows the no-access text, not the form or an error page, when the load answers 403', async () => {
    api({ load: () => problem(403, 'Forbidden') });
    const { location } = renderPage();
    expect(await screen.findByText(NO_ACCESS)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(currentPath(location)).toBe(PAGE);
  });

  it("goes to the enterprise's error page when the load fails otherwise", async () => {
    api({ load: () => problem(500, 'Internal Server Error') });
    const { location } = renderPage();
    await waitFor(() => expect(currentPath(location)).toBe(`/enterprise/${ACME}/error/`), { timeout: 4000 });
    expect(screen.queryByText(NO_ACCESS)).toBeNull();
  });
});
