import { describe, expect, it } from 'vitest';
import { dueLabel } from './due-label';

describe('dueLabel', () => {
  it('says how overdue, today, tomorrow, or the date', () => {
    expect(dueLabel('2027-06-28', '2027-07-01')).toBe('Overdue by 3 days');
    expect(dueLabel('2027-06-30', '2027-07-01')).toBe('Overdue by 1 day');
    expect(dueLabel('2027-07-01', '2027-07-01')).toBe('Due today');
    expect(dueLabel('2027-07-02', '2027-07-01')).toBe('Due tomorrow');
    expect(dueLabel('2027-07-12', '2027-07-01')).toMatch(/^Due .*12/);
  });

  it('counts calendar days across a month end and a year end', () => {
    expect(dueLabel('2026-12-31', '2027-01-01')).toBe('Overdue by 1 day');
    expect(dueLabel('2027-03-01', '2027-02-28')).toBe('Due tomorrow');
  });

  it('never calls a done item overdue', () => {
    expect(dueLabel('2027-06-28', '2027-07-01', true)).toMatch(/^Was due .*28/);
  });
});
