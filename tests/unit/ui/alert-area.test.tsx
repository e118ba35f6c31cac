import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { defineMessages } from '../../../src/i18n/define-messages';
import { AlertArea } from '../../../src/ui/alert-area';
import { ALERT_AUTO_CLOSE_MS, alerts, clearAlerts, showAlert } from '../../../src/ui/alert-store';
import { renderApp } from '../support/render';

const messages = defineMessages({
  saved: { id: 'test.saved', defaultMessage: 'Saved {name}.' },
  failed: { id: 'test.failed', defaultMessage: 'We could not execute the action.' },
  note: { id: 'test.note', defaultMessage: 'The project is being cancelled.' },
  deleted: { id: 'test.deleted', defaultMessage: 'Deleted.' },
  undo: { id: 'test.undo', defaultMessage: 'Undo' },
});

const SUPPORT = 'https://support.example.test/';

beforeEach(() => {
  rs.useFakeTimers();
  clearAlerts();
});
afterEach(() => {
  clearAlerts();
  rs.useRealTimers();
});

describe('the alert area (spec document 2 sections 3, 4, 8: Success, Danger, Info)', () => {
  it('has its live regions before any alert, so screen readers announce each new one', async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert').getAttribute('aria-live')).toBe('assertive');
    expect(within(region).getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('announces Danger assertively and Success and Info politely, with the formatted text', async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    await act(async () => {
      showAlert({ type: 'success', message: messages.saved, values: { name: 'Staging' } });
      showAlert({ type: 'info', message: messages.note });
      showAlert({ type: 'danger', message: messages.failed });
    });
    expect(screen.getByRole('status').textContent).toContain('Saved Staging.');
    expect(screen.getByRole('status').textContent).toContain('The project is being cancelled.');
    expect(screen.getByRole('alert').textContent).toContain('We could not execute the action.');
    expect(screen.getByRole('alert').textContent).not.toContain('Saved');
  });

  it('closes an alert by itself after 5000 ms', async () => {
    expect(ALERT_AUTO_CLOSE_MS).toBe(5000);
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    await act(async () => {
      showAlert({ type: 'success', message: messages.saved, values: { name: 'x' } });
    });
    await act(async () => rs.advanceTimersByTime(4999));
    expect(screen.queryByText('Saved x.')).not.toBeNull();
    await act(async () => rs.advanceTimersByTime(1));
    expect(screen.queryByText('Saved x.')).toBeNull();
    expect(alerts.list).toHaveLength(0);
  });

  it("adds 'please try later' and the contact-support link when asked, as one sentence: 'Please try later or' and the link (record 0065)", async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    await act(async () => {
      showAlert({ type: 'danger', message: messages.failed, showContactSupport: true });
    });
    const alert = screen.getByRole('alert');
    const link = within(alert).getByRole('link', { name: 'contact support (opens in a new tab)' });
    // The message, then the sentence with its capital and its 'or', the link its last words.
    expect(link.parentElement?.textContent).toBe(
      'We could not execute the action. Please try later or contact support (opens in a new tab)',
    );
    expect(link.previousSibling?.textContent).toBe(' ');
    expect(link.previousSibling?.previousSibling?.textContent).toBe('Please try later or');
    expect(link.nextSibling).toBeNull();
    expect(link.getAttribute('href')).toBe(SUPPORT);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('has no contact-support link unless asked', async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    await act(async () => {
      showAlert({ type: 'danger', message: messages.failed });
    });
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('can be dismissed before it closes', async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    await act(async () => {
      showAlert({ type: 'info', message: messages.note });
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByText('The project is being cancelled.')).toBeNull();
  });
});

describe('an alert the user is on stays open (WCAG 2.2.1)', () => {
  it('pauses while hovered and closes the rest of its 5000 ms after', async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    await act(async () => {
      showAlert({ type: 'danger', message: messages.failed, showContactSupport: true });
    });
    await act(async () => rs.advanceTimersByTime(3000));
    const toast = screen.getByText(/We could not execute the action/).closest('.alert') as HTMLElement;
    await act(async () => fireEvent.mouseEnter(toast));
    await act(async () => rs.advanceTimersByTime(60_000));
    expect(screen.queryByText(/We could not execute the action/)).not.toBeNull();
    await act(async () => fireEvent.mouseLeave(toast));
    await act(async () => rs.advanceTimersByTime(1999));
    expect(screen.queryByText(/We could not execute the action/)).not.toBeNull();
    await act(async () => rs.advanceTimersByTime(1));
    expect(screen.queryByText(/We could not execute the action/)).toBeNull();
  });

  it('stays open while focus is on its contact-support link', async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    await act(async () => {
      showAlert({ type: 'danger', message: messages.failed, showContactSupport: true });
    });
    const link = screen.getByRole('link', { name: 'contact support (opens in a new tab)' });
    await act(async () => fireEvent.focus(link));
    await act(async () => rs.advanceTimersByTime(60_000));
    expect(screen.queryByRole('link', { name: 'contact support (opens in a new tab)' })).not.toBeNull();
    await act(async () => fireEvent.blur(link));
    await act(async () => rs.advanceTimersByTime(5000));
    expect(screen.queryByRole('link', { name: 'contact support (opens in a new tab)' })).toBeNull();
  });

  it('offers its action (Undo): pressing it does the action and closes the alert; it may take focus', async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    let undone = 0;
    await act(async () => {
      showAlert({
        type: 'success',
        message: messages.deleted,
        action: { label: messages.undo, takesFocus: true, onPress: () => (undone += 1) },
      });
    });
    const undo = screen.getByRole('button', { name: 'Undo' });
    await act(async () => rs.advanceTimersByTime(50));
    expect(document.activeElement).toBe(undo);
    await act(async () => fireEvent.click(undo));
    expect(undone).toBe(1);
    expect(screen.queryByText('Deleted.')).toBeNull();
  });

  it('has no action unless given one, and an action takes focus only when asked', async () => {
    renderApp(<AlertArea contactSupportUrl={SUPPORT} />);
    await act(async () => {
      showAlert({ type: 'success', message: messages.saved, values: { name: 'x' } });
      showAlert({ type: 'success', message: messages.deleted, action: { label: messages.undo, onPress: () => {} } });
    });
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    await act(async () => rs.advanceTimersByTime(50));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Undo' }));
  });
});
