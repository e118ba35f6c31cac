import { describe, expect, it } from '@rstest/core';
import {
  PROJECT_SIZE_TYPES,
  ProjectSizeType,
  isProjectSizeType,
  projectSizeMinimum,
  projectSizeMinimumMessage,
  projectSizeRule,
  validateProjectSize,
} from '../../../src/domain/project-size';
import { normalizeNumberInput } from '../../../src/domain/request-limits';

describe('translation project size (spec document 2 sections 3 and 5)', () => {
  it('has the size types words 0 and sentences 1', () => {
    expect(PROJECT_SIZE_TYPES.map((t) => [t.value, t.label.defaultMessage])).toEqual([
      [0, 'Words'],
      [1, 'Sentences'],
    ]);
    expect(isProjectSizeType(2)).toBe(false);
  });

  it.each([
    [ProjectSizeType.Words, 500, '500 words minimum'],
    [ProjectSizeType.Sentences, 50, '50 sentences minimum'],
  ])('type %i has the minimum %i, "%s"', (type, minimum, message) => {
    expect(projectSizeMinimum(type)).toBe(minimum);
    expect(projectSizeMinimumMessage(type).defaultMessage).toBe(message);
    expect(validateProjectSize(String(minimum), type)).toBeUndefined();
    expect(validateProjectSize(String(minimum - 1), type)?.message.defaultMessage).toBe(message);
    // Clicking outside while below the minimum sets it to the minimum.
    expect(normalizeNumberInput(String(minimum - 1), projectSizeRule(type), minimum)).toBe(String(minimum));
    expect(normalizeNumberInput('', projectSizeRule(type), minimum)).toBe(String(minimum));
  });

  it('is required and a whole number up to 999999999', () => {
    expect(validateProjectSize('', ProjectSizeType.Words)?.message.defaultMessage).toBe('Required field');
    expect(projectSizeRule(ProjectSizeType.Sentences)).toEqual({ min: 50, max: 999_999_999, decimals: 0 });
    expect(validateProjectSize('999999999', ProjectSizeType.Words)).toBeUndefined();
    expect(validateProjectSize('1000000000', ProjectSizeType.Words)?.message.defaultMessage).toBe(
      'Revise the number. It is out of range.',
    );
  });
});
