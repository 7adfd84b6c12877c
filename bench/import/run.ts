/**
 * The import's memory on a large file: a zip of about 200 MB (IMPORT_MB to change it) of
 * incompressible 1600 × 1200 JPEG photos, posted over HTTP to the app started as its own process
 * on a fresh PGlite folder; the server's resident memory (/proc/PID/status VmRSS) is sampled
 * every 25 ms. Prints the size, time, RSS before and at its peak, and the growth.
 *
 *   node scripts/run-ts.mjs bench/import/run.ts
 */
import { measureLargeImport } from '../../src/server/data-export/import-load.js';

const MB = 1024 * 1024;
const target = Number(process.env.IMPORT_MB ?? 200) * MB;
const m = await measureLargeImport(target);
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
console.log(`zip:      ${(m.zipBytes / MB).toFixed(1)} MB, ${m.photos} photos`);
console.log(`answer:   ${m.status} in ${m.seconds.toFixed(1)} s`);
console.log(
  `RSS:      ${mb(m.startRss)} at start, ${mb(m.baselineRss)} after a warm-up import, peak ${mb(m.peakRss)}`,
);
console.log(`growth:   ${mb(m.growth)} (limit 150 MB)`);
if (m.status !== 200) {
  console.log(m.body);
  process.exitCode = 1;
} else if (m.growth >= 150 * MB) process.exitCode = 1;
