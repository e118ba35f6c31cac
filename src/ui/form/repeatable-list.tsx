import { useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useField, useForm } from 'react-final-form';
import { Button } from '../button';
import './form.css';

export interface RepeatableListProps<T extends { key: string }> {
  /** The final-form field holding the array (its items' fields are `name[index].field`). */
  name: string;
  title: string;
  description?: ReactNode;
  /** The legend of an item, e.g. 'Stimulus 2'. */
  itemTitle: (number: number) => string;
  addLabel: string;
  /** The remove button's text, e.g. 'Remove stimulus 2'. */
  removeLabel: (number: number) => string;
  canAdd: (count: number) => boolean;
  canRemove: (count: number) => boolean;
  /** A new item, with a fresh `key` (React's key: items keep their state when others go). */
  newItem: () => T;
  /** The item's fields; `replace` puts a changed item in its place. */
  children: (item: T, index: number, replace: (next: T) => void) => ReactNode;
}

/** Moves focus once React has rendered the change (an added item, or the list after a removal). */
function changeThenFocus(change: () => void, target: () => HTMLElement | null | undefined) {
  flushSync(change);
  target()?.focus();
}

function firstControlOf(container: Element | null | undefined): HTMLElement | null {
  return container?.querySelector<HTMLElement>('button:not([disabled]), input:not([type="hidden"])') ?? null;
}

/**
 * A list of items the user adds and removes (the quality-of-experience stimuli and questions): a
 * fieldset with its legend and description, one numbered fieldset an item with its remove button
 * while removing is allowed, and the add button while adding is. Adding moves focus to the new
 * item's first control; removing moves it to the add button (the removed button is gone).
 */
export function RepeatableList<T extends { key: string }>({
  name,
  title,
  description,
  itemTitle,
  addLabel,
  removeLabel,
  canAdd,
  canRemove,
  newItem,
  children,
}: RepeatableListProps<T>) {
  const form = useForm();
  const { input } = useField<T[]>(name, { subscription: { value: true } });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const items = input.value;
  const set = (next: T[]) => form.change(name, next);
  const remove = (index: number) => {
    set(items.filter((_, i) => i !== index));
    // Forget touched/modified of the items' fields: after a removal the indexes name other items.
    for (const field of form.getRegisteredFields()) {
      if (field.startsWith(`${name}[`)) form.resetFieldState(field);
    }
  };
  return (
    <fieldset className="repeatable-list">
      <legend className="repeatable-list__title">{title}</legend>
      {description ? <p className="field__description">{description}</p> : null}
      <ol className="repeatable-list__items" ref={listRef}>
        {items.map((item, index) => {
          const number = index + 1;
          return (
            <li key={item.key} className="repeatable-list__item">
              <fieldset className="repeatable-item">
                <legend className="repeatable-item__title">{itemTitle(number)}</legend>
                {children(item, index, (next) => set(items.map((other, i) => (i === index ? next : other))))}
                {canRemove(items.length) ? (
                  <Button
                    variant="link"
                    className="repeatable-item__remove"
                    onPress={() =>
                      changeThenFocus(
                        () => remove(index),
                        () => addRef.current?.querySelector('button'),
                      )
                    }
                  >
                    {removeLabel(number)}
                  </Button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {canAdd(items.length) ? (
        <div ref={addRef}>
          <Button
            variant="secondary"
            onPress={() =>
              changeThenFocus(
                () => set([...items, newItem()]),
                () => firstControlOf(listRef.current?.lastElementChild),
              )
            }
          >
            {addLabel}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
