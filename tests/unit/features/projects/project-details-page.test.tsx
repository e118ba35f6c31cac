import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { createQueryClient } from '../../../../src/api/query-client';
import { projectDetailsQuery } from '../../../../src/features/projects/api';
import ProjectDetailsPage from '../../../../src/features/projects/project-details-page';
import { RequestDetailsTab } from '../../../../src/features/projects/request-details-tab';
import { memberSettingsQuery, profileQuery } from '../../../../src/features/shell/api';
import { describeCall, fakeApi, json, signedIn, signedOut, type Call } from '../../support/fake-api';
import { ACME, GLOBEX, userRoutes, type Details } from '../../support/demo-data';
import { currentPath, renderApp } from '../../support/render';

const P = '30000000-0000-4000-8000-000000000001';
const R = '40000000-0000-4000-8000-000000000001';

function details(overrides: Partial<Details> = {}): Details {
  return {
    name: 'Voice Assistant Prompts',
    status: 3000,
    requestType: 2,
    creationDate: '2025-03-10T09:30:00.000Z',
    startDate: '2025-03-17T08:00:00.000Z',
    projectId: P,
    workflowStatus: 3000,
    projectResult: { jobs: [], projectReportIds: [] },
    projectRequestResult: {
      projectRequestId: R,
      name: 'Voice Assistant Prompts',
      status: 20,
      requestType: 2,
      creationDate: '2025-03-10T09:30:00.000Z',
      projectDescription: 'Wake words and commands.',
      desiredDeliveryDate: '2025-06-30',
      projectRequestLanguages: [{ languageCode: 'en-us' }],
      parameters: {
        ProjectScriptedSpeechDetailsType: 'PromptBased',
        NumberOfPrompts: 500,
        NumberOfRecordingsPerPrompt: 20,
        Notes: 'Quiet rooms.',
      },
    },
    ...overrides,
  };
}

function server(
  answer: Details | number,
  reportConfiguration: unknown = { reportType: 1, jobsReportsConfiguration: [{ externalJobId: 'j', reportType: 2 }] },
  role = 0,
) {
  return fakeApi((call: Call) => {
    if (call.path.startsWith(`/enterprises/${ACME}/projects-and-requests/`) && call.path.endsWith('/details/')) {
      return typeof answer === 'number' ? json({ message: 'no' }, answer, 'Error') : json(answer);
    }
    if (call.path.endsWith('/report/configuration/')) return json(reportConfiguration);
    if (call.path.includes('/deliverables/')) return json({ list: [], page: 0, totalCount: 0 });
    return userRoutes(role)(call);
  });
}

function renderDetails(path: string) {
  return renderApp(
    <Route path="/enterprise/:enterpriseId/projects/:projectId/:tab?/">
      <ProjectDetailsPage />
    </Route>,
    { path },
  );
}

const base = `/enterprise/${ACME}/projects`;

beforeEach(() => signedIn());
afterEach(() => signedOut());

describe('project details', () => {
  it('shows a loader, then the sidebar: back link, name, status, information, tabs and the preview button', async () => {
    server(details());
    renderDetails(`${base}/${R}/request-details/?type=pr`);
    expect(screen.getByRole('progressbar', { name: 'Loading the project' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Voice Assistant Prompts' })).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Project' });
    expect(
      within(sidebar)
        .getByRole('link', { name: /Projects/ })
        .getAttribute('href'),
    ).toBe(`/enterprise/${ACME}/`);
    expect(within(sidebar).getByText('Completed')).toBeTruthy();
    expect(within(sidebar).getByText('Request Type').nextElementSibling?.textContent).toBe('Scripted Speech');
    expect(within(sidebar).getByText('Creation Date').nextElementSibling?.textContent).toBe('March 10, 2025');
    expect(within(sidebar).getByText('Start Date').nextElementSibling?.textContent).toBe('March 17, 2025');
    expect(within(sidebar).getByText('Project ID').nextElementSibling?.textContent).toBe(P);
    // At a request's address the report configuration follows the details, which name the project.
    await screen.findByRole('link', { name: 'Project Report (Completed)' });
    const tabs = within(screen.getByRole('navigation', { name: 'Project sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Request Details',
      'Project Report (Completed)',
      'Data Deliverables',
    ]);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
    expect(
      within(sidebar)
        .getByRole('link', { name: /Preview project/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it("says the workflow status on the ribbon in words ('Workflow status: Completed'), and has none while the project runs", async () => {
    server(details());
    const completed = renderDetails(`${base}/${P}/report/?type=p`);
    const ribbon = await screen.findByText('Workflow status: Completed');
    expect(ribbon.className).toBe('workflow-ribbon workflow-ribbon--completed');
    completed.unmount();
    server(details({ status: 1000, workflowStatus: 1000 }));
    renderDetails(`${base}/${P}/report/?type=p`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Workflow status/)).toBeNull();
  });

  it('collapses and expands the project information', async () => {
    server(details());
    renderDetails(`${base}/${P}/report/?type=p`);
    const trigger = await screen.findByRole('button', { name: 'Project information' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });

  it('hides the start date while the project is not running yet (Preparing Project)', async () => {
    server(details({ status: 900, workflowStatus: 900 }));
    renderDetails(`${base}/${P}/report/?type=p`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Start Date')).toBeNull();
  });

  it('reads the request-details parameters of a scripted speech request', async () => {
    server(details());
    renderDetails(`${base}/${R}/request-details/?type=pr`);
    await screen.findByRole('heading', { level: 2, name: 'Request Details' });
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Project type')).toBe('Prompt based');
    expect(value('Number of prompts')).toBe('500');
    expect(value('Recordings per prompt')).toBe('20');
    expect(value('Notes')).toBe('Quiet rooms.');
    expect(value('Language')).toBe('English (United States)');
    expect(value('Desired delivery date')).toBe('June 30, 2025');
    // Spec document 2 section 9: a details date with its time, 'MMMM Do, YYYY' 'h:mmA' GMT.
    expect(value('Submitted')).toBe('March 10th, 2025 9:30AM GMT');
  });

  it('reads an hour-based scripted speech request: the speech hours, no prompts', async () => {
    const hourBased = details({
      projectRequestResult: {
        ...details().projectRequestResult!,
        parameters: {
          ProjectScriptedSpeechDetailsType: 'HourBased',
          NumberOfSpeechHours: 1250,
          NumberOfPrompts: null,
          NumberOfRecordingsPerPrompt: null,
          Notes: null,
        },
      },
    });
    server(hourBased);
    renderDetails(`${base}/${R}/request-details/?type=pr`);
    await screen.findByRole('heading', { level: 2, name: 'Request Details' });
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Project type')).toBe('Hours based');
    expect(value('Number of speech hours')).toBe('1,250');
    expect(screen.queryByText('Number of prompts')).toBeNull();
    expect(screen.queryByText('Recordings per prompt')).toBeNull();
    expect(value('Notes')).toBe('Not given');
  });

  it('reads a translation sized in sentences', async () => {
    const sentences = details({
      requestType: 1,
      projectRequestResult: {
        ...details().projectRequestResult!,
        requestType: 1,
        parameters: {
          SourceLanguage: 'de-de',
          TargetLanguage: 'en-us',
          TwoTranslations: true,
          ContentCategory: 0,
          ProjectSize: 50,
          ProjectSizeType: 1,
        },
      },
    });
    server(sentences);
    renderDetails(`${base}/${R}/request-details/?type=pr`);
    await screen.findByRole('heading', { level: 2, name: 'Request Details' });
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Project size')).toBe('50 sentences');
    expect(value('Two translations')).toBe('Yes');
    expect(value('Source language')).toBe('German (Germany)');
  });

  it('reads translation and quality-of-experience parameters', async () => {
    const translation = details({
      requestType: 1,
      projectRequestResult: {
        ...details().projectRequestResult!,
        requestType: 1,
        parameters: {
          SourceLanguage: 'en-us',
          TargetLanguage: 'de-de',
          TwoTranslations: false,
          ContentCategory: 3,
          ProjectSize: 12000,
          ProjectSizeType: 0,
        },
      },
    });
    server(translation);
    const first = renderDetails(`${base}/${R}/request-details/?type=pr`);
    await screen.findByRole('heading', { level: 2, name: 'Request Details' });
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Target language')).toBe('German (Germany)');
    expect(value('Two translations')).toBe('No');
    expect(value('Content category')).toBe('E-commerce');
    expect(value('Project size')).toBe('12,000 words');
    first.unmount();

    const quality = details({
      projectId: null,
      status: 0,
      projectResult: null,
      workflowStatus: null,
      startDate: null,
      requestType: 3,
      projectRequestResult: {
        ...details().projectRequestResult!,
        status: 0,
        requestType: 3,
        parameters: {
          ProjectSize: 1000,
          ContributorsPerInputDataUnit: 15,
          MinimumUniqueContributors: 60,
          Stimulus: [
            { InputDataType: 0, AverageLength: 8 },
            { InputDataType: 1, AverageLength: 12.5 },
          ],
          Questions: [
            { QuestionType: 0, ScaleSize: null },
            { QuestionType: 1, ScaleSize: 5 },
            { QuestionType: 2, ScaleSize: null },
          ],
          Notes: 'Headphones required.',
        },
      },
    });
    server(quality);
    renderDetails(`${base}/${R}/request-details/?type=pr`);
    await screen.findByRole('heading', { level: 2, name: 'Request Details' });
    expect(value('Project size')).toBe('1,000 input data units');
    expect(value('Contributors per input data unit')).toBe('15');
    expect(value('Minimum unique contributors')).toBe('60');
    expect(screen.getByText('Audio, Average length: 8 sec')).toBeTruthy();
    expect(screen.getByText('Video, Average length: 12.5 sec')).toBeTruthy();
    expect(screen.getByText('Discrete scale, Scale size: 5')).toBeTruthy();
    expect(screen.getByText('Free text')).toBeTruthy();
    // A request only: no start date, no preview, the report tab without a status.
    expect(screen.queryByText('Start Date')).toBeNull();
    expect(screen.queryByRole('link', { name: /Preview project/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Project Report' })).toBeTruthy();
  });

  it('opens the request details of a request only, and the report of a project, when the link names no tab', async () => {
    server(details({ projectId: null, projectResult: null, workflowStatus: null, status: 0 }));
    const request = renderDetails(`${base}/${R}/?type=pr`);
    await waitFor(() => expect(currentPath(request.location)).toBe(`${base}/${R}/request-details/?type=pr`));
    request.unmount();
    server(details({ projectRequestResult: null }));
    const project = renderDetails(`${base}/${P}/`);
    await waitFor(() => expect(currentPath(project.location)).toBe(`${base}/${P}/report/?type=p`));
  });

  it("gives a request's details one address: the request's id with type 'pr', an old 'p' link replaced by it", async () => {
    const calls = server(details());
    const { location } = renderDetails(`${base}/${P}/request-details/?type=p`);
    await waitFor(() => expect(currentPath(location)).toBe(`${base}/${R}/request-details/?type=pr`));
    await screen.findByRole('heading', { level: 2, name: 'Request Details' });
    // The tabs link the addresses the list links: the request details at the request, the report
    // and the deliverables at the project.
    const tabs = within(screen.getByRole('navigation', { name: 'Project sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual([
      `${base}/${R}/request-details/?type=pr`,
      `${base}/${P}/report/?type=p`,
      `${base}/${P}/deliverables/?type=p`,
    ]);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
    // The details under the old address serve the new one: one call, no second loader.
    expect(calls.filter((c) => c.path.endsWith('/details/'))).toHaveLength(1);
    expect(screen.queryByRole('progressbar', { name: 'Loading the project' })).toBeNull();
  });

  it('has no request-details tab for a project only and sends its URL to the report', async () => {
    server(details({ projectRequestResult: null }));
    const { location } = renderDetails(`${base}/${P}/request-details/?type=p`);
    await waitFor(() => expect(currentPath(location)).toBe(`${base}/${P}/report/?type=p`));
    const tabs = within(await screen.findByRole('navigation', { name: 'Project sections' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Project Report (Completed)', 'Data Deliverables']);
  });

  it("says 'Your project is being prepared…' before the project runs, and names the report tab without a status", async () => {
    server(details({ status: 800, workflowStatus: 800 }), { reportType: 1, jobsReportsConfiguration: [] });
    renderDetails(`${base}/${P}/report/?type=p`);
    expect(await screen.findByText('Your project is being prepared…')).toBeTruthy();
    expect(screen.getByText("You'll get notified as soon as it's ready to go!")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Project Report' })).toBeTruthy();
  });

  it("says the reports could not be loaded when the report configuration fails for a Completed project (not 'being prepared'), and tries again", async () => {
    let configAnswer = () => json({ message: 'down' }, 503, 'Service Unavailable');
    const calls = fakeApi((call: Call) => {
      if (call.path.endsWith('/details/'))
        return json(
          details({ projectResult: { jobs: [], projectReportIds: ['60000000-0000-4000-8000-000000000001'] } }),
        );
      if (call.path.endsWith('/report/configuration/')) return configAnswer();
      return userRoutes()(call);
    });
    renderDetails(`${base}/${P}/report/?type=p`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain("This project's reports could not be loaded. Please try again.");
    expect(screen.queryByText('Your project is being prepared…')).toBeNull();
    // Without the configuration the count is unknown: the tab is named without a status.
    expect(screen.getByRole('heading', { level: 2, name: 'Project Report' })).toBeTruthy();
    const configCalls = () => calls.filter((c) => c.path.endsWith('/report/configuration/')).length;
    const before = configCalls();
    configAnswer = () => json({ reportType: null, jobsReportsConfiguration: [] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // No report configured after all: now the project is honestly 'being prepared'.
    expect(await screen.findByText('Your project is being prepared…')).toBeTruthy();
    expect(configCalls()).toBe(before + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the not-found page on a 404 and to the error page on any other failure', async () => {
    server(404);
    const missing = renderDetails(`${base}/${P}/report/?type=p`);
    await waitFor(() => expect(currentPath(missing.location)).toBe(`/enterprise/${ACME}/not-found/`));
    missing.unmount();
    server(500);
    const failing = renderDetails(`${base}/${P}/report/?type=p`);
    await waitFor(() => expect(currentPath(failing.location)).toBe('/error/'), { timeout: 5000 }); // the generic error page
  });

  it('treats an id that is not a GUID or an unknown type as not found, without a call', async () => {
    const calls = server(details());
    const bad = renderDetails(`${base}/not-an-id/report/?type=p`);
    await waitFor(() => expect(currentPath(bad.location)).toBe(`/enterprise/${ACME}/not-found/`));
    bad.unmount();
    const type = renderDetails(`${base}/${P}/report/?type=x`);
    await waitFor(() => expect(currentPath(type.location)).toBe(`/enterprise/${ACME}/not-found/`));
    expect(calls.filter((c) => c.path.endsWith('/details/'))).toHaveLength(0);
  });

  it("offers 'Request again' to an Admin: the form of the request's type, naming the request", async () => {
    server(details());
    renderDetails(`${base}/${R}/request-details/?type=pr`);
    const again = await screen.findByRole('link', { name: 'Request again' });
    expect(again.getAttribute('href')).toBe(`/enterprise/${ACME}/project-request/scripted-speech/?from=${R}`);
  });

  it("has no 'Request again' for a Viewer, who may not request projects", async () => {
    server(details(), undefined, 1);
    renderDetails(`${base}/${R}/request-details/?type=pr`);
    await screen.findByRole('heading', { level: 2, name: 'Request Details' });
    // Once the role is known (the actions are disabled for a Viewer), the link is not there.
    await waitFor(() => expect(screen.getByRole('button', { name: /Actions/ }).hasAttribute('disabled')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Request again' })).toBeNull();
  });

  it('disables the actions for a Viewer', async () => {
    server(details(), undefined, 1);
    renderDetails(`${base}/${P}/report/?type=p`);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: /Actions/ }).hasAttribute('disabled')).toBe(true));
  });

  it('disables the actions of an Admin for a status that allows neither cancel nor delete', async () => {
    /** Whether the actions button is disabled once the Admin's role is known (profile and member settings in). */
    const actionsDisabled = async (view: ReturnType<typeof renderDetails>) => {
      await screen.findByRole('heading', { level: 1 });
      const loaded = (queryKey: readonly unknown[]) => view.queryClient.getQueryState(queryKey)?.status === 'success';
      await waitFor(() =>
        expect(loaded(profileQuery().queryKey) && loaded(memberSettingsQuery(ACME).queryKey)).toBe(true),
      );
      await act(async () => {});
      return screen.getByRole('button', { name: /Actions/ }).hasAttribute('disabled');
    };
    // A request only that was closed (30): a request has nothing to cancel, and Closed is not deletable.
    server(
      details({
        projectId: null,
        projectResult: null,
        workflowStatus: null,
        startDate: null,
        status: 30,
        projectRequestResult: { ...details().projectRequestResult!, status: 30 },
      }),
    );
    const closed = renderDetails(`${base}/${R}/request-details/?type=pr`);
    expect(await actionsDisabled(closed)).toBe(true);
    closed.unmount();
    // Generating Results whose cancellation is under way (workflow status Cancelled): no longer
    // cancellable, and Generating Results is not deletable.
    server(details({ status: 2700, workflowStatus: 5000 }));
    const cancelling = renderDetails(`${base}/${P}/report/?type=p`);
    expect(await actionsDisabled(cancelling)).toBe(true);
    cancelling.unmount();
    // The contrast, so the check above can fail: Generating Results still running is cancellable (not
    // deletable), and the same Admin gets the menu.
    server(details({ status: 2700, workflowStatus: 2700 }));
    const running = renderDetails(`${base}/${P}/report/?type=p`);
    expect(await actionsDisabled(running)).toBe(false);
  });
});

describe('the details carry their enterprise (the client adds it)', () => {
  it("gives the API's answer with the enterprise id it was asked for, and caches it so", async () => {
    const answer = details();
    const path = `/enterprises/${GLOBEX}/projects-and-requests/${P}/details/`;
    const calls = fakeApi((call: Call) => (call.path === path ? json(answer) : undefined));
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQuery(projectDetailsQuery(GLOBEX, P, 'p')), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ ...answer, enterpriseId: GLOBEX }));
    expect(answer).not.toHaveProperty('enterpriseId');
    await waitFor(() => expect(calls.map(describeCall)).toEqual([`GET ${path}?type=p`]));
    expect(queryClient.getQueryData(projectDetailsQuery(GLOBEX, P, 'p').queryKey)?.enterpriseId).toBe(GLOBEX);
  });

  it("builds 'Request again' from the enterprise the details carry", async () => {
    renderApp(<RequestDetailsTab details={{ ...details(), enterpriseId: GLOBEX }} mayRequest />);
    const again = await screen.findByRole('link', { name: 'Request again' });
    expect(again.getAttribute('href')).toBe(`/enterprise/${GLOBEX}/project-request/scripted-speech/?from=${R}`);
  });
});
