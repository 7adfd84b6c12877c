// Scores the itinerary reader on the real corpus (src/shared/fixtures/itineraries): for each paste,
// how many of its expected days come out exactly right (day number, kind, port, both times).
// Run: node --import tsx scripts/score-itineraries.mjs [--all]   (--all: a line per paste)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readItinerary } from '../src/shared/itinerary-reader/read.ts';
import { foldPlaceName } from '../src/shared/places.ts';

const dir = path.join(import.meta.dirname, '../src/shared/fixtures/itineraries');
let right = 0;
let total = 0;
for (const file of readdirSync(dir).sort()) {
  const paste = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const read = readItinerary(paste.text, { sailDate: paste.sailDate }).days;
  const used = new Set();
  let good = 0;
  for (const day of paste.days) {
    const match = read.findIndex(
      (got, index) =>
        !used.has(index) &&
        got.dayNumber === day.dayNumber &&
        got.kind === day.kind &&
        (day.kind === 'sea' || foldPlaceName(got.portName ?? '') === foldPlaceName(day.portName ?? '')) &&
        got.arrivalTime === day.arrivalTime &&
        got.departureTime === day.departureTime,
    );
    if (match >= 0) {
      used.add(match);
      good += 1;
    }
  }
  if (process.argv.includes(file.replace(/\.json$/, ''))) {
    for (const day of read) console.log('  got ', JSON.stringify([day.dayNumber, day.kind, day.portName, day.arrivalTime, day.departureTime]));
    for (const day of paste.days) console.log('  want', JSON.stringify([day.dayNumber, day.kind, day.portName, day.arrivalTime, day.departureTime]));
  }
  right += good;
  total += paste.days.length;
  if (process.argv.includes('--all'))
    console.log(`${good}/${paste.days.length} (${read.length} read)  ${file}`);
}
console.log(`${right} of ${total} days right: ${((100 * right) / total).toFixed(1)} %`);
