import { describe, expect, it } from '@rstest/core';
import { normalizeNumberInput } from '../../../src/domain/request-limits';
import {
  AUDIO_DEFAULTS,
  DEFAULT_DETAILS_TYPE,
  DEMOGRAPHICS_DEFAULTS,
  SCRIPTED_SPEECH_DETAILS_TYPES,
  SECONDS_PER_PROMPT,
  ScriptedSpeechDetailsType,
  ageGroupLabel,
  amountsForDetailsType,
  estimatedMaxRecordingsPerContributor,
  minimumUniqueContributors,
  promptsRule,
  recordingsPerPromptRule,
  speechHoursRule,
  totalRecordings,
  validatePrompts,
  validateRecordingsPerPrompt,
  validateSpeechHours,
} from '../../../src/domain/scripted-speech';

const { HoursBased, PromptBased } = ScriptedSpeechDetailsType;

describe('scripted speech (spec document 2 sections 3, 4, 5 and 9)', () => {
  it('has the details types hoursBased 0 and promptBased 1, hours-based first', () => {
    expect(SCRIPTED_SPEECH_DETAILS_TYPES.map((t) => t.value)).toEqual([0, 1]);
    expect(DEFAULT_DETAILS_TYPE).toBe(HoursBased);
  });

  it('switching to hours-based clears prompts and recordings per prompt and sets 50 hours', () => {
    expect(amountsForDetailsType(HoursBased)).toEqual({
      numberOfSpeechHours: '50',
      numberOfPrompts: undefined,
      numberOfRecordingsPerPrompt: undefined,
    });
  });

  it('switching to prompt-based clears the hours and sets 20 prompts and 50 recordings per prompt', () => {
    expect(amountsForDetailsType(PromptBased)).toEqual({
      numberOfSpeechHours: undefined,
      numberOfPrompts: '20',
      numberOfRecordingsPerPrompt: '50',
    });
  });

  it("needs 50 hours at least ('50 hours minimum') and resets to 50 on blur when lower or empty", () => {
    expect(validateSpeechHours('49')?.message.defaultMessage).toBe('50 hours minimum');
    expect(validateSpeechHours('50')).toBeUndefined();
    expect(validateSpeechHours('')?.message.defaultMessage).toBe('Required field');
    expect(normalizeNumberInput('12', speechHoursRule, 50)).toBe('50');
    expect(normalizeNumberInput('', speechHoursRule, 50)).toBe('50');
    expect(normalizeNumberInput('120', speechHoursRule, 50)).toBe('120');
  });

  it('needs 1 prompt and 1 recording per prompt at least, resetting to 1 on blur', () => {
    expect(validatePrompts('0')?.message.defaultMessage).toBe('1 prompt minimum');
    expect(validatePrompts('')?.message.defaultMessage).toBe('Required field');
    expect(validatePrompts('1')).toBeUndefined();
    expect(validateRecordingsPerPrompt('0')?.message.defaultMessage).toBe('1 recording minimum');
    expect(validateRecordingsPerPrompt('')?.message.defaultMessage).toBe('Required field');
    expect(validateRecordingsPerPrompt('1')).toBeUndefined();
    expect(normalizeNumberInput('0', promptsRule, 1)).toBe('1');
    expect(normalizeNumberInput('', recordingsPerPromptRule, 1)).toBe('1');
  });

  it('derives minimum unique contributors = recordings per prompt', () => {
    expect(minimumUniqueContributors(50)).toBe(50);
    expect(minimumUniqueContributors(undefined)).toBeUndefined();
  });

  it('derives the estimated maximum recordings per contributor from the prompts when prompt-based', () => {
    expect(estimatedMaxRecordingsPerContributor(PromptBased, { hours: undefined, prompts: 20 })).toBe(20);
    expect(estimatedMaxRecordingsPerContributor(PromptBased, { hours: 100, prompts: undefined })).toBeUndefined();
  });

  it.each([
    [50, 300],
    [51, 306],
    [56, 336],
    [57, 342],
    [100, 600],
    [999_999_999, 5_999_999_994],
  ])('derives ceil(%i hours × 0.01 × 600) = %i when hours-based (no floating-point error)', (hours, expected) => {
    expect(estimatedMaxRecordingsPerContributor(HoursBased, { hours, prompts: undefined })).toBe(expected);
    expect(expected).toBe(Math.ceil((hours * 600) / 100));
  });

  it('rounds the estimate up for fractional hours', () => {
    expect(estimatedMaxRecordingsPerContributor(HoursBased, { hours: 50.1, prompts: undefined })).toBe(301);
  });

  it('assumes 6 seconds per prompt', () => {
    expect(SECONDS_PER_PROMPT).toBe(6);
  });

  it('derives total recordings = prompts × recordings per prompt', () => {
    expect(totalRecordings(20, 50)).toBe(1000);
    expect(totalRecordings(3, 7)).toBe(21);
    expect(totalRecordings(undefined, 50)).toBeUndefined();
  });

  it('has the default audio parameters: 16 kHz, 16 bit, 300 ms leading and trailing silence', () => {
    expect(AUDIO_DEFAULTS).toEqual({ sampleRateKHz: 16, bitDepth: 16, leadingSilenceMs: 300, trailingSilenceMs: 300 });
  });

  it('has the demographics defaults: age groups 18–30, 31–45, 46–60, 61+; 50 % male, 50 % female, variance up to 10 %', () => {
    const labels = DEMOGRAPHICS_DEFAULTS.ageGroups.map((group) => {
      const { message, values } = ageGroupLabel(group);
      return message.defaultMessage.replace('{from}', String(values.from)).replace('{to}', String(values.to));
    });
    expect(labels).toEqual(['18–30', '31–45', '46–60', '61+']);
    expect([
      DEMOGRAPHICS_DEFAULTS.malePercent,
      DEMOGRAPHICS_DEFAULTS.femalePercent,
      DEMOGRAPHICS_DEFAULTS.varianceUpToPercent,
    ]).toEqual([50, 50, 10]);
  });
});
