/**
 * Scores the itinerary reader on a corpus of real pastes (src/shared/fixtures/itineraries): how
 * many of each paste's expected days come out exactly right (day number, kind, port, both times).
 * Used by the corpus test and by `scripts/score-itineraries.mjs`.
 */
import { foldPlaceName } from '../places.js';
import { type PortIndex, resolvePort } from './ports.js';
import { type ReadDay, readItinerary } from './read.js';

export interface ExpectedDay {
  dayNumber: number;
  kind: ReadDay['kind'];
  portName: string | null;
  arrivalTime: string | null;
  departureTime: string | null;
}

export interface CorpusPaste {
  source: string;
  sailDate: string | null;
  text: string;
  days: ExpectedDay[];
}

export interface PasteScore {
  right: number;
  expected: number;
  read: ReadDay[];
  /** The expected days no read day matched. */
  missed: ExpectedDay[];
}

/**
 * The same port: the same name (folded), or a name the gazetteer gives the expected one (of two
 * ports called "St. John's", the one the reader chose by the cruise's other ports).
 */
function samePort(ports: PortIndex, got: string | null, want: string | null): boolean {
  if (foldPlaceName(got ?? '') === foldPlaceName(want ?? '')) return true;
  if (want === null || got === null) return false;
  // The gazetteer's name of one of several ports called alike ("Portland, Maine" for "Portland").
  const [shared, region] = got.split(', ');
  if (region && foldPlaceName(shared ?? '') === foldPlaceName(want)) return true;
  return (
    resolvePort(ports, want)?.name === got ||
    (ports.byName.get(foldPlaceName(want)) ?? []).some((port) => port.name === got)
  );
}

/** Each expected day matched once, by an unused read day that agrees on everything. */
export function scorePaste(paste: CorpusPaste, ports: PortIndex): PasteScore {
  const read = readItinerary(paste.text, { sailDate: paste.sailDate, ports }).days;
  const used = new Set<number>();
  const missed: ExpectedDay[] = [];
  let right = 0;
  for (const day of paste.days) {
    const match = read.findIndex(
      (got, index) =>
        !used.has(index) &&
        got.dayNumber === day.dayNumber &&
        got.kind === day.kind &&
        (day.kind === 'sea' || samePort(ports, got.portName, day.portName)) &&
        got.arrivalTime === day.arrivalTime &&
        got.departureTime === day.departureTime,
    );
    if (match >= 0) {
      used.add(match);
      right += 1;
    } else missed.push(day);
  }
  return { right, expected: paste.days.length, read, missed };
}
