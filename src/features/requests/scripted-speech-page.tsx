/** The Scripted Speech request form (spec document 2 sections 3, 4 and 5 "Scripted speech"). */
import { useField, useForm } from 'react-final-form';
import { scriptedSpeechQuantity } from '../../domain/price-estimate';
import { projectType } from '../../domain/project-types';
import { parseNumberInput } from '../../domain/request-limits';
import {
  AUDIO_DEFAULTS,
  DEMOGRAPHICS_DEFAULTS,
  PROMPTS_MINIMUM,
  RECORDINGS_PER_PROMPT_MINIMUM,
  SCRIPTED_SPEECH_DETAILS_TYPES,
  SECONDS_PER_PROMPT,
  SPEECH_HOURS_MINIMUM,
  ScriptedSpeechDetailsType,
  ageGroupLabel,
  amountsForDetailsType,
  estimatedMaxRecordingsPerContributor,
  minimumUniqueContributors,
  promptsRule,
  recordingsPerPromptRule,
  scriptedSpeechMessages,
  speechHoursRule,
  totalRecordings,
} from '../../domain/scripted-speech';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { submitScriptedSpeechRequest } from './api';
import {
  DeliveryDateField,
  NotesField,
  ProjectDescriptionField,
  ProjectNameField,
  ServerLanguageField,
  commonFieldMessages,
} from './common-fields';
import { NumberInputField, RadioField, ReadOnlyValue } from './fields';
import {
  scriptedSpeechBody,
  scriptedSpeechDefaults,
  scriptedSpeechFromDraft,
  validateScriptedSpeech,
  type ScriptedSpeechValues,
} from './form-values';
import { RequestForm } from './request-form';
import { RequestsGate } from './requests-gate';

export const scriptedSpeechPageMessages = defineMessages({
  title: { id: 'requests.scriptedSpeech.title', defaultMessage: 'Scripted Speech request' },
  detailsType: { id: 'requests.scriptedSpeech.detailsType', defaultMessage: 'Size the project by' },
  speechHours: { id: 'requests.scriptedSpeech.speechHours', defaultMessage: 'Number of speech hours' },
  prompts: { id: 'requests.scriptedSpeech.prompts', defaultMessage: 'Number of prompts' },
  recordingsPerPrompt: { id: 'requests.scriptedSpeech.recordingsPerPrompt', defaultMessage: 'Recordings per prompt' },
  estimates: { id: 'requests.scriptedSpeech.estimates', defaultMessage: 'Estimates' },
  uniqueContributors: {
    id: 'requests.scriptedSpeech.uniqueContributors',
    defaultMessage: 'Minimum unique contributors',
  },
  maxPerContributor: {
    id: 'requests.scriptedSpeech.maxPerContributor',
    defaultMessage: 'Estimated maximum recordings per contributor',
  },
  totalRecordings: { id: 'requests.scriptedSpeech.totalRecordings', defaultMessage: 'Total recordings' },
  notApplicable: { id: 'requests.scriptedSpeech.notApplicable', defaultMessage: '-' },
  averageRecording: {
    id: 'requests.scriptedSpeech.averageRecording',
    defaultMessage: 'Estimates assume an average recording time of {seconds} seconds per prompt.',
  },
  audio: { id: 'requests.scriptedSpeech.audio', defaultMessage: 'Audio' },
  sampleRate: { id: 'requests.scriptedSpeech.sampleRate', defaultMessage: 'Sample rate' },
  sampleRateValue: { id: 'requests.scriptedSpeech.sampleRateValue', defaultMessage: '{value} kHz' },
  bitDepth: { id: 'requests.scriptedSpeech.bitDepth', defaultMessage: 'Bit depth' },
  bitDepthValue: { id: 'requests.scriptedSpeech.bitDepthValue', defaultMessage: '{value} bit' },
  leadingSilence: { id: 'requests.scriptedSpeech.leadingSilence', defaultMessage: 'Leading silence' },
  trailingSilence: { id: 'requests.scriptedSpeech.trailingSilence', defaultMessage: 'Trailing silence' },
  milliseconds: { id: 'requests.scriptedSpeech.milliseconds', defaultMessage: '{value} ms' },
  demographics: { id: 'requests.scriptedSpeech.demographics', defaultMessage: 'Demographics' },
  ageGroups: { id: 'requests.scriptedSpeech.ageGroups', defaultMessage: 'Age groups' },
  gender: { id: 'requests.scriptedSpeech.gender', defaultMessage: 'Gender' },
  genderValue: {
    id: 'requests.scriptedSpeech.genderValue',
    defaultMessage: 'Male {male}%, female {female}%, variance up to {variance}%',
  },
  defaultsNote: {
    id: 'requests.scriptedSpeech.defaultsNote',
    defaultMessage: 'These defaults apply to the recordings. Tell us in the notes if you need something else.',
  },
});

function Estimates() {
  const intl = useIntl();
  const { input: detailsType } = useField<ScriptedSpeechDetailsType>('detailsType', { subscription: { value: true } });
  const { input: hours } = useField<string | undefined>('numberOfSpeechHours', { subscription: { value: true } });
  const { input: prompts } = useField<string | undefined>('numberOfPrompts', { subscription: { value: true } });
  const { input: recordings } = useField<string | undefined>('numberOfRecordingsPerPrompt', {
    subscription: { value: true },
  });
  const whole = (text: string | undefined) => {
    const value = parseNumberInput(text);
    return value === undefined ? undefined : Math.round(value);
  };
  const shown = (value: number | undefined) =>
    value === undefined ? intl.formatMessage(scriptedSpeechPageMessages.notApplicable) : intl.formatNumber(value);
  const promptCount = whole(prompts.value);
  const recordingCount = whole(recordings.value);
  return (
    <div className="request-subsection">
      <h4 className="request-subsection__title">{intl.formatMessage(scriptedSpeechPageMessages.estimates)}</h4>
      <dl className="read-only-values">
        <ReadOnlyValue
          label={intl.formatMessage(scriptedSpeechPageMessages.uniqueContributors)}
          value={shown(minimumUniqueContributors(recordingCount))}
        />
        <ReadOnlyValue
          label={intl.formatMessage(scriptedSpeechPageMessages.maxPerContributor)}
          value={shown(
            estimatedMaxRecordingsPerContributor(detailsType.value, {
              hours: whole(hours.value),
              prompts: promptCount,
            }),
          )}
        />
        <ReadOnlyValue
          label={intl.formatMessage(scriptedSpeechPageMessages.totalRecordings)}
          value={shown(totalRecordings(promptCount, recordingCount))}
        />
      </dl>
    </div>
  );
}

function RecordingDefaults() {
  const intl = useIntl();
  const ms = (value: number) => intl.formatMessage(scriptedSpeechPageMessages.milliseconds, { value });
  const ageGroups = DEMOGRAPHICS_DEFAULTS.ageGroups
    .map((group) => {
      const { message, values } = ageGroupLabel(group);
      return intl.formatMessage(message, values);
    })
    .join(', ');
  return (
    <>
      <div className="request-subsection">
        <h4 className="request-subsection__title">{intl.formatMessage(scriptedSpeechPageMessages.audio)}</h4>
        <dl className="read-only-values">
          <ReadOnlyValue
            label={intl.formatMessage(scriptedSpeechPageMessages.sampleRate)}
            value={intl.formatMessage(scriptedSpeechPageMessages.sampleRateValue, {
              value: AUDIO_DEFAULTS.sampleRateKHz,
            })}
          />
          <ReadOnlyValue
            label={intl.formatMessage(scriptedSpeechPageMessages.bitDepth)}
            value={intl.formatMessage(scriptedSpeechPageMessages.bitDepthValue, { value: AUDIO_DEFAULTS.bitDepth })}
          />
          <ReadOnlyValue
            label={intl.formatMessage(scriptedSpeechPageMessages.leadingSilence)}
            value={ms(AUDIO_DEFAULTS.leadingSilenceMs)}
          />
          <ReadOnlyValue
            label={intl.formatMessage(scriptedSpeechPageMessages.trailingSilence)}
            value={ms(AUDIO_DEFAULTS.trailingSilenceMs)}
          />
        </dl>
      </div>
      <div className="request-subsection">
        <h4 className="request-subsection__title">{intl.formatMessage(scriptedSpeechPageMessages.demographics)}</h4>
        <dl className="read-only-values">
          <ReadOnlyValue label={intl.formatMessage(scriptedSpeechPageMessages.ageGroups)} value={ageGroups} />
          <ReadOnlyValue
            label={intl.formatMessage(scriptedSpeechPageMessages.gender)}
            value={intl.formatMessage(scriptedSpeechPageMessages.genderValue, {
              male: DEMOGRAPHICS_DEFAULTS.malePercent,
              female: DEMOGRAPHICS_DEFAULTS.femalePercent,
              variance: DEMOGRAPHICS_DEFAULTS.varianceUpToPercent,
            })}
          />
        </dl>
      </div>
      <p className="muted">{intl.formatMessage(scriptedSpeechPageMessages.defaultsNote)}</p>
    </>
  );
}

function DefaultParametersSection() {
  const intl = useIntl();
  const form = useForm<ScriptedSpeechValues>();
  const { input: detailsType } = useField<ScriptedSpeechDetailsType>('detailsType', { subscription: { value: true } });
  const hoursBased = detailsType.value === ScriptedSpeechDetailsType.HoursBased;
  return (
    <>
      <RadioField<ScriptedSpeechDetailsType>
        name="detailsType"
        label={intl.formatMessage(scriptedSpeechPageMessages.detailsType)}
        options={SCRIPTED_SPEECH_DETAILS_TYPES.map((t) => ({ value: t.value, label: intl.formatMessage(t.label) }))}
        onSelect={(value) => {
          if (value === form.getState().values.detailsType) return;
          // Spec document 2 section 4: hours-based clears prompts and recordings and sets 50 hours;
          // prompt-based clears the hours and sets 20 prompts of 50 recordings.
          const amounts = amountsForDetailsType(value);
          form.batch(() => {
            form.change('detailsType', value);
            form.change('numberOfSpeechHours', amounts.numberOfSpeechHours);
            form.change('numberOfPrompts', amounts.numberOfPrompts);
            form.change('numberOfRecordingsPerPrompt', amounts.numberOfRecordingsPerPrompt);
          });
        }}
      />
      {hoursBased ? (
        <NumberInputField
          key="hours"
          name="numberOfSpeechHours"
          label={intl.formatMessage(scriptedSpeechPageMessages.speechHours)}
          description={intl.formatMessage(scriptedSpeechMessages.hoursMinimum)}
          isRequired
          rule={speechHoursRule}
          whenEmpty={SPEECH_HOURS_MINIMUM}
        />
      ) : (
        <div className="request-field-row" key="prompts">
          <NumberInputField
            name="numberOfPrompts"
            label={intl.formatMessage(scriptedSpeechPageMessages.prompts)}
            description={intl.formatMessage(scriptedSpeechMessages.promptsMinimum)}
            isRequired
            rule={promptsRule}
            whenEmpty={PROMPTS_MINIMUM}
          />
          <NumberInputField
            name="numberOfRecordingsPerPrompt"
            label={intl.formatMessage(scriptedSpeechPageMessages.recordingsPerPrompt)}
            description={intl.formatMessage(scriptedSpeechMessages.recordingsMinimum)}
            isRequired
            rule={recordingsPerPromptRule}
            whenEmpty={RECORDINGS_PER_PROMPT_MINIMUM}
          />
        </div>
      )}
      <Estimates />
      <p className="muted">
        {intl.formatMessage(scriptedSpeechPageMessages.averageRecording, { seconds: SECONDS_PER_PROMPT })}
      </p>
      <RecordingDefaults />
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

export default function ScriptedSpeechPage() {
  const intl = useIntl();
  const type = projectType('scripted-speech');
  return (
    <RequestsGate>
      <RequestForm<ScriptedSpeechValues>
        type={type.slug}
        title={intl.formatMessage(scriptedSpeechPageMessages.title)}
        defaults={scriptedSpeechDefaults}
        fromDraft={scriptedSpeechFromDraft}
        validate={validateScriptedSpeech}
        estimate={{
          requestType: type.requestType,
          quantity: (values) =>
            scriptedSpeechQuantity(values.detailsType, {
              hours: values.numberOfSpeechHours,
              prompts: values.numberOfPrompts,
              recordingsPerPrompt: values.numberOfRecordingsPerPrompt,
            }),
        }}
        dynamicFields={['numberOfSpeechHours', 'numberOfPrompts', 'numberOfRecordingsPerPrompt']}
        submit={(enterpriseId, values) => submitScriptedSpeechRequest(enterpriseId, scriptedSpeechBody(values))}
        sections={[
          {
            id: 'project-details',
            title: intl.formatMessage(commonFieldMessages.projectDetailsSection),
            content: <ProjectDetailsSection />,
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
