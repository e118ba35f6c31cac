import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { FormTextField } from '../../../../src/ui/form/form-text-field';
import { RepeatableList } from '../../../../src/ui/form/repeatable-list';
import { renderApp } from '../../support/render';

interface Item {
  key: string;
  text: string;
}

let next = 0;
function renderList() {
  const seen: { items?: Item[] } = {};
  renderApp(
    <Form
      onSubmit={() => undefined}
      initialValues={{ items: [{ key: 'a', text: 'first' }] }}
      render={({ values }) => {
        seen.items = values.items as Item[];
        return (
          <RepeatableList<Item>
            name="items"
            title="Questions"
            description="From 1 to 3."
            itemTitle={(number) => `Question ${number}`}
            addLabel="Add question"
            removeLabel={(number) => `Remove question ${number}`}
            canAdd={(count) => count < 3}
            canRemove={(count) => count > 1}
            newItem={() => ({ key: `new-${(next += 1)}`, text: '' })}
          >
            {(_item, index) => <FormTextField name={`items[${index}].text`} label="Text" />}
          </RepeatableList>
        );
      }}
    />,
  );
  return seen;
}

describe('the repeatable list', () => {
  it('adds an item up to the maximum and moves focus to its first control', () => {
    const seen = renderList();
    expect(screen.getByRole('group', { name: 'Questions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove question 1' })).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    });
    const second = screen.getByRole('group', { name: 'Question 2' });
    expect(document.activeElement).toBe(second.querySelector('input'));
    expect(seen.items).toHaveLength(2);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    });
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove question 3' })).toBeTruthy();
  });

  it('removes an item, keeps the other, and moves focus to the add button', () => {
    const seen = renderList();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    });
    act(() => {
      fireEvent.change(screen.getAllByRole('textbox', { name: 'Text' })[1] as HTMLElement, {
        target: { value: 'second' },
      });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    });
    expect(seen.items?.map((item) => item.text)).toEqual(['first']);
    expect((screen.getByRole('textbox', { name: 'Text' }) as HTMLInputElement).value).toBe('first');
    expect(screen.queryByRole('button', { name: 'Remove question 1' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add question' }));
  });
});
