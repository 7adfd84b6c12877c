/**
 * Cruise timing (SPEC.md section 4), the same on the server and in the browser. Dates are
 * `YYYY-MM-DD` strings read as local midnight; day counts are calendar days, so a change of
 * clocks (23- or 25-hour days) never shifts them.
 */

export interface TimedCruise {
  id: string;
  sailDate: string;
  returnDate: string;
  isCompleted: boolean;
  createdAt?: string;
}

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** `YYYY-MM-DD` as local midnight. */
export function parseLocalDate(date: string): Date {
  const [y, m, d] = parts(date);
  return new Date(y, m - 1, d);
}

/** The local calendar date of an instant, as `YYYY-MM-DD`. */
export function toLocalDateString(instant: Date): string {
  const y = instant.getFullYear();
  const m = String(instant.getMonth() + 1).padStart(2, '0');
  const d = String(instant.getDate()).padStart(2, '0');
  return `${String(y).padStart(4, '0')}-${m}-${d}`;
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / DAY_MS);
}

/** The local date after `date` (for "until the end of the return day"). */
function nextLocalMidnight(date: string): Date {
  const [y, m, d] = parts(date);
  return new Date(y, m - 1, d + 1);
}

/** Nights aboard: return minus sail in days, rounded up (SPEC.md section 4); never negative. */
export function nightsOf(cruise: Pick<TimedCruise, 'sailDate' | 'returnDate'>): number {
  return Math.max(0, Math.ceil(daysBetween(cruise.sailDate, cruise.returnDate)));
}

/** Completed: flagged so, or the return date is before today. */
export function isCompletedCruise(cruise: TimedCruise, now: Date = new Date()): boolean {
  return cruise.isCompleted || daysBetween(toLocalDateString(now), cruise.returnDate) < 0;
}

/** Onboard: not completed, and now is from the sail date's midnight to the end of the return day. */
export function isOnboard(cruise: TimedCruise, now: Date = new Date()): boolean {
  if (isCompletedCruise(cruise, now)) return false;
  return now >= parseLocalDate(cruise.sailDate) && now < nextLocalMidnight(cruise.returnDate);
}

export type CruiseStatus =
  | { kind: 'completed' }
  | { kind: 'onboard'; label: "You're Onboard!" }
  | { kind: 'upcoming'; daysToGo: number; label: string };

/** Completed, onboard ('You're Onboard!') or upcoming ('N days to go' / 'Sailing soon!'). */
export function cruiseStatus(cruise: TimedCruise, now: Date = new Date()): CruiseStatus {
  if (isCompletedCruise(cruise, now)) return { kind: 'completed' };
  if (isOnboard(cruise, now)) return { kind: 'onboard', label: "You're Onboard!" };
  const daysToGo = daysBetween(toLocalDateString(now), cruise.sailDate);
  const label = daysToGo <= 0 ? 'Sailing soon!' : `${daysToGo} ${daysToGo === 1 ? 'day' : 'days'} to go`;
  return { kind: 'upcoming', daysToGo, label };
}

export type CountdownState =
  | { kind: 'upcoming'; days: number; hours: number; minutes: number }
  | { kind: 'active' }
  | { kind: 'completed' };

/**
 * The countdown card and profile tile: before the sail date's midnight, days, hours and minutes
 * to it; from then to the end of the return day, active ('Cruise Mode: Activated'); else nothing.
 */
export function countdownState(cruise: TimedCruise, now: Date = new Date()): CountdownState {
  const sail = parseLocalDate(cruise.sailDate);
  if (now < sail && !cruise.isCompleted) {
    const totalMinutes = Math.floor((sail.getTime() - now.getTime()) / 60_000);
    return {
      kind: 'upcoming',
      days: Math.floor(totalMinutes / 1440),
      hours: Math.floor((totalMinutes % 1440) / 60),
      minutes: totalMinutes % 60,
    };
  }
  if (isOnboard(cruise, now)) return { kind: 'active' };
  return { kind: 'completed' };
}

const bySail = (a: TimedCruise, b: TimedCruise) => a.sailDate.localeCompare(b.sailDate) || tieBreak(a, b);
const byReturnDescending = (a: TimedCruise, b: TimedCruise) =>
  b.returnDate.localeCompare(a.returnDate) || tieBreak(b, a);
const tieBreak = (a: TimedCruise, b: TimedCruise) =>
  (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id);

/** Planner, and a profile's upcoming tab: not completed (by flag), returning today or later, by sail date. */
export function plannedCruises<T extends TimedCruise>(cruises: readonly T[], now: Date = new Date()): T[] {
  const today = toLocalDateString(now);
  return cruises.filter((c) => !c.isCompleted && daysBetween(today, c.returnDate) >= 0).sort(bySail);
}

/** Dashboard upcoming: not completed and sailing after now, by sail date. */
export function upcomingCruises<T extends TimedCruise>(cruises: readonly T[], now: Date = new Date()): T[] {
  return cruises.filter((c) => !c.isCompleted && parseLocalDate(c.sailDate) > now).sort(bySail);
}

/** Cruises in progress now, by sail date. */
export function onboardCruises<T extends TimedCruise>(cruises: readonly T[], now: Date = new Date()): T[] {
  return cruises.filter((c) => isOnboard(c, now)).sort(bySail);
}

/** The dashboard's featured cruise: the first in progress, otherwise the earliest upcoming. */
export function featuredCruise<T extends TimedCruise>(
  cruises: readonly T[],
  now: Date = new Date(),
): T | null {
  return onboardCruises(cruises, now)[0] ?? upcomingCruises(cruises, now)[0] ?? null;
}

/** Logbook, and a profile's past tab: completed (flag or past return), latest return first. */
export function loggedCruises<T extends TimedCruise>(cruises: readonly T[], now: Date = new Date()): T[] {
  return cruises.filter((c) => isCompletedCruise(c, now)).sort(byReturnDescending);
}

/**
 * A profile's Upcoming Cruises tab (SPEC.md section 4, Lists): not completed and returning today
 * or later, by sail date. The same rule as the planner, named for its second use.
 */
export function profileUpcomingCruises<T extends TimedCruise>(
  cruises: readonly T[],
  now: Date = new Date(),
): T[] {
  return plannedCruises(cruises, now);
}

/**
 * A profile's Past Cruises tab: completed (by flag) or returned before today, latest return first.
 * With {@link profileUpcomingCruises} it splits every cruise into exactly one tab.
 */
export function profilePastCruises<T extends TimedCruise>(
  cruises: readonly T[],
  now: Date = new Date(),
): T[] {
  return loggedCruises(cruises, now);
}
