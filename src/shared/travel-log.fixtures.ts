/**
 * Crafted cruises for the travel-log, year-in-review and achievement tests: real port
 * coordinates (catalog/ports.json) so the crossings they test are the ones a ship makes.
 */
import type { LoggedCruise, LoggedDay, LoggedPort } from './travel-log.js';

const port = (name: string, country: string, lat: number, lon: number): LoggedPort => ({
  name,
  country,
  lat,
  lon,
});

export const PORTS = {
  southampton: port('Southampton', 'GB', 50.898, -1.404),
  newYork: port('New York', 'US', 40.768, -73.999),
  miami: port('Miami', 'US', 25.778, -80.17),
  fortLauderdale: port('Fort Lauderdale', 'US', 26.093, -80.12),
  nassau: port('Nassau', 'BS', 25.079, -77.342),
  cozumel: port('Cozumel', 'MX', 20.5083, -86.9458),
  singapore: port('Singapore', 'SG', 1.265, 103.82),
  benoa: port('Benoa', 'ID', -8.745, 115.21),
  bergen: port('Bergen', 'NO', 60.397, 5.32),
  trondheim: port('Trondheim', 'NO', 63.438, 10.399),
  tromso: port('Tromsø', 'NO', 69.65, 18.96),
  honningsvag: port('Honningsvåg', 'NO', 70.98, 25.97),
  auckland: port('Auckland', 'NZ', -36.843, 174.768),
  suva: port('Suva', 'FJ', -18.13, 178.425),
  apia: port('Apia', 'WS', -13.825, -171.765),
  honolulu: port('Honolulu', 'US', 21.307, -157.866),
  fanningIsland: port('Fanning Island', 'KI', 3.853, -159.362),
  yokohama: port('Yokohama', 'JP', 35.453, 139.645),
  ushuaia: port('Ushuaia', 'AR', -54.805, -68.303),
  portLockroy: port('Port Lockroy', 'AQ', -64.825, -63.494),
  // Not in the catalogue: Detaille Island, an expedition landing just south of the circle.
  detailleIsland: port('Detaille Island', 'AQ', -66.87, -66.79),
  capeTown: port('Cape Town', 'ZA', -33.908, 18.425),
  rio: port('Rio de Janeiro', 'BR', -22.894, -43.18),
  lisbon: port('Lisbon', 'PT', 38.712, -9.122),
  mindelo: port('Mindelo', 'CV', 16.887, -24.992),
  reykjavik: port('Reykjavík', 'IS', 64.153, -21.94),
  nuuk: port('Nuuk', 'GL', 64.175, -51.735),
  fremantle: port('Fremantle', 'AU', -32.05, 115.74),
  portLouis: port('Port Louis', 'MU', -20.16, 57.495),
};

/** An itinerary stop: a port, 'sea' for a sea day, 'unknown' for a port the gazetteer does not know. */
export type Stop = LoggedPort | 'sea' | 'unknown';

export const days = (stops: readonly Stop[]): LoggedDay[] =>
  stops.map((stop, i) => ({
    dayNumber: i + 1,
    port: typeof stop === 'string' ? null : stop,
    isSeaDay: stop === 'sea',
  }));

let seq = 0;

export function loggedCruise(
  sailDate: string,
  returnDate: string,
  stops: readonly Stop[],
  extra: Partial<LoggedCruise> = {},
): LoggedCruise {
  return {
    id: `cruise-${String(++seq).padStart(3, '0')}`,
    tripName: null,
    primaryDestination: 'Somewhere',
    cruiseLine: 'Royal Caribbean',
    shipName: 'Wonder of the Seas',
    sailDate,
    returnDate,
    isCompleted: false,
    days: days(stops),
    ...extra,
  };
}

/** 15 January 2026, local noon: cruises returning before it are sailed. */
export const NOW = new Date(2026, 0, 15, 12);
