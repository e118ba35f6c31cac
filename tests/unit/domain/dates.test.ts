import { describe, expect, it } from '@rstest/core';
import {
  CHIP_DATE_FORMAT,
  LONG_DATE_FORMAT,
  dayAsDate,
  dayRangeBounds,
  isIsoDay,
  listDate,
  normalizedDayRange,
  utcDayEnd,
  utcDayStart,
  utcTime,
} from '../../../src/domain/dates';

describe('date filter bounds (spec document 2 section 5)', () => {
  it('sends the range start as the UTC day start and the end as 23:59:59.999', () => {
    expect(utcDayStart('2025-03-10')).toBe('2025-03-10T00:00:00.000Z');
    expect(utcDayEnd('2025-03-12')).toBe('2025-03-12T23:59:59.999Z');
    expect(dayRangeBounds({ from: '2025-03-10', to: '2025-03-12' })).toEqual({
      greaterOrEqual: '2025-03-10T00:00:00.000Z',
      lesserOrEqual: '2025-03-12T23:59:59.999Z',
    });
  });

  it('allows a single date: the range is that whole day, whichever end was given', () => {
    const day = { greaterOrEqual: '2026-01-12T00:00:00.000Z', lesserOrEqual: '2026-01-12T23:59:59.999Z' };
    expect(dayRangeBounds({ from: null, to: '2026-01-12' })).toEqual(day);
    expect(dayRangeBounds({ from: '2026-01-12', to: null })).toEqual(day);
    expect(normalizedDayRange({ from: null, to: '2026-01-12' })).toEqual({ start: '2026-01-12', end: '2026-01-12' });
  });

  it('puts reversed days in order, and sends nothing without a valid day', () => {
    expect(normalizedDayRange({ from: '2025-05-01', to: '2025-04-01' })).toEqual({ start: '2025-04-01', end: '2025-05-01' });
    expect(dayRangeBounds({ from: null, to: null })).toBeNull();
    expect(dayRangeBounds({ from: '2025-02-30', to: 'tomorrow' })).toBeNull();
  });

  it.each([
    ['2025-03-10', true],
    ['2024-02-29', true],
    ['0002-03-10', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-3-10', false],
    ['10/03/2025', false],
  ])('%s is a day: %s', (value, valid) => {
    expect(isIsoDay(value)).toBe(valid);
  });
});

describe('date display (spec document 2 section 9)', () => {
  it('shows list dates as YYYY-MM-DD in UTC', () => {
    expect(listDate('2025-03-10T23:30:00Z')).toBe('2025-03-10');
    expect(listDate('2025-03-10T23:30:00-02:00')).toBe('2025-03-11');
    expect(listDate('not a date')).toBeNull();
  });

  it("shows deliverable times as 'HH:mm UTC'", () => {
    expect(utcTime('2025-03-22T07:05:00Z')).toBe('07:05 UTC');
    expect(utcTime('2025-03-22T09:05:00+02:00')).toBe('07:05 UTC');
  });

  it("formats filter chips as 'MMM DD, YYYY' and the sidebar in the long month form", () => {
    expect(new Intl.DateTimeFormat('en-US', CHIP_DATE_FORMAT).format(dayAsDate('2025-03-05'))).toBe('Mar 05, 2025');
    expect(new Intl.DateTimeFormat('en-US', LONG_DATE_FORMAT).format(new Date('2025-03-10T00:30:00Z'))).toBe('March 10, 2025');
  });
});
