import { numericCountryCode } from '../../../shared/country-codes';
import { isCompletedCruise, parseLocalDate, toLocalDateString } from '../../../shared/cruise-timing';
import type { LoggedCruise } from '../../../shared/travel-log';

/** One call of a cruise at a port: which cruise, and the day's date. */
export interface PortCall {
  cruiseId: string;
  title: string;
  date: string;
}

export interface MapPort {
  key: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  calls: PortCall[];
}

export interface MapData {
  /** ISO numeric codes of the countries called at (the shapes' ids). */
  visitedCountries: Set<string>;
  ports: MapPort[];
  /** Each cruise's known ports in order, as [lon, lat] pairs (two or more). */
  routes: { cruiseId: string; coordinates: [number, number][] }[];
}

/** The date of a cruise's day `dayNumber` (day 1 is the sail date), as `YYYY-MM-DD`. */
function dayDate(sailDate: string, dayNumber: number): string {
  const date = parseLocalDate(sailDate);
  date.setDate(date.getDate() + dayNumber - 1);
  return toLocalDateString(date);
}

/**
 * What the map draws: the sailed cruises only (a cruise counts once it is completed, as in the
 * year in review), or, with `includePlanned`, every cruise given (a single cruise's own map).
 */
export function mapDataOf(
  cruises: readonly LoggedCruise[],
  now: Date,
  { includePlanned = false } = {},
): MapData {
  const visitedCountries = new Set<string>();
  const ports = new Map<string, MapPort>();
  const routes: MapData['routes'] = [];
  for (const cruise of cruises) {
    if (!includePlanned && !isCompletedCruise(cruise, now)) continue;
    const title = cruise.tripName ?? cruise.primaryDestination;
    const coordinates: [number, number][] = [];
    for (const day of cruise.days) {
      if (!day.port) continue;
      const { port } = day;
      const code = numericCountryCode(port.country);
      if (code) visitedCountries.add(code);
      const key = `${port.name}|${port.country}`;
      const entry = ports.get(key) ?? { key, ...port, calls: [] };
      entry.calls.push({ cruiseId: cruise.id, title, date: dayDate(cruise.sailDate, day.dayNumber) });
      ports.set(key, entry);
      const last = coordinates.at(-1);
      if (!last || last[0] !== port.lon || last[1] !== port.lat) coordinates.push([port.lon, port.lat]);
    }
    if (coordinates.length >= 2) routes.push({ cruiseId: cruise.id, coordinates });
  }
  return { visitedCountries, ports: [...ports.values()], routes };
}
