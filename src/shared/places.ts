import { memoize } from './memo.js';

/**
 * Place names as people type them in itineraries: matched case- and accent-insensitively, with
 * sea days and scenic cruising told apart from ports.
 */

/** Folds a place name for matching: no accents, lower case, punctuation and extra spaces gone. */
function foldPlaceNameUncached(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/[''`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
export const foldPlaceName = memoize<string>(foldPlaceNameUncached);

const NOT_PORTS = [
  /^(a )?(day )?at sea( day)?$/,
  /^sea( days?)?$/,
  /^(scenic )?cruising( .*)?$/,
  /^scenic .+$/,
  /^(transit|transiting) .+$/,
  /^crossing (the )?(atlantic|pacific|equator|international date line|.+ (ocean|sea|strait|passage|channel|canal))$/,
  /^(international date line|equator|equator crossing|crossing the equator)$/,
];

/** True for itinerary days that are not a port: "At Sea", "Sea day", "Cruising the fjords"... */
export function isSeaDay(name: string): boolean {
  const folded = foldPlaceName(name);
  return folded === '' || NOT_PORTS.some((pattern) => pattern.test(folded));
}
