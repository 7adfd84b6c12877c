// Scores the itinerary reader on the real corpus (src/shared/fixtures/itineraries): for each paste,
// how many of its expected days come out exactly right (day number, kind, port, both times).
// Run: node --import tsx scripts/score-itineraries.mjs [--all] [--missed] [fixture-name ...]
//   --all: a line per paste; --missed: each day missed, beside what was read for its number; a fixture's name or the start of it: its days as read and as expected.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { portIndex } from '../src/shared/itinerary-reader/ports.ts';
import { scorePaste } from '../src/shared/itinerary-reader/score.ts';

// Piped into `head`, the output may be cut short: that is no error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const dir = path.join(import.meta.dirname, '../src/shared/fixtures/itineraries');
const ports = portIndex(
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../catalog/ports.json'), 'utf8')),
);
const brief = (day) =>
  JSON.stringify([day.dayNumber, day.kind, day.portName, day.arrivalTime, day.departureTime]);
let right = 0;
let total = 0;
let portDays = 0;
let resolved = 0;
for (const file of readdirSync(dir).sort()) {
  const paste = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const score = scorePaste(paste, ports);
  for (const day of score.read)
    if (day.kind === 'port') {
      portDays += 1;
      if (day.countryCode) resolved += 1;
    }
  if (process.argv.slice(2).some((arg) => !arg.startsWith('--') && file.startsWith(arg))) {
    for (const day of score.read) console.log('  got ', brief(day));
    for (const day of paste.days) console.log('  want', brief(day));
  }
  if (process.argv.includes('--missed') && score.missed.length > 0) {
    console.log(file);
    for (const day of score.missed) {
      console.log('  want', brief(day));
      for (const got of score.read.filter((read) => read.dayNumber === day.dayNumber))
        console.log('  got ', brief(got));
    }
  }
  right += score.right;
  total += score.expected;
  if (process.argv.includes('--all'))
    console.log(`${score.right}/${score.expected} (${score.read.length} read)  ${file}`);
}
console.log(
  `${right} of ${total} days right: ${((100 * right) / total).toFixed(1)} %; ${resolved} of ${portDays} port days found in the gazetteer`,
);
