import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from '../../i18n/intl';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { ListView } from './list-view';
import { exportMessages } from './messages';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; loaded: number; total: number | null }
  | { kind: 'done'; count: number; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed' };

/**
 * 'Export CSV': the view's rows as a file. The export's code (./csv-export.ts)
 * loads when the button is pressed. While it runs the button is pending, a polite status line counts
 * the rows fetched ('Exporting… 200 of 437 rows') and 'Cancel' aborts the call in flight. A failure
 * says so in an alert; the list is never touched (the export has calls of its own).
 *
 * The page places the two parts: `controls` (the button, and 'Cancel' while it runs) in the toolbar,
 * `messages` (the status line, a live region from the start, and the alert) under it. `running` keeps
 * the controls shown while an export runs, whatever the list shows meanwhile.
 */
export function useCsvExport(
  enterpriseId: string,
  view: ListView,
): { controls: ReactNode; messages: ReactNode; running: boolean } {
  const intl = useIntl();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  /** The export in progress; a finished, failed or cancelled one is no longer it, and reports nothing. */
  const current = useRef<AbortController | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = async () => {
    const run = new AbortController();
    current.current = run;
    const report = (next: ExportState) => {
      if (current.current === run) setState(next);
    };
    report({ kind: 'running', loaded: 0, total: null });
    try {
      const { exportProjectsCsv } = await import('./csv-export');
      run.signal.throwIfAborted();
      const onProgress = (loaded: number, total: number) => report({ kind: 'running', loaded, total });
      report({
        kind: 'done',
        ...(await exportProjectsCsv({ enterpriseId, view, intl, signal: run.signal, onProgress })),
      });
    } catch {
      report({ kind: 'failed' });
    } finally {
      if (current.current === run) current.current = null;
    }
  };

  const cancel = () => {
    current.current?.abort();
    current.current = null;
    setState({ kind: 'cancelled' });
    // The Cancel button goes away: the focus returns to the button that started the export.
    button.current?.focus();
  };

  const running = state.kind === 'running';
  let status = '';
  if (running) {
    status =
      state.total === null
        ? intl.formatMessage(exportMessages.starting)
        : intl.formatMessage(exportMessages.progress, { loaded: state.loaded, total: state.total });
  } else if (state.kind === 'done') {
    status = intl.formatMessage(exportMessages.done, { count: state.count, file: state.fileName });
  } else if (state.kind === 'cancelled') {
    status = intl.formatMessage(exportMessages.cancelled);
  }

  return {
    running,
    controls: (
      <>
        <Button variant="secondary" ref={button} isPending={running} onPress={() => void start()}>
          {intl.formatMessage(exportMessages.button)}
        </Button>
        {running ? (
          <Button variant="link" onPress={cancel} aria-label={intl.formatMessage(exportMessages.cancelLabel)}>
            {intl.formatMessage(exportMessages.cancel)}
          </Button>
        ) : null}
      </>
    ),
    messages: (
      <div className="projects-export">
        <p className="muted projects-export__status" role="status">
          {status}
        </p>
        {state.kind === 'failed' ? (
          <InlineAlert type="danger">{intl.formatMessage(exportMessages.failed)}</InlineAlert>
        ) : null}
      </div>
    ),
  };
}
