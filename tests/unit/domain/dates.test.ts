import { describe, expect, it } from '@rstest/core';
import {
  CHIP_DATE_FORMAT,
  DETAILS_DATE_TIME_PATTERN,
  LONG_DATE_FORMAT,
  dayAsDate,
  detailsDateTime,
  formatUtcPattern,
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
    expect(normalizedDayRange({ from: '2025-05-01', to: '2025-04-01' })).toEqual({
      start: '2025-04-01',
      end: '2025-05-01',
    });
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
    expect(new Intl.DateTimeFormat('en-US', LONG_DATE_FORMAT).format(new Date('2025-03-10T00:30:00Z'))).toBe(
      'March 10, 2025',
    );
  });

  it("formats details dates with their time by the spec's pattern 'MMMM Do, YYYY' with 'h:mmA' GMT, in UTC", () => {
    expect(DETAILS_DATE_TIME_PATTERN).toBe('MMMM Do, YYYY h:mmA [GMT]');
    expect(formatUtcPattern('2025-03-10T09:30:00.000Z', 'MMMM Do, YYYY')).toBe('March 10th, 2025');
    expect(formatUtcPattern('2025-03-10T09:30:00.000Z', 'h:mmA')).toBe('9:30AM');
    expect(detailsDateTime('2025-03-10T09:30:00.000Z', 'en-us')).toBe('March 10th, 2025 9:30AM GMT');
    // UTC, whatever the offset the value was written with.
    expect(detailsDateTime('2025-03-10T23:05:00-02:00', 'en-us')).toBe('March 11th, 2025 1:05AM GMT');
    expect(detailsDateTime('not a date', 'en-us')).toBeNull();
  });

  it.each([
    ['2025-03-01T00:00:00Z', 'March 1st, 2025 12:00AM GMT'],
    ['2025-03-02T12:00:00Z', 'March 2nd, 2025 12:00PM GMT'],
    ['2025-03-03T13:07:00Z', 'March 3rd, 2025 1:07PM GMT'],
    ['2025-03-04T11:59:00Z', 'March 4th, 2025 11:59AM GMT'],
    ['2025-03-11T08:00:00Z', 'March 11th, 2025 8:00AM GMT'],
    ['2025-03-12T08:00:00Z', 'March 12th, 2025 8:00AM GMT'],
    ['2025-03-13T08:00:00Z', 'March 13th, 2025 8:00AM GMT'],
    ['2025-03-21T08:00:00Z', 'March 21st, 2025 8:00AM GMT'],
    ['2025-03-22T08:00:00Z', 'March 22nd, 2025 8:00AM GMT'],
    ['2025-03-23T08:00:00Z', 'March 23rd, 2025 8:00AM GMT'],
    ['2025-03-31T23:59:00Z', 'March 31st, 2025 11:59PM GMT'],
  ])('%s in the details is %s', (iso, text) => {
    expect(detailsDateTime(iso, 'en-us')).toBe(text);
  });

  it('gives another locale its own long date and 24-hour time, in UTC, marked GMT', () => {
    expect(detailsDateTime('2025-03-10T15:30:00.000Z', 'pt-pt')).toBe('10 de março de 2025 às 15:30 GMT');
  });
});
