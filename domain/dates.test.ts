import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, isDay } from './dates.ts';
import { formatRupees } from './money.ts';

describe('one date and money format', () => {
  // 14:10 UTC is 7:40 pm in India (UTC+5:30).
  const evening = Date.UTC(2026, 10, 22, 14, 10);

  it('writes dates the Indian way, in Indian time, whatever the input shape', () => {
    expect(formatDate(evening)).toBe('22 Nov 2026');
    expect(formatDate(String(evening))).toBe('22 Nov 2026');
    expect(formatDate(new Date(evening))).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22T14:10:00Z')).toBe('22 Nov 2026');
    expect(formatDateTime(evening)).toBe('22 Nov 2026, 7:40 pm');
    expect(formatDayMonth(evening)).toBe('22 Nov');
  });

  it('moves past midnight by Indian time, not UTC', () => {
    // 20:00 UTC on the 22nd is 1:30 am on the 23rd in India.
    expect(formatDateTime(Date.UTC(2026, 10, 22, 20, 0))).toBe('23 Nov 2026, 1:30 am');
  });

  it('groups rupees in lakhs and crores with two decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(2899)).toBe('₹2,899.00');
    expect(formatRupees(0.5)).toBe('₹0.50');
  });
});

describe('a day as the API takes it', () => {
  it('is a calendar day written YYYY-MM-DD, never one Date would roll over', () => {
    expect(isDay('2026-11-25')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    // A day whose Indian midnight falls in a year PostgreSQL cannot store is not one either.
    for (const bad of [
      'x',
      '',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-05',
      '20261125',
      '0000-01-01',
      '0001-01-01',
      '0999-12-31',
    ])
      expect(isDay(bad), bad).toBe(false);
  });
});
