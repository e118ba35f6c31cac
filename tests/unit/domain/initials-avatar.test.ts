import { describe, expect, it } from '@rstest/core';
import {
  AVATAR_COLOUR_COUNT,
  AVATAR_COLOURS,
  avatarColour,
  hashUserId,
  initials,
} from '../../../src/domain/initials-avatar';
import { USER_IDS } from '../../../scripts/dev-api/demo-ids';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the avatar colours (spec document 2 section 2: the user id hashed among 47 colours)', () => {
  it('has exactly 47 different colours', () => {
    expect(AVATAR_COLOUR_COUNT).toBe(47);
    expect(AVATAR_COLOURS).toHaveLength(47);
    expect(new Set(AVATAR_COLOURS.map((c) => c.background.toLowerCase())).size).toBe(47);
  });

  it.each(AVATAR_COLOURS.map((colour, index) => [index, colour.background, colour.text] as const))(
    'colour %i (%s) has at least AA contrast (4.5:1) with its text %s',
    (_index, background, text) => {
      expect(background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('hashes a user id to the same colour every time', () => {
    expect(hashUserId(USER_IDS.admin)).toBe(hashUserId(USER_IDS.admin));
    expect(avatarColour(USER_IDS.admin)).toBe(avatarColour(USER_IDS.admin));
  });

  it('hashes with h * 31 + code unit on 32 bits, never negative', () => {
    expect(hashUserId('')).toBe(0);
    expect(hashUserId('a')).toBe(97);
    expect(hashUserId('ab')).toBe(97 * 31 + 98);
    // Long ids overflow 32 bits and would be negative as signed integers.
    const long = 'ffffffff-ffff-4fff-bfff-ffffffffffff'.repeat(4);
    expect(hashUserId(long)).toBeGreaterThanOrEqual(0);
    expect(hashUserId(long)).toBeLessThan(2 ** 32);
  });

  it('picks the colour at the hash modulo 47', () => {
    for (const id of Object.values(USER_IDS)) {
      expect(avatarColour(id)).toBe(AVATAR_COLOURS[hashUserId(id) % 47]);
    }
  });

  it('spreads many ids over most of the colours', () => {
    const used = new Set<number>();
    for (let n = 0; n < 500; n++) used.add(hashUserId(`20000000-0000-4000-8000-${String(n).padStart(12, '0')}`) % 47);
    expect(used.size).toBeGreaterThan(40);
  });
});

describe('the avatar initials', () => {
  it.each([
    ['Ada', 'Admin', 'AA'],
    ['mia', 'manager', 'MM'],
    ['Élodie', 'Ørsted', 'ÉØ'],
    ['  Nora ', ' Newcomer', 'NN'],
    ['Victor', '', 'V'],
  ])('%s %s → %s', (first, last, expected) => {
    expect(initials(first, last, 'someone@acme.test')).toBe(expected);
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials('𝒜da', 'Admin')).toBe('𝒜A');
  });

  it("falls back to the e-mail's first letter when there are no names", () => {
    expect(initials('', '', 'lonely@acme.test')).toBe('L');
  });
});
