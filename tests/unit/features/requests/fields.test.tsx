import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { validateName, type NumberRule } from '../../../../src/domain/request-limits';
import { NumberInputField, TextInputField } from '../../../../src/features/requests/fields';
import { shownProblem } from '../../../../src/ui/form/show-error';
import { renderApp } from '../../support/render';

const required = validateName(undefined);

describe('when a field shows its error (spec document 2 section 5)', () => {
  it('shows it only for a field changed and then left, or after a submit attempt', () => {
    const error = required;
    expect(shownProblem({ error }, 'changedAndLeft')).toBeUndefined();
    expect(shownProblem({ error, modified: true }, 'changedAndLeft')).toBeUndefined();
    expect(shownProblem({ error, touched: true }, 'changedAndLeft')).toBeUndefined();
    expect(shownProblem({ error, touched: true, modified: true }, 'changedAndLeft')).toBe(error);
    expect(shownProblem({ error, submitFailed: true }, 'changedAndLeft')).toBe(error);
    expect(shownProblem({ touched: true, modified: true }, 'changedAndLeft')).toBeUndefined();
  });

  it('shows it for a field left unchanged when the field asks for it (the empty project name)', () => {
    expect(shownProblem({ error: required, touched: true }, 'left')).toBe(required);
  });
});

const sizeRule: NumberRule = { min: 500, max: 999_999_999, decimals: 0 };

function TestForm({ onCommit }: { onCommit?: (text: string) => void }) {
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={{ size: '500' }}
      validate={(values: { name?: string; size?: string }) => ({ name: validateName(values.name) })}
      render={() => (
        <form>
          <TextInputField name="name" label="Project name" isRequired showWhenLeft maxLength={80} />
          <NumberInputField name="size" label="Project size" rule={sizeRule} whenEmpty={500} onCommit={onCommit} />
        </form>
      )}
    />
  );
}

describe('the request form fields', () => {
  it('keeps digits only, at most 9 of them, and clamps to the range on blur', () => {
    const committed: string[] = [];
    renderApp(<TestForm onCommit={(text) => committed.push(text)} />);
    const size = screen.getByRole('textbox', { name: 'Project size' }) as HTMLInputElement;
    expect(size.getAttribute('inputmode')).toBe('numeric');
    act(() => {
      fireEvent.change(size, { target: { value: '12a34567890' } });
    });
    expect(size.value).toBe('123456789');
    act(() => {
      fireEvent.change(size, { target: { value: '12' } });
    });
    act(() => {
      fireEvent.blur(size);
    });
    expect(size.value).toBe('500');
    act(() => {
      fireEvent.change(size, { target: { value: '' } });
    });
    act(() => {
      fireEvent.blur(size);
    });
    expect(size.value).toBe('500');
    expect(committed).toEqual(['500', '500']);
  });

  it("marks an empty project name 'Required field' once it is left, and ties the message to the input", () => {
    renderApp(<TestForm />);
    const name = screen.getByRole('textbox', { name: 'Project name' });
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('maxlength')).toBe('80');
    expect(screen.queryByText('Required field')).toBeNull();
    act(() => {
      fireEvent.focus(name);
      fireEvent.blur(name);
    });
    const message = screen.getByText('Required field');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    act(() => {
      fireEvent.change(name, { target: { value: 'Catalogue' } });
    });
    expect(screen.queryByText('Required field')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('a numeric field left in the same event that a transition changes it', () => {
  // A react-aria radio's press selects its value and then focuses the radio in one handler, so a
  // transition driven by the choice (the translation size-type change resets the size) runs before
  // the numeric field that had focus is left, and before React renders the new value.
  function Harness() {
    return (
      <Form
        onSubmit={() => undefined}
        initialValues={{ size: '500' }}
        render={({ form }) => (
          <form>
            <NumberInputField name="size" label="Project size" rule={sizeRule} whenEmpty={500} />
            <button
              type="button"
              onClick={() => {
                form.change('size', '600');
                (document.getElementById('next') as HTMLElement).focus();
              }}
            >
              Transition
            </button>
            <input id="next" aria-label="Next" />
          </form>
        )}
      />
    );
  }

  it("keeps the transition's value instead of committing what was typed before it", () => {
    renderApp(<Harness />);
    const size = screen.getByRole('textbox', { name: 'Project size' }) as HTMLInputElement;
    act(() => {
      size.focus();
      fireEvent.change(size, { target: { value: '12' } });
    });
    expect(document.activeElement).toBe(size);
    fireEvent.click(screen.getByRole('button', { name: 'Transition' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Next' }));
    expect(size.value).toBe('600');
  });
});
