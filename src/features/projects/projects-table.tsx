import { memo, useDeferredValue, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { listDate } from '../../domain/dates';
import { SortDirection, visibleLanguages, type SortColumn } from '../../domain/project-list';
import { isGreyedRow, progressPercent } from '../../domain/project-rules';
import { rowItem, rowKey, rowKind, type RowItem } from '../../domain/row-kind';
import { useIntl, type PortalIntl } from '../../i18n/intl';
import type { Message } from '../../i18n/define-messages';
import { cx } from '../../ui/class-names';
import { SortDescription } from '../../ui/sort-description';
import { TooltipText } from '../../ui/tooltip';
import { useRouter } from 'wouter';
import { RowActionsMenu } from './actions-menu';
import type { ProjectRow } from './api';
import { OPEN_INTENT_MS } from './details-prefetch';
import { rowHref } from './row-href';
import { listMessages } from './messages';
import { StatusChip } from './status-chip';

interface Column {
  key: SortColumn | 'languages' | 'actions';
  label: Message;
}

const COLUMNS: Column[] = [
  { key: 'name', label: listMessages.columnName },
  { key: 'status', label: listMessages.columnStatus },
  { key: 'progress', label: listMessages.columnProgress },
  { key: 'languages', label: listMessages.columnLanguages },
  { key: 'creationDate', label: listMessages.columnCreationDate },
  { key: 'startDate', label: listMessages.columnStartDate },
  { key: 'actions', label: listMessages.columnActions },
];

const isSortable = (key: Column['key']): key is SortColumn => key !== 'languages' && key !== 'actions';

/** No row is lower: two lines and their padding (62.5–86 px measured, from 320 to 2560 px wide). */
const MIN_ROW_HEIGHT_PX = 60;

/**
 * On a page at its top, the table starts no higher than this: below the header, the page's heading
 * and the toolbar (measured as an admin, a viewer and a manager: 351 px down from 1024 to 2560 px
 * wide, further down in narrower windows).
 */
const TABLE_TOP_MIN_PX = 320;

/**
 * How many rows a newly shown table paints first, in a window `windowHeight` px high scrolled
 * `scrollTop` px down: enough to reach past the window's bottom wherever the table starts, so the
 * rest, rendered right after, moves nothing in view (decision 0072). On a page at its top
 * the table starts at least TABLE_TOP_MIN_PX down: 7 of 25 in a 720 px window; scrolled, 12.
 */
export function firstPaintRows(windowHeight: number, scrollTop: number): number {
  const above = scrollTop === 0 ? TABLE_TOP_MIN_PX : 0;
  return Math.max(1, Math.ceil((windowHeight - above) / MIN_ROW_HEIGHT_PX));
}

function Languages({ languages, intl }: { languages: string[]; intl: PortalIntl }) {
  const { shown, hidden } = visibleLanguages(languages);
  return (
    <span className="languages">
      {shown.map((code) => (
        <span key={code} className="language-code">
          {code}
        </span>
      ))}
      {hidden.length > 0 ? (
        <TooltipText
          className="language-more"
          label={intl.formatMessage(listMessages.moreLanguagesLabel, {
            count: hidden.length,
            languages: hidden.join(', '),
          })}
          tooltip={hidden.join(', ')}
        >
          {intl.formatMessage(listMessages.moreLanguages, { count: hidden.length })}
        </TooltipText>
      ) : null}
    </span>
  );
}

/**
 * The row's name link. A native link (href, middle-click and modifier keys work as usual) that opens
 * in-app through the page's stable `onOpen`. Not a react-aria Link on purpose: a react-aria Link
 * reads the router context, which the app renews on every navigation, so all 25–50 memoised rows
 * re-rendered on a 'Load more' or a sort (measured: 256 ms INP at 4× CPU with 25 rows; see the
 * performance browser test); this link re-renders only with its row.
 */
function RowLink({
  href,
  onOpen,
  onIntent,
  children,
}: {
  href: string;
  onOpen: (href: string) => void;
  onIntent: () => void;
  children: ReactNode;
}) {
  const { base } = useRouter();
  // The intent to open: the pointer resting on the link after moving onto it (a row that appears
  // under a pointer that stays put is not one), the focus resting on it, or a press starting on it.
  const intent = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(intent.current);
  const rest = () => {
    cancel();
    intent.current = setTimeout(onIntent, OPEN_INTENT_MS);
  };
  useEffect(() => cancel, []);
  return (
    <a
      href={`${base}${href}`}
      className="link row-link"
      onPointerMove={rest}
      onPointerLeave={cancel}
      onFocus={rest}
      onBlur={cancel}
      onPointerDown={() => {
        cancel();
        onIntent();
      }}
      onClick={(event) => {
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        onOpen(href);
      }}
    >
      {children}
    </a>
  );
}

interface RowProps {
  row: ProjectRow;
  /** The row's place in the whole list (the header row is 1), for `aria-rowindex`. */
  rowIndex: number;
  enterpriseId: string;
  canManage: boolean;
  inTransition: boolean;
  onOpen: (href: string) => void;
  onPrefetch: (item: RowItem) => void;
  /**
   * The actions menu, or in the table's first paint a box of its size (decision 0072): a row's
   * menu is React Aria's heaviest part of it, and the rows in view paint sooner without it.
   */
  withMenu: boolean;
}

/**
 * One row. Plain table markup with a few React Aria widgets (the name link, the '+N' tooltip, the
 * actions menu) instead of a react-aria Table: a 25-row react-aria Table measured 400–540 ms INP at
 * 4× CPU on a page change, and rows here are memoised, so appending a page renders
 * only the new rows. The name link stretches over the row, so a click anywhere on it opens the
 * project report (or the request details of a request only); keyboard users reach the same link.
 */
const ProjectRowView = memo(function ProjectRowView({
  row,
  rowIndex,
  enterpriseId,
  canManage,
  inTransition,
  onOpen,
  onPrefetch,
  withMenu,
}: RowProps) {
  const intl = useIntl();
  const kind = rowKind(row);
  const item = rowItem(row);
  const href = rowHref(enterpriseId, row) ?? undefined;
  const percent = progressPercent(kind, row.status, row.progress);
  const noValue = intl.formatMessage(listMessages.noValue);
  return (
    <tr className={cx(['projects-table__row', isGreyedRow(kind, row.status) && 'is-greyed'])} aria-rowindex={rowIndex}>
      <td className="projects-table__name">
        {href ? (
          <RowLink href={href} onOpen={onOpen} onIntent={() => item && onPrefetch(item)}>
            {row.name}
          </RowLink>
        ) : (
          <span>{row.name}</span>
        )}
        <span className="projects-table__id">
          {intl.formatMessage(listMessages.projectId, { id: row.projectId ?? noValue })}
        </span>
      </td>
      <td>
        <StatusChip kind={kind} status={row.status} />
      </td>
      <td className="projects-table__number">
        {percent === null ? noValue : intl.formatMessage(listMessages.percent, { value: percent })}
      </td>
      <td>
        <Languages languages={row.languages} intl={intl} />
      </td>
      <td className="projects-table__date">{listDate(row.creationDate) ?? noValue}</td>
      <td className="projects-table__date">{(row.startDate && listDate(row.startDate)) ?? noValue}</td>
      <td className="projects-table__actions">
        {withMenu ? (
          <RowActionsMenu
            enterpriseId={enterpriseId}
            kind={kind}
            target={{
              projectId: row.projectId,
              projectRequestId: row.projectRequestId,
              name: row.name,
              status: row.status,
            }}
            canManage={canManage}
            inTransition={inTransition}
          />
        ) : item ? (
          <span className="icon-button-box" aria-hidden="true">
            ⋯
          </span>
        ) : null}
      </td>
    </tr>
  );
});

export interface ProjectsTableProps {
  rows: ProjectRow[];
  /** How many rows the whole list has (the rows shown are its first ones). */
  total: number;
  enterpriseId: string;
  sort: SortColumn;
  direction: SortDirection;
  onSort: (column: SortColumn) => void;
  canManage: boolean;
  isInTransition: (projectId: string | null) => boolean;
  busy: boolean;
  /** Opens an in-app href (stable across renders, so the memoised rows stay put). */
  onOpen: (href: string) => void;
  /** Starts loading what a row's link opens, when the user shows the intent to open it (stable too). */
  onPrefetch: (item: RowItem) => void;
}

/** The projects table: six columns and the actions column; five of them sort (spec document 2 section 2). */
/** The header row: five sort buttons and two plain columns. Memoised: a page or a row change leaves it be. */
const TableHead = memo(function TableHead({
  sort,
  direction,
  onSort,
}: {
  sort: SortColumn;
  direction: SortDirection;
  onSort: (column: SortColumn) => void;
}) {
  const intl = useIntl();
  const descriptionId = useId();
  return (
    <thead>
      <tr aria-rowindex={1}>
        {COLUMNS.map((column) => {
          const label = intl.formatMessage(column.label);
          if (!isSortable(column.key)) {
            return (
              <th
                key={column.key}
                scope="col"
                className={column.key === 'actions' ? 'projects-table__actions' : undefined}
              >
                {column.key === 'actions' ? <span className="visually-hidden">{label}</span> : label}
              </th>
            );
          }
          const key = column.key;
          const active = key === sort;
          const ariaSort = active ? (direction === SortDirection.Ascending ? 'ascending' : 'descending') : 'none';
          return (
            <th key={key} scope="col" aria-sort={ariaSort}>
              <Button
                className="sort-button"
                onPress={() => onSort(key)}
                aria-describedby={active ? descriptionId : undefined}
              >
                {label}
                <span className={cx(['sort-button__icon', active && 'is-active'])} aria-hidden="true">
                  {active ? (direction === SortDirection.Ascending ? '▲' : '▼') : '↕'}
                </span>
              </Button>
              <SortDescription id={descriptionId} state={ariaSort} />
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

export function ProjectsTable({
  rows,
  total,
  enterpriseId,
  sort,
  direction,
  onSort,
  canManage,
  isInTransition,
  busy,
  onOpen,
  onPrefetch,
}: ProjectsTableProps) {
  const intl = useIntl();
  // The first render paints the rows in view and those just below, without their menus; React
  // renders the others and the menus right after, in the background (useDeferredValue's initial
  // value): the rows in view paint sooner. Only as many rows as it mounted with: more rows (the next
  // page) render whole at once, even before that background render, so 'Load more' can move focus to
  // the first new row. (Not the array's identity: the page makes a new one on each of its renders.)
  const complete = useDeferredValue(true, false);
  const [mountedCount] = useState(rows.length);
  const whole = complete || rows.length !== mountedCount;
  const shown = whole ? rows : rows.slice(0, firstPaintRows(window.innerHeight, window.scrollY));
  return (
    <div className="table-scroll">
      <table
        className="projects-table projects-table--list"
        aria-label={intl.formatMessage(listMessages.tableLabel)}
        aria-busy={busy || undefined}
        // The whole list's rows and the header row: a screen reader says how many there are, not only
        // how many pages came (decision 0062).
        aria-rowcount={total + 1}
      >
        <TableHead sort={sort} direction={direction} onSort={onSort} />
        <tbody>
          {shown.map((row, index) => (
            <ProjectRowView
              key={rowKey(row)}
              row={row}
              rowIndex={index + 2}
              enterpriseId={enterpriseId}
              canManage={canManage}
              inTransition={isInTransition(row.projectId)}
              onOpen={onOpen}
              onPrefetch={onPrefetch}
              withMenu={whole}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
