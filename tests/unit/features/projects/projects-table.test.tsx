import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { SortDirection } from '../../../../src/domain/project-list';
import { firstPaintRows, ProjectsTable } from '../../../../src/features/projects/projects-table';
import { ACME, row } from '../../support/demo-data';
import { renderApp } from '../../support/render';

/** Reads the table's rows in the commit that mounts it (a layout effect of a later sibling). */
function RowsAtFirstCommit({ seen, menus }: { seen: number[]; menus: Array<[number, number]> }) {
  useLayoutEffect(() => {
    seen.push(document.querySelectorAll('tbody tr').length);
    // The rows' buttons, and the boxes in their place.
    menus.push([
      document.querySelectorAll('tbody button').length,
      document.querySelectorAll('tbody .icon-button-box').length,
    ]);
  }, [seen, menus]);
  return null;
}

const noop = () => undefined;

const rowsOf = (count: number) => Array.from({ length: count }, () => row());

/** The table with `rows` of `total`; the rest of its props as the page gives them, inert but `onOpen`. */
function Table({
  rows,
  total,
  onOpen = noop,
}: {
  rows: ReturnType<typeof rowsOf>;
  total: number;
  onOpen?: (href: string) => void;
}) {
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
      onOpen={onOpen}
      onPrefetch={noop}
    />
  );
}

function renderTable(count: number, seen: number[], menus: Array<[number, number]> = []) {
  return renderApp(
    <>
      <Table rows={rowsOf(count)} total={count} />
      <RowsAtFirstCommit seen={seen} menus={menus} />
    </>,
  );
}

const firstRows = () => firstPaintRows(window.innerHeight, window.scrollY);

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
  it('shows enough rows to reach past the window (rows are at least 60 px high) wherever the table starts: 12 in 720 px, 24 in 1440 px', () => {
    expect(firstPaintRows(720, 1)).toBe(12);
    expect(firstPaintRows(721, 500)).toBe(13);
    expect(firstPaintRows(1440, 1)).toBe(24);
    expect(firstPaintRows(0, 1)).toBe(1);
  });

  it('on a page at its top, counts from the lowest the table can start (320 px): 7 in 720 px, 19 in 1440 px', () => {
    expect(firstPaintRows(720, 0)).toBe(7);
    expect(firstPaintRows(1440, 0)).toBe(19);
    expect(firstPaintRows(320, 0)).toBe(1);
    expect(firstPaintRows(0, 0)).toBe(1);
  });

  it('mounts with those rows, then renders the whole page of 25 right after', async () => {
    const seen: number[] = [];
    renderTable(25, seen);
    expect(seen).toEqual([firstRows()]);
    expect(seen[0]).toBeLessThan(25);
    const table = screen.getByRole('table', { name: 'Projects and project requests' });
    // The header row and the 25 rows; each keeps its place in the whole list.
    expect(await within(table).findAllByRole('row')).toHaveLength(26);
    const last = within(table).getAllByRole('row').at(-1);
    expect(last?.getAttribute('aria-rowindex')).toBe('26');
    expect(table.getAttribute('aria-rowcount')).toBe('26');
  });

  it("mounts the rows without their menus (a box of the button's size instead), then gives each row its menu", async () => {
    const seen: number[] = [];
    const menus: Array<[number, number]> = [];
    renderTable(25, seen, menus);
    expect(menus).toEqual([[0, firstRows()]]);
    const table = screen.getByRole('table', { name: 'Projects and project requests' });
    const buttons = await within(table).findAllByRole('button', { name: /^Actions for / });
    expect(buttons).toHaveLength(25);
    expect(document.querySelectorAll('tbody .icon-button-box')).toHaveLength(0);
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
      [25, firstRows()],
      [50, 50],
    ]);
  });
});

describe('a click on a row (spec document 2 section 2: "Clicking a row goes to the project report… or to the request details")', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  function renderOpening() {
    const opened: string[] = [];
    const newTab = rs.spyOn(window, 'open').mockReturnValue(null);
    const rows = [row({ name: 'Checkout', languages: ['en-us', 'de-de', 'fr-fr'] }), row({ name: 'Other' })];
    renderApp(<Table rows={rows} total={2} onOpen={(href) => opened.push(href)} />);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    return { opened, tabs: () => newTab.mock.calls, cells };
  }

  it('opens the row as its name link does from any cell; with Ctrl, ⌘ or the middle button in a new tab', () => {
    const { opened, tabs, cells } = renderOpening();
    fireEvent.click(cells[4] as HTMLElement);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/\/projects\/30000000-[0-9a-f-]+\/report\/\?type=p$/);
    fireEvent.click(cells[2] as HTMLElement, { ctrlKey: true });
    fireEvent.click(cells[2] as HTMLElement, { metaKey: true });
    fireEvent(cells[1] as HTMLElement, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(opened).toHaveLength(1);
    expect(tabs()).toHaveLength(3);
    for (const args of tabs()) {
      expect(String(args[0])).toMatch(/\/projects\/30000000-[0-9a-f-]+\/report\/\?type=p$/);
      expect(args.slice(1)).toEqual(['_blank', 'noopener']);
    }
  });

  it("opens nothing from the row's '+N', its actions button, nor after a drag that selected text", () => {
    const { opened, tabs, cells } = renderOpening();
    fireEvent.click(within(cells[3] as HTMLElement).getByRole('img'));
    fireEvent.click(within(cells[6] as HTMLElement).getByRole('button'));
    const selection = window.getSelection();
    selection?.selectAllChildren(cells[0] as HTMLElement);
    fireEvent.click(cells[4] as HTMLElement);
    expect(opened).toEqual([]);
    expect(tabs()).toEqual([]);
    selection?.removeAllRanges();
    fireEvent.click(cells[4] as HTMLElement);
    expect(opened).toHaveLength(1);
  });
});
