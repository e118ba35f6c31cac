import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { validateRequired } from '../../../src/domain/validation';
import { defineMessages } from '../../../src/i18n/define-messages';
import { alerts, clearAlerts, showAlert } from '../../../src/ui/alert-store';
import { FormTextField } from '../../../src/ui/form/form-text-field';
import { renderApp } from '../support/render';

const messages = defineMessages({
  saved: { id: 'test.saved', defaultMessage: 'The billing contact was saved.' },
  failed: { id: 'test.failed', defaultMessage: 'We could not save the billing contact. Please try again.' },
});

function renderForm() {
  renderApp(
    <Form
      onSubmit={() => undefined}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormTextField name="name" label="Name" validate={validateRequired} isRequired />
          <FormTextField name="email" label="Email" />
        </form>
      )}
    />,
  );
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
  };
}

beforeEach(() => clearAlerts());
afterEach(() => clearAlerts());

describe('an alert hides when an error message is set (spec document 2 section 4, record 0067)', () => {
  it("hides the alerts shown when a field's error message is set, not before", () => {
    const { name, email } = renderForm();
    act(() => {
      showAlert({ type: 'success', message: messages.saved });
      showAlert({ type: 'danger', message: messages.failed, showContactSupport: true });
    });
    // Typing and leaving fields that stay valid sets no error message: the alerts stay.
    act(() => {
      fireEvent.change(email, { target: { value: 'a@b.co' } });
      fireEvent.blur(email);
      fireEvent.change(name, { target: { value: 'Ada' } });
    });
    expect(alerts.list).toHaveLength(2);
    act(() => {
      fireEvent.change(name, { target: { value: '' } });
      fireEvent.blur(name);
    });
    expect(screen.getByText('Required field')).toBeTruthy();
    expect(alerts.list).toEqual([]);
  });

  it('keeps an alert shown later, while the error message stands', () => {
    const { name } = renderForm();
    act(() => {
      fireEvent.focus(name);
      fireEvent.blur(name);
    });
    expect(screen.getByText('Required field')).toBeTruthy();
    act(() => {
      showAlert({ type: 'success', message: messages.saved });
    });
    act(() => {
      fireEvent.change(name, { target: { value: ' ' } });
    });
    expect(screen.getByText('Required field')).toBeTruthy();
    expect(alerts.list).toHaveLength(1);
  });
});
