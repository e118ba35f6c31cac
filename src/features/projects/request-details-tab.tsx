import { Fragment, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { withQuery } from '../../config/route-table';
import { LONG_DATE_FORMAT, dayAsDate, detailsDateTime, isIsoDay } from '../../domain/dates';
import type { ProjectTypeSlug } from '../../domain/project-types';
import { requestStatusDisplay } from '../../domain/statuses';
import { useIntl, type PortalIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { Link } from '../../ui/link';
import type { ProjectDetails, ProjectRequestResult } from './api';
import { languageLabel } from '../../domain/languages';
import {
  contentCategoryLabel,
  inputDataTypeLabel,
  questionTypeLabel,
  requestTypeLabel,
  scriptedSpeechTypeLabel,
} from './labels';
import { detailsMessages, requestMessages as m } from './details-messages';

type Parameters = ProjectRequestResult['parameters'];
type Entry = [label: string, value: ReactNode];

// Here rather than in ./details-messages.ts, which loads with the projects list.
const againMessages = defineMessages({
  requestAgain: { id: 'projects.request.again', defaultMessage: 'Request again' },
});

const RequestType = { Translation: 1, ScriptedSpeech: 2, QualityOfExperience: 3 } as const;
/** The request form of each type (domain/project-types.ts has the same, with texts this tab does not need). */
const FORM_OF_TYPE: Partial<Record<number, ProjectTypeSlug>> = {
  [RequestType.Translation]: 'translation',
  [RequestType.ScriptedSpeech]: 'scripted-speech',
  [RequestType.QualityOfExperience]: 'quality-of-experience',
};

function List({ entries }: { entries: Entry[] }) {
  return (
    <dl className="details-list">
      {entries.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const orNone = (intl: PortalIntl, value: ReactNode | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? intl.formatMessage(m.none) : value;

const number = (intl: PortalIntl, value: number | null | undefined) =>
  typeof value === 'number' ? intl.formatNumber(value) : null;

const language = (intl: PortalIntl, code: string | null | undefined) =>
  code ? languageLabel(code, intl.locale) : null;

/** Translation: SourceLanguage, TargetLanguage, TwoTranslations, ContentCategory, ProjectSize, ProjectSizeType. */
function translationEntries(intl: PortalIntl, p: Parameters): Entry[] {
  const category = typeof p.ContentCategory === 'number' ? contentCategoryLabel(p.ContentCategory) : null;
  const size =
    typeof p.ProjectSize === 'number'
      ? intl.formatMessage(p.ProjectSizeType === 1 ? m.sizeSentences : m.sizeWords, { count: p.ProjectSize })
      : null;
  return [
    [intl.formatMessage(m.sourceLanguage), orNone(intl, language(intl, p.SourceLanguage))],
    [intl.formatMessage(m.targetLanguage), orNone(intl, language(intl, p.TargetLanguage))],
    [
      intl.formatMessage(m.twoTranslations),
      typeof p.TwoTranslations === 'boolean'
        ? intl.formatMessage(p.TwoTranslations ? m.yes : m.no)
        : orNone(intl, null),
    ],
    [intl.formatMessage(m.contentCategory), orNone(intl, category ? intl.formatMessage(category) : null)],
    [intl.formatMessage(m.projectSize), orNone(intl, size)],
  ];
}

/**
 * Scripted speech: ProjectScriptedSpeechDetailsType ('HourBased', any other value is prompt-based),
 * NumberOfSpeechHours, NumberOfPrompts, NumberOfRecordingsPerPrompt, Notes; the language is the first
 * entry of projectRequestLanguages.
 */
function scriptedSpeechEntries(intl: PortalIntl, p: Parameters, request: ProjectRequestResult): Entry[] {
  const hourBased = p.ProjectScriptedSpeechDetailsType === 'HourBased';
  const type = scriptedSpeechTypeLabel(p.ProjectScriptedSpeechDetailsType);
  const entries: Entry[] = [
    [intl.formatMessage(m.language), orNone(intl, language(intl, request.projectRequestLanguages[0]?.languageCode))],
    [intl.formatMessage(m.detailsType), orNone(intl, type ? intl.formatMessage(type) : null)],
  ];
  if (hourBased) entries.push([intl.formatMessage(m.speechHours), orNone(intl, number(intl, p.NumberOfSpeechHours))]);
  else {
    entries.push([intl.formatMessage(m.prompts), orNone(intl, number(intl, p.NumberOfPrompts))]);
    entries.push([
      intl.formatMessage(m.recordingsPerPrompt),
      orNone(intl, number(intl, p.NumberOfRecordingsPerPrompt)),
    ]);
  }
  entries.push([intl.formatMessage(m.notes), orNone(intl, p.Notes)]);
  return entries;
}

/**
 * Quality of Experience: ProjectSize, ContributorsPerInputDataUnit, MinimumUniqueContributors,
 * Stimulus (InputDataType, AverageLength), Questions (QuestionType, ScaleSize), Notes.
 */
function qualityEntries(intl: PortalIntl, p: Parameters, request: ProjectRequestResult): Entry[] {
  const stimuli = p.Stimulus ?? [];
  const questions = p.Questions ?? [];
  const label = (message: ReturnType<typeof inputDataTypeLabel>) => (message ? intl.formatMessage(message) : '-');
  return [
    [intl.formatMessage(m.language), orNone(intl, language(intl, request.projectRequestLanguages[0]?.languageCode))],
    [
      intl.formatMessage(m.projectSize),
      orNone(
        intl,
        typeof p.ProjectSize === 'number' ? intl.formatMessage(m.sizeUnits, { count: p.ProjectSize }) : null,
      ),
    ],
    [intl.formatMessage(m.contributorsPerUnit), orNone(intl, number(intl, p.ContributorsPerInputDataUnit))],
    [intl.formatMessage(m.minimumContributors), orNone(intl, number(intl, p.MinimumUniqueContributors))],
    [
      intl.formatMessage(m.stimuli),
      stimuli.length === 0 ? (
        intl.formatMessage(m.none)
      ) : (
        <ol className="details-sublist">
          {stimuli.map((stimulus, i) => (
            <li key={i}>
              {label(inputDataTypeLabel(stimulus.InputDataType))}
              {typeof stimulus.AverageLength === 'number'
                ? `, ${intl.formatMessage(m.averageLength)}: ${intl.formatMessage(m.seconds, { value: intl.formatNumber(stimulus.AverageLength) })}`
                : null}
            </li>
          ))}
        </ol>
      ),
    ],
    [
      intl.formatMessage(m.questions),
      questions.length === 0 ? (
        intl.formatMessage(m.none)
      ) : (
        <ol className="details-sublist">
          {questions.map((question, i) => (
            <li key={i}>
              {label(questionTypeLabel(question.QuestionType))}
              {typeof question.ScaleSize === 'number'
                ? `, ${intl.formatMessage(m.scaleSize)}: ${intl.formatNumber(question.ScaleSize)}`
                : null}
            </li>
          ))}
        </ol>
      ),
    ],
    [intl.formatMessage(m.notes), orNone(intl, p.Notes)],
  ];
}

export function parameterEntries(intl: PortalIntl, request: ProjectRequestResult): Entry[] {
  const p = request.parameters;
  if (request.requestType === RequestType.Translation) return translationEntries(intl, p);
  if (request.requestType === RequestType.ScriptedSpeech) return scriptedSpeechEntries(intl, p, request);
  if (request.requestType === RequestType.QualityOfExperience) return qualityEntries(intl, p, request);
  return [];
}

/**
 * The request details tab (spec document 2 section 3: the request entities and their details view).
 * 'Request again' opens the form in the enterprise the details carry.
 */
export function RequestDetailsTab({
  details,
  mayRequest,
}: {
  details: ProjectDetails;
  /** can(role, 'requestProjects'): the user may request projects, so 'Request again' shows. */
  mayRequest: boolean;
}) {
  const intl = useIntl();
  const request = details.projectRequestResult;
  const title = (
    <h2 id="details-tab-title" className="details-tab-title">
      {intl.formatMessage(detailsMessages.tabRequestDetails)}
    </h2>
  );
  if (!request) {
    return (
      <>
        {title}
        <p className="details-panel">{intl.formatMessage(m.missing)}</p>
      </>
    );
  }
  const type = requestTypeLabel(request.requestType);
  const status = requestStatusDisplay(request.status);
  // Decision: the spec's details format with a time ('MMMM Do, YYYY' 'h:mmA' GMT, domain/dates.ts) is
  // for the one details date that carries a meaningful time, the request's submission. The sidebar
  // keeps the spec's "long month form" (a date only), and the desired delivery date is a day
  // (yyyy-MM-dd), which has no time to show.
  const submitted = detailsDateTime(request.creationDate, intl.locale);
  const delivery =
    request.desiredDeliveryDate && isIsoDay(request.desiredDeliveryDate)
      ? intl.formatDate(dayAsDate(request.desiredDeliveryDate), LONG_DATE_FORMAT)
      : null;
  const general: Entry[] = [
    [intl.formatMessage(m.name), request.name],
    [intl.formatMessage(detailsMessages.requestType), orNone(intl, type ? intl.formatMessage(type) : null)],
    ...(status ? ([[intl.formatMessage(m.status), intl.formatMessage(status.label)]] as Entry[]) : []),
    [intl.formatMessage(m.submitted), orNone(intl, submitted)],
    [intl.formatMessage(m.description), orNone(intl, request.projectDescription)],
    [intl.formatMessage(m.desiredDelivery), orNone(intl, delivery)],
  ];
  const parameters = parameterEntries(intl, request);
  // 'Request again': the form of the same type, filled with this request's parameters (see the
  // requests feature's RequestForm: `?from=` names the request).
  const formType = mayRequest ? FORM_OF_TYPE[request.requestType] : undefined;
  return (
    <>
      {title}
      <div className="details-panel">
        {formType ? (
          <p className="details-actions">
            <Link
              className="button button--secondary link-button"
              href={withQuery(paths.projectRequestForm(details.enterpriseId, formType), {
                from: request.projectRequestId,
              })}
            >
              {intl.formatMessage(againMessages.requestAgain)}
            </Link>
          </p>
        ) : null}
        <section className="details-section" aria-labelledby="request-general">
          <h3 id="request-general">{intl.formatMessage(m.general)}</h3>
          <List entries={general} />
        </section>
        {parameters.length > 0 ? (
          <section className="details-section" aria-labelledby="request-parameters">
            <h3 id="request-parameters">{intl.formatMessage(m.parameters)}</h3>
            <List entries={parameters} />
          </section>
        ) : null}
      </div>
    </>
  );
}
