import { defineMessages, type Message } from '../i18n/define-messages';
import {
  NUMBER_MAX,
  isNumberInRange,
  outOfRangeProblem,
  parseNumberInput,
  requiredProblem,
  type NumberRule,
} from './request-limits';
import { problemOf, type FieldProblem } from './validation';

/**
 * Spec document 2 sections 3, 5 and 9 "Quality of Experience": the project size, contributors per
 * input data unit, the range of minimum unique contributors, stimuli and questions.
 */
export const qualityMessages = defineMessages({
  sizeMinimum: { id: 'requests.qoe.sizeMinimum', defaultMessage: '500 input data units minimum' },
  contributorsMinimum: { id: 'requests.qoe.contributorsMinimum', defaultMessage: '5 contributors minimum' },
  uniqueContributorsRange: { id: 'requests.qoe.uniqueContributorsRange', defaultMessage: 'From {min} to {max}' },
  audio: { id: 'requests.qoe.inputType.audio', defaultMessage: 'Audio' },
  video: { id: 'requests.qoe.inputType.video', defaultMessage: 'Video' },
  text: { id: 'requests.qoe.inputType.text', defaultMessage: 'Text' },
  image: { id: 'requests.qoe.inputType.image', defaultMessage: 'Image' },
  continuousScale: { id: 'requests.qoe.questionType.continuousScale', defaultMessage: 'Continuous scale' },
  discreteScale: { id: 'requests.qoe.questionType.discreteScale', defaultMessage: 'Discrete scale' },
  freeText: { id: 'requests.qoe.questionType.freeText', defaultMessage: 'Free text' },
  averageLengthRange: {
    id: 'requests.qoe.averageLengthRange',
    defaultMessage: 'From 0.1 to 300 seconds, in steps of 0.1',
  },
  scaleSizeRange: { id: 'requests.qoe.scaleSizeRange', defaultMessage: 'From 2 to 100' },
});

// ───────────────────────────── size and contributors ─────────────────────────────

export const QOE_SIZE_MINIMUM = 500;
export const DEFAULT_QOE_SIZE = 500;
export const CONTRIBUTORS_PER_UNIT_MINIMUM = 5;
export const DEFAULT_CONTRIBUTORS_PER_UNIT = 15;

/** Input data units: a whole number (rounded on blur) from 500. */
export const qoeSizeRule: NumberRule = { min: QOE_SIZE_MINIMUM, max: NUMBER_MAX, decimals: 0 };
export const contributorsPerUnitRule: NumberRule = { min: CONTRIBUTORS_PER_UNIT_MINIMUM, max: NUMBER_MAX, decimals: 0 };

/**
 * Minimum unique contributors lie between the contributors per unit and
 * min(999999999, size × contributors per unit).
 */
export function uniqueContributorsRange(size: number, contributorsPerUnit: number): { min: number; max: number } {
  return { min: contributorsPerUnit, max: Math.min(NUMBER_MAX, size * contributorsPerUnit) };
}

/** The range from the inputs' texts, each read as its blur would leave it (rounded, clamped, or its default). */
export function uniqueContributorsRangeOf(sizeText: string | null | undefined, perUnitText: string | null | undefined) {
  const size = committed(sizeText, qoeSizeRule, DEFAULT_QOE_SIZE);
  const perUnit = committed(perUnitText, contributorsPerUnitRule, DEFAULT_CONTRIBUTORS_PER_UNIT);
  return uniqueContributorsRange(size, perUnit);
}

function committed(text: string | null | undefined, rule: NumberRule, fallback: number): number {
  const value = parseNumberInput(text);
  const rounded = value === undefined ? fallback : Math.round(value);
  return Math.min(rule.max, Math.max(rule.min, rounded));
}

export function uniqueContributorsRule(range: { min: number; max: number }): NumberRule {
  return { min: range.min, max: range.max, decimals: 0 };
}

export function validateQoeSize(text: string | null | undefined): FieldProblem | undefined {
  const value = parseNumberInput(text);
  if (value === undefined) return requiredProblem();
  if (Math.round(value) < QOE_SIZE_MINIMUM) return problemOf(qualityMessages.sizeMinimum);
  return isNumberInRange(text, qoeSizeRule) ? undefined : outOfRangeProblem();
}

export function validateContributorsPerUnit(text: string | null | undefined): FieldProblem | undefined {
  const value = parseNumberInput(text);
  if (value === undefined) return requiredProblem();
  if (value < CONTRIBUTORS_PER_UNIT_MINIMUM) return problemOf(qualityMessages.contributorsMinimum);
  return isNumberInRange(text, contributorsPerUnitRule) ? undefined : outOfRangeProblem();
}

/** Required; out of its range: 'Revise the number. It is out of range.' */
export function validateUniqueContributors(
  text: string | null | undefined,
  range: { min: number; max: number },
): FieldProblem | undefined {
  if (parseNumberInput(text) === undefined) return requiredProblem();
  return isNumberInRange(text, uniqueContributorsRule(range)) ? undefined : outOfRangeProblem();
}

// ───────────────────────────── stimuli ─────────────────────────────

export const InputDataType = { Audio: 0, Video: 1, Text: 2, Image: 3 } as const;
export type InputDataType = (typeof InputDataType)[keyof typeof InputDataType];

export const INPUT_DATA_TYPES: readonly { value: InputDataType; label: Message; hasAverageLength: boolean }[] = [
  { value: InputDataType.Audio, label: qualityMessages.audio, hasAverageLength: true },
  { value: InputDataType.Video, label: qualityMessages.video, hasAverageLength: true },
  { value: InputDataType.Text, label: qualityMessages.text, hasAverageLength: false },
  { value: InputDataType.Image, label: qualityMessages.image, hasAverageLength: false },
];

export const STIMULI_MINIMUM = 1;
export const STIMULI_MAXIMUM = 2;
export const DEFAULT_AVERAGE_LENGTH_SECONDS = 5;
/** Average length: 0.1 to 300 seconds in steps of 0.1. */
export const averageLengthRule: NumberRule = { min: 0.1, max: 300, decimals: 1 };

export function isInputDataType(value: unknown): value is InputDataType {
  return INPUT_DATA_TYPES.some((type) => type.value === value);
}

/** Audio and Video carry an average length; Text and Image take no extra input. */
export function hasAverageLength(type: InputDataType): boolean {
  return INPUT_DATA_TYPES.find((t) => t.value === type)?.hasAverageLength ?? false;
}

export interface StimulusInput {
  inputDataType: InputDataType;
  /** The input's text; undefined for types without a length. */
  averageLength: string | undefined;
}

/** A new stimulus is Audio, 5 seconds. */
export function newStimulus(): StimulusInput {
  return { inputDataType: InputDataType.Audio, averageLength: String(DEFAULT_AVERAGE_LENGTH_SECONDS) };
}

/** Changing the type keeps a length for Audio and Video (5 s when there was none) and drops it otherwise. */
export function withInputDataType<T extends StimulusInput>(stimulus: T, type: InputDataType): T {
  const averageLength = hasAverageLength(type)
    ? (stimulus.averageLength ?? String(DEFAULT_AVERAGE_LENGTH_SECONDS))
    : undefined;
  return { ...stimulus, inputDataType: type, averageLength };
}

export const canAddStimulus = (count: number): boolean => count < STIMULI_MAXIMUM;
export const canRemoveStimulus = (count: number): boolean => count > STIMULI_MINIMUM;

export function validateAverageLength(text: string | null | undefined): FieldProblem | undefined {
  if (parseNumberInput(text) === undefined) return requiredProblem();
  return isNumberInRange(text, averageLengthRule) ? undefined : outOfRangeProblem();
}

// ───────────────────────────── questions ─────────────────────────────

export const QuestionType = { ContinuousScale: 0, DiscreteScale: 1, FreeText: 2 } as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];

/**
 * Decision (the spec gives a default scale for DiscreteScale only): only a discrete scale asks for a
 * scale size; a continuous scale and free text send none.
 */
export const QUESTION_TYPES: readonly { value: QuestionType; label: Message; hasScaleSize: boolean }[] = [
  { value: QuestionType.ContinuousScale, label: qualityMessages.continuousScale, hasScaleSize: false },
  { value: QuestionType.DiscreteScale, label: qualityMessages.discreteScale, hasScaleSize: true },
  { value: QuestionType.FreeText, label: qualityMessages.freeText, hasScaleSize: false },
];

export const QUESTIONS_MINIMUM = 1;
export const QUESTIONS_MAXIMUM = 10;
export const DEFAULT_SCALE_SIZE = 5;
/** Scale size: a whole number from 2 to 100. */
export const scaleSizeRule: NumberRule = { min: 2, max: 100, decimals: 0 };

export function isQuestionType(value: unknown): value is QuestionType {
  return QUESTION_TYPES.some((type) => type.value === value);
}

export function hasScaleSize(type: QuestionType): boolean {
  return QUESTION_TYPES.find((t) => t.value === type)?.hasScaleSize ?? false;
}

export interface QuestionInput {
  questionType: QuestionType;
  scaleSize: string | undefined;
}

/** A new question is a discrete scale of 5. */
export function newQuestion(): QuestionInput {
  return { questionType: QuestionType.DiscreteScale, scaleSize: String(DEFAULT_SCALE_SIZE) };
}

export function withQuestionType<T extends QuestionInput>(question: T, type: QuestionType): T {
  const scaleSize = hasScaleSize(type) ? (question.scaleSize ?? String(DEFAULT_SCALE_SIZE)) : undefined;
  return { ...question, questionType: type, scaleSize };
}

export const canAddQuestion = (count: number): boolean => count < QUESTIONS_MAXIMUM;
export const canRemoveQuestion = (count: number): boolean => count > QUESTIONS_MINIMUM;

export function validateScaleSize(text: string | null | undefined): FieldProblem | undefined {
  if (parseNumberInput(text) === undefined) return requiredProblem();
  const value = parseNumberInput(text) ?? 0;
  return Number.isInteger(value) && isNumberInRange(text, scaleSizeRule) ? undefined : outOfRangeProblem();
}
