// Scores the itinerary reader on the real corpus (src/shared/fixtures/itineraries): for each paste,
// how many of its expected days come out exactly right (day number, kind, port, both times).
// Run: node --import tsx scripts/score-itineraries.mjs [--all]   (--all: a line per paste)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { portIndex, resolvePort } from '../src/shared/itinerary-reader/ports.ts';
import { readItinerary } from '../src/shared/itinerary-reader/read.ts';
import { foldPlaceName } from '../src/shared/places.ts';

const dir = path.join(import.meta.dirname, '../src/shared/fixtures/itineraries');
const ports = portIndex(
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../catalog/ports.json'), 'utf8')),
);
let resolved = 0;
/** The same port: the same name (folded), or the name the gazetteer gives the expected one. */
const samePort = (got, want) =>
  foldPlaceName(got ?? '') === foldPlaceName(want ?? '') ||
  (want !== null && got !== null && resolvePort(ports, want)?.name === got);
let portDays = 0;
let right = 0;
let total = 0;
for (const file of readdirSync(dir).sort()) {
  const paste = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const read = readItinerary(paste.text, { sailDate: paste.sailDate, ports }).days;
  for (const day of read)
    if (day.kind === 'port') {
      portDays += 1;
      if (day.countryCode) resolved += 1;
    }
  const used = new Set();
  let good = 0;
  for (const day of paste.days) {
    const match = read.findIndex(
      (got, index) =>
        !used.has(index) &&
        got.dayNumber === day.dayNumber &&
        got.kind === day.kind &&
        (day.kind === 'sea' || samePort(got.portName, day.portName)) &&
        got.arrivalTime === day.arrivalTime &&
        got.departureTime === day.departureTime,
    );
    if (match >= 0) {
      used.add(match);
      good += 1;
    }
  }
  if (process.argv.includes(file.replace(/\.json$/, ''))) {
    for (const day of read)
      console.log(
        '  got ',
        JSON.stringify([day.dayNumber, day.kind, day.portName, day.arrivalTime, day.departureTime]),
      );
    for (const day of paste.days)
      console.log(
        '  want',
        JSON.stringify([day.dayNumber, day.kind, day.portName, day.arrivalTime, day.departureTime]),
      );
  }
  right += good;
  total += paste.days.length;
  if (process.argv.includes('--all'))
    console.log(`${good}/${paste.days.length} (${read.length} read)  ${file}`);
}
console.log(
  `${right} of ${total} days right: ${((100 * right) / total).toFixed(1)} %; ${resolved} of ${portDays} port days found in the gazetteer`,
);
