import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';
import { Button } from '../button';

/**
 * A settings form's 'Save': enabled only once a value differs from what is saved (final-form's
 * `pristine`), pending (still focusable, announced busy) while the save runs. When a save succeeds the
 * form starts over from the saved values and the button is disabled again; if it had focus, focus
 * moves to the form's first field, not to the top of the document.
 */
export function SaveButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pristine, submitting } = useFormState({ subscription: { pristine: true, submitting: true } });
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const disabled = pristine && !submitting;
  useEffect(() => {
    if (!disabled || !hadFocus.current) return;
    hadFocus.current = false;
    button.current?.form?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [disabled]);
  return (
    <Button
      ref={button}
      type="submit"
      isDisabled={disabled}
      isPending={submitting}
      onFocus={() => (hadFocus.current = true)}
      // Focus going elsewhere has a related target; a button losing focus as it is disabled has none.
      onBlur={(event) => (hadFocus.current = event.relatedTarget === null)}
    >
      {submitting ? pendingLabel : label}
    </Button>
  );
}
