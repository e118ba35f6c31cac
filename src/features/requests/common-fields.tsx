/** Fields and section titles the three request forms share (spec document 2 section 5, general rules). */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-final-form';
import { deliveryDateWindow } from '../../domain/delivery-date';
import { languageOptions } from '../../domain/languages';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '../../domain/request-limits';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { usePageFailure } from '../shell/page-failure';
import { languagesQuery } from './api';
import { DateInputField, SelectField, TextAreaField, TextInputField } from './fields';
import { useKeepDraft } from './request-form';

export const commonFieldMessages = defineMessages({
  // section titles (spec document 2 section 4 "Form sections")
  languagesSection: { id: 'requests.section.languages', defaultMessage: 'Languages' },
  languageSection: { id: 'requests.section.language', defaultMessage: 'Language' },
  projectDetailsSection: { id: 'requests.section.projectDetails', defaultMessage: 'Project Details' },
  descriptionSection: { id: 'requests.section.description', defaultMessage: 'Description' },
  defaultParametersSection: { id: 'requests.section.defaultParameters', defaultMessage: 'Default Parameters' },
  notesSection: { id: 'requests.section.notes', defaultMessage: 'Notes' },
  taskDesignSection: { id: 'requests.section.taskDesign', defaultMessage: 'Task design' },
  // fields
  projectName: { id: 'requests.field.projectName', defaultMessage: 'Project name' },
  projectNameHint: { id: 'requests.field.projectNameHint', defaultMessage: 'Up to 80 characters.' },
  deliveryDate: { id: 'requests.field.deliveryDate', defaultMessage: 'Desired delivery date' },
  deliveryDateHint: {
    id: 'requests.field.deliveryDateHint',
    defaultMessage:
      'Optional. Enter it as yyyy-MM-dd, from {tomorrow} to {maxDate}. The date is a guideline, not a commitment.',
  },
  projectDescription: { id: 'requests.field.projectDescription', defaultMessage: 'Project description' },
  projectDescriptionHint: {
    id: 'requests.field.projectDescriptionHint',
    defaultMessage: 'Optional, up to 90 characters.',
  },
  notes: { id: 'requests.field.notes', defaultMessage: 'Notes' },
  notesHint: {
    id: 'requests.field.notesHint',
    defaultMessage: 'Optional, up to 256 characters: anything else we should know.',
  },
  language: { id: 'requests.field.language', defaultMessage: 'Language' },
  languagePlaceholder: { id: 'requests.field.languagePlaceholder', defaultMessage: 'Select a language' },
  languagesLoading: { id: 'requests.field.languagesLoading', defaultMessage: 'Loading languages…' },
});

export function ProjectNameField() {
  const intl = useIntl();
  return (
    <TextInputField
      name="name"
      label={intl.formatMessage(commonFieldMessages.projectName)}
      description={intl.formatMessage(commonFieldMessages.projectNameHint)}
      isRequired
      showWhenLeft
      maxLength={NAME_MAX_LENGTH}
    />
  );
}

/** The desired delivery date, typed as yyyy-MM-dd (see the form kit's FormDateField). */
export function DeliveryDateField() {
  const intl = useIntl();
  const window = deliveryDateWindow(new Date());
  return (
    <DateInputField
      name="desiredDeliveryDate"
      label={intl.formatMessage(commonFieldMessages.deliveryDate)}
      description={intl.formatMessage(commonFieldMessages.deliveryDateHint, {
        tomorrow: window.min,
        maxDate: window.max,
      })}
    />
  );
}

export function ProjectDescriptionField() {
  const intl = useIntl();
  return (
    <TextAreaField
      name="projectDescription"
      label={intl.formatMessage(commonFieldMessages.projectDescription)}
      description={intl.formatMessage(commonFieldMessages.projectDescriptionHint)}
      maxLength={DESCRIPTION_MAX_LENGTH}
    />
  );
}

export function NotesField() {
  const intl = useIntl();
  return (
    <TextAreaField
      name="notes"
      label={intl.formatMessage(commonFieldMessages.notes)}
      description={intl.formatMessage(commonFieldMessages.notesHint)}
      maxLength={NOTES_MAX_LENGTH}
    />
  );
}

/**
 * The language of a Scripted Speech or Quality of Experience request, from the server's list
 * (GET languages/). Spec document 2 section 8: a failure fetching the languages redirects to the
 * generic error page (`/error/`, not the enterprise's, which is for a failed submission). What the
 * user typed so far is kept as a draft first, marked as not submitted (see drafts.ts).
 */
export function ServerLanguageField() {
  const intl = useIntl();
  const form = useForm();
  const languages = useQuery(languagesQuery());
  const options = useMemo(
    () =>
      languages.data
        ? languageOptions(
            languages.data.map((l) => l.languageCode),
            intl.locale,
            languages.data,
          )
        : [],
    [languages.data, intl.locale],
  );
  const keepDraft = useKeepDraft();
  const failed = languages.isError;
  // Kept on any failure: after a 401 (the session layer's: it has sent the user to login) the draft
  // waits for the user's return too. Decision: the error page replaces the form in history, so Back
  // leads to the page before the form rather than into the failing form again.
  useEffect(() => {
    if (!failed) return;
    const state = form.getState();
    if (state.dirty) keepDraft(state.values);
  }, [failed, form, keepDraft]);
  usePageFailure(languages, { scope: 'site' });

  return (
    <SelectField
      name="language"
      label={intl.formatMessage(commonFieldMessages.language)}
      isRequired
      isDisabled={!languages.data}
      options={options.map((o) => ({ value: o.code, label: o.label }))}
      placeholder={intl.formatMessage(
        languages.data ? commonFieldMessages.languagePlaceholder : commonFieldMessages.languagesLoading,
      )}
    />
  );
}
