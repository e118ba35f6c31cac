import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { externalLinks } from '../../config/external-links';
import { isDownloadDisabled } from '../../domain/deliverables';
import { followableLink } from '../../domain/safe-link';
import { listDate, utcTime } from '../../domain/dates';
import { useIntl } from '../../i18n/intl';
import { ALERT_AUTO_CLOSE_MS } from '../../ui/alert-store';
import { Button } from '../../ui/button';
import { Link, NewTabLink } from '../../ui/link';
import { Loader } from '../../ui/loader';
import { TooltipText } from '../../ui/tooltip';
import { invalidateDeliverables, requestDownloadLink, useDeliverables, type Deliverable } from './api';
import { detailsMessages, deliverableMessages as m } from './details-messages';

/** Spec document 2 sections 4 and 9: the download notices show for 5 s. */
export const DOWNLOAD_NOTICE_MS = ALERT_AUTO_CLOSE_MS;

type Notice = { kind: 'started'; file: string; url: string; id: number } | { kind: 'failed'; file: string; id: number };

/** The file name, cut with an ellipsis to the cell; when cut, focus or hover shows it whole. */
function FileName({ name }: { name: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [truncated, setTruncated] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setTruncated(element.scrollWidth > element.clientWidth);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
    // `truncated` too: the two states render different elements, and the observer must follow the one shown.
  }, [name, truncated]);
  if (!truncated) {
    return (
      <span ref={ref} className="deliverables-table__file">
        {name}
      </span>
    );
  }
  return (
    <TooltipText ref={ref} className="deliverables-table__file" label={name} tooltip={name}>
      {name}
    </TooltipText>
  );
}

/** Starts the browser's download of a same-origin or signed link without leaving the page. */
function startDownload(url: string, file: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Data deliverables (spec document 2 sections 2, 4 and 8): Filename (with type and 'Partial' or
 * 'Complete'), Creation Date in UTC ('YYYY-MM-DD', 'HH:mm UTC'), Downloads and the download action,
 * disabled for the disabled statuses (docs/product-decisions.md). 10 a page, 'Load more' appends. A download
 * asks for a link (with X-Requested-With), starts it, and says so for 5 s; a failure says so for 5 s.
 * A request only has no deliverables yet: the empty state shows without a call.
 */
export function DeliverablesTab({ enterpriseId, projectId }: { enterpriseId: string; projectId: string | null }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const deliverables = useDeliverables(enterpriseId, projectId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const firstNew = useRef<number | null>(null);
  const table = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), DOWNLOAD_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const rows = deliverables.data?.pages.flatMap((page) => page.list) ?? [];
  const total = deliverables.data?.pages.at(-1)?.totalCount ?? 0;

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || rows.length <= index) return;
    firstNew.current = null;
    table.current?.querySelectorAll<HTMLElement>('.deliverables-table__download')[index]?.focus();
  }, [rows.length]);

  const download = useCallback(
    async (deliverable: Deliverable) => {
      if (!projectId) return;
      setDownloading(deliverable.deliverableId);
      const file = deliverable.originalFileName;
      try {
        // A link that is neither https: nor on this site is a failed download (src/domain/safe-link.ts).
        const url = followableLink(
          await requestDownloadLink(enterpriseId, projectId, deliverable.deliverableId),
          window.location.origin,
        );
        if (!url) throw new Error('The download link is neither https: nor on this site.');
        startDownload(url, file);
        setNotice({ kind: 'started', file, url, id: Date.now() });
        void invalidateDeliverables(queryClient, enterpriseId, projectId);
      } catch {
        setNotice({ kind: 'failed', file, id: Date.now() });
      } finally {
        setDownloading(null);
      }
    },
    [enterpriseId, projectId, queryClient],
  );

  const title = (
    <h2 id="details-tab-title" className="details-tab-title">
      {intl.formatMessage(detailsMessages.tabDeliverables)}
    </h2>
  );
  const empty = (
    <div className="details-panel deliverables-empty">
      <p>{intl.formatMessage(m.emptyTitle)}</p>
      <p>{intl.formatMessage(m.emptyText)}</p>
    </div>
  );

  if (projectId === null) {
    return (
      <div className="deliverables">
        {title}
        {empty}
      </div>
    );
  }
  if (deliverables.isPending) {
    return (
      <div className="deliverables">
        {title}
        <Loader label={intl.formatMessage(m.loading)} />
      </div>
    );
  }

  return (
    <div className="deliverables">
      {title}
      <div role="status" aria-live="polite">
        {notice?.kind === 'started' ? (
          <div className="alert alert--success notice" key={notice.id}>
            <span>
              {intl.formatMessage(m.started, { file: notice.file })}{' '}
              <Link href={notice.url} download={notice.file}>
                {intl.formatMessage(m.clickHere)}
              </Link>
              .
            </span>
            <Button variant="link" onPress={() => setNotice(null)} aria-label={intl.formatMessage(m.dismiss)}>
              ×
            </Button>
          </div>
        ) : null}
      </div>
      <div role="alert" aria-live="assertive">
        {notice?.kind === 'failed' ? (
          <div className="alert alert--danger notice" key={notice.id}>
            <span>
              {intl.formatMessage(m.failedDownload, { file: notice.file })}{' '}
              <NewTabLink href={externalLinks.support}>{intl.formatMessage(m.contactSupport)}</NewTabLink>.
            </span>
            <Button variant="link" onPress={() => setNotice(null)} aria-label={intl.formatMessage(m.dismiss)}>
              ×
            </Button>
          </div>
        ) : null}
      </div>
      {deliverables.isError && rows.length === 0 ? (
        <div className="alert alert--danger" role="alert">
          {intl.formatMessage(m.failed)}{' '}
          <Button variant="link" onPress={() => void deliverables.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        empty
      ) : (
        <>
          <div className="table-scroll">
            <table className="projects-table deliverables-table" aria-label={intl.formatMessage(m.tableLabel)}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.columnFilename)}</th>
                  <th scope="col">{intl.formatMessage(m.columnCreationDate)}</th>
                  <th scope="col">{intl.formatMessage(m.columnDownloads)}</th>
                  <th scope="col">
                    <span className="visually-hidden">{intl.formatMessage(m.columnAction)}</span>
                  </th>
                </tr>
              </thead>
              <tbody ref={table}>
                {rows.map((deliverable) => {
                  const disabled = isDownloadDisabled(deliverable.deliverableStatus);
                  return (
                    <tr key={deliverable.deliverableId}>
                      <td className="deliverables-table__name">
                        <FileName name={deliverable.originalFileName} />
                        <span className="deliverables-table__meta">
                          {deliverable.resultType} ·{' '}
                          {intl.formatMessage(deliverable.isPartial ? m.partial : m.complete)}
                        </span>
                      </td>
                      <td className="projects-table__date">
                        {listDate(deliverable.createdTimestamp)}
                        <br />
                        <span className="deliverables-table__meta">{utcTime(deliverable.createdTimestamp)}</span>
                      </td>
                      <td className="projects-table__number">{intl.formatNumber(deliverable.downloadCount)}</td>
                      <td className="projects-table__actions">
                        <Button
                          variant="secondary"
                          className="deliverables-table__download"
                          isDisabled={disabled || (downloading !== null && downloading !== deliverable.deliverableId)}
                          isPending={downloading === deliverable.deliverableId}
                          aria-label={intl.formatMessage(m.downloadLabel, { file: deliverable.originalFileName })}
                          aria-describedby={disabled ? `not-published-${deliverable.deliverableId}` : undefined}
                          onPress={() => void download(deliverable)}
                        >
                          {intl.formatMessage(m.download)}
                        </Button>
                        {disabled ? (
                          <span id={`not-published-${deliverable.deliverableId}`} className="visually-hidden">
                            {intl.formatMessage(m.notPublished)}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="projects-more">
            {deliverables.isFetchNextPageError ? (
              <div className="alert alert--danger" role="alert">
                {intl.formatMessage(m.failed)}{' '}
                <Button variant="link" onPress={() => void deliverables.fetchNextPage()}>
                  {intl.formatMessage(m.retry)}
                </Button>
              </div>
            ) : null}
            <p className="muted">{intl.formatMessage(m.shown, { shown: rows.length, total })}</p>
            {deliverables.hasNextPage && !deliverables.isFetchNextPageError ? (
              <Button
                variant="secondary"
                isPending={deliverables.isFetchingNextPage}
                onPress={() => {
                  firstNew.current = rows.length;
                  void deliverables.fetchNextPage();
                }}
              >
                {intl.formatMessage(m.loadMore)}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
