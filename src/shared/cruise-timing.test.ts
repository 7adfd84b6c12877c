import { afterAll, describe, expect, it } from 'vitest';
import {
  countdownState,
  cruiseStatus,
  daysBetween,
  featuredCruise,
  isCompletedCruise,
  isOnboard,
  loggedCruises,
  nightsOf,
  onboardCruises,
  parseLocalDate,
  plannedCruises,
  profilePastCruises,
  profileUpcomingCruises,
  type TimedCruise,
  toLocalDateString,
  upcomingCruises,
} from './cruise-timing.js';

// Every rule runs in several zones: ahead of and behind UTC, with and without daylight saving,
// a half-hour DST shift (Lord Howe) and the date line's far side (Kiritimati, UTC+14).
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'America/Sao_Paulo',
];
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

let seq = 0;
const cruise = (sailDate: string, returnDate: string, isCompleted = false): TimedCruise => ({
  id: `c${++seq}`,
  sailDate,
  returnDate,
  isCompleted,
});
/** A local wall-clock time in the current zone. */
const at = (date: string, hh = 0, mm = 0) => {
  const d = parseLocalDate(date);
  d.setHours(hh, mm);
  return d;
};

describe.each(ZONES)('cruise timing in %s', (zone) => {
  const inZone = () => {
    process.env.TZ = zone;
  };

  it('reads dates as local midnight and counts calendar days across month, year and DST changes', () => {
    inZone();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone === 'UTC' ? 'UTC' : zone);
    expect(parseLocalDate('2027-03-14').getHours()).toBe(0);
    expect(toLocalDateString(parseLocalDate('2027-12-31'))).toBe('2027-12-31');
    expect(daysBetween('2027-01-31', '2027-02-01')).toBe(1);
    expect(daysBetween('2027-12-31', '2028-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2); // leap year
    // Spans that cross the spring and autumn clock changes of both hemispheres.
    expect(daysBetween('2027-03-10', '2027-03-17')).toBe(7);
    expect(daysBetween('2027-10-28', '2027-11-04')).toBe(7);
    expect(daysBetween('2027-04-01', '2027-04-08')).toBe(7);
    expect(daysBetween('2027-02-17', '2027-02-10')).toBe(-7);
  });

  it('counts nights as return minus sail, never fooled by a 23- or 25-hour day', () => {
    inZone();
    expect(nightsOf(cruise('2027-03-12', '2027-03-19'))).toBe(7);
    expect(nightsOf(cruise('2027-10-30', '2027-11-06'))).toBe(7);
    expect(nightsOf(cruise('2027-12-28', '2028-01-04'))).toBe(7);
    expect(nightsOf(cruise('2027-06-01', '2027-06-01'))).toBe(0);
  });

  it('is completed by flag or by a return date before today', () => {
    inZone();
    const now = at('2027-05-10', 9);
    expect(isCompletedCruise(cruise('2027-05-01', '2027-05-09'), now)).toBe(true);
    expect(isCompletedCruise(cruise('2027-05-01', '2027-05-10'), now)).toBe(false);
    expect(isCompletedCruise(cruise('2027-06-01', '2027-06-08', true), now)).toBe(true);
    // A quarter to midnight is still the return day; a minute past midnight is the day after.
    expect(isCompletedCruise(cruise('2027-05-01', '2027-05-10'), at('2027-05-10', 23, 45))).toBe(false);
    expect(isCompletedCruise(cruise('2027-05-01', '2027-05-10'), at('2027-05-11', 0, 1))).toBe(true);
  });

  it("is onboard from the sail date's midnight through the return day", () => {
    inZone();
    const c = cruise('2027-07-01', '2027-07-08');
    expect(isOnboard(c, at('2027-06-30', 23, 59))).toBe(false);
    expect(isOnboard(c, at('2027-07-01', 0, 0))).toBe(true);
    expect(isOnboard(c, at('2027-07-08', 18))).toBe(true);
    expect(isOnboard(c, at('2027-07-09', 0, 1))).toBe(false);
    expect(isOnboard({ ...c, isCompleted: true }, at('2027-07-03'))).toBe(false);
    expect(cruiseStatus(c, at('2027-07-03'))).toEqual({ kind: 'onboard', label: "You're Onboard!" });
  });

  it("says 'N days to go', '1 day to go' and 'Sailing soon!'", () => {
    inZone();
    const c = cruise('2028-01-02', '2028-01-09');
    expect(cruiseStatus(c, at('2027-12-31', 23, 59))).toMatchObject({ daysToGo: 2, label: '2 days to go' });
    expect(cruiseStatus(c, at('2028-01-01', 8))).toMatchObject({ daysToGo: 1, label: '1 day to go' });
    expect(cruiseStatus(cruise('2027-03-14', '2027-03-21'), at('2027-02-14'))).toMatchObject({
      daysToGo: 28,
    });
    const flaggedButNotSailed = { ...c, isCompleted: false, sailDate: '2028-01-01' };
    expect(cruiseStatus(flaggedButNotSailed, at('2028-01-01', 0, 0)).kind).toBe('onboard');
  });

  it('counts down days, hours and minutes to the sail date, then switches to active, then nothing', () => {
    inZone();
    const c = cruise('2027-09-10', '2027-09-17');
    expect(countdownState(c, at('2027-09-08', 21, 30))).toEqual({
      kind: 'upcoming',
      days: 1,
      hours: 2,
      minutes: 30,
    });
    expect(countdownState(c, at('2027-09-10', 0, 0))).toEqual({ kind: 'active' });
    expect(countdownState(c, at('2027-09-17', 22))).toEqual({ kind: 'active' });
    expect(countdownState(c, at('2027-09-18', 9))).toEqual({ kind: 'completed' });
    expect(countdownState({ ...c, isCompleted: true }, at('2027-09-01'))).toEqual({ kind: 'completed' });
  });

  it('orders the planner, dashboard, featured cruise and logbook as SPEC.md section 4 says', () => {
    inZone();
    const now = at('2027-05-10', 12);
    const past = cruise('2027-04-01', '2027-04-08');
    const pastFlagged = cruise('2027-06-01', '2027-06-05', true);
    const endsToday = cruise('2027-05-03', '2027-05-10');
    const onboard = cruise('2027-05-09', '2027-05-16');
    const soon = cruise('2027-05-20', '2027-05-27');
    const later = cruise('2027-08-01', '2027-08-15');
    const olderLog = cruise('2026-01-01', '2026-01-08');
    const all = [later, past, soon, onboard, olderLog, pastFlagged, endsToday];

    expect(plannedCruises(all, now).map((c) => c.id)).toEqual([endsToday.id, onboard.id, soon.id, later.id]);
    expect(upcomingCruises(all, now).map((c) => c.id)).toEqual([soon.id, later.id]);
    expect(onboardCruises(all, now).map((c) => c.id)).toEqual([endsToday.id, onboard.id]);
    expect(featuredCruise(all, now)?.id).toBe(endsToday.id);
    expect(featuredCruise([later, soon], now)?.id).toBe(soon.id);
    expect(featuredCruise([past], now)).toBeNull();
    expect(loggedCruises(all, now).map((c) => c.id)).toEqual([pastFlagged.id, past.id, olderLog.id]);
  });

  it("splits a profile's cruises into the Upcoming and Past tabs, each cruise in exactly one", () => {
    inZone();
    const now = at('2027-05-10', 23, 59);
    const returnedYesterday = cruise('2027-05-02', '2027-05-09');
    const endsToday = cruise('2027-05-03', '2027-05-10');
    const sailsToday = cruise('2027-05-10', '2027-05-17');
    const flaggedAhead = cruise('2027-07-01', '2027-07-08', true);
    const later = cruise('2027-08-01', '2027-08-15');
    const soon = cruise('2027-06-01', '2027-06-05');
    const older = cruise('2026-01-01', '2026-01-08');
    const sameReturnA = { ...cruise('2027-03-01', '2027-03-08'), createdAt: '2027-01-01T00:00:00Z' };
    const sameReturnB = { ...cruise('2027-03-04', '2027-03-08'), createdAt: '2027-01-02T00:00:00Z' };
    const all = [
      older,
      later,
      sameReturnA,
      flaggedAhead,
      returnedYesterday,
      soon,
      sameReturnB,
      sailsToday,
      endsToday,
    ];

    const upcoming = profileUpcomingCruises(all, now).map((c) => c.id);
    const past = profilePastCruises(all, now).map((c) => c.id);
    expect(upcoming).toEqual([endsToday.id, sailsToday.id, soon.id, later.id]);
    expect(past).toEqual([flaggedAhead.id, returnedYesterday.id, sameReturnB.id, sameReturnA.id, older.id]);
    expect([...upcoming, ...past].sort()).toEqual(all.map((c) => c.id).sort());
    // The next morning the cruise that ended today moves to Past, at the top.
    const nextMorning = at('2027-05-11', 0, 1);
    expect(profileUpcomingCruises(all, nextMorning).map((c) => c.id)).toEqual([
      sailsToday.id,
      soon.id,
      later.id,
    ]);
    expect(profilePastCruises(all, nextMorning)[1]?.id).toBe(endsToday.id);
  });
});
