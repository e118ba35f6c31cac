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

/** Spec document 2 section 3 "Scripted speech request": details types by number. */
export const ScriptedSpeechDetailsType = { HoursBased: 0, PromptBased: 1 } as const;
export type ScriptedSpeechDetailsType = (typeof ScriptedSpeechDetailsType)[keyof typeof ScriptedSpeechDetailsType];

export const scriptedSpeechMessages = defineMessages({
  hoursBased: { id: 'requests.scriptedSpeech.hoursBased', defaultMessage: 'Hours based' },
  promptBased: { id: 'requests.scriptedSpeech.promptBased', defaultMessage: 'Prompt based' },
  hoursMinimum: { id: 'requests.scriptedSpeech.hoursMinimum', defaultMessage: '50 hours minimum' },
  promptsMinimum: { id: 'requests.scriptedSpeech.promptsMinimum', defaultMessage: '1 prompt minimum' },
  recordingsMinimum: { id: 'requests.scriptedSpeech.recordingsMinimum', defaultMessage: '1 recording minimum' },
  ageGroup: { id: 'requests.scriptedSpeech.ageGroup', defaultMessage: '{from}–{to}' },
  ageGroupAndOver: { id: 'requests.scriptedSpeech.ageGroupAndOver', defaultMessage: '{from}+' },
});

export const SCRIPTED_SPEECH_DETAILS_TYPES: readonly { value: ScriptedSpeechDetailsType; label: Message }[] = [
  { value: ScriptedSpeechDetailsType.HoursBased, label: scriptedSpeechMessages.hoursBased },
  { value: ScriptedSpeechDetailsType.PromptBased, label: scriptedSpeechMessages.promptBased },
];

/** Spec document 2 sections 5 and 9: 50 hours minimum; defaults prompts 20 and recordings 50. */
export const SPEECH_HOURS_MINIMUM = 50;
export const DEFAULT_SPEECH_HOURS = 50;
export const PROMPTS_MINIMUM = 1;
export const DEFAULT_PROMPTS = 20;
export const RECORDINGS_PER_PROMPT_MINIMUM = 1;
export const DEFAULT_RECORDINGS_PER_PROMPT = 50;
/** Average recording time: 6 seconds per prompt, so an hour holds 3600 / 6 = 600 recordings. */
export const SECONDS_PER_PROMPT = 6;
export const RECORDINGS_PER_HOUR = 3600 / SECONDS_PER_PROMPT;
/** One contributor records at most 1 % (0.01) of an hours-based request. */
export const MAX_SHARE_PER_CONTRIBUTOR_PERCENT = 1;

export const DEFAULT_DETAILS_TYPE: ScriptedSpeechDetailsType = ScriptedSpeechDetailsType.HoursBased;

export const speechHoursRule: NumberRule = { min: SPEECH_HOURS_MINIMUM, max: NUMBER_MAX, decimals: 0 };
export const promptsRule: NumberRule = { min: PROMPTS_MINIMUM, max: NUMBER_MAX, decimals: 0 };
export const recordingsPerPromptRule: NumberRule = { min: RECORDINGS_PER_PROMPT_MINIMUM, max: NUMBER_MAX, decimals: 0 };

export function isDetailsType(value: unknown): value is ScriptedSpeechDetailsType {
  return value === ScriptedSpeechDetailsType.HoursBased || value === ScriptedSpeechDetailsType.PromptBased;
}

export interface SpeechAmounts {
  numberOfSpeechHours: string | undefined;
  numberOfPrompts: string | undefined;
  numberOfRecordingsPerPrompt: string | undefined;
}

/**
 * Spec document 2 section 4 "Field-driven transitions": switching to hours-based clears prompts and
 * recordings per prompt and sets 50 hours; switching to prompt-based clears the hours and sets 20
 * prompts of 50 recordings each. (Values are the inputs' texts.)
 */
export function amountsForDetailsType(type: ScriptedSpeechDetailsType): SpeechAmounts {
  return type === ScriptedSpeechDetailsType.HoursBased
    ? {
        numberOfSpeechHours: String(DEFAULT_SPEECH_HOURS),
        numberOfPrompts: undefined,
        numberOfRecordingsPerPrompt: undefined,
      }
    : {
        numberOfSpeechHours: undefined,
        numberOfPrompts: String(DEFAULT_PROMPTS),
        numberOfRecordingsPerPrompt: String(DEFAULT_RECORDINGS_PER_PROMPT),
      };
}

// ───────────────────────────── derived, read-only values ─────────────────────────────

/** Minimum unique contributors = recordings per prompt. */
export function minimumUniqueContributors(recordingsPerPrompt: number | undefined): number | undefined {
  return recordingsPerPrompt;
}

/**
 * Estimated maximum recordings per contributor: the prompts (prompt-based), or
 * ceil(hours × 0.01 × 600) (hours-based). Computed in whole numbers (hours × 600 × 1 / 100), because
 * in floating point 57 × 0.01 × 600 is 342.00000000000006 and its ceiling would be 343.
 */
export function estimatedMaxRecordingsPerContributor(
  type: ScriptedSpeechDetailsType,
  amounts: { hours: number | undefined; prompts: number | undefined },
): number | undefined {
  if (type === ScriptedSpeechDetailsType.PromptBased) return amounts.prompts;
  if (amounts.hours === undefined) return undefined;
  return Math.ceil((amounts.hours * RECORDINGS_PER_HOUR * MAX_SHARE_PER_CONTRIBUTOR_PERCENT) / 100);
}

/** Total recordings = prompts × recordings per prompt. */
export function totalRecordings(
  prompts: number | undefined,
  recordingsPerPrompt: number | undefined,
): number | undefined {
  return prompts === undefined || recordingsPerPrompt === undefined ? undefined : prompts * recordingsPerPrompt;
}

// ───────────────────────────── defaults shown with the request ─────────────────────────────

/** Default audio parameters: 16 kHz, 16 bit, 300 ms of leading and trailing silence. */
export const AUDIO_DEFAULTS = {
  sampleRateKHz: 16,
  bitDepth: 16,
  leadingSilenceMs: 300,
  trailingSilenceMs: 300,
} as const;

/** Demographics defaults: four age groups, 50 % male and 50 % female, variance up to 10 %. */
export const DEMOGRAPHICS_DEFAULTS = {
  ageGroups: [{ from: 18, to: 30 }, { from: 31, to: 45 }, { from: 46, to: 60 }, { from: 61 }] as readonly {
    from: number;
    to?: number;
  }[],
  malePercent: 50,
  femalePercent: 50,
  varianceUpToPercent: 10,
} as const;

/** The label of an age group: '18–30', or '61+' for the open-ended one. */
export function ageGroupLabel(group: { from: number; to?: number }): {
  message: Message;
  values: Record<string, number>;
} {
  return group.to === undefined
    ? { message: scriptedSpeechMessages.ageGroupAndOver, values: { from: group.from } }
    : { message: scriptedSpeechMessages.ageGroup, values: { from: group.from, to: group.to } };
}

// ───────────────────────────── validation ─────────────────────────────

function validateAmount(text: string | null | undefined, rule: NumberRule, minimum: Message): FieldProblem | undefined {
  const value = parseNumberInput(text);
  if (value === undefined) return requiredProblem();
  if (value < rule.min) return problemOf(minimum);
  return isNumberInRange(text, rule) ? undefined : outOfRangeProblem();
}

export const validateSpeechHours = (text: string | null | undefined) =>
  validateAmount(text, speechHoursRule, scriptedSpeechMessages.hoursMinimum);
export const validatePrompts = (text: string | null | undefined) =>
  validateAmount(text, promptsRule, scriptedSpeechMessages.promptsMinimum);
export const validateRecordingsPerPrompt = (text: string | null | undefined) =>
  validateAmount(text, recordingsPerPromptRule, scriptedSpeechMessages.recordingsMinimum);
