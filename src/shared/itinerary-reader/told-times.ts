import { foldPlaceName } from '../places.js';
import { type GazetteerPort, type PortIndex, resolvePort } from './ports.js';
import type { FoundTime } from './times.js';

/**
 * A port's time told in a sentence of a diary or a blog, away from the day it belongs to: "Notre
 * navire part de Marseille à 17h00", "O navio partiu do Rio às 17h", "We docked in Juneau at
 * 7 am". The verb, then the port's name right after it (a preposition between), then the time in
 * the same sentence: "We left the ship in Juneau at 9" names no departure of Juneau.
 */
export interface ToldTime {
  port: GazetteerPort;
  role: 'arrival' | 'departure';
  clock: string;
}

// Folded verbs (lower case, no accents), each followed by at most one preposition and the name.
const DEPARTS =
  /\b(?:depart(?:s|ed|ing)?|leav(?:e|es|ing)|left|sail(?:s|ed|ing)? (?:from|out of|away from)|set(?:s)? sail from|part(?:ons|ira|it)? (?:de|du|d)|quitt(?:e|ons|ait|era|ions)|appareill\w*|partiu|partio|partimos|partiamo|partiti|partita|partito|parte|zarp\w*|salp\w*|lasciamo|lascia|verlass\w*|verliess\w*)$/u;
const ARRIVES =
  /\b(?:arriv(?:e|es|ed|ing|ons|ee|ees|a|iamo|ammo|ata|ato|amos|ou|o)|dock(?:s|ed|ing)?|reach(?:es|ed)?|llega(?:mos|n)?|llego|cheg(?:a|amos|ou)|attracc\w*|erreich\w*)$/u;
const PREPOSITIONS = new Set([
  'from',
  'in',
  'at',
  'into',
  'to',
  'of',
  'de',
  'du',
  'd',
  'do',
  'da',
  'dal',
  'dalla',
  'del',
  'a',
  'al',
  'en',
  'em',
  'no',
  'na',
  'von',
  'aus',
  'nach',
  'the',
  'port',
]);

/** The sentence before a time, from the last sentence end. */
const sentenceBefore = (raw: string, at: number) =>
  raw
    .slice(0, at)
    .split(/[.;!?](?:\s|$)/u)
    .pop() ?? '';

/** The times a sentence tells of a named port's departure or arrival. */
export function toldTimes(raw: string, times: readonly FoundTime[], ports: PortIndex): ToldTime[] {
  const told: ToldTime[] = [];
  for (const time of times) {
    if (time.role === 'ignore' || time.role === 'allAboard') continue;
    const clause = sentenceBefore(raw, time.start);
    const words = clause.split(/\s+/u).filter(Boolean);
    for (let at = 0; at < words.length; at++) {
      // The verb ends at word `at` (a verb of two words: "sets sail from", "part de").
      const verb = foldPlaceName(words.slice(Math.max(0, at - 3), at + 1).join(' '));
      const role = DEPARTS.test(verb) ? 'departure' : ARRIVES.test(verb) ? 'arrival' : null;
      if (!role || (time.role !== null && time.role !== role)) continue;
      let start = at + 1;
      while (start < words.length && PREPOSITIONS.has(foldPlaceName(words[start]!))) start += 1;
      if (start > at + 4 || !/^\p{Lu}/u.test(words[start] ?? '')) continue;
      // The longest run of up to four words from there that the gazetteer knows.
      for (let n = Math.min(4, words.length - start); n >= 1; n--) {
        const name = words
          .slice(start, start + n)
          .join(' ')
          .replace(/[,:;)]+$/u, '');
        const port = resolvePort(ports, name);
        if (port && foldPlaceName(name).length >= 3) {
          told.push({ port, role, clock: time.clock });
          break;
        }
      }
      break;
    }
  }
  return told;
}

interface PortDay {
  kind: string;
  portName: string | null;
  arrivalTime: string | null;
  departureTime: string | null;
}

/**
 * Puts each told time on the one day of its port that lacks it (a departure never on the last
 * day, an arrival never on the first): with two such days the sentence does not say which.
 */
export function applyToldTimes(days: PortDay[], told: readonly ToldTime[]) {
  for (const { port, role, clock } of told) {
    const field = role === 'departure' ? 'departureTime' : 'arrivalTime';
    const matching = days.filter(
      (day, index) =>
        day.kind === 'port' &&
        day.portName === port.name &&
        !(role === 'departure' && index === days.length - 1 && days.length > 1) &&
        !(role === 'arrival' && index === 0 && days.length > 1),
    );
    if (matching.length !== 1) continue;
    const day = matching[0]!;
    if (day[field] !== null) continue;
    // An arrival after the day's departure (or the reverse) is another day's.
    const other = role === 'departure' ? day.arrivalTime : day.departureTime;
    if (other && (role === 'departure' ? other >= clock : other <= clock)) continue;
    day[field] = clock;
  }
}
