import { parseDate } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import {
  DateField,
  DateInput,
  DateSegment,
  FieldError,
  Label,
  Text,
  type DateValue,
} from 'react-aria-components/DateField';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { isIsoDay, type DayRange } from '../../domain/dates';
import { languageLabel } from '../../domain/languages';
import {
  FILTERABLE_PROJECT_STATUSES,
  FILTERABLE_REQUEST_STATUSES,
  PROJECT_STATUS_DISPLAY,
  REQUEST_STATUS_DISPLAY,
  isProjectStatus,
  isRequestStatus,
} from '../../domain/statuses';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Loader } from '../../ui/loader';
import { usePageFailure } from '../shell/page-failure';
import { enterpriseLanguagesQuery } from './api';
import { emptyFilters, hasSelection, sameFilters, type ListFilters } from './list-view';
import { filterMessages } from './filter-messages';
import './filter-drawer.css';

const isReversed = (range: DayRange): boolean => range.from !== null && range.to !== null && range.from > range.to;

/**
 * One day of a range. The field keeps what is being typed (a half-typed date is no date yet); the
 * drawer hears complete days only. `key` it to clear it.
 */
function DayField({
  label,
  value,
  onChange,
  isInvalid,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  isInvalid?: boolean;
  error?: string;
}) {
  const [date, setDate] = useState<DateValue | null>(() => (value && isIsoDay(value) ? parseDate(value) : null));
  return (
    <DateField
      className="field date-field"
      granularity="day"
      value={date}
      onChange={(next) => {
        setDate(next);
        onChange(next ? next.toString() : null);
      }}
      isInvalid={isInvalid}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <DateInput className="field__input date-field__input">
        {(segment) => <DateSegment segment={segment} className="date-field__segment" />}
      </DateInput>
      <FieldError className="field__error">{error}</FieldError>
    </DateField>
  );
}

function DayRangeFields({
  legend,
  range,
  onChange,
}: {
  legend: string;
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const intl = useIntl();
  const reversed = isReversed(range);
  return (
    <fieldset className="filter-drawer__group">
      <legend className="filter-drawer__legend">{legend}</legend>
      <div className="filter-drawer__range">
        <DayField
          label={intl.formatMessage(filterMessages.from)}
          value={range.from}
          onChange={(from) => onChange({ ...range, from })}
        />
        <DayField
          label={intl.formatMessage(filterMessages.to)}
          value={range.to}
          onChange={(to) => onChange({ ...range, to })}
          isInvalid={reversed}
          error={intl.formatMessage(filterMessages.reversed)}
        />
      </div>
    </fieldset>
  );
}

export interface FilterDrawerProps {
  enterpriseId: string;
  applied: ListFilters;
  onApply: (filters: ListFilters) => void;
  onClose: () => void;
}

/**
 * The filter side drawer (spec document 2 sections 2 and 5): project and request statuses, the
 * enterprise's languages (GET enterprises/{id}/languages/, loaded when the drawer opens; a failure
 * goes to the error page, spec section 8), and the creation and start date ranges (either end alone
 * filters on that single UTC day). Apply is disabled when nothing changed (or a range is reversed);
 * Reset all clears the selection and is disabled when nothing is selected. Its own lazy chunk: the
 * date fields are not needed for the list's first paint.
 */
export default function FilterDrawer({ enterpriseId, applied, onApply, onClose }: FilterDrawerProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<ListFilters>(applied);
  /** Bumped by Reset all, so the date fields clear what they hold. */
  const [resets, setResets] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const languages = useQuery(enterpriseLanguagesQuery(enterpriseId));

  // Spec document 2 section 8: a failure fetching the enterprise languages goes to the generic error
  // page (/error/: "the generic error page" there, as against "the enterprise's generic error page").
  usePageFailure(languages, { scope: 'site' });

  // The drawer's frame paints at once; its body (two dozen checkboxes and four date fields, some 300 ms
  // of rendering at 4× CPU) follows in a deferred render, so opening stays a quick interaction.
  const bodyReady = useDeferredValue(true, false);

  const invalid = isReversed(draft.created) || isReversed(draft.started);
  const changed = !sameFilters(draft, applied);

  return (
    <ModalOverlay className="drawer-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="drawer">
        <Dialog className="drawer__dialog">
          <div className="drawer__header">
            <Heading slot="title" className="drawer__title">
              {intl.formatMessage(filterMessages.title)}
            </Heading>
            <Button
              variant="link"
              className="drawer__close"
              onPress={onClose}
              aria-label={intl.formatMessage(filterMessages.close)}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className="drawer__body" ref={body}>
            {bodyReady ? (
              <>
                <CheckboxGroup
                  className="filter-drawer__group"
                  value={draft.projectStatuses.map(String)}
                  onChange={(values) =>
                    setDraft({ ...draft, projectStatuses: values.map(Number).filter(isProjectStatus) })
                  }
                >
                  <Label className="filter-drawer__legend">{intl.formatMessage(filterMessages.projectStatus)}</Label>
                  {FILTERABLE_PROJECT_STATUSES.map((status) => {
                    const display = PROJECT_STATUS_DISPLAY[status];
                    return display ? (
                      <Checkbox key={status} value={String(status)} className="filter-drawer__option">
                        {intl.formatMessage(display.label)}
                      </Checkbox>
                    ) : null;
                  })}
                </CheckboxGroup>
                <CheckboxGroup
                  className="filter-drawer__group"
                  value={draft.requestStatuses.map(String)}
                  onChange={(values) =>
                    setDraft({ ...draft, requestStatuses: values.map(Number).filter(isRequestStatus) })
                  }
                >
                  <Label className="filter-drawer__legend">{intl.formatMessage(filterMessages.requestStatus)}</Label>
                  {FILTERABLE_REQUEST_STATUSES.map((status) => {
                    const display = REQUEST_STATUS_DISPLAY[status];
                    return display ? (
                      <Checkbox key={status} value={String(status)} className="filter-drawer__option">
                        {intl.formatMessage(display.label)}
                      </Checkbox>
                    ) : null;
                  })}
                </CheckboxGroup>
                <CheckboxGroup
                  className="filter-drawer__group"
                  value={draft.languages}
                  onChange={(values) => setDraft({ ...draft, languages: values })}
                >
                  <Label className="filter-drawer__legend">{intl.formatMessage(filterMessages.languages)}</Label>
                  {languages.isPending ? <Loader label={intl.formatMessage(filterMessages.languagesLoading)} /> : null}
                  {languages.data?.length === 0 ? (
                    <Text slot="description">{intl.formatMessage(filterMessages.noLanguages)}</Text>
                  ) : null}
                  {languages.data?.map((language) => (
                    <Checkbox
                      key={language.languageCode}
                      value={language.languageCode.toLowerCase()}
                      className="filter-drawer__option"
                    >
                      {languageLabel(language.languageCode, intl.locale, language)}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
                <p className="filter-drawer__hint">{intl.formatMessage(filterMessages.dateHint)}</p>
                <DayRangeFields
                  key={`created-${resets}`}
                  legend={intl.formatMessage(filterMessages.creationDate)}
                  range={draft.created}
                  onChange={(created) => setDraft({ ...draft, created })}
                />
                <DayRangeFields
                  key={`started-${resets}`}
                  legend={intl.formatMessage(filterMessages.startDate)}
                  range={draft.started}
                  onChange={(started) => setDraft({ ...draft, started })}
                />
              </>
            ) : (
              <Loader label={intl.formatMessage(filterMessages.loading)} />
            )}
          </div>
          <div className="drawer__footer">
            <Button
              variant="secondary"
              isDisabled={!hasSelection(draft)}
              onPress={() => {
                setDraft(emptyFilters());
                setResets((n) => n + 1);
                // The button disables itself: focus goes to the first option rather than nowhere.
                body.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
              }}
            >
              {intl.formatMessage(filterMessages.resetAll)}
            </Button>
            <Button isDisabled={!changed || invalid} onPress={() => onApply(draft)}>
              {intl.formatMessage(filterMessages.apply)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
