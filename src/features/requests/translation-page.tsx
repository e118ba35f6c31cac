/** The Translation request form (spec document 2 sections 3, 4 and 5 "Translation"). */
import { useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { CONTENT_CATEGORIES, type ContentCategory } from '../../domain/content-categories';
import { languageOptions, SOURCE_LANGUAGES, targetsFor } from '../../domain/languages';
import { translationQuantity } from '../../domain/price-estimate';
import { projectType } from '../../domain/project-types';
import {
  PROJECT_SIZE_TYPES,
  projectSizeMinimum,
  projectSizeMinimumMessage,
  projectSizeRule,
  type ProjectSizeType,
} from '../../domain/project-size';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { submitTranslationRequest } from './api';
import { DeliveryDateField, ProjectDescriptionField, ProjectNameField, commonFieldMessages } from './common-fields';
import { CheckboxField, NumberInputField, RadioField, SelectField } from './fields';
import {
  translationBody,
  translationDefaults,
  translationFromDraft,
  validateTranslation,
  type TranslationValues,
} from './form-values';
import { RequestForm } from './request-form';
import { RequestsGate } from './requests-gate';

export const translationMessages = defineMessages({
  title: { id: 'requests.translation.title', defaultMessage: 'Translation request' },
  sourceLanguage: { id: 'requests.translation.sourceLanguage', defaultMessage: 'Source language' },
  sourcePlaceholder: { id: 'requests.translation.sourcePlaceholder', defaultMessage: 'Select a source language' },
  targetLanguage: { id: 'requests.translation.targetLanguage', defaultMessage: 'Target language' },
  targetPlaceholder: { id: 'requests.translation.targetPlaceholder', defaultMessage: 'Select a target language' },
  targetNeedsSource: { id: 'requests.translation.targetNeedsSource', defaultMessage: 'Choose a source language first' },
  targetHint: {
    id: 'requests.translation.targetHint',
    defaultMessage: 'The targets offered depend on the source language.',
  },
  twoTranslations: { id: 'requests.translation.twoTranslations', defaultMessage: 'Two translations' },
  twoTranslationsHint: {
    id: 'requests.translation.twoTranslationsHint',
    defaultMessage: 'Each text is translated twice, by two different translators.',
  },
  contentCategory: { id: 'requests.translation.contentCategory', defaultMessage: 'Content category' },
  contentCategoryNone: { id: 'requests.translation.contentCategoryNone', defaultMessage: 'Not specified' },
  contentCategoryHint: { id: 'requests.translation.contentCategoryHint', defaultMessage: 'Optional.' },
  projectSizeType: { id: 'requests.translation.projectSizeType', defaultMessage: 'Project size in' },
  projectSize: { id: 'requests.translation.projectSize', defaultMessage: 'Project size' },
});

function LanguagesSection() {
  const intl = useIntl();
  const form = useForm<TranslationValues>();
  const { input: source } = useField<string | undefined>('sourceLanguage', { subscription: { value: true } });
  const sourceOptions = useMemo(
    () => languageOptions(SOURCE_LANGUAGES, intl.locale).map((o) => ({ value: o.code, label: o.label })),
    [intl.locale],
  );
  const targetOptions = useMemo(
    () => languageOptions(targetsFor(source.value), intl.locale).map((o) => ({ value: o.code, label: o.label })),
    [source.value, intl.locale],
  );
  const hasSource = typeof source.value === 'string' && source.value !== '';
  return (
    <>
      <SelectField
        name="sourceLanguage"
        label={intl.formatMessage(translationMessages.sourceLanguage)}
        isRequired
        options={sourceOptions}
        placeholder={intl.formatMessage(translationMessages.sourcePlaceholder)}
        onSelect={(value) => {
          if (value === form.getState().values.sourceLanguage) return;
          // Spec document 2 section 4: a source change clears the target and rebuilds its options.
          form.batch(() => {
            form.change('sourceLanguage', value);
            form.change('targetLanguage', undefined);
          });
          form.resetFieldState('targetLanguage');
        }}
      />
      <SelectField
        name="targetLanguage"
        label={intl.formatMessage(translationMessages.targetLanguage)}
        isRequired
        isDisabled={!hasSource}
        options={targetOptions}
        placeholder={intl.formatMessage(
          hasSource ? translationMessages.targetPlaceholder : translationMessages.targetNeedsSource,
        )}
        description={intl.formatMessage(translationMessages.targetHint)}
      />
      <CheckboxField
        name="twoTranslations"
        label={intl.formatMessage(translationMessages.twoTranslations)}
        description={intl.formatMessage(translationMessages.twoTranslationsHint)}
      />
    </>
  );
}

function ProjectDetailsSection() {
  const intl = useIntl();
  const form = useForm<TranslationValues>();
  const { input: sizeType } = useField<ProjectSizeType>('projectSizeType', { subscription: { value: true } });
  const categoryOptions = useMemo(
    () => [
      { value: 'none' as const, label: intl.formatMessage(translationMessages.contentCategoryNone) },
      ...CONTENT_CATEGORIES.map((c) => ({ value: c.value, label: intl.formatMessage(c.label) })),
    ],
    [intl],
  );
  return (
    <>
      <ProjectNameField />
      <SelectField<ContentCategory | 'none'>
        name="contentCategory"
        label={intl.formatMessage(translationMessages.contentCategory)}
        description={intl.formatMessage(translationMessages.contentCategoryHint)}
        options={categoryOptions}
        placeholder={intl.formatMessage(translationMessages.contentCategoryNone)}
      />
      <RadioField<ProjectSizeType>
        name="projectSizeType"
        label={intl.formatMessage(translationMessages.projectSizeType)}
        options={PROJECT_SIZE_TYPES.map((t) => ({ value: t.value, label: intl.formatMessage(t.label) }))}
        onSelect={(value) => {
          if (value === form.getState().values.projectSizeType) return;
          // Spec document 2 section 4: a size type change resets the size to that type's minimum
          // and clears the size error.
          form.batch(() => {
            form.change('projectSizeType', value);
            form.change('projectSize', String(projectSizeMinimum(value)));
          });
          form.resetFieldState('projectSize');
        }}
      />
      <NumberInputField
        name="projectSize"
        label={intl.formatMessage(translationMessages.projectSize)}
        description={intl.formatMessage(projectSizeMinimumMessage(sizeType.value))}
        isRequired
        rule={projectSizeRule(sizeType.value)}
        whenEmpty={projectSizeMinimum(sizeType.value)}
      />
      <DeliveryDateField />
    </>
  );
}

export default function TranslationPage() {
  const intl = useIntl();
  const type = projectType('translation');
  return (
    <RequestsGate>
      <RequestForm<TranslationValues>
        type={type.slug}
        title={intl.formatMessage(translationMessages.title)}
        defaults={translationDefaults}
        fromDraft={translationFromDraft}
        validate={validateTranslation}
        estimate={{
          requestType: type.requestType,
          quantity: (values) => translationQuantity(values.projectSizeType, values.projectSize),
        }}
        submit={(enterpriseId, values) => submitTranslationRequest(enterpriseId, translationBody(values))}
        sections={[
          {
            id: 'languages',
            title: intl.formatMessage(commonFieldMessages.languagesSection),
            content: <LanguagesSection />,
          },
          {
            id: 'project-details',
            title: intl.formatMessage(commonFieldMessages.projectDetailsSection),
            content: <ProjectDetailsSection />,
          },
          {
            id: 'description',
            title: intl.formatMessage(commonFieldMessages.descriptionSection),
            content: <ProjectDescriptionField />,
          },
        ]}
      />
    </RequestsGate>
  );
}
