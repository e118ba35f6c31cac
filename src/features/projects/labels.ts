import { CONTENT_CATEGORIES } from '../../domain/content-categories';
import { PROJECT_TYPES } from '../../domain/project-types';
import { INPUT_DATA_TYPES, QUESTION_TYPES } from '../../domain/quality-of-experience';
import { SCRIPTED_SPEECH_DETAILS_TYPES, ScriptedSpeechDetailsType } from '../../domain/scripted-speech';
import type { Message } from '../../i18n/define-messages';
import { requestTypeMessages } from './details-messages';

/**
 * Display labels of the request values, read from the request rule tables in src/domain/ (one place
 * for each table); only 'Other' (request type 0, never requested through a form) is the area's own.
 */
export function requestTypeLabel(value: number): Message | null {
  if (value === 0) return requestTypeMessages.other;
  return PROJECT_TYPES.find((type) => type.requestType === value)?.title ?? null;
}

export const contentCategoryLabel = (value: number): Message | null =>
  CONTENT_CATEGORIES.find((c) => c.value === value)?.label ?? null;

export const inputDataTypeLabel = (value: number): Message | null =>
  INPUT_DATA_TYPES.find((t) => t.value === value)?.label ?? null;

export const questionTypeLabel = (value: number): Message | null =>
  QUESTION_TYPES.find((t) => t.value === value)?.label ?? null;

/** The details view's ProjectScriptedSpeechDetailsType: 'HourBased', any other value is prompt-based. */
export function scriptedSpeechTypeLabel(detailsType: string | undefined): Message | null {
  const value =
    detailsType === 'HourBased' ? ScriptedSpeechDetailsType.HoursBased : ScriptedSpeechDetailsType.PromptBased;
  return SCRIPTED_SPEECH_DETAILS_TYPES.find((t) => t.value === value)?.label ?? null;
}
