import { workflowRibbonState, workflowStatusOf } from '../../domain/project-rules';
import type { RowKind } from '../../domain/row-kind';
import { projectStatusDisplay } from '../../domain/statuses';
import { useIntl } from '../../i18n/intl';
import { detailsMessages } from './details-messages';

/**
 * The workflow ribbon (spec document 2 section 9: "Workflow ribbon visual states: not active,
 * cancelled, upload success, upload errors, insufficient data, paused, completed"): a band at the
 * top of a project's details content, one look for each state (projects.css: its background, border
 * and a sign drawn before the text, which assistive technology skips), saying the state in words
 * ('Workflow status: Paused') so colour is never the only sign (WCAG 1.4.1). Nothing for a project
 * under way or a request only (record 0066).
 */
export function WorkflowRibbon({
  kind,
  status,
  workflowStatus,
}: {
  kind: RowKind;
  status: number;
  workflowStatus: number | null | undefined;
}) {
  const intl = useIntl();
  const state = workflowRibbonState(kind, status, workflowStatus);
  const display = projectStatusDisplay(workflowStatusOf(status, workflowStatus));
  if (state === null || display === null) return null;
  return (
    <p className={`workflow-ribbon workflow-ribbon--${state}`}>
      {intl.formatMessage(detailsMessages.workflowRibbon, { state: intl.formatMessage(display.label) })}
    </p>
  );
}
