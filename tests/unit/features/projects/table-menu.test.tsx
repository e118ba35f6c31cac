import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SortDirection } from '../../../../src/domain/project-list';
import { ProjectsTable } from '../../../../src/features/projects/projects-table';
import type { ProjectRow } from '../../../../src/features/projects/api';
import { signedIn, signedOut } from '../../support/fake-api';
import { ACME, row } from '../../support/demo-data';
import { renderApp } from '../../support/render';

beforeEach(() => signedIn());
afterEach(() => signedOut());

const noop = () => undefined;
let reorder: () => void = noop;

/** The table with two rows; `reorder()` puts them the other way round (a refetch that moved them). */
function Table({ initial }: { initial: ProjectRow[] }) {
  const [rows, setRows] = useState(initial);
  reorder = () => setRows((current) => [...current].reverse());
  return (
    <ProjectsTable
      rows={rows}
      total={rows.length}
      enterpriseId={ACME}
      sort="creationDate"
      direction={SortDirection.Descending}
      onSort={noop}
      canManage
      isInTransition={() => false}
      busy={false}
      onOpen={noop}
      onPrefetch={noop}
    />
  );
}

const entries = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe("the projects table's one menu", () => {
  it("opens each row's own entries, and stays with its row when the rows move under it", async () => {
    const project = row({ name: 'A project', projectRequestId: null });
    const request = row({ name: 'A request', projectId: null, status: 0 });
    renderApp(<Table initial={[project, request]} />);

    const projectButton = await screen.findByRole('button', { name: 'Actions for A project' });
    fireEvent.keyDown(projectButton, { key: 'ArrowDown' });
    await screen.findByRole('menu');
    expect(entries()).toContain('View project report');
    expect(entries()).not.toContain('View request details');
    expect(projectButton.getAttribute('aria-expanded')).toBe('true');

    // Rendered within act: both buttons are there before and after, so a wait for one would pass on the old order.
    act(() => reorder());
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('A request');
    expect(entries()).not.toContain('View request details');
    expect(entries()).toContain('View project report');
  });
});
