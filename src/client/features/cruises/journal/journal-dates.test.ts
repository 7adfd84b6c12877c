import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import { dayNumberOn, defaultEntryDate, formatEntryDate, groupByDay } from './journal-dates';

const cruise = { id: 'c', sailDate: '2027-07-10', returnDate: '2027-07-17', isCompleted: false };

const entry = (id: string, entryDate: string, extra: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  cruiseId: 'c',
  dayNumber: null,
  portName: null,
  title: null,
  content: 'x',
  entryDate,
  photos: [],
  createdAt: '2027-07-10T10:00:00.000Z',
  updatedAt: '2027-07-10T10:00:00.000Z',
  ...extra,
});

describe('journal dates', () => {
  it('numbers the days from the sail date (day 1), across a month end, and none before it', () => {
    expect(dayNumberOn('2027-07-10', '2027-07-10')).toBe(1);
    expect(dayNumberOn('2027-07-10', '2027-07-12')).toBe(3);
    expect(dayNumberOn('2027-07-28', '2027-08-02')).toBe(6);
    expect(dayNumberOn('2027-07-10', '2027-07-09')).toBeNull();
    expect(dayNumberOn('2027-07-10', '')).toBeNull();
  });

  it('starts a new entry today while the cruise is under way, else on the sail date', () => {
    expect(defaultEntryDate(cruise, new Date(2027, 6, 13, 9))).toBe('2027-07-13');
    expect(defaultEntryDate(cruise, new Date(2027, 5, 1))).toBe('2027-07-10');
    expect(defaultEntryDate(cruise, new Date(2027, 7, 1))).toBe('2027-07-10');
    expect(defaultEntryDate({ ...cruise, isCompleted: true }, new Date(2027, 6, 13))).toBe('2027-07-10');
  });

  it('gathers entries by date under "Day N · port · date", with every port of the day once', () => {
    const days = groupByDay([
      entry('a', '2027-07-10'),
      entry('b', '2027-07-12', { dayNumber: 3, portName: 'Juneau' }),
      entry('c', '2027-07-12', { portName: 'Juneau' }),
      entry('d', '2027-07-12', { portName: 'Mendenhall Glacier' }),
    ]);
    expect(days.map((d) => d.entries.map((e) => e.id))).toEqual([['a'], ['b', 'c', 'd']]);
    expect(days[0]!.heading).toBe(formatEntryDate('2027-07-10'));
    expect(days[1]!.heading).toBe(`Day 3 · Juneau & Mendenhall Glacier · ${formatEntryDate('2027-07-12')}`);
  });
});
