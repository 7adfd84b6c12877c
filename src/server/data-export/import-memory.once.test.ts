/**
 * The import's memory, measured on the app as its own process (so the test runner's memory does
 * not count): a zip of about 80 MB of incompressible JPEG photos posted over HTTP, the server's
 * resident memory sampled throughout. The body is streamed to disk and the photos inflated and
 * re-encoded one at a time, so the server grows by far less than the file (the limit: 150 MB).
 * `node scripts/run-ts.mjs bench/import/run.ts` (bench/import/run.ts) measures a 200 MB file the same way.
 */
import { expect, it } from 'vitest';
import { measureLargeImport } from './import-load.js';

const MB = 1024 * 1024;

it('imports an 80 MB file of photos growing the server by less than 150 MB', {
  timeout: 240_000,
}, async () => {
  const m = await measureLargeImport(80 * MB);
  console.info(
    `import of ${(m.zipBytes / MB).toFixed(1)} MB (${m.photos} photos) in ${m.seconds.toFixed(1)} s: ` +
      `RSS ${(m.baselineRss / MB).toFixed(0)} → peak ${(m.peakRss / MB).toFixed(0)} MB (+${(m.growth / MB).toFixed(0)} MB)`,
  );
  expect(m.status, m.body).toBe(200);
  expect(JSON.parse(m.body).imported).toMatchObject({ photos: m.photos, mediaFiles: m.photos * 2 });
  expect(m.zipBytes).toBeGreaterThan(70 * MB);
  expect(m.growth).toBeLessThan(150 * MB);
});
