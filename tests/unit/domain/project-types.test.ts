import { describe, expect, it } from '@rstest/core';
import { PROJECT_TYPES, projectType, projectTypeMessages } from '../../../src/domain/project-types';

describe('project types (spec document 1 section 1, document 2 section 2)', () => {
  it('offers Translation, Scripted Speech and Quality of Experience with their groups', () => {
    expect(PROJECT_TYPES.map((t) => [t.slug, t.requestType, t.title.defaultMessage, t.group.defaultMessage])).toEqual([
      ['translation', 1, 'Translation', 'Machine Translation'],
      ['scripted-speech', 2, 'Scripted Speech', 'Speech Technologies'],
      ['quality-of-experience', 3, 'Quality of Experience', 'Quality Evaluation'],
    ]);
  });

  it('gives each a description and disables none', () => {
    for (const type of PROJECT_TYPES) {
      expect(type.description.defaultMessage.length).toBeGreaterThan(20);
      expect(type.disabled).toBe(false);
    }
  });

  it("says 'Coming soon!' for a disabled card", () => {
    expect(projectTypeMessages.comingSoon.defaultMessage).toBe('Coming soon!');
  });

  it('finds a type by its path segment', () => {
    expect(projectType('scripted-speech').requestType).toBe(2);
  });
});
