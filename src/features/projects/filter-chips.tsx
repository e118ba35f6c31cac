import { Button as AriaButton, Label, Tag, TagGroup, TagList, type Key } from 'react-aria-components/TagGroup';
import { CHIP_DATE_FORMAT, dayAsDate, normalizedDayRange, type DayRange } from '../../domain/dates';
import { languageLabel } from '../../domain/languages';
import { projectStatusDisplay, requestStatusDisplay } from '../../domain/statuses';
import { useIntl, type PortalIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { emptyFilters, type ListFilters } from './list-view';
import { filterMessages } from './filter-messages';

interface Chip {
  key: string;
  text: string;
}

function rangeText(intl: PortalIntl, range: DayRange): string | null {
  const days = normalizedDayRange(range);
  if (!days) return null;
  const format = (day: string) => intl.formatDate(dayAsDate(day), CHIP_DATE_FORMAT);
  return days.start === days.end
    ? format(days.start)
    : intl.formatMessage(filterMessages.chipRange, { start: format(days.start), end: format(days.end) });
}

/** The chips of the applied filters, in the drawer's order. */
export function filterChips(intl: PortalIntl, filters: ListFilters): Chip[] {
  const chips: Chip[] = [];
  for (const status of filters.projectStatuses) {
    const display = projectStatusDisplay(status);
    if (display) chips.push({ key: `ps:${status}`, text: intl.formatMessage(display.label) });
  }
  for (const status of filters.requestStatuses) {
    const display = requestStatusDisplay(status);
    if (display)
      chips.push({
        key: `rs:${status}`,
        text: intl.formatMessage(filterMessages.chipRequest, { status: intl.formatMessage(display.label) }),
      });
  }
  for (const code of filters.languages) chips.push({ key: `lang:${code}`, text: languageLabel(code, intl.locale) });
  const created = rangeText(intl, filters.created);
  if (created) chips.push({ key: 'created', text: intl.formatMessage(filterMessages.chipCreated, { range: created }) });
  const started = rangeText(intl, filters.started);
  if (started) chips.push({ key: 'started', text: intl.formatMessage(filterMessages.chipStarted, { range: started }) });
  return chips;
}

/** The filters without the one a chip stands for. */
export function withoutChip(filters: ListFilters, key: string): ListFilters {
  const [kind, value = ''] = key.split(':');
  switch (kind) {
    case 'ps':
      return { ...filters, projectStatuses: filters.projectStatuses.filter((s) => String(s) !== value) };
    case 'rs':
      return { ...filters, requestStatuses: filters.requestStatuses.filter((s) => String(s) !== value) };
    case 'lang':
      return { ...filters, languages: filters.languages.filter((code) => code !== value) };
    case 'created':
      return { ...filters, created: { from: null, to: null } };
    case 'started':
      return { ...filters, started: { from: null, to: null } };
    default:
      return filters;
  }
}

/**
 * The applied filters as chips (dates as 'MMM DD, YYYY'); each chip removes its filter (its ×
 * button, or Delete/Backspace on the focused chip), and 'Clear all filters' removes them all.
 */
export function FilterChips({ filters, onChange }: { filters: ListFilters; onChange: (filters: ListFilters) => void }) {
  const intl = useIntl();
  const chips = filterChips(intl, filters);
  if (chips.length === 0) return null;
  const remove = (keys: Set<Key>) =>
    onChange([...keys].reduce<ListFilters>((next, key) => withoutChip(next, String(key)), filters));
  return (
    <div className="filter-chips">
      <TagGroup className="filter-chips__group" onRemove={remove}>
        <Label className="visually-hidden">{intl.formatMessage(filterMessages.chips)}</Label>
        <TagList className="filter-chips__list" items={chips}>
          {(chip) => (
            <Tag id={chip.key} className="chip" textValue={chip.text}>
              {chip.text}
              <AriaButton
                slot="remove"
                className="chip__remove"
                aria-label={intl.formatMessage(filterMessages.removeChip)}
              >
                <span aria-hidden="true">×</span>
              </AriaButton>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <Button variant="link" onPress={() => onChange(emptyFilters())}>
        {intl.formatMessage(filterMessages.clearAll)}
      </Button>
    </div>
  );
}
