import { useRef, type ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components/Form';
import { useForm } from 'react-final-form';

/**
 * The <form> of a final-form form (inside react-final-form's Form): errors shown the form kit's way
 * (aria-invalid and aria-describedby, never the browser's bubbles), and a submission stopped by its
 * validators moves focus to the first invalid field, so a keyboard or screen-reader user lands on the
 * message instead of staying on the button. Every final-form form uses it (the account pages, the
 * settings forms, the saved view's name).
 */
export function KitForm({
  children,
  className,
  'aria-labelledby': labelledBy,
}: {
  children: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm();
  return (
    <AriaForm
      ref={formRef}
      className={className}
      aria-labelledby={labelledBy}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
        // final-form checks its validators synchronously: with errors nothing was sent.
        if (form.getState().hasValidationErrors) {
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        }
      }}
    >
      {children}
    </AriaForm>
  );
}
