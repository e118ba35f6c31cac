import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { CancelProjectModal, DeleteProjectModal } from '../../../../src/features/projects/project-modals';
import { projectDetailsQuery, projectsQuery, type ProjectDetails } from '../../../../src/features/projects/api';
import { parseListView, toProjectsQuery } from '../../../../src/features/projects/list-view';
import { transitions } from '../../../../src/features/projects/transition-store';
import { alerts, clearAlerts } from '../../../../src/ui/alert-store';
import type { ProjectModalData } from '../../../../src/ui/modal-store';
import { fakeApi, json, signedIn, signedOut, type Call } from '../../support/fake-api';
import { ACME, row } from '../../support/demo-data';
import { currentPath, renderApp } from '../../support/render';

const P = '30000000-0000-4000-8000-000000000002';
const R = '40000000-0000-4000-8000-000000000003';

beforeEach(() => {
  signedIn();
  clearAlerts();
  transitions.projectIds = [];
});
afterEach(() => signedOut());

type ModalComponent = typeof DeleteProjectModal | typeof CancelProjectModal;

/** Renders a modal as the modal host does: with its data and an onClose that counts. */
function renderModal(Modal: ModalComponent, data: ProjectModalData, path = `/enterprise/${ACME}/`) {
  let closed = 0;
  const rendered = renderApp(
    <Route path="/enterprise/:enterpriseId/*?">
      <Modal data={data} onClose={() => (closed += 1)} />
    </Route>,
    { path },
  );
  return { ...rendered, closedCount: () => closed };
}

const confirm = (name: RegExp) => screen.getByRole('button', { name });

describe('the delete project modal', () => {
  it('needs its checkbox before deleting; success removes the row from the cached list, lowers the total and says so', async () => {
    const calls = fakeApi((call: Call) => (call.method === 'DELETE' ? json(undefined, 204, 'No Content') : undefined));
    const first = row({ projectId: null, projectRequestId: R, name: 'Call Quality Study', status: 0 });
    const second = row({ name: 'Other' });
    const query = projectsQuery(ACME, toProjectsQuery(parseListView(''), 0));
    const view = renderModal(DeleteProjectModal, {
      enterpriseId: ACME,
      projectId: null,
      projectRequestId: R,
      name: 'Call Quality Study',
      from: 'list',
    });
    view.queryClient.setQueryData(query.queryKey, { list: [first, second], totalCount: 2 });

    expect(screen.getByRole('alertdialog', { name: 'Delete project' })).toBeTruthy();
    expect(screen.getByText(/removes the project and all of its results/)).toBeTruthy();
    const action = confirm(/^Delete project$/);
    expect(action.hasAttribute('disabled')).toBe(true);
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I have read the information above and choose to delete the project.' }),
    );
    expect(action.hasAttribute('disabled')).toBe(false);
    fireEvent.click(action);

    await waitFor(() => expect(view.closedCount()).toBe(1));
    expect(calls.map((c) => `${c.method} ${c.path}${c.search}`)).toContain(
      `DELETE /enterprises/${ACME}/projects-and-requests/${R}/?type=pr`,
    );
    const page = view.queryClient.getQueryData<{ list: { name: string }[]; totalCount: number }>(query.queryKey);
    expect(page?.list.map((r) => r.name)).toEqual(['Other']);
    expect(page?.totalCount).toBe(1);
    expect(alerts.list.map((a) => [a.type, a.message.defaultMessage])).toEqual([['success', '"{name}" was deleted.']]);
  });

  it('from the details page, returns to the list after deleting', async () => {
    fakeApi((call: Call) => (call.method === 'DELETE' ? json(undefined, 204, 'No Content') : undefined));
    const view = renderModal(
      DeleteProjectModal,
      { enterpriseId: ACME, projectId: P, projectRequestId: null, name: 'Done', from: 'details' },
      `/enterprise/${ACME}/projects/${P}/report/?type=p`,
    );
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(confirm(/^Delete project$/));
    await waitFor(() => expect(currentPath(view.location)).toBe(`/enterprise/${ACME}/`));
  });

  it("shows 'We could not execute the action. Please try again.' with contact support on failure, and stays on the page", async () => {
    fakeApi(() => json({ message: 'A project in this status cannot be deleted.' }, 409, 'Conflict'));
    const view = renderModal(
      DeleteProjectModal,
      { enterpriseId: ACME, projectId: P, projectRequestId: null, name: 'Running', from: 'details' },
      `/enterprise/${ACME}/projects/${P}/report/?type=p`,
    );
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(confirm(/^Delete project$/));
    await waitFor(() => expect(alerts.list).toHaveLength(1));
    expect(alerts.list[0]).toMatchObject({ type: 'danger', showContactSupport: true });
    expect(alerts.list[0]?.message.defaultMessage).toBe('We could not execute the action. Please try again.');
    expect(currentPath(view.location)).toBe(`/enterprise/${ACME}/projects/${P}/report/?type=p`);
  });
});

describe('the cancel project modal', () => {
  it('needs its checkbox; success marks the project in state transition, its workflow status Cancelled, and says so', async () => {
    const calls = fakeApi((call: Call) => (call.method === 'POST' ? json(undefined, 204, 'No Content') : undefined));
    const details = projectDetailsQuery(ACME, P, 'p');
    const view = renderModal(CancelProjectModal, {
      enterpriseId: ACME,
      projectId: P,
      projectRequestId: R,
      name: 'Checkout Flow Translation',
      from: 'list',
    });
    view.queryClient.setQueryData(details.queryKey, {
      projectId: P,
      status: 1000,
      workflowStatus: 1000,
      enterpriseId: ACME,
    } as ProjectDetails);
    expect(screen.getByText('Cancelling the project permanently stops the project.')).toBeTruthy();
    const action = confirm(/^Cancel project$/);
    expect(action.hasAttribute('disabled')).toBe(true);
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'I acknowledge that I have read the above and choose to cancel the project.',
      }),
    );
    fireEvent.click(action);
    await waitFor(() => expect(view.closedCount()).toBe(1));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /${ACME}/progress/${P}/cancel/`]);
    expect(transitions.projectIds).toEqual([P]);
    expect(view.queryClient.getQueryData(details.queryKey)).toMatchObject({
      status: 1000,
      workflowStatus: 5000,
    });
    expect(alerts.list.map((a) => a.type)).toEqual(['info']);
  });

  it('keeps the project untouched when the user keeps it', async () => {
    const calls = fakeApi(() => undefined);
    const view = renderModal(CancelProjectModal, {
      enterpriseId: ACME,
      projectId: P,
      projectRequestId: R,
      name: 'Checkout',
      from: 'list',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Keep project' }));
    expect(view.closedCount()).toBe(1);
    expect(calls).toHaveLength(0);
  });

  it('fails with the action alert and its contact-support link, no transition, and stays on the page', async () => {
    fakeApi(() => json({ message: 'no' }, 409, 'Conflict'));
    const view = renderModal(CancelProjectModal, {
      enterpriseId: ACME,
      projectId: P,
      projectRequestId: R,
      name: 'Done',
      from: 'list',
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(confirm(/^Cancel project$/));
    await waitFor(() => expect(alerts.list).toHaveLength(1));
    expect(alerts.list[0]).toMatchObject({ type: 'danger', showContactSupport: true });
    expect(alerts.list[0]?.message.defaultMessage).toBe('We could not execute the action. Please try again.');
    expect(transitions.projectIds).toEqual([]);
    expect(currentPath(view.location)).toBe(`/enterprise/${ACME}/`);
  });
});
