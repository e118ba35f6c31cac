import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';

/**
 * The two palettes of src/ui/theme.css (decision 0061): every pair of colours the portal puts text or
 * a control's edge on meets WCAG 2.2 AA in the light theme and in the dark one (1.4.3: 4.5:1 for
 * text; 1.4.11: 3:1 for what identifies a control or its state). axe checks the text of the pages it
 * sees; this checks the palette itself, the non-text pairs too.
 */
const css = readFileSync(new URL('../../../src/ui/theme.css', import.meta.url), 'utf8');
const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));

type Theme = 'light' | 'dark';

function palette(theme: Theme): Map<string, string> {
  const colours = new Map<string, string>();
  for (const [, name = '', value = ''] of rootBlock.matchAll(/(--color-[\w-]+):\s*([^;]+);/g)) {
    const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value.trim());
    const single = /^#[0-9a-f]{6}$/i.exec(value.trim());
    if (pair?.[1] && pair[2]) colours.set(name, theme === 'light' ? pair[1] : pair[2]);
    else if (single) colours.set(name, single[0]);
    else throw new Error(`${name}: '${value}' is neither a colour nor light-dark() of two`);
  }
  return colours;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;

/** [foreground, background, minimum], by variable name without `--color-`. */
const PAIRS: ReadonlyArray<[string, string, number]> = [
  ...['surface', 'page', 'hover', 'row-hover', 'greyed', 'info-bg', 'accent-bg'].map(
    (bg) => ['text', bg, TEXT] as [string, string, number],
  ),
  ...['surface', 'page', 'hover', 'greyed', 'info-bg'].map((bg) => ['muted', bg, TEXT] as [string, string, number]),
  ...['surface', 'page', 'info-bg', 'hover'].map((bg) => ['primary', bg, TEXT] as [string, string, number]),
  ['primary-hover', 'surface', TEXT],
  ...['primary', 'primary-hover', 'danger', 'danger-hover'].map(
    (bg) => ['on-primary', bg, TEXT] as [string, string, number],
  ),
  ['danger', 'surface', TEXT],
  ['danger', 'page', TEXT],
  ['danger', 'info-bg', TEXT],
  ['danger-text', 'danger-bg', TEXT],
  ['success', 'success-bg', TEXT],
  ['info-text', 'info-bg', TEXT],
  ['info-text', 'accent-bg', TEXT],
  ['warning-text', 'warning-bg', TEXT],
  ['disabled-text', 'disabled-bg', TEXT],
  ['chip-grey-text', 'chip-grey-bg', TEXT],
  ['chip-grey-text', 'hover', TEXT],
  ['chip-grey-text', 'greyed', TEXT],
  ['chip-blue-text', 'accent-bg', TEXT],
  ['chip-red-text', 'chip-red-bg', TEXT],
  ['chip-orange-text', 'chip-orange-bg', TEXT],
  ['chip-green-text', 'success-bg', TEXT],
  ['surface', 'text', TEXT], // the tooltip
  ['on-primary', 'primary', TEXT], // a focused date segment
  // A control's edge and its state.
  ...['surface', 'page', 'hover'].map((bg) => ['border', bg, NON_TEXT] as [string, string, number]),
  ['primary', 'surface', NON_TEXT], // a chosen radio or checkbox, a switch that is on, the current tab's mark
  ['surface', 'border', NON_TEXT], // a switch's knob, off
  ['surface', 'primary', NON_TEXT], // a switch's knob, on
  ...['danger', 'caution', 'success'].map((fill) => [fill, 'divider-subtle', NON_TEXT] as [string, string, number]),
  // The focus outline against what it is drawn on.
  ...['surface', 'page', 'hover'].map((bg) => ['focus', bg, NON_TEXT] as [string, string, number]),
];

describe('the palettes of the light and the dark theme', () => {
  it.each(['light', 'dark'] as const)('(%s) meet WCAG AA for every text and control pair', (theme) => {
    const colours = palette(theme);
    const failures = PAIRS.flatMap(([fg, bg, minimum]) => {
      const [a, b] = [colours.get(`--color-${fg}`), colours.get(`--color-${bg}`)];
      if (!a || !b) return [`${fg} on ${bg}: no such colour`];
      const ratio = contrast(a, b);
      return ratio >= minimum ? [] : [`${fg} ${a} on ${bg} ${b}: ${ratio.toFixed(2)}:1, below ${minimum}:1`];
    });
    expect(failures).toEqual([]);
  });

  it('has both palettes for every colour but the focus halo, and the system chooses unless the user did', () => {
    const singles = [...rootBlock.matchAll(/(--color-[\w-]+):\s*#/g)].map((m) => m[1]);
    expect(singles).toEqual(['--color-focus-halo']);
    expect(rootBlock).toContain('color-scheme: light dark;');
    expect(css).toMatch(/:root\[data-theme='light'\] \{\s*color-scheme: light;/);
    expect(css).toMatch(/:root\[data-theme='dark'\] \{\s*color-scheme: dark;/);
  });

  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
