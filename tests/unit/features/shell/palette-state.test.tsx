import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../../../src/config/runtime-config';
import { Role } from '../../../../src/domain/roles';
import { matches, pageHref, pagesFor, requestTypesFor } from '../../../../src/features/shell/palette-entries';
import {
  closePalette,
  dialogOpen,
  isPaletteShortcut,
  isTextField,
  leavePalette,
  openPalette,
  usePalette,
} from '../../../../src/features/shell/palette-state';
import { FOCUS_HANDOVER_MS } from '../../../../src/ui/focus-handover';
import { ACME } from '../../support/demo-data';
import { act, renderHook } from '@testing-library/react';

/** The command palette's rules (docs/product-decisions.md "Theme, command palette and saved views", decision 0063). */

afterEach(() => {
  setRuntimeConfig(structuredClone(defaultRuntimeConfig));
  document.body.innerHTML = '';
});

const labels = (role: unknown) => pagesFor(role).map((page) => page.label.defaultMessage);

describe("the palette's pages", () => {
  it('are those of the route table a role may open, in the palette’s order', () => {
    const all = ['Projects', 'Team', 'Profile', 'Notifications', 'Billing', 'API Access Keys', 'Change Password'];
    expect(labels(Role.Admin)).toEqual(all);
    expect(labels(Role.CustomerSuccess)).toEqual(all);
    expect(labels(Role.CustomerSuccessPrincipal)).toEqual(all);
    expect(labels(Role.Viewer)).toEqual(['Projects', 'Team', 'Profile', 'Change Password']);
    // The role not known yet: what every role may open.
    expect(labels(null)).toEqual(['Projects', 'Team', 'Profile', 'Change Password']);
  });

  it('open in the enterprise', () => {
    expect(pageHref('projects', ACME)).toBe(`/enterprise/${ACME}/`);
    expect(pageHref('accessKeyHome', ACME)).toBe(`/enterprise/${ACME}/accesskey/home/`);
    expect(pageHref('changePassword', ACME)).toBe(`/enterprise/${ACME}/profile/password/`);
  });
});

describe("the palette's request types", () => {
  it('are the three types, for the roles that may request projects', () => {
    expect(requestTypesFor(Role.Admin).map((type) => type.label.defaultMessage)).toEqual([
      'Translation',
      'Scripted Speech',
      'Quality of Experience',
    ]);
    expect(requestTypesFor(Role.Viewer)).toEqual([]);
  });

  it('are none with the hide-request-project flag', () => {
    setRuntimeConfig({ ...structuredClone(defaultRuntimeConfig), hideRequestProject: true });
    expect(requestTypesFor(Role.Admin)).toEqual([]);
  });
});

describe('what was typed', () => {
  it('matches a text containing it, whatever the case, accents and spaces; nothing typed matches all', () => {
    expect(matches('Change Password', 'pass')).toBe(true);
    expect(matches('Change Password', 'change  PASS')).toBe(true);
    expect(matches('Configurações', 'configuracoes')).toBe(true);
    expect(matches('Team', 'tram')).toBe(false);
    expect(matches('Team', '  ')).toBe(true);
  });
});

describe('the shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({
    key: 'k',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...init,
  });

  it('is Ctrl+K, or ⌘K on a Mac, with no other modifier', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(key({ key: 'K', ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true }), true)).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key({ key: 'j', ctrlKey: true }), false)).toBe(false);
  });

  it('is not the palette’s in a text field: a text input, a text area, an editable element', () => {
    document.body.innerHTML = `
      <input id="text"><input id="search" type="search"><input id="email" type="email">
      <input id="box" type="checkbox"><input id="radio" type="radio"><button id="button">b</button>
      <textarea id="area"></textarea><div id="editable" contenteditable="true">d</div>`;
    const byId = (id: string) => document.getElementById(id);
    for (const id of ['text', 'search', 'email', 'area']) expect(isTextField(byId(id))).toBe(true);
    for (const id of ['box', 'radio', 'button']) expect(isTextField(byId(id))).toBe(false);
    expect(isTextField(byId('editable'))).toBe(true);
    expect(isTextField(document.body)).toBe(false);
  });

  it('sees another dialog open: a dialog or an alert dialog anywhere', () => {
    expect(dialogOpen()).toBe(false);
    document.body.innerHTML = '<div role="dialog"></div>';
    expect(dialogOpen()).toBe(true);
    document.body.innerHTML = '<div role="alertdialog"></div>';
    expect(dialogOpen()).toBe(true);
    // One leaving, out of sight for a moment, is closed.
    document.body.innerHTML = '<div data-exiting="true"><div><div role="dialog"></div></div></div>';
    expect(dialogOpen()).toBe(false);
  });
});

describe('the palette closing', () => {
  afterEach(() => {
    closePalette();
    rs.useRealTimers();
  });

  const phase = () => {
    const { result } = renderHook(() => usePalette());
    return result;
  };

  it('on Escape, or a move elsewhere, goes at once', () => {
    const state = phase();
    act(() => openPalette(null));
    expect(state.current.phase).toBe('open');
    act(() => closePalette());
    expect(state.current.phase).toBe('closed');
  });

  it('on a chosen entry stays FOCUS_HANDOVER_MS while the page it opened takes focus; a move meanwhile does not cut it short', () => {
    rs.useFakeTimers();
    const state = phase();
    act(() => openPalette(null));
    act(() => leavePalette());
    expect(state.current.phase).toBe('leaving');
    // The location's change closes the palette: not one that is leaving.
    act(() => closePalette());
    expect(state.current.phase).toBe('leaving');
    act(() => rs.advanceTimersByTime(FOCUS_HANDOVER_MS - 1));
    expect(state.current.phase).toBe('leaving');
    act(() => rs.advanceTimersByTime(1));
    expect(state.current.phase).toBe('closed');
  });

  it('when the entry opened no other page, focus leaves the palette at once, and goes back when it is gone', () => {
    rs.useFakeTimers();
    document.body.innerHTML =
      '<button id="opener">Search</button><div class="palette-overlay"><input id="field"></div>';
    const opener = document.getElementById('opener') as HTMLElement;
    const field = document.getElementById('field') as HTMLElement;
    const state = phase();
    act(() => openPalette(opener));
    field.focus();
    act(() => leavePalette());
    act(() => rs.advanceTimersToNextFrame());
    expect(document.activeElement).toBe(document.body);
    act(() => rs.advanceTimersByTime(FOCUS_HANDOVER_MS));
    expect(state.current.phase).toBe('closed');
    act(() => rs.advanceTimersToNextFrame());
    act(() => rs.advanceTimersToNextFrame());
    expect(document.activeElement).toBe(opener);
  });

  it('opening it again while it leaves is a new palette', () => {
    const state = phase();
    act(() => openPalette(null));
    const first = state.current.opening;
    act(() => leavePalette());
    act(() => openPalette(null));
    expect(state.current).toEqual({ phase: 'open', opening: first + 1 });
  });
});
