/**
 * The key figures beside the report: each job's figures from {enterpriseId}/metrics/
 * as a table with a caption, a loader while they load, and a failure with 'Try again' of its own.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ProjectDetails } from '../../../../src/features/projects/api';
import { KeyFigures } from '../../../../src/features/projects/key-figures';
import { ACME, GLOBEX } from '../../support/demo-data';
import { fakeApi, json, problem, signedIn, signedOut, type Call } from '../../support/fake-api';
import { renderApp } from '../../support/render';

const P = '30000000-0000-4000-8000-000000000001';
const job = (n: number, name: string) => ({
  name,
  configurations: ['standard'],
  languageCode: 'en-us',
  jobReportIds: [],
  jobTypeCode: 'speech',
  externalJobId: `job-1-${n}`,
});
/** The details as the details call gives them: with the enterprise they were asked for. */
const details = {
  name: 'Voice Assistant Prompts',
  projectId: P,
  projectResult: { jobs: [job(1, 'Prompts (en-us)'), job(2, 'Prompts (de-de)')], projectReportIds: [] },
  enterpriseId: ACME,
} as unknown as ProjectDetails;

const figures = (progress: number | null) => ({
  metrics: [
    { name: 'progress', value: progress },
    { name: 'completedTasks', value: 420 },
    { name: 'totalTasks', value: 1000 },
    { name: 'contributors', value: 48 },
  ],
});

beforeEach(() => signedIn());
afterEach(() => signedOut());

describe('the key figures of a project’s jobs', () => {
  it('shows one captioned table per job, the figures formatted for the locale', async () => {
    const calls = fakeApi((call: Call) =>
      call.path === `/${ACME}/metrics/`
        ? json(figures(call.body && (call.body as { ExternalJobId: string }).ExternalJobId === 'job-1-1' ? 0.42 : null))
        : undefined,
    );
    renderApp(<KeyFigures details={details} />);
    const first = await screen.findByRole('table', { name: 'Key figures: Prompts (en-us)' });
    const rows = within(first)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FigureValue', 'Progress42%', 'Completed tasks420', 'Total tasks1,000', 'Contributors48']);
    const second = await screen.findByRole('table', { name: 'Key figures: Prompts (de-de)' });
    expect(within(second).getByRole('row', { name: /Progress/ }).textContent).toBe('Progress-');
    expect(calls.map((call) => call.body)).toEqual([
      {
        ExternalJobId: 'job-1-1',
        ExternalProjectId: P,
        MetricNames: ['progress', 'completedTasks', 'totalTasks', 'contributors'],
      },
      {
        ExternalJobId: 'job-1-2',
        ExternalProjectId: P,
        MetricNames: ['progress', 'completedTasks', 'totalTasks', 'contributors'],
      },
    ]);
  });

  it("says when a job's figures could not be loaded, and 'Try again' loads them", async () => {
    let fail = true;
    fakeApi((call: Call) => {
      if (call.path !== `/${ACME}/metrics/`) return undefined;
      return fail ? problem(404) : json(figures(1));
    });
    renderApp(<KeyFigures details={details} />);
    expect(await screen.findByText(/The key figures of Prompts \(en-us\) could not be loaded\./)).toBeTruthy();
    fail = false;
    const retry = screen.getAllByRole('button', { name: 'Try again' })[0];
    await act(async () => {
      if (retry) fireEvent.click(retry);
    });
    expect(await screen.findByRole('table', { name: 'Key figures: Prompts (en-us)' })).toBeTruthy();
  });

  it('asks for the figures in the enterprise the details carry', async () => {
    const calls = fakeApi((call: Call) => (call.path === `/${GLOBEX}/metrics/` ? json(figures(1)) : undefined));
    renderApp(<KeyFigures details={{ ...details, enterpriseId: GLOBEX }} />);
    expect(await screen.findByRole('table', { name: 'Key figures: Prompts (de-de)' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Key figures: Prompts (en-us)' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`/${GLOBEX}/metrics/`, `/${GLOBEX}/metrics/`]);
  });
});
