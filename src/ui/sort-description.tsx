import { defineMessages } from '../i18n/define-messages';
import { useIntl } from '../i18n/intl';

export const sortMessages = defineMessages({
  ascending: { id: 'sort.ascending', defaultMessage: 'Sorted ascending' },
  descending: { id: 'sort.descending', defaultMessage: 'Sorted descending' },
});

export type SortState = 'ascending' | 'descending' | 'none';

/**
 * The sort state of a column, said with its sort button (decision 0062). The header cell carries it
 * as `aria-sort`, which screen readers read when moving through the cells, not when the button in it
 * takes focus: the sorted column's button is described by this text (`aria-describedby` to `id`),
 * so Tab to it says, say, 'button, Name, Sorted ascending'. Hidden: a description may point at
 * hidden text, and it stays out of the cell's own text (the column's name for its cells).
 */
export function SortDescription({ id, state }: { id: string; state: SortState }) {
  const intl = useIntl();
  if (state === 'none') return null;
  return (
    <span id={id} hidden>
      {intl.formatMessage(sortMessages[state])}
    </span>
  );
}
