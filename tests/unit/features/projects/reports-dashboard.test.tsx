import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import type { EventHandler } from 'powerbi-client-react';
import { useEffect } from 'react';
import ReportsDashboard from '../../../../src/features/projects/reports-dashboard';
import { MIN_REFRESH_DELAY_MS, TOKEN_REFRESH_MARGIN_MS } from '../../../../src/features/projects/embed-token';
import { fakeApi, json, signedIn, signedOut, type Call } from '../../support/fake-api';
import { ACME } from '../../support/demo-data';
import { renderApp } from '../../support/render';

/**
 * powerbi-client-react replaced by a stub embed: it mounts once per embed configuration, hands the
 * portal a stub embedded report (what `getEmbeddedComponent` gives) whose setAccessToken records
 * the tokens it receives, and says 'loaded' as Power BI would. The browser test's embed cannot
 * reach Power BI, so it never loads; here the report is live when the new token comes.
 */
const stub = rs.hoisted(() => ({ mounts: 0, initialTokens: [] as string[], setTokens: [] as string[] }));
rs.mock('powerbi-client-react', () => {
  function PowerBIEmbed({
    embedConfig,
    eventHandlers,
    getEmbeddedComponent,
  }: {
    embedConfig: { accessToken?: string };
    eventHandlers?: Map<string, EventHandler>;
    getEmbeddedComponent?: (component: unknown) => void;
  }) {
    useEffect(() => {
      stub.mounts += 1;
      stub.initialTokens.push(embedConfig.accessToken ?? '');
      getEmbeddedComponent?.({
        iframe: document.createElement('iframe'),
        setAccessToken: async (token: string) => {
          stub.setTokens.push(token);
        },
      });
      eventHandlers?.get('loaded')?.(undefined, undefined as never);
      // Mounted once per configuration, as the real component creates its embed once.
    }, []);
    return <div className="stub-powerbi-embed" />;
  }
  return { PowerBIEmbed };
});

const P = '30000000-0000-4000-8000-000000000001';
const REPORT = '60000000-0000-4000-8000-000000000001';
const EMBED_PATH = `/${ACME}/progress/${P}/powerbi/${REPORT}/`;

beforeEach(() => {
  signedIn();
  stub.mounts = 0;
  stub.initialTokens = [];
  stub.setTokens = [];
  rs.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  rs.useRealTimers();
  signedOut();
});

describe('the embed token of a live report', () => {
  it('reaches the loaded report through setAccessToken before the token expires, without reloading the report', async () => {
    let issued = 0;
    const calls = fakeApi((call: Call) => {
      if (call.path !== EMBED_PATH) return undefined;
      issued += 1;
      // Expires just past the refresh margin, so the next token is due after the shortest delay.
      const expiresAt = new Date(Date.now() + TOKEN_REFRESH_MARGIN_MS + MIN_REFRESH_DELAY_MS).toISOString();
      return json({
        accessToken: `embed-token-${issued}`,
        url: 'https://app.powerbi.com/reportEmbed?reportId=r',
        reportId: REPORT,
        reportHeight: 700,
        expiresAt,
      });
    });
    renderApp(<ReportsDashboard enterpriseId={ACME} projectId={P} reports={[{ reportId: REPORT, jobName: null }]} />);
    await waitFor(() => expect(stub.mounts).toBe(1));
    expect(stub.initialTokens).toEqual(['embed-token-1']);
    await waitFor(() => expect(document.querySelector('.report-embed')?.getAttribute('aria-busy')).toBe('false'));

    // Not yet due: nothing asked, nothing handed over.
    await act(async () => {
      await rs.advanceTimersByTimeAsync(MIN_REFRESH_DELAY_MS - 5_000);
    });
    expect(calls.filter((c) => c.path === EMBED_PATH)).toHaveLength(1);
    expect(stub.setTokens).toEqual([]);

    await act(async () => {
      await rs.advanceTimersByTimeAsync(6_000);
    });
    await waitFor(() => expect(stub.setTokens).toEqual(['embed-token-2']));
    expect(calls.filter((c) => c.path === EMBED_PATH)).toHaveLength(2);
    // The same embed took the token: not mounted again (which would reload the report), and still loaded.
    expect(stub.mounts).toBe(1);
    expect(document.querySelector('.report-embed')?.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('The report could not be loaded.')).toBeNull();

    // And the next one in turn.
    await act(async () => {
      await rs.advanceTimersByTimeAsync(MIN_REFRESH_DELAY_MS + 1_000);
    });
    await waitFor(() => expect(stub.setTokens).toEqual(['embed-token-2', 'embed-token-3']));
    expect(stub.mounts).toBe(1);
  });
});
