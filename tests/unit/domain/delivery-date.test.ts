import { describe, expect, it } from '@rstest/core';
import {
  DELIVERY_DATE_MAX,
  deliveryDateValue,
  deliveryDateWindow,
  isIsoDay,
  toIsoDay,
  tomorrowOf,
  validateDeliveryDate,
} from '../../../src/domain/delivery-date';

const today = new Date(2026, 4, 14, 15, 30); // 14 May 2026, local time

describe('desired delivery date (spec document 2 section 5)', () => {
  it('is a window from tomorrow to 31 Dec 2049', () => {
    expect(DELIVERY_DATE_MAX).toBe('2049-12-31');
    expect(deliveryDateWindow(today)).toEqual({ min: '2026-05-15', max: '2049-12-31' });
  });

  it('finds tomorrow across month and year ends', () => {
    expect(tomorrowOf(new Date(2026, 0, 31))).toBe('2026-02-01');
    expect(tomorrowOf(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01');
    expect(tomorrowOf(new Date(2028, 1, 28))).toBe('2028-02-29');
    expect(toIsoDay(new Date(2026, 6, 4))).toBe('2026-07-04');
  });

  it('is optional', () => {
    expect(validateDeliveryDate('', today)).toBeUndefined();
    expect(validateDeliveryDate(undefined, today)).toBeUndefined();
    expect(deliveryDateValue('')).toBeUndefined();
    expect(deliveryDateValue('2026-06-01')).toBe('2026-06-01');
  });

  it.each(['2026-05-15', '2030-01-01', '2049-12-31'])('accepts %s', (value) => {
    expect(validateDeliveryDate(value, today)).toBeUndefined();
  });

  it.each([
    ['today', '2026-05-14'],
    ['yesterday', '2026-05-13'],
    ['after the last day', '2050-01-01'],
    ['a day that does not exist', '2026-02-30'],
    ['another format', '15/05/2026'],
    ['no leading zeros', '2026-5-15'],
    ['text', 'next week'],
  ])('rejects %s (%s) with the window message', (_case, value) => {
    const problem = validateDeliveryDate(value, today);
    expect(problem?.message.defaultMessage).toBe('Desired delivery date has to be between {tomorrow} and {maxDate}');
    expect(problem?.values).toEqual({ tomorrow: '2026-05-15', maxDate: '2049-12-31' });
  });

  it('knows real calendar days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-04-31')).toBe(false);
    expect(isIsoDay('2026-00-10')).toBe(false);
  });
});
