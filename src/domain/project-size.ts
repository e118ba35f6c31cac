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

/** Spec document 2 section 3 "Translation request": project size types by number. */
export const ProjectSizeType = { Words: 0, Sentences: 1 } as const;
export type ProjectSizeType = (typeof ProjectSizeType)[keyof typeof ProjectSizeType];

export const projectSizeMessages = defineMessages({
  words: { id: 'requests.sizeType.words', defaultMessage: 'Words' },
  sentences: { id: 'requests.sizeType.sentences', defaultMessage: 'Sentences' },
  wordsMinimum: { id: 'requests.sizeType.wordsMinimum', defaultMessage: '500 words minimum' },
  sentencesMinimum: { id: 'requests.sizeType.sentencesMinimum', defaultMessage: '50 sentences minimum' },
});

/** Spec document 2 section 5 "Translation": 500 words or 50 sentences at least. */
export const PROJECT_SIZE_TYPES: readonly {
  value: ProjectSizeType;
  label: Message;
  minimum: number;
  minimumMessage: Message;
}[] = [
  {
    value: ProjectSizeType.Words,
    label: projectSizeMessages.words,
    minimum: 500,
    minimumMessage: projectSizeMessages.wordsMinimum,
  },
  {
    value: ProjectSizeType.Sentences,
    label: projectSizeMessages.sentences,
    minimum: 50,
    minimumMessage: projectSizeMessages.sentencesMinimum,
  },
];

export const DEFAULT_PROJECT_SIZE_TYPE: ProjectSizeType = ProjectSizeType.Words;

export function isProjectSizeType(value: unknown): value is ProjectSizeType {
  return PROJECT_SIZE_TYPES.some((type) => type.value === value);
}

function sizeType(type: ProjectSizeType) {
  const found = PROJECT_SIZE_TYPES.find((t) => t.value === type);
  if (!found) throw new Error(`Unknown project size type ${String(type)}`);
  return found;
}

export function projectSizeMinimum(type: ProjectSizeType): number {
  return sizeType(type).minimum;
}

/** The hint under the size field: '500 words minimum' or '50 sentences minimum'. */
export function projectSizeMinimumMessage(type: ProjectSizeType): Message {
  return sizeType(type).minimumMessage;
}

/** A whole number from the type's minimum to 999999999. */
export function projectSizeRule(type: ProjectSizeType): NumberRule {
  return { min: projectSizeMinimum(type), max: NUMBER_MAX, decimals: 0 };
}

export function validateProjectSize(text: string | null | undefined, type: ProjectSizeType): FieldProblem | undefined {
  const value = parseNumberInput(text);
  if (value === undefined) return requiredProblem();
  if (value < projectSizeMinimum(type)) return problemOf(projectSizeMinimumMessage(type));
  return isNumberInRange(text, projectSizeRule(type)) ? undefined : outOfRangeProblem();
}
