/**
 * Spec document 2 section 4: "A project size type change resets the size to that type's minimum and
 * clears the size error" — with the size error showing and the size field focused when the other
 * type's label is pressed (react-aria's radio label keeps focus where it is on mousedown, then its
 * press selects the type and focuses the radio). The same event order in Chromium, where React has
 * not rendered the reset when the size field is left, is covered in fields.test.tsx and by
 * the browser test of the translation form.
 */
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { createQueryClient } from '../../../../src/api/query-client';
import { profileQuery } from '../../../../src/features/shell/api';
import TranslationPage from '../../../../src/features/requests/translation-page';
import { endSession } from '../../../../src/session/session-store';
import { startSession } from '../../../../src/session/start-session';
import { fakeApi, json } from '../../support/fake-api';
import { ACME } from '../../support/demo-data';
import { renderApp } from '../../support/render';

const FORM = `/enterprise/${ACME}/project-request/translation/`;

async function renderForm() {
  fakeApi(({ path }) =>
    path === '/users/self/profile/' ? json({ applicationUserId: 'u-admin', role: 0 }) : undefined,
  );
  const queryClient = createQueryClient();
  await queryClient.fetchQuery(profileQuery());
  renderApp(<Route path="/enterprise/:enterpriseId/project-request/translation/" component={TranslationPage} />, {
    path: FORM,
    queryClient,
  });
  return screen.findByRole('textbox', { name: 'Project size' }) as Promise<HTMLInputElement>;
}

/** The texts of the field's error messages (those of its aria-describedby that are errors). */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((node): node is HTMLElement => node !== null && node.classList.contains('field__error'))
    .map((node) => node.textContent)
    .join(' ');

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

/** Presses a size type's label with a mouse, with the events react-aria's press handling reads. */
function pressLabel(name: string) {
  const label = radio(name).closest('label') as HTMLElement;
  const pointer = {
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    buttons: 1,
    width: 1,
    height: 1,
    detail: 1,
  };
  fireEvent.pointerDown(label, pointer);
  fireEvent.mouseDown(label, { button: 0, buttons: 1, detail: 1 });
  fireEvent.pointerUp(label, { ...pointer, buttons: 0 });
  fireEvent.mouseUp(label, { button: 0, detail: 1 });
  fireEvent.click(label, { button: 0, detail: 1 });
}

beforeEach(() => {
  startSession({ token: 'test-token', refreshToken: 'test-refresh', expiresIn: 3600 });
});
afterEach(() => {
  endSession();
  sessionStorage.clear();
});

describe('a project size type change (translation)', () => {
  it('with the size error showing and the size focused: the size becomes the new minimum and the error goes', async () => {
    const size = await renderForm();
    await act(async () => {
      fireEvent.click(radio('Sentences'));
    });
    expect(size.value).toBe('50');
    // A submit attempt shows every field's error; the size's shows while it is being typed.
    await act(async () => {
      fireEvent.submit(size.closest('form') as HTMLFormElement);
    });
    await act(async () => {
      size.focus();
      fireEvent.change(size, { target: { value: '20' } });
    });
    expect(errorOf(size)).toBe('50 sentences minimum');
    expect(size.getAttribute('aria-invalid')).toBe('true');

    pressLabel('Words');
    expect(document.activeElement).toBe(radio('Words'));
    expect(radio('Words').checked).toBe(true);
    expect(size.value).toBe('500');
    expect(errorOf(size)).toBe('');
    expect(size.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('from words to sentences in the same way: the size becomes 50, not the words minimum', async () => {
    const size = await renderForm();
    await act(async () => {
      fireEvent.submit(size.closest('form') as HTMLFormElement);
    });
    await act(async () => {
      size.focus();
      fireEvent.change(size, { target: { value: '120' } });
    });
    expect(errorOf(size)).toBe('500 words minimum');

    pressLabel('Sentences');
    expect(document.activeElement).toBe(radio('Sentences'));
    expect(size.value).toBe('50');
    expect(errorOf(size)).toBe('');
  });

  it('a size typed and left on its own is still clamped to the type minimum', async () => {
    const size = await renderForm();
    await act(async () => {
      size.focus();
      fireEvent.change(size, { target: { value: '120' } });
    });
    await act(async () => {
      size.blur();
    });
    expect(document.activeElement).not.toBe(size);
    expect(size.value).toBe('500');
  });
});
