import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { SortDirection } from '../../../src/domain/project-list';
import { firstPaintRows, ProjectsTable } from '../../../src/features/projects/projects-table';
import { ACME, row } from '../support/demo-data';
import { renderApp } from '../support/render';

/** Reads the table's rows in the commit that mounts it (a layout effect of a later sibling). */
function RowsAtFirstCommit({ seen }: { seen: number[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelectorAll('tbody tr').length);
  }, [seen]);
  return null;
}

const noop = () => undefined;

const rowsOf = (count: number) => Array.from({ length: count }, () => row());

/** The table with `rows` of `total`; the rest of its props as the page gives them, inert. */
function Table({ rows, total }: { rows: ReturnType<typeof rowsOf>; total: number }) {
  return (
    <ProjectsTable
      rows={rows}
      total={total}
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

function renderTable(count: number, seen: number[]) {
  return renderApp(
    <>
      <Table rows={rowsOf(count)} total={count} />
      <RowsAtFirstCommit seen={seen} />
    </>,
  );
}

/** A table whose rows grow from 25 to 50 in the commit that mounts it, before its background render. */
function GrowingTable({ seen }: { seen: Array<[number, number]> }) {
  const [rows, setRows] = useState(() => rowsOf(25));
  useLayoutEffect(() => {
    if (rows.length === 25) setRows([...rows, ...rowsOf(25)]);
  }, [rows]);
  useLayoutEffect(() => {
    seen.push([rows.length, document.querySelectorAll('tbody tr').length]);
  }, [rows, seen]);
  return <Table rows={rows} total={63} />;
}

describe('the projects table paints the rows in view first', () => {
  it('shows enough rows to reach past the window (rows are at least 60 px high): 12 in 720 px, 24 in 1440 px', () => {
    expect(firstPaintRows(720)).toBe(12);
    expect(firstPaintRows(721)).toBe(13);
    expect(firstPaintRows(1440)).toBe(24);
    expect(firstPaintRows(0)).toBe(1);
  });

  it('mounts with those rows, then renders the whole page of 25 right after', async () => {
    const seen: number[] = [];
    renderTable(25, seen);
    expect(seen).toEqual([firstPaintRows(window.innerHeight)]);
    expect(seen[0]).toBeLessThan(25);
    const table = screen.getByRole('table', { name: 'Projects and project requests' });
    // The header row and the 25 rows; each keeps its place in the whole list.
    expect(await within(table).findAllByRole('row')).toHaveLength(26);
    const last = within(table).getAllByRole('row').at(-1);
    expect(last?.getAttribute('aria-rowindex')).toBe('26');
    expect(table.getAttribute('aria-rowcount')).toBe('26');
  });

  it('mounts a short list whole', () => {
    const seen: number[] = [];
    renderTable(3, seen);
    expect(seen).toEqual([3]);
  });

  it('renders rows that come after its first render whole at once, even before its background render', () => {
    // 'Load more' moves focus to the first new row in the commit that brings it (projects-page.tsx).
    const seen: Array<[number, number]> = [];
    renderApp(<GrowingTable seen={seen} />);
    expect(seen).toEqual([
      [25, firstPaintRows(window.innerHeight)],
      [50, 50],
    ]);
  });
});
