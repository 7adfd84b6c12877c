import { describe, expect, it } from 'vitest';
import { findDates, withoutDates } from './dates.js';

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
    ['3 de Febrero', [[null, 2, 3]]],
    ['17 / July / 2021', [[2021, 7, 17]]],
    ['Apr 2nd', [[null, 4, 2]]],
    ['15 juillet 2025', [[2025, 7, 15]]],
    ['Pier 39', []],
  ])('%s', (text, dates) => expect(read(text)).toEqual(dates));

  it('takes the weekday out with the date', () => {
    const text = 'Tue, Apr 15 Civitavecchia';
    expect(withoutDates(text, findDates(text)).replace(/\s+/g, ' ').trim()).toBe(', Civitavecchia');
  });
});
