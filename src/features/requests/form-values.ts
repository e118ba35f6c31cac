/**
 * The values, defaults, validation and request bodies of the three request forms. Inputs hold text
 * (what the user typed); the body builders turn them into the API's types. The rules themselves live
 * in src/domain/.
 */
import type { components } from '../../api/schema';
import { isContentCategory, type ContentCategory } from '../../domain/content-categories';
import { deliveryDateValue, validateDeliveryDate } from '../../domain/delivery-date';
import { isAllowedPair, isSourceLanguage } from '../../domain/languages';
import {
  DEFAULT_QOE_SIZE,
  DEFAULT_CONTRIBUTORS_PER_UNIT,
  averageLengthRule,
  contributorsPerUnitRule,
  hasAverageLength,
  hasScaleSize,
  isInputDataType,
  isQuestionType,
  newQuestion,
  newStimulus,
  qoeSizeRule,
  QUESTIONS_MAXIMUM,
  scaleSizeRule,
  STIMULI_MAXIMUM,
  uniqueContributorsRange,
  uniqueContributorsRangeOf,
  uniqueContributorsRule,
  validateAverageLength,
  validateContributorsPerUnit,
  validateQoeSize,
  validateScaleSize,
  validateUniqueContributors,
  type QuestionInput,
  type StimulusInput,
} from '../../domain/quality-of-experience';
import {
  DEFAULT_PROJECT_SIZE_TYPE,
  isProjectSizeType,
  projectSizeMinimum,
  projectSizeRule,
  validateProjectSize,
  type ProjectSizeType,
} from '../../domain/project-size';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  normalizeNumberInput,
  optionalText,
  requiredProblem,
  validateName,
  validateOptionalText,
  validateRequired,
  type NumberRule,
} from '../../domain/request-limits';
import type { FieldProblem } from '../../domain/validation';
import {
  amountsForDetailsType,
  DEFAULT_DETAILS_TYPE,
  isDetailsType,
  promptsRule,
  recordingsPerPromptRule,
  ScriptedSpeechDetailsType,
  speechHoursRule,
  validatePrompts,
  validateRecordingsPerPrompt,
  validateSpeechHours,
} from '../../domain/scripted-speech';

type Schemas = components['schemas'];
export type TranslationBody = Schemas['TranslationRequest'];
export type ScriptedSpeechBody = Schemas['ScriptedSpeechRequest'];
export type QualityBody = Schemas['QualityOfExperienceRequest'];

/** Errors by field name; arrays of stimuli and questions hold one entry per item. */
export type FormErrors = Record<string, FieldProblem | (Record<string, FieldProblem> | undefined)[] | undefined>;

interface GeneralValues {
  name?: string;
  projectDescription?: string;
  desiredDeliveryDate?: string;
}

function generalErrors(values: GeneralValues, today: Date): FormErrors {
  return {
    name: validateName(values.name),
    projectDescription: validateOptionalText(values.projectDescription, DESCRIPTION_MAX_LENGTH),
    desiredDeliveryDate: validateDeliveryDate(values.desiredDeliveryDate, today),
  };
}

function generalBody(values: GeneralValues) {
  return {
    name: (values.name ?? '').trim().slice(0, NAME_MAX_LENGTH),
    projectDescription: optionalText(values.projectDescription),
    desiredDeliveryDate: deliveryDateValue(values.desiredDeliveryDate),
  };
}

/** Drops undefined entries, so final-form sees only real errors. */
function compact(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem !== undefined));
}

const committedNumber = (text: string | undefined, rule: NumberRule): number =>
  Number(normalizeNumberInput(text, rule, rule.min));

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function generalFromDraft(raw: Record<string, unknown>): GeneralValues {
  return {
    name: str(raw.name),
    projectDescription: str(raw.projectDescription),
    desiredDeliveryDate: str(raw.desiredDeliveryDate),
  };
}

// ───────────────────────────── Translation ─────────────────────────────

export interface TranslationValues extends GeneralValues {
  sourceLanguage?: string;
  targetLanguage?: string;
  twoTranslations: boolean;
  /** 'none': 'Not specified' (the category is optional). */
  contentCategory: ContentCategory | 'none';
  projectSizeType: ProjectSizeType;
  projectSize?: string;
}

export function translationDefaults(): TranslationValues {
  return {
    twoTranslations: false,
    contentCategory: 'none',
    projectSizeType: DEFAULT_PROJECT_SIZE_TYPE,
    projectSize: String(projectSizeMinimum(DEFAULT_PROJECT_SIZE_TYPE)),
  };
}

export function validateTranslation(values: TranslationValues, today: Date): FormErrors {
  return compact({
    sourceLanguage: validateRequired(values.sourceLanguage),
    targetLanguage:
      validateRequired(values.targetLanguage) ??
      (isAllowedPair(values.sourceLanguage, values.targetLanguage) ? undefined : requiredProblem()),
    projectSize: validateProjectSize(values.projectSize, values.projectSizeType),
    ...generalErrors(values, today),
  });
}

export function translationBody(values: TranslationValues): TranslationBody {
  return {
    ...generalBody(values),
    sourceLanguage: values.sourceLanguage ?? '',
    targetLanguage: values.targetLanguage ?? '',
    twoTranslations: values.twoTranslations,
    ...(values.contentCategory === 'none' ? {} : { contentCategory: values.contentCategory }),
    projectSizeType: values.projectSizeType,
    projectSize: committedNumber(values.projectSize, projectSizeRule(values.projectSizeType)),
  };
}

export function translationFromDraft(raw: Record<string, unknown>): TranslationValues {
  const defaults = translationDefaults();
  const source = isSourceLanguage(raw.sourceLanguage) ? raw.sourceLanguage : undefined;
  const target = str(raw.targetLanguage);
  const sizeType = isProjectSizeType(raw.projectSizeType) ? raw.projectSizeType : defaults.projectSizeType;
  return {
    ...generalFromDraft(raw),
    sourceLanguage: source,
    targetLanguage: isAllowedPair(source, target) ? target : undefined,
    twoTranslations: raw.twoTranslations === true,
    contentCategory: isContentCategory(raw.contentCategory) ? raw.contentCategory : 'none',
    projectSizeType: sizeType,
    projectSize: str(raw.projectSize) ?? String(projectSizeMinimum(sizeType)),
  };
}

// ───────────────────────────── Scripted speech ─────────────────────────────

export interface ScriptedSpeechValues extends GeneralValues {
  language?: string;
  notes?: string;
  detailsType: ScriptedSpeechDetailsType;
  numberOfSpeechHours?: string;
  numberOfPrompts?: string;
  numberOfRecordingsPerPrompt?: string;
}

export function scriptedSpeechDefaults(): ScriptedSpeechValues {
  return { detailsType: DEFAULT_DETAILS_TYPE, ...amountsForDetailsType(DEFAULT_DETAILS_TYPE) };
}

export function validateScriptedSpeech(values: ScriptedSpeechValues, today: Date): FormErrors {
  const hoursBased = values.detailsType === ScriptedSpeechDetailsType.HoursBased;
  return compact({
    language: validateRequired(values.language),
    notes: validateOptionalText(values.notes, NOTES_MAX_LENGTH),
    numberOfSpeechHours: hoursBased ? validateSpeechHours(values.numberOfSpeechHours) : undefined,
    numberOfPrompts: hoursBased ? undefined : validatePrompts(values.numberOfPrompts),
    numberOfRecordingsPerPrompt: hoursBased
      ? undefined
      : validateRecordingsPerPrompt(values.numberOfRecordingsPerPrompt),
    ...generalErrors(values, today),
  });
}

export function scriptedSpeechBody(values: ScriptedSpeechValues): ScriptedSpeechBody {
  const hoursBased = values.detailsType === ScriptedSpeechDetailsType.HoursBased;
  return {
    ...generalBody(values),
    notes: optionalText(values.notes),
    language: values.language ?? '',
    detailsType: values.detailsType,
    ...(hoursBased
      ? { numberOfSpeechHours: committedNumber(values.numberOfSpeechHours, speechHoursRule) }
      : {
          numberOfPrompts: committedNumber(values.numberOfPrompts, promptsRule),
          numberOfRecordingsPerPrompt: committedNumber(values.numberOfRecordingsPerPrompt, recordingsPerPromptRule),
        }),
  };
}

export function scriptedSpeechFromDraft(raw: Record<string, unknown>): ScriptedSpeechValues {
  const detailsType = isDetailsType(raw.detailsType) ? raw.detailsType : DEFAULT_DETAILS_TYPE;
  const amounts = amountsForDetailsType(detailsType);
  const hoursBased = detailsType === ScriptedSpeechDetailsType.HoursBased;
  return {
    ...generalFromDraft(raw),
    language: str(raw.language),
    notes: str(raw.notes),
    detailsType,
    numberOfSpeechHours: hoursBased ? (str(raw.numberOfSpeechHours) ?? amounts.numberOfSpeechHours) : undefined,
    numberOfPrompts: hoursBased ? undefined : (str(raw.numberOfPrompts) ?? amounts.numberOfPrompts),
    numberOfRecordingsPerPrompt: hoursBased
      ? undefined
      : (str(raw.numberOfRecordingsPerPrompt) ?? amounts.numberOfRecordingsPerPrompt),
  };
}

// ───────────────────────────── Quality of Experience ─────────────────────────────

let nextItemKey = 1;
/** A stable React key for a stimulus or question (never sent). */
export const newItemKey = (): string => `item-${nextItemKey++}`;

export type StimulusItem = StimulusInput & { key: string };
export type QuestionItem = QuestionInput & { key: string };

export interface QualityValues extends GeneralValues {
  language?: string;
  notes?: string;
  projectSize?: string;
  contributorsPerInputDataUnit?: string;
  minimumUniqueContributors?: string;
  /**
   * The allowed range of minimum unique contributors. Spec document 2 section 5: "The range updates on
   * blur of size or contributors", so it is kept here and recomputed by those fields' blur, not while
   * typing.
   */
  uniqueContributorsRange: { min: number; max: number };
  stimuli: StimulusItem[];
  questions: QuestionItem[];
}

export function qualityDefaults(): QualityValues {
  return {
    projectSize: String(DEFAULT_QOE_SIZE),
    contributorsPerInputDataUnit: String(DEFAULT_CONTRIBUTORS_PER_UNIT),
    uniqueContributorsRange: uniqueContributorsRange(DEFAULT_QOE_SIZE, DEFAULT_CONTRIBUTORS_PER_UNIT),
    stimuli: [{ ...newStimulus(), key: newItemKey() }],
    questions: [{ ...newQuestion(), key: newItemKey() }],
  };
}

export function validateQuality(values: QualityValues, today: Date): FormErrors {
  const stimuli = values.stimuli.map((stimulus) => {
    const averageLength = hasAverageLength(stimulus.inputDataType)
      ? validateAverageLength(stimulus.averageLength)
      : undefined;
    return averageLength ? { averageLength } : undefined;
  });
  const questions = values.questions.map((question) => {
    const scaleSize = hasScaleSize(question.questionType) ? validateScaleSize(question.scaleSize) : undefined;
    return scaleSize ? { scaleSize } : undefined;
  });
  return compact({
    language: validateRequired(values.language),
    notes: validateOptionalText(values.notes, NOTES_MAX_LENGTH),
    projectSize: validateQoeSize(values.projectSize),
    contributorsPerInputDataUnit: validateContributorsPerUnit(values.contributorsPerInputDataUnit),
    minimumUniqueContributors: validateUniqueContributors(
      values.minimumUniqueContributors,
      values.uniqueContributorsRange,
    ),
    stimuli: stimuli.some(Boolean) ? stimuli : undefined,
    questions: questions.some(Boolean) ? questions : undefined,
    ...generalErrors(values, today),
  });
}

export function qualityBody(values: QualityValues): QualityBody {
  return {
    ...generalBody(values),
    notes: optionalText(values.notes),
    language: values.language ?? '',
    projectSize: committedNumber(values.projectSize, qoeSizeRule),
    contributorsPerInputDataUnit: committedNumber(values.contributorsPerInputDataUnit, contributorsPerUnitRule),
    minimumUniqueContributors: committedNumber(
      values.minimumUniqueContributors,
      uniqueContributorsRule(values.uniqueContributorsRange),
    ),
    stimuli: values.stimuli.map((stimulus) => ({
      inputDataType: stimulus.inputDataType,
      ...(hasAverageLength(stimulus.inputDataType)
        ? { averageLength: committedNumber(stimulus.averageLength, averageLengthRule) }
        : {}),
    })),
    questions: values.questions.map((question) => ({
      questionType: question.questionType,
      ...(hasScaleSize(question.questionType) ? { scaleSize: committedNumber(question.scaleSize, scaleSizeRule) } : {}),
    })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function qualityFromDraft(raw: Record<string, unknown>): QualityValues {
  const defaults = qualityDefaults();
  const stimuli = (Array.isArray(raw.stimuli) ? raw.stimuli : [])
    .filter(isRecord)
    .slice(0, STIMULI_MAXIMUM)
    .map((item): StimulusItem => {
      const type = isInputDataType(item.inputDataType) ? item.inputDataType : newStimulus().inputDataType;
      return {
        key: newItemKey(),
        inputDataType: type,
        averageLength: hasAverageLength(type) ? (str(item.averageLength) ?? newStimulus().averageLength) : undefined,
      };
    });
  const questions = (Array.isArray(raw.questions) ? raw.questions : [])
    .filter(isRecord)
    .slice(0, QUESTIONS_MAXIMUM)
    .map((item): QuestionItem => {
      const type = isQuestionType(item.questionType) ? item.questionType : newQuestion().questionType;
      return {
        key: newItemKey(),
        questionType: type,
        scaleSize: hasScaleSize(type) ? (str(item.scaleSize) ?? newQuestion().scaleSize) : undefined,
      };
    });
  const projectSize = str(raw.projectSize) ?? defaults.projectSize;
  const contributorsPerInputDataUnit = str(raw.contributorsPerInputDataUnit) ?? defaults.contributorsPerInputDataUnit;
  return {
    ...generalFromDraft(raw),
    language: str(raw.language),
    notes: str(raw.notes),
    projectSize,
    contributorsPerInputDataUnit,
    minimumUniqueContributors: str(raw.minimumUniqueContributors),
    uniqueContributorsRange: uniqueContributorsRangeOf(projectSize, contributorsPerInputDataUnit),
    stimuli: stimuli.length > 0 ? stimuli : defaults.stimuli,
    questions: questions.length > 0 ? questions : defaults.questions,
  };
}

// ───────────────────────────── Request again ─────────────────────────────

export type ProjectRequest = Schemas['ProjectRequestResult'];

const COPY_SUFFIX = ' (copy)';
const text = (value: number | null | undefined): string | undefined =>
  typeof value === 'number' ? String(value) : undefined;

/**
 * 'Request again': a submitted request as a draft of its type's form (the raw values
 * each form reads through its own `fromDraft`, which lets nothing invalid in): the same parameters,
 * the name suffixed ' (copy)' and no delivery date (the old one is likely past; the user picks one).
 */
export function requestAsDraft(request: ProjectRequest): Record<string, unknown> {
  const p = request.parameters;
  const language = request.projectRequestLanguages[0]?.languageCode;
  return {
    name: `${request.name}${COPY_SUFFIX}`,
    projectDescription: request.projectDescription ?? undefined,
    // Translation
    sourceLanguage: p.SourceLanguage,
    targetLanguage: p.TargetLanguage,
    twoTranslations: p.TwoTranslations,
    contentCategory: p.ContentCategory,
    projectSizeType: p.ProjectSizeType,
    projectSize: text(p.ProjectSize),
    // Scripted Speech and Quality of Experience
    language,
    notes: p.Notes ?? undefined,
    detailsType:
      p.ProjectScriptedSpeechDetailsType === 'HourBased'
        ? ScriptedSpeechDetailsType.HoursBased
        : ScriptedSpeechDetailsType.PromptBased,
    numberOfSpeechHours: text(p.NumberOfSpeechHours),
    numberOfPrompts: text(p.NumberOfPrompts),
    numberOfRecordingsPerPrompt: text(p.NumberOfRecordingsPerPrompt),
    contributorsPerInputDataUnit: text(p.ContributorsPerInputDataUnit),
    minimumUniqueContributors: text(p.MinimumUniqueContributors),
    stimuli: (p.Stimulus ?? []).map((s) => ({ inputDataType: s.InputDataType, averageLength: text(s.AverageLength) })),
    questions: (p.Questions ?? []).map((q) => ({ questionType: q.QuestionType, scaleSize: text(q.ScaleSize) })),
  };
}
