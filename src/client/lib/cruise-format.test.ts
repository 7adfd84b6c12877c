import { describe, expect, it } from 'vitest';
import { US_ENGLISH, usMonthYear, usNumber } from './cruise-format';

describe('US English dates written out', () => {
  it('are what Intl.DateTimeFormat gives in en-US, every day of a leap year and years far apart', () => {
    const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
    const days: Date[] = [];
    for (let day = new Date(2028, 0, 1); day.getFullYear() === 2028; day.setDate(day.getDate() + 1)) {
      days.push(new Date(day));
    }
    days.push(new Date(1999, 11, 31), new Date(2031, 8, 9), new Date(2100, 1, 28));
    for (const day of days) {
      expect(US_ENGLISH.date.format(day)).toBe(date.format(day));
      expect(US_ENGLISH.short.format(day)).toBe(short.format(day));
    }
    expect(days.length).toBe(369);
  });
});

describe('US English months and numbers written out', () => {
  it("give Intl en-US's month and year for every month", () => {
    const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const day = new Date(2026, month, 15);
      expect(usMonthYear(day)).toBe(monthYear.format(day));
    }
  });

  it("give Intl en-US's numbers: grouped thousands, up to three decimals, signs", () => {
    const number = new Intl.NumberFormat('en-US');
    const values = [
      0,
      7,
      999,
      1000,
      1234.5,
      12345.6789,
      100000,
      9876543.21,
      0.0004,
      0.0005,
      -42,
      -1234567.891,
      Math.PI,
    ];
    for (let n = 1; n < 1e9; n = n * 7 + 3) values.push(n, n / 13);
    for (const value of values) expect(usNumber(value), String(value)).toBe(number.format(value));
  });
});
