import { describe, expect, it } from '@rstest/core';
import { problemOf, validationMessages } from '../../../../src/domain/validation';
import { shownProblem } from '../../../../src/ui/form/show-error';

const error = problemOf(validationMessages.required);
const refused = problemOf(validationMessages.emailFormatInvalid);

describe('the one rule for when a field shows its error', () => {
  it("'left': once the field was left, changed or not (account forms, the login e-mail, the project name)", () => {
    expect(shownProblem({ error }, 'left')).toBeUndefined();
    expect(shownProblem({ error, modified: true }, 'left')).toBeUndefined();
    expect(shownProblem({ error, touched: true }, 'left')).toBe(error);
  });

  it("'changedAndLeft': only once the field was changed and then left (request forms, spec document 2 section 5)", () => {
    expect(shownProblem({ error, touched: true }, 'changedAndLeft')).toBeUndefined();
    expect(shownProblem({ error, modified: true }, 'changedAndLeft')).toBeUndefined();
    expect(shownProblem({ error, touched: true, modified: true }, 'changedAndLeft')).toBe(error);
  });

  it('after a submit attempt every field shows its error, whatever the case', () => {
    expect(shownProblem({ error, submitFailed: true }, 'left')).toBe(error);
    expect(shownProblem({ error, submitFailed: true }, 'changedAndLeft')).toBe(error);
  });

  it("shows the submission's error for the field until the field changes in any way", () => {
    expect(shownProblem({ submitError: refused }, 'left')).toBe(refused);
    expect(shownProblem({ submitError: refused, modifiedSinceLastSubmit: true }, 'left')).toBeUndefined();
    expect(shownProblem({ error, touched: true, submitError: refused }, 'left')).toBe(error);
  });

  it('shows nothing for a valid field', () => {
    expect(shownProblem({ touched: true, modified: true, submitFailed: true }, 'left')).toBeUndefined();
  });
});
