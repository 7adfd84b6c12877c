import { describe, expect, it } from 'vitest';
import { CreateChecklistSchema } from './schemas/checklists.js';
import { CreatePackingListSchema } from './schemas/packing.js';
import {
  checklistFromStarter,
  MAX_NIGHTLY_QUANTITY,
  PACKING_CATEGORIES,
  packingListFromStarter,
  STARTER_CHECKLISTS,
  STARTER_PACKING_LISTS,
  starterDueDate,
} from './starter-lists.js';

const beforeYouSail = STARTER_CHECKLISTS.find((list) => list.key === 'before-you-sail')!;
const suitcase = STARTER_PACKING_LISTS.find((list) => list.key === 'cruise-suitcase')!;
const CRUISE = '00000000-0000-7000-8000-000000000000';

describe('starter checklists', () => {
  it('dates each task counted back from the sail date when the cruise is far off', () => {
    const list = checklistFromStarter(beforeYouSail, { sailDate: '2027-07-10', today: '2027-01-01' });
    const due = (start: string) => list.items.find((item) => item.text.startsWith(start))!.dueDate;
    expect(due('Check every passport')).toBe('2027-04-11'); // 90 days before
    expect(due('Complete online check-in')).toBe('2027-06-19'); // 21 days before
    expect(due('Print luggage tags')).toBe('2027-07-03'); // 7 days before
    expect(due('Empty the fridge')).toBe('2027-07-09'); // the day before
    // Soonest deadline first, as a traveller works through it.
    const dates = list.items.map((item) => item.dueDate!);
    expect(dates).toEqual([...dates].sort());
  });

  it('never dates a task before today when the cruise is close: it is due today instead', () => {
    const list = checklistFromStarter(beforeYouSail, { sailDate: '2027-07-10', today: '2027-07-05' });
    const dates = list.items.map((item) => item.dueDate!);
    expect(dates.every((date) => date >= '2027-07-05' && date <= '2027-07-10')).toBe(true);
    expect(dates.filter((date) => date === '2027-07-05')).toHaveLength(16);
    expect(list.items.at(-1)!.dueDate).toBe('2027-07-09');
  });

  it('counts calendar days across month, year and daylight-saving changes', () => {
    expect(starterDueDate('2027-01-05', 7, '2026-12-01')).toBe('2026-12-29');
    expect(starterDueDate('2027-03-31', 3, '2027-01-01')).toBe('2027-03-28');
    expect(starterDueDate('2028-03-01', 1, '2028-01-01')).toBe('2028-02-29');
  });

  it('on sail day everything is due today; after sailing nothing is dated', () => {
    expect(starterDueDate('2027-07-10', 90, '2027-07-10')).toBe('2027-07-10');
    expect(starterDueDate('2027-07-10', 0, '2027-07-10')).toBe('2027-07-10');
    expect(starterDueDate('2027-07-10', 30, '2027-07-11')).toBeNull();
    expect(starterDueDate('2027-07-10', null, '2027-01-01')).toBeNull();
  });

  it('makes lists the API accepts', () => {
    for (const starter of STARTER_CHECKLISTS) {
      const list = checklistFromStarter(starter, { sailDate: '2027-07-10', today: '2027-01-01' });
      const parsed = CreateChecklistSchema.safeParse({ cruiseId: CRUISE, ...list });
      expect(parsed.success, starter.key).toBe(true);
      expect(parsed.data?.items).toHaveLength(starter.items.length);
    }
  });
});

describe('starter packing lists', () => {
  it('groups by the suggested categories and counts nightly items per night, within reason', () => {
    expect(new Set(suitcase.items.map((item) => item.category))).toEqual(new Set(PACKING_CATEGORIES));
    const week = packingListFromStarter(suitcase, { nights: 7 });
    expect(week.items.find((item) => item.name === 'Underwear and socks')!.quantity).toBe(7);
    expect(week.items.find((item) => item.name === 'Swimwear')!.quantity).toBe(2);
    expect(week.items.find((item) => item.name === 'Sleepwear')!.quantity).toBe(1);
    const voyage = packingListFromStarter(suitcase, { nights: 21 });
    expect(voyage.items.find((item) => item.name === 'Day outfits')!.quantity).toBe(MAX_NIGHTLY_QUANTITY);
    const dayTrip = packingListFromStarter(suitcase, { nights: 0 });
    expect(dayTrip.items.find((item) => item.name === 'Day outfits')!.quantity).toBe(1);
  });

  it('makes lists the API accepts', () => {
    for (const starter of STARTER_PACKING_LISTS) {
      const list = packingListFromStarter(starter, { nights: 7 });
      const parsed = CreatePackingListSchema.safeParse({ cruiseId: CRUISE, ...list });
      expect(parsed.success, starter.key).toBe(true);
      expect(parsed.data?.items).toHaveLength(starter.items.length);
    }
  });
});
