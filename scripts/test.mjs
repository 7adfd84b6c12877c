// `npm test`: unit and integration tests (PGlite, and PostgreSQL when DATABASE_URL is set), then
// the end-to-end tests in Chromium against the built app. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium, MISSING_BROWSER_MESSAGE } from './lib/browser.mjs';
import { ensureBuild, root } from './lib/build.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const chromium = findChromium();
if (!chromium) {
  console.error(MISSING_BROWSER_MESSAGE);
  process.exit(1);
}

const reports = mkdtempSync(path.join(tmpdir(), 'cruise-test-reports-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args, env = {}) =>
  spawnSync(bin(command), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;

if (!e2eOnly) {
  const vitestJson = path.join(reports, 'vitest.json');
  const status = run('vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  ok &&= status === 0;
  try {
    const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += report.numPassedTests;
    // A file whose set-up failed reports its tests as skipped: count the file as a failure.
    failed += report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
    skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    failed += 1; // The run died before writing its report.
  }
}

await ensureBuild({ quiet: true });
const playwrightJson = path.join(reports, 'playwright.json');
const status = run('playwright', ['test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
ok &&= status === 0;
try {
  const stats = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  skipped += stats.skipped;
} catch {
  failed += 1;
}

rmSync(reports, { recursive: true, force: true });
console.log(`\nAll tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 && skipped === 0 ? 0 : 1);
