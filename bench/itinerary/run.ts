/**
 * `npm run bench:itinerary`: the itinerary reader's speed on real pastes, and its date finder
 * against chrono-node's (the library the field would reach for) on every line of the corpus.
 *
 * 1. Reader: 500-line pastes made of the corpus's own lines (in order, repeated), read with and
 *    without the gazetteer; the median of 31 runs after 5 warm-ups.
 * 2. Dates: for each corpus line, what `findDates` finds and what chrono-node finds with the
 *    locales it has for the corpus's languages (en, de, fr, ja, es, pt, nl; none for it, pl, da),
 *    counted against the dates the expected days hold; and the time of each over all lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chrono from 'chrono-node';
import { findDates } from '../../src/shared/itinerary-reader/dates.js';
import { portIndex } from '../../src/shared/itinerary-reader/ports.js';
import { clearReaderMemory, readItinerary } from '../../src/shared/itinerary-reader/read.js';
import type { CorpusPaste } from '../../src/shared/itinerary-reader/score.js';

const root = path.join(import.meta.dirname, '../..');
const dir = path.join(root, 'src/shared/fixtures/itineraries');
const pastes = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map(
    (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CorpusPaste & { language: string },
  );
const ports = portIndex(JSON.parse(readFileSync(path.join(root, 'catalog/ports.json'), 'utf8')));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function time(fn: () => void, runs = 31, warmUps = 5): number {
  for (let i = 0; i < warmUps; i++) fn();
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    took.push(performance.now() - started);
  }
  return median(took);
}

// 1. The reader on 500 real lines.
const allLines = pastes.flatMap((paste) => paste.text.split('\n'));
const chunks = [0, 1, 2, 3].map((k) =>
  Array.from({ length: 500 }, (_, i) => allLines[(k * 500 + i) % allLines.length]).join('\n'),
);
// Cold: nothing remembered of earlier reads (a paste read once, by the server); warm: the same
// paste again (the preview reads it again on each change).
console.log('Reader, 500 lines of real pastes (median of 31, ms):');
for (const [index, chunk] of chunks.entries()) {
  const cold = time(() => {
    clearReaderMemory();
    readItinerary(chunk, { ports });
  });
  const warm = time(() => readItinerary(chunk, { ports }));
  const bare = time(() => {
    clearReaderMemory();
    readItinerary(chunk);
  });
  console.log(
    `  slice ${index + 1}: ${cold.toFixed(1)} cold, ${warm.toFixed(1)} warm (with the gazetteer); ${bare.toFixed(1)} cold without it`,
  );
}

// 2. Dates: ours and chrono-node's on every line.
const locales = [chrono.en, chrono.de, chrono.fr, chrono.ja, chrono.es, chrono.pt, chrono.nl];
const reference = new Date('2024-01-01T12:00:00Z');
const chronoDates = (line: string) => {
  const found = new Set<string>();
  for (const locale of locales)
    for (const result of locale.parse(line, reference)) {
      const start = result.start;
      if (!start.isCertain('day') || !start.isCertain('month')) continue;
      found.add(`${start.get('month')}-${start.get('day')}`);
    }
  return found;
};
const ourDates = (line: string) => new Set(findDates(line).map((date) => `${date.month}-${date.day}`));

let expectedDates = 0;
let oursFound = 0;
let chronoFound = 0;
let oursExtra = 0;
let chronoExtra = 0;
for (const paste of pastes) {
  const lines = paste.text.split('\n');
  const wanted = new Set(
    paste.days
      .map((day) => (day as { date?: string | null }).date)
      .filter((date): date is string => Boolean(date))
      .map((date) => `${Number(date.slice(5, 7))}-${Number(date.slice(8, 10))}`),
  );
  const ours = new Set(lines.flatMap((line) => [...ourDates(line)]));
  const theirs = new Set(lines.flatMap((line) => [...chronoDates(line)]));
  expectedDates += wanted.size;
  for (const date of wanted) {
    if (ours.has(date)) oursFound += 1;
    if (theirs.has(date)) chronoFound += 1;
  }
  oursExtra += [...ours].filter((date) => !wanted.has(date)).length;
  chronoExtra += [...theirs].filter((date) => !wanted.has(date)).length;
}
const oursTime = time(
  () => {
    for (const line of allLines) findDates(line);
  },
  11,
  2,
);
const chronoTime = time(
  () => {
    for (const line of allLines) chronoDates(line);
  },
  5,
  1,
);
const per500 = (ms: number) => ((ms / allLines.length) * 500).toFixed(1);
console.log(
  `Dates in ${pastes.length} pastes (${allLines.length} lines; ${expectedDates} expected day dates):`,
);
console.log(
  `  findDates:   ${oursFound} found, ${oursExtra} others; ${oursTime.toFixed(1)} ms for all lines (${per500(oursTime)} ms per 500)`,
);
console.log(
  `  chrono-node: ${chronoFound} found, ${chronoExtra} others; ${chronoTime.toFixed(1)} ms for all lines (${per500(chronoTime)} ms per 500)`,
);
