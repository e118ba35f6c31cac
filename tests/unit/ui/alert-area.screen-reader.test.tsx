/**
 * The alerts, read by a screen reader (decision 0062): the screen-reader simulator of tests/unit/support/screen-reader.ts over
 * the alert area as the component tests render it.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import { act } from '@testing-library/react';
import { defineMessages } from '../../../src/i18n/define-messages';
import { AlertArea } from '../../../src/ui/alert-area';
import { clearAlerts, showAlert } from '../../../src/ui/alert-store';
import { signedOut } from '../support/fake-api';
import { renderApp } from '../support/render';
import { heard, settle, startScreenReader, stopScreenReader } from '../support/screen-reader';

afterEach(async () => {
  await stopScreenReader();
  clearAlerts();
  signedOut();
});

describe('the alerts, read by a screen reader', () => {
  const messages = defineMessages({
    failed: { id: 'test.failed', defaultMessage: 'We could not execute the action.' },
    saved: { id: 'test.saved', defaultMessage: 'Saved.' },
  });

  it('announces an alert once through its live region, its text alone (not the dismiss button)', async () => {
    renderApp(<AlertArea contactSupportUrl="https://support.example.test/" />);
    await startScreenReader();
    await act(async () => {
      showAlert({ type: 'danger', message: messages.failed });
    });
    await settle();
    expect(await heard()).toEqual(['assertive: We could not execute the action.']);
    await act(async () => {
      showAlert({ type: 'success', message: messages.saved });
    });
    await settle();
    expect(await heard()).toEqual(['polite: Saved.']);
  });
});
