/** The Quality of Experience request form (spec document 2 sections 3, 4 and 5 "Quality of Experience"). */
import { useField, useForm } from 'react-final-form';
import { qualityQuantity } from '../../domain/price-estimate';
import { projectType } from '../../domain/project-types';
import {
  DEFAULT_AVERAGE_LENGTH_SECONDS,
  DEFAULT_CONTRIBUTORS_PER_UNIT,
  DEFAULT_QOE_SIZE,
  DEFAULT_SCALE_SIZE,
  INPUT_DATA_TYPES,
  QUESTION_TYPES,
  QUESTIONS_MAXIMUM,
  STIMULI_MAXIMUM,
  averageLengthRule,
  canAddQuestion,
  canAddStimulus,
  canRemoveQuestion,
  canRemoveStimulus,
  contributorsPerUnitRule,
  hasAverageLength,
  hasScaleSize,
  newQuestion,
  newStimulus,
  qoeSizeRule,
  qualityMessages,
  scaleSizeRule,
  uniqueContributorsRangeOf,
  uniqueContributorsRule,
  withInputDataType,
  withQuestionType,
  type InputDataType,
  type QuestionType,
} from '../../domain/quality-of-experience';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { RepeatableList } from '../../ui/form/repeatable-list';
import { submitQualityRequest } from './api';
import {
  DeliveryDateField,
  NotesField,
  ProjectDescriptionField,
  ProjectNameField,
  ServerLanguageField,
  commonFieldMessages,
} from './common-fields';
import { NumberInputField, SelectField } from './fields';
import {
  newItemKey,
  qualityBody,
  qualityDefaults,
  qualityFromDraft,
  validateQuality,
  type QualityValues,
  type QuestionItem,
  type StimulusItem,
} from './form-values';
import { RequestForm } from './request-form';
import { RequestsGate } from './requests-gate';

export const qualityPageMessages = defineMessages({
  title: { id: 'requests.qoe.title', defaultMessage: 'Quality of Experience request' },
  projectSize: { id: 'requests.qoe.projectSize', defaultMessage: 'Project size (input data units)' },
  contributorsPerUnit: { id: 'requests.qoe.contributorsPerUnit', defaultMessage: 'Contributors per input data unit' },
  uniqueContributors: { id: 'requests.qoe.uniqueContributors', defaultMessage: 'Minimum unique contributors' },
  stimuli: { id: 'requests.qoe.stimuli', defaultMessage: 'Stimuli' },
  stimuliHint: {
    id: 'requests.qoe.stimuliHint',
    defaultMessage: 'One or two kinds of input your contributors evaluate.',
  },
  stimulus: { id: 'requests.qoe.stimulus', defaultMessage: 'Stimulus {number}' },
  inputDataType: { id: 'requests.qoe.inputDataType', defaultMessage: 'Input data type' },
  averageLength: { id: 'requests.qoe.averageLength', defaultMessage: 'Average length' },
  seconds: { id: 'requests.qoe.seconds', defaultMessage: 'seconds' },
  addStimulus: { id: 'requests.qoe.addStimulus', defaultMessage: 'Add stimulus' },
  removeStimulus: { id: 'requests.qoe.removeStimulus', defaultMessage: 'Remove stimulus {number}' },
  questions: { id: 'requests.qoe.questions', defaultMessage: 'Questions' },
  questionsHint: { id: 'requests.qoe.questionsHint', defaultMessage: 'From 1 to 10 questions asked about each input.' },
  question: { id: 'requests.qoe.question', defaultMessage: 'Question {number}' },
  questionType: { id: 'requests.qoe.questionType', defaultMessage: 'Question type' },
  scaleSize: { id: 'requests.qoe.scaleSize', defaultMessage: 'Scale size' },
  addQuestion: { id: 'requests.qoe.addQuestion', defaultMessage: 'Add question' },
  removeQuestion: { id: 'requests.qoe.removeQuestion', defaultMessage: 'Remove question {number}' },
});

function StimuliList() {
  const intl = useIntl();
  return (
    <RepeatableList<StimulusItem>
      name="stimuli"
      title={intl.formatMessage(qualityPageMessages.stimuli)}
      description={intl.formatMessage(qualityPageMessages.stimuliHint)}
      itemTitle={(number) => intl.formatMessage(qualityPageMessages.stimulus, { number })}
      addLabel={intl.formatMessage(qualityPageMessages.addStimulus)}
      removeLabel={(number) => intl.formatMessage(qualityPageMessages.removeStimulus, { number })}
      canAdd={canAddStimulus}
      canRemove={canRemoveStimulus}
      newItem={() => ({ ...newStimulus(), key: newItemKey() })}
    >
      {(stimulus, index, replace) => (
        <>
          <SelectField<InputDataType>
            name={`stimuli[${index}].inputDataType`}
            label={intl.formatMessage(qualityPageMessages.inputDataType)}
            options={INPUT_DATA_TYPES.map((t) => ({ value: t.value, label: intl.formatMessage(t.label) }))}
            placeholder={intl.formatMessage(qualityPageMessages.inputDataType)}
            onSelect={(type) => replace(withInputDataType(stimulus, type))}
          />
          {hasAverageLength(stimulus.inputDataType) ? (
            <NumberInputField
              name={`stimuli[${index}].averageLength`}
              label={intl.formatMessage(qualityPageMessages.averageLength)}
              unit={intl.formatMessage(qualityPageMessages.seconds)}
              description={intl.formatMessage(qualityMessages.averageLengthRange)}
              isRequired
              rule={averageLengthRule}
              whenEmpty={DEFAULT_AVERAGE_LENGTH_SECONDS}
            />
          ) : null}
        </>
      )}
    </RepeatableList>
  );
}

function QuestionsList() {
  const intl = useIntl();
  return (
    <RepeatableList<QuestionItem>
      name="questions"
      title={intl.formatMessage(qualityPageMessages.questions)}
      description={intl.formatMessage(qualityPageMessages.questionsHint)}
      itemTitle={(number) => intl.formatMessage(qualityPageMessages.question, { number })}
      addLabel={intl.formatMessage(qualityPageMessages.addQuestion)}
      removeLabel={(number) => intl.formatMessage(qualityPageMessages.removeQuestion, { number })}
      canAdd={canAddQuestion}
      canRemove={canRemoveQuestion}
      newItem={() => ({ ...newQuestion(), key: newItemKey() })}
    >
      {(question, index, replace) => (
        <>
          <SelectField<QuestionType>
            name={`questions[${index}].questionType`}
            label={intl.formatMessage(qualityPageMessages.questionType)}
            options={QUESTION_TYPES.map((t) => ({ value: t.value, label: intl.formatMessage(t.label) }))}
            placeholder={intl.formatMessage(qualityPageMessages.questionType)}
            onSelect={(type) => replace(withQuestionType(question, type))}
          />
          {hasScaleSize(question.questionType) ? (
            <NumberInputField
              name={`questions[${index}].scaleSize`}
              label={intl.formatMessage(qualityPageMessages.scaleSize)}
              description={intl.formatMessage(qualityMessages.scaleSizeRange)}
              isRequired
              rule={scaleSizeRule}
              whenEmpty={DEFAULT_SCALE_SIZE}
            />
          ) : null}
        </>
      )}
    </RepeatableList>
  );
}

function DefaultParametersSection() {
  const intl = useIntl();
  const form = useForm<QualityValues>();
  const { input: range } = useField<{ min: number; max: number }>('uniqueContributorsRange', {
    subscription: { value: true },
  });
  // Spec document 2 section 5: the range updates on blur of the size or the contributors per unit.
  const updateRange = () => {
    const { projectSize, contributorsPerInputDataUnit } = form.getState().values;
    form.change('uniqueContributorsRange', uniqueContributorsRangeOf(projectSize, contributorsPerInputDataUnit));
  };
  return (
    <>
      <NumberInputField
        name="projectSize"
        label={intl.formatMessage(qualityPageMessages.projectSize)}
        description={intl.formatMessage(qualityMessages.sizeMinimum)}
        isRequired
        rule={qoeSizeRule}
        whenEmpty={DEFAULT_QOE_SIZE}
        onCommit={updateRange}
      />
      <NumberInputField
        name="contributorsPerInputDataUnit"
        label={intl.formatMessage(qualityPageMessages.contributorsPerUnit)}
        description={intl.formatMessage(qualityMessages.contributorsMinimum)}
        isRequired
        rule={contributorsPerUnitRule}
        whenEmpty={DEFAULT_CONTRIBUTORS_PER_UNIT}
        onCommit={updateRange}
      />
      <NumberInputField
        name="minimumUniqueContributors"
        label={intl.formatMessage(qualityPageMessages.uniqueContributors)}
        description={intl.formatMessage(qualityMessages.uniqueContributorsRange, {
          min: intl.formatNumber(range.value.min),
          max: intl.formatNumber(range.value.max),
        })}
        isRequired
        rule={uniqueContributorsRule(range.value)}
      />
    </>
  );
}

function ProjectDetailsSection() {
  return (
    <>
      <ProjectNameField />
      <DeliveryDateField />
    </>
  );
}

function TaskDesignSection() {
  return (
    <>
      <StimuliList />
      <QuestionsList />
    </>
  );
}

/** Every item field name there can be (2 stimuli, 10 questions): their inputs come and go. */
const ITEM_FIELDS = [
  ...Array.from({ length: STIMULI_MAXIMUM }, (_, i) => [`stimuli[${i}].inputDataType`, `stimuli[${i}].averageLength`]),
  ...Array.from({ length: QUESTIONS_MAXIMUM }, (_, i) => [`questions[${i}].questionType`, `questions[${i}].scaleSize`]),
].flat();

export default function QualityOfExperiencePage() {
  const intl = useIntl();
  const type = projectType('quality-of-experience');
  return (
    <RequestsGate>
      <RequestForm<QualityValues>
        type={type.slug}
        title={intl.formatMessage(qualityPageMessages.title)}
        defaults={qualityDefaults}
        fromDraft={qualityFromDraft}
        validate={validateQuality}
        estimate={{ requestType: type.requestType, quantity: (values) => qualityQuantity(values.projectSize) }}
        dynamicFields={ITEM_FIELDS}
        submit={(enterpriseId, values) => submitQualityRequest(enterpriseId, qualityBody(values))}
        sections={[
          {
            id: 'project-details',
            title: intl.formatMessage(commonFieldMessages.projectDetailsSection),
            content: <ProjectDetailsSection />,
          },
          {
            id: 'task-design',
            title: intl.formatMessage(commonFieldMessages.taskDesignSection),
            content: <TaskDesignSection />,
          },
          {
            id: 'language',
            title: intl.formatMessage(commonFieldMessages.languageSection),
            content: <ServerLanguageField />,
          },
          {
            id: 'description',
            title: intl.formatMessage(commonFieldMessages.descriptionSection),
            content: <ProjectDescriptionField />,
          },
          {
            id: 'default-parameters',
            title: intl.formatMessage(commonFieldMessages.defaultParametersSection),
            content: <DefaultParametersSection />,
          },
          { id: 'notes', title: intl.formatMessage(commonFieldMessages.notesSection), content: <NotesField /> },
        ]}
      />
    </RequestsGate>
  );
}
