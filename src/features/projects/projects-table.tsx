import { memo, useDeferredValue, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { listDate } from '../../domain/dates';
import { SortDirection, visibleLanguages, type SortColumn } from '../../domain/project-list';
import { isGreyedRow, progressPercent } from '../../domain/project-rules';
import { rowItem, rowKey, rowKind, type RowItem } from '../../domain/row-kind';
import { useIntl, type PortalIntl } from '../../i18n/intl';
import type { Message } from '../../i18n/define-messages';
import { cx } from '../../ui/class-names';
import { SortDescription } from '../../ui/sort-description';
import { SharedMenu } from '../../ui/shared-menu';
import { SharedTooltip } from '../../ui/shared-tooltip';
import { createTriggerBus, type TriggerHandlers } from '../../ui/trigger-bus';
import { useRouter } from 'wouter';
import { RowMenu, rowMenuLabel, rowMenuOpenChange } from './actions-menu';
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

/**
 * The languages: two codes, then '+N' for the others, a focusable text named by all of them whose
 * tooltip (the table's one, `SharedTooltip`) lists them on hover and on focus, as TooltipText's.
 */
function Languages({ languages, intl, tooltip }: { languages: string[]; intl: PortalIntl; tooltip: TriggerHandlers }) {
  const { shown, hidden } = visibleLanguages(languages);
  return (
    <span className="languages">
      {shown.map((code) => (
        <span key={code} className="language-code">
          {code}
        </span>
      ))}
      {hidden.length > 0 ? (
        <span
          {...tooltip}
          role="img"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip trigger must take focus
          tabIndex={0}
          aria-label={intl.formatMessage(listMessages.moreLanguagesLabel, {
            count: hidden.length,
            languages: hidden.join(', '),
          })}
          className="language-more"
        >
          {intl.formatMessage(listMessages.moreLanguages, { count: hidden.length })}
        </span>
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

/**
 * A click anywhere on a row, outside its link and its widgets, opens what the row's name link opens:
 * a plain click in the app, as the link does; with Ctrl or ⌘, or the middle button, in a new tab. A
 * drag that selected text opens nothing. Keyboard and screen-reader users have the link itself. (Not
 * an overlay of the link over the row: a thousand positioned overlays slowed every hit test and
 * frame, decision 0079.)
 */
function openRowOfClick(event: MouseEvent<HTMLTableSectionElement>) {
  const target = event.target as Element;
  if (event.defaultPrevented || target.closest('a, button, [tabindex]')) return;
  if (window.getSelection()?.isCollapsed === false) return;
  const link = target.closest('tr')?.querySelector<HTMLAnchorElement>('a.row-link');
  if (!link) return;
  if (event.button === 1 || event.ctrlKey || event.metaKey) window.open(link.href, '_blank', 'noopener');
  else if (event.button === 0 && !event.shiftKey && !event.altKey) link.click();
}

interface RowProps {
  row: ProjectRow;
  /** The row's place in the whole list (the header row is 1), for `aria-rowindex`. */
  rowIndex: number;
  enterpriseId: string;
  onOpen: (href: string) => void;
  onPrefetch: (item: RowItem) => void;
  /**
   * The actions menu's button, or in the table's first paint a box of its size (decision 0072): the
   * rows in view paint sooner without it.
   */
  withMenu: boolean;
  /** The table's one actions menu and one '+N' tooltip: what a row's button and '+N' render (stable). */
  menu: TriggerHandlers;
  tooltip: TriggerHandlers;
}

/**
 * One row. Plain table markup instead of a react-aria Table (a 25-row react-aria Table measured
 * 400–540 ms INP at 4× CPU on a page change), and no React Aria hooks of its own: the '+N' text and
 * the actions button are plain elements served by the table's one tooltip and one menu (decision
 * 0075). Rows are memoised, so appending a page renders only the new rows. A click anywhere on the row
 * opens the project report (or the request details of a request only), as its name link does
 * (`openRowOfClick`); keyboard users reach the same link.
 */
const ProjectRowView = memo(function ProjectRowView({
  row,
  rowIndex,
  enterpriseId,
  onOpen,
  onPrefetch,
  withMenu,
  menu,
  tooltip,
}: RowProps) {
  const intl = useIntl();
  const kind = rowKind(row);
  const item = rowItem(row);
  const href = rowHref(enterpriseId, row) ?? undefined;
  const percent = progressPercent(kind, row.status, row.progress);
  const noValue = intl.formatMessage(listMessages.noValue);
  return (
    <tr
      className={cx(['projects-table__row', isGreyedRow(kind, row.status) && 'is-greyed'])}
      aria-rowindex={rowIndex}
      data-key={rowKey(row)}
    >
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
        <Languages languages={row.languages} intl={intl} tooltip={tooltip} />
      </td>
      <td className="projects-table__date">{listDate(row.creationDate) ?? noValue}</td>
      <td className="projects-table__date">{(row.startDate && listDate(row.startDate)) ?? noValue}</td>
      <td className="projects-table__actions">
        {withMenu && item ? (
          // The table's one menu opens for this button (SharedMenu): what changes with it (aria-expanded,
          // its id, is-open) is written there. React Aria's pressable attribute keeps its touch-action.
          <button
            {...menu}
            type="button"
            className="icon-button"
            aria-label={rowMenuLabel(intl, row)}
            aria-haspopup="true"
            aria-expanded="false"
            data-react-aria-pressable="true"
          >
            <span aria-hidden="true">⋯</span>
          </button>
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
  // One actions menu and one '+N' tooltip for all the rows (decision 0075): a row's button and text
  // are plain elements; the row of one is the table row around it, by its key (a menu stays with its
  // project when the rows move under it, e.g. a refetch).
  const [menuBus] = useState(createTriggerBus);
  const [tooltipBus] = useState(createTriggerBus);
  const rowOf = (element: HTMLElement) => {
    const key = element.closest('tr')?.dataset.key;
    return rows.find((row) => rowKey(row) === key) ?? null;
  };
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
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer's shortcut to the row's link, which keyboards reach */}
        <tbody onClick={openRowOfClick} onAuxClick={openRowOfClick}>
          {shown.map((row, index) => (
            <ProjectRowView
              key={rowKey(row)}
              row={row}
              rowIndex={index + 2}
              enterpriseId={enterpriseId}
              onOpen={onOpen}
              onPrefetch={onPrefetch}
              withMenu={whole}
              menu={menuBus.handlers}
              tooltip={tooltipBus.handlers}
            />
          ))}
        </tbody>
      </table>
      <SharedMenu bus={menuBus} onOpenChange={rowMenuOpenChange}>
        {(parts, trigger) => {
          const row = rowOf(trigger);
          return row ? (
            <RowMenu
              parts={parts}
              enterpriseId={enterpriseId}
              kind={rowKind(row)}
              target={{
                projectId: row.projectId,
                projectRequestId: row.projectRequestId,
                name: row.name,
                status: row.status,
              }}
              canManage={canManage}
              inTransition={isInTransition(row.projectId)}
            />
          ) : null;
        }}
      </SharedMenu>
      <SharedTooltip bus={tooltipBus}>
        {(trigger) => visibleLanguages(rowOf(trigger)?.languages ?? []).hidden.join(', ')}
      </SharedTooltip>
    </div>
  );
}
