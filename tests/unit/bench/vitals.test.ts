import { describe, expect, it } from '@rstest/core';
import {
  cumulativeLayoutShift,
  duplicateCalls,
  interactionToNextPaint,
  interactions,
  largestShift,
} from '../../../scripts/bench/vitals';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

describe('Cumulative Layout Shift (session windows)', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('adds shifts less than 1 s apart into one window', () => {
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(900, 0.02), shift(1800, 0.005)])).toBeCloseTo(0.035);
  });

  it('starts a new window after a gap of more than 1 s and keeps the largest window', () => {
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(1200, 0.03), shift(1300, 0.001)])).toBeCloseTo(0.031);
  });

  it('closes a window after 5 s even without a gap', () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01)); // 0 … 9900 ms
    // Windows: 0–4500 (6 shifts), 5400–9900 (6 shifts).
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  it('leaves out shifts right after an input, and reads entries in any order', () => {
    expect(cumulativeLayoutShift([shift(500, 0.2, true), shift(300, 0.01), shift(100, 0.004)])).toBeCloseTo(0.014);
  });

  it('names the largest counted shift', () => {
    expect(
      largestShift([
        { ...shift(1, 0.5, true), source: 'input' },
        { ...shift(2, 0.03), source: '<footer>' },
        shift(3, 0.01),
      ])?.source,
    ).toBe('<footer>');
    expect(largestShift([])).toBeNull();
  });
});

describe('interactions and INP from Event Timing entries', () => {
  const entries = [
    { name: 'pointerdown', interactionId: 7, startTime: 100, duration: 40 },
    { name: 'pointerup', interactionId: 7, startTime: 180, duration: 120 },
    { name: 'click', interactionId: 7, startTime: 181, duration: 112 },
    { name: 'pointerover', interactionId: 0, startTime: 90, duration: 400 },
    { name: 'keydown', interactionId: 9, startTime: 500, duration: 64 },
    { name: 'keyup', interactionId: 9, startTime: 560, duration: 24 },
  ];

  it('groups entries by interaction, keeps the longest duration, and drops events that are not interactions', () => {
    expect(interactions(entries)).toEqual([
      { interactionId: 7, events: ['pointerdown', 'pointerup', 'click'], startTime: 100, duration: 120 },
      { interactionId: 9, events: ['keydown', 'keyup'], startTime: 500, duration: 64 },
    ]);
  });

  it('takes the slowest interaction', () => {
    expect(interactionToNextPaint(interactions(entries))).toBe(120);
  });

  it('leaves out one outlier per 50 interactions', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      interactionId: i + 1,
      events: ['keydown'],
      startTime: i,
      duration: i === 10 ? 900 : 40 + (i % 5),
    }));
    expect(interactionToNextPaint(many)).toBe(44);
    expect(interactionToNextPaint(many.slice(0, 49))).toBe(900);
  });

  it('is the Event Timing threshold (16 ms, an upper bound) when no interaction was slow enough to be reported', () => {
    expect(interactionToNextPaint([])).toBe(16);
  });
});

describe('duplicate API calls', () => {
  const call = (method: string, url: string, body: string | null = null) => ({ method, url, body });

  it('counts every repeat of the same method, URL and body', () => {
    const result = duplicateCalls([
      call('GET', '/api/users/self/profile/'),
      call('GET', '/api/users/self/profile/'),
      call('GET', '/api/users/self/profile/'),
      call('POST', '/api/e/projects/', '{"pageNumber":1}'),
      call('POST', '/api/e/projects/', '{"pageNumber":2}'),
      call('get', '/en-us/localization/'),
    ]);
    expect(result.count).toBe(2);
    expect(result.repeated).toEqual(['GET /api/users/self/profile/ ×3']);
  });

  it('is 0 for distinct calls', () => {
    expect(duplicateCalls([call('GET', '/a'), call('POST', '/a'), call('GET', '/b')]).count).toBe(0);
  });
});
