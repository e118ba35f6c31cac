import { describe, expect, it } from '@rstest/core';
import { normalizeNumberInput } from '../../../src/domain/request-limits';
import {
  CONTRIBUTORS_PER_UNIT_MINIMUM,
  DEFAULT_CONTRIBUTORS_PER_UNIT,
  DEFAULT_QOE_SIZE,
  INPUT_DATA_TYPES,
  InputDataType,
  QOE_SIZE_MINIMUM,
  QUESTION_TYPES,
  QuestionType,
  averageLengthRule,
  canAddQuestion,
  canAddStimulus,
  canRemoveQuestion,
  canRemoveStimulus,
  hasAverageLength,
  hasScaleSize,
  newQuestion,
  newStimulus,
  qoeSizeRule,
  scaleSizeRule,
  uniqueContributorsRange,
  uniqueContributorsRangeOf,
  validateAverageLength,
  validateContributorsPerUnit,
  validateQoeSize,
  validateScaleSize,
  validateUniqueContributors,
  withInputDataType,
  withQuestionType,
} from '../../../src/domain/quality-of-experience';

const text = (problem: { message: { defaultMessage: string } } | undefined) => problem?.message.defaultMessage;

describe('Quality of Experience: size and contributors (spec document 2 sections 5 and 9)', () => {
  it('sizes a project in input data units from 500 (default 500), rounded to a whole number on blur', () => {
    expect([QOE_SIZE_MINIMUM, DEFAULT_QOE_SIZE]).toEqual([500, 500]);
    expect(text(validateQoeSize('499'))).toBe('500 input data units minimum');
    expect(text(validateQoeSize(''))).toBe('Required field');
    expect(validateQoeSize('500')).toBeUndefined();
    expect(normalizeNumberInput('1234.6', qoeSizeRule, DEFAULT_QOE_SIZE)).toBe('1235');
    expect(normalizeNumberInput('20', qoeSizeRule, DEFAULT_QOE_SIZE)).toBe('500');
  });

  it("needs 5 contributors per unit at least ('5 contributors minimum'; default 15)", () => {
    expect([CONTRIBUTORS_PER_UNIT_MINIMUM, DEFAULT_CONTRIBUTORS_PER_UNIT]).toEqual([5, 15]);
    expect(text(validateContributorsPerUnit('4'))).toBe('5 contributors minimum');
    expect(validateContributorsPerUnit('5')).toBeUndefined();
  });

  it.each([
    [500, 15, 15, 7500],
    [500, 5, 5, 2500],
    [1000, 20, 20, 20000],
    [999_999_999, 5, 5, 999_999_999],
    [200_000_000, 5, 5, 999_999_999],
    [199_999_999, 5, 5, 999_999_995],
  ])('with size %i and %i per unit, minimum unique contributors range from %i to %i', (size, perUnit, min, max) => {
    expect(uniqueContributorsRange(size, perUnit)).toEqual({ min, max });
  });

  it('reads the range from the inputs as their blur leaves them', () => {
    expect(uniqueContributorsRangeOf('500', '15')).toEqual({ min: 15, max: 7500 });
    expect(uniqueContributorsRangeOf('', '')).toEqual({ min: 15, max: 7500 });
    expect(uniqueContributorsRangeOf('10', '1')).toEqual({ min: 5, max: 2500 });
  });

  it("requires minimum unique contributors and says 'Revise the number. It is out of range.' outside the range", () => {
    const range = { min: 15, max: 7500 };
    expect(text(validateUniqueContributors('', range))).toBe('Required field');
    expect(text(validateUniqueContributors('14', range))).toBe('Revise the number. It is out of range.');
    expect(text(validateUniqueContributors('7501', range))).toBe('Revise the number. It is out of range.');
    expect(validateUniqueContributors('15', range)).toBeUndefined();
    expect(validateUniqueContributors('7500', range)).toBeUndefined();
    expect(normalizeNumberInput('9000', { ...range, decimals: 0 })).toBe('7500');
    expect(normalizeNumberInput('3', { ...range, decimals: 0 })).toBe('15');
  });
});

describe('Quality of Experience: stimuli', () => {
  it('has the input data types Audio 0, Video 1, Text 2, Image 3; Audio and Video carry an average length', () => {
    expect(INPUT_DATA_TYPES.map((t) => [t.value, t.label.defaultMessage, t.hasAverageLength])).toEqual([
      [0, 'Audio', true],
      [1, 'Video', true],
      [2, 'Text', false],
      [3, 'Image', false],
    ]);
    expect([0, 1, 2, 3].map((t) => hasAverageLength(t as InputDataType))).toEqual([true, true, false, false]);
  });

  it('starts a new stimulus as Audio of 5 seconds', () => {
    expect(newStimulus()).toEqual({ inputDataType: InputDataType.Audio, averageLength: '5' });
  });

  it('keeps 1 to 2 stimuli: add shows when fewer than 2, delete when more than 1', () => {
    expect([0, 1, 2].map(canAddStimulus)).toEqual([true, true, false]);
    expect([1, 2].map(canRemoveStimulus)).toEqual([false, true]);
  });

  it('drops the length for Text and Image and gives Audio and Video 5 seconds when there was none', () => {
    const text = withInputDataType(newStimulus(), InputDataType.Text);
    expect(text).toEqual({ inputDataType: 2, averageLength: undefined });
    expect(withInputDataType(text, InputDataType.Video)).toEqual({ inputDataType: 1, averageLength: '5' });
    expect(withInputDataType({ inputDataType: 0, averageLength: '12.5' }, InputDataType.Video).averageLength).toBe(
      '12.5',
    );
  });

  it('takes an average length from 0.1 to 300 seconds in steps of 0.1', () => {
    expect(averageLengthRule).toEqual({ min: 0.1, max: 300, decimals: 1 });
    expect(validateAverageLength('0.1')).toBeUndefined();
    expect(validateAverageLength('300')).toBeUndefined();
    expect(text(validateAverageLength('0'))).toBe('Revise the number. It is out of range.');
    expect(text(validateAverageLength('300.1'))).toBe('Revise the number. It is out of range.');
    expect(text(validateAverageLength(''))).toBe('Required field');
    expect(normalizeNumberInput('2.25', averageLengthRule, 5)).toBe('2.3');
    expect(normalizeNumberInput('0', averageLengthRule, 5)).toBe('0.1');
    expect(normalizeNumberInput('301', averageLengthRule, 5)).toBe('300');
  });
});

describe('Quality of Experience: questions', () => {
  it('has the question types ContinuousScale 0, DiscreteScale 1, FreeText 2; a discrete scale has a size', () => {
    expect(QUESTION_TYPES.map((t) => [t.value, t.label.defaultMessage, t.hasScaleSize])).toEqual([
      [0, 'Continuous scale', false],
      [1, 'Discrete scale', true],
      [2, 'Free text', false],
    ]);
    expect(hasScaleSize(QuestionType.DiscreteScale)).toBe(true);
  });

  it('starts a new question as a discrete scale of 5', () => {
    expect(newQuestion()).toEqual({ questionType: QuestionType.DiscreteScale, scaleSize: '5' });
  });

  it('keeps 1 to 10 questions', () => {
    expect([1, 9, 10].map(canAddQuestion)).toEqual([true, true, false]);
    expect([1, 2, 10].map(canRemoveQuestion)).toEqual([false, true, true]);
  });

  it('takes a whole scale size from 2 to 100', () => {
    expect(scaleSizeRule).toEqual({ min: 2, max: 100, decimals: 0 });
    expect(validateScaleSize('2')).toBeUndefined();
    expect(validateScaleSize('100')).toBeUndefined();
    expect(text(validateScaleSize('1'))).toBe('Revise the number. It is out of range.');
    expect(text(validateScaleSize('101'))).toBe('Revise the number. It is out of range.');
    expect(text(validateScaleSize('5.5'))).toBe('Revise the number. It is out of range.');
    expect(normalizeNumberInput('1', scaleSizeRule, 5)).toBe('2');
    expect(normalizeNumberInput('150', scaleSizeRule, 5)).toBe('100');
  });

  it('drops the scale size for other types and restores 5 for a discrete scale', () => {
    const free = withQuestionType(newQuestion(), QuestionType.FreeText);
    expect(free.scaleSize).toBeUndefined();
    expect(withQuestionType(free, QuestionType.DiscreteScale).scaleSize).toBe('5');
  });
});
