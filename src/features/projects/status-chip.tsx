import type { RowKind } from '../../domain/row-kind';
import { statusDisplay } from '../../domain/statuses';
import { useIntl } from '../../i18n/intl';

/** A status chip in its colour; nothing for a status without a display entry. */
export function StatusChip({ kind, status }: { kind: RowKind; status: number }) {
  const intl = useIntl();
  const display = statusDisplay(kind, status);
  if (!display) return null;
  return <span className={`status-chip status-chip--${display.colour}`}>{intl.formatMessage(display.label)}</span>;
}
