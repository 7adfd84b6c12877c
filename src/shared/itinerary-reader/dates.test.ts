import { describe, expect, it } from 'vitest';
import { dayFirst, dayFirstSlashes, findDates, withoutDates } from './dates.js';

const read = (text: string) => findDates(text).map((d) => [d.year, d.month, d.day]);

describe('dates as itineraries write them', () => {
  it.each([
    ['Sun, Nov 16, 2025', [[2025, 11, 16]]],
    ['2023-07-02\tMiami', [[2023, 7, 2]]],
    ['21.05. Kiel', [[null, 5, 21]]],
    ['15.07.15: Kiel', [[2015, 7, 15]]],
    ['So 21.11.2004 Øksfjord', [[2004, 11, 21]]],
    ['4/27(土) 横浜', [[null, 4, 27]]],
    ['2018年4月11日(水)', [[2018, 4, 11]]],
    ['Civitavecchia (Rome), Italy – Tuesday, April 15', [[null, 4, 15]]],
    ['Sat 20-Apr', [[null, 4, 20]]],
    ['Sat 07-Dec-2024\tMiami', [[2024, 12, 7]]],
    ['09DEC24 AT SEA', [[2024, 12, 9]]],
    ['8.16, Fri: Isafjordur', [[null, 8, 16]]],
    ['3 de Febrero', [[null, 2, 3]]],
    ['17 / July / 2021', [[2021, 7, 17]]],
    ['Apr 2nd', [[null, 4, 2]]],
    ['15 juillet 2025', [[2025, 7, 15]]],
    ['29-07 dom Copenhagen - 19.00', [[null, 7, 29]]],
    ['1 - so - 28.08\tSouthampton', [[null, 8, 28]]],
    ['Sun 20 Jul 14 Southampton, England', [[2014, 7, 20]]],
    ['20 Jul 14 nights', [[null, 7, 20]]],
    ['02.09 Bergen', []],
    ['Pier 39', []],
  ])('%s', (text, dates) => expect(read(text)).toEqual(dates));

  it('takes the weekday out with the date', () => {
    const text = 'Tue, Apr 15 Civitavecchia';
    expect(withoutDates(text, findDates(text)).replace(/\s+/g, ' ').trim()).toBe(', Civitavecchia');
  });

  it('reads a paste\'s "04/09" day first when that keeps its dates together, month first otherwise', () => {
    const french = ['04/09 Venise', '05/09 Bari', '09/09 en mer'].flatMap((line) => findDates(line));
    expect(dayFirstSlashes(french)).toBe(true);
    expect(french.map(dayFirst).map((d) => [d.month, d.day])).toEqual([
      [9, 4],
      [9, 5],
      [9, 9],
    ]);
    const american = ['4/27 Miami', '4/28 At sea', '5/1 Nassau'].flatMap((line) => findDates(line));
    expect(dayFirstSlashes(american)).toBe(false);
  });

  it('keeps "en mer" (at sea) while taking out a weekday "mer."', () => {
    expect(withoutDates('… Plaisirs en mer …', []).trim()).toBe('… Plaisirs en mer …');
    expect(withoutDates('mer. Bari', []).trim()).toBe('Bari');
  });
});
