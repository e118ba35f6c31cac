/**
 * The reports dashboard: Power BI reports embedded with powerbi-client-react. This module is the
 * lazy chunk that carries the Power BI client (report-tab.tsx imports it with React.lazy), so no
 * chunk loaded before a report shows contains it.
 */
import { useQuery } from '@tanstack/react-query';
import { PowerBIEmbed, type EventHandler } from 'powerbi-client-react';
import type { Embed, IReportEmbedConfiguration } from 'powerbi-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useIntl } from '../../i18n/intl';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { cx } from '../../ui/class-names';
import { Loader } from '../../ui/loader';
import { reportEmbedQuery, type ReportEmbedConfig } from './api';
import { tokenRefreshDelay } from './embed-token';
import { reportMessages } from './details-messages';

/** One report of a project (report-tab.tsx lists them; its import of this type adds no code to its chunk). */
export interface ReportRef {
  reportId: string;
  /** The job the report belongs to, or null for the project's own report. */
  jobName: string | null;
}

/** Spec document 2 section 9: embedded report width. */
export const EMBED_WIDTH = 940;
/**
 * How long the embed may take to say it loaded. Power BI gives no error when its frame cannot be
 * reached at all (offline, blocked, the reference API's address): without this limit the tab would
 * stay a blank box. Past it, the tab says the report could not be loaded and offers to try again.
 */
export const EMBED_LOAD_LIMIT_MS = 20_000;
/** models.TokenType.Embed: the configuration carries an embed token. */
const EMBED_TOKEN = 1;

type EmbedState = 'loading' | 'loaded' | 'failed';

function ReportEmbed({ config, name, onRetry }: { config: ReportEmbedConfig; name: string; onRetry: () => void }) {
  const intl = useIntl();
  const [state, setState] = useState<EmbedState>('loading');
  const embed = useRef<Embed | null>(null);
  // The configuration of the first token; later tokens go to the live embed (a changed configuration
  // would reload the report).
  const [embedConfig] = useState<IReportEmbedConfiguration>(() => ({
    type: 'report',
    id: config.reportId,
    embedUrl: config.url,
    accessToken: config.accessToken,
    tokenType: EMBED_TOKEN,
    settings: { panes: { filters: { visible: false } } },
  }));

  const handlers = useMemo(
    () =>
      new Map<string, EventHandler>([
        ['loaded', () => setState('loaded')],
        ['error', () => setState('failed')],
      ]),
    [],
  );

  useEffect(() => {
    if (state !== 'loading') return undefined;
    const timer = window.setTimeout(() => setState('failed'), EMBED_LOAD_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (config.accessToken !== embedConfig.accessToken)
      void embed.current?.setAccessToken(config.accessToken).catch(() => setState('failed'));
  }, [config.accessToken, embedConfig.accessToken]);

  if (state === 'failed') {
    return (
      <InlineAlert type="danger">
        <strong>{intl.formatMessage(reportMessages.failed)}</strong> {intl.formatMessage(reportMessages.failedHint)}{' '}
        <Button variant="link" onPress={onRetry}>
          {intl.formatMessage(reportMessages.retry)}
        </Button>
      </InlineAlert>
    );
  }
  return (
    <div
      className={cx(['report-embed', state === 'loading' && 'report-embed--loading'])}
      style={{ width: EMBED_WIDTH, maxWidth: '100%', height: config.reportHeight }}
      aria-busy={state === 'loading'}
    >
      {state === 'loading' ? (
        <div className="report-embed__loading">
          <Loader label={intl.formatMessage(reportMessages.loading)} />
        </div>
      ) : null}
      <PowerBIEmbed
        embedConfig={embedConfig}
        eventHandlers={handlers}
        cssClassName="report-embed__frame"
        getEmbeddedComponent={(component) => {
          embed.current = component;
          component.iframe?.setAttribute('title', intl.formatMessage(reportMessages.reportFrame, { name }));
        }}
      />
    </div>
  );
}

function ReportPanel({
  enterpriseId,
  projectId,
  report,
  name,
}: {
  enterpriseId: string;
  projectId: string;
  report: ReportRef;
  name: string;
}) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const config = useQuery({
    ...reportEmbedQuery(enterpriseId, projectId, report.reportId),
    // The token is refreshed before it expires, also while the tab is in the background.
    staleTime: (query) => tokenRefreshDelay(query.state.data?.expiresAt, query.state.dataUpdatedAt, Date.now()),
    refetchInterval: (query) => tokenRefreshDelay(query.state.data?.expiresAt, query.state.dataUpdatedAt, Date.now()),
    refetchIntervalInBackground: true,
  });
  const retry = () => {
    setAttempt((n) => n + 1);
    void config.refetch();
  };
  if (config.isPending) return <Loader label={intl.formatMessage(reportMessages.loading)} />;
  if (config.isError) {
    return (
      <InlineAlert type="danger">
        <strong>{intl.formatMessage(reportMessages.failed)}</strong>{' '}
        <Button variant="link" onPress={retry}>
          {intl.formatMessage(reportMessages.retry)}
        </Button>
      </InlineAlert>
    );
  }
  return <ReportEmbed key={attempt} config={config.data} name={name} onRetry={retry} />;
}

/** One embedded report at a time; tabs switch between them when the project has more than one. */
export default function ReportsDashboard({
  enterpriseId,
  projectId,
  reports,
}: {
  enterpriseId: string;
  projectId: string;
  reports: ReportRef[];
}) {
  const intl = useIntl();
  const nameOf = (report: ReportRef) =>
    report.jobName === null
      ? intl.formatMessage(reportMessages.projectReport)
      : intl.formatMessage(reportMessages.jobReport, { job: report.jobName });
  const first = reports[0];
  if (!first) return null;
  if (reports.length === 1)
    return <ReportPanel enterpriseId={enterpriseId} projectId={projectId} report={first} name={nameOf(first)} />;
  return (
    <Tabs className="report-tabs">
      <TabList className="report-tabs__list" aria-label={intl.formatMessage(reportMessages.reports)}>
        {reports.map((report) => (
          <Tab key={report.reportId} id={report.reportId} className="report-tabs__tab">
            {nameOf(report)}
          </Tab>
        ))}
      </TabList>
      {reports.map((report) => (
        <TabPanel key={report.reportId} id={report.reportId} className="report-tabs__panel">
          <ReportPanel enterpriseId={enterpriseId} projectId={projectId} report={report} name={nameOf(report)} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
