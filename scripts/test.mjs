// `npm test`: unit, integration (PGlite, and PostgreSQL when DATABASE_URL is set) and component
// tests (in Chromium), then the end-to-end tests in Chromium against the built app. The build runs beside the first tier.
// Ends with each tier's time, its slowest files and tests, and one "N passed, N failed" line;
// the reports are kept in test-reports/<run>/ (the last ten runs) and test-reports/latest.
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { findChromium, MISSING_BROWSER_MESSAGE } from './lib/browser.mjs';
import { root } from './lib/build.mjs';
import { readPlaywright, readVitest, summaryText } from './lib/test-report.mjs';

const KEPT_RUNS = 10;
const e2eOnly = process.argv.includes('--e2e-only');
const chromium = findChromium();
if (!chromium) {
  console.error(MISSING_BROWSER_MESSAGE);
  process.exit(1);
}

const reportsRoot = path.join(root, 'test-reports');
const runName = new Date().toISOString().replace(/[:.]/g, '-');
const reports = path.join(reportsRoot, runName);
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** Runs a command with the terminal; resolves with its exit code and wall time. */
const run = (command, args, env = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(bin(command), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve({ status: code ?? 1, wallMs: Date.now() - started }));
  });

const tiers = [];
let ok = true;

// The production build (for the browser tier) runs in its own process beside the first tier, its
// output in build.log: on two cores its compile overlaps the test workers' waits on the database.
const buildLog = path.join(reports, 'build.log');
const build = new Promise((resolve) => {
  const started = Date.now();
  const log = createWriteStream(buildLog);
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.on('exit', (code) => resolve({ ok: code === 0, wallMs: Date.now() - started }));
});

if (!e2eOnly) {
  const vitestJson = path.join(reports, 'vitest.json');
  const { status, wallMs } = await run(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    { CHROMIUM_PATH: chromium },
  );
  ok &&= status === 0;
  tiers.push({ name: 'vitest', wallMs, report: readVitest(vitestJson, root) });
}

const built = await build;
tiers.push({ name: 'build', wallMs: built.wallMs, report: undefined });
if (!built.ok) {
  console.error(`The build failed:\n${readFileSync(buildLog, 'utf8')}`);
  ok = false;
} else {
  const playwrightJson = path.join(reports, 'playwright.json');
  const { status, wallMs } = await run('playwright', ['test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  ok &&= status === 0;
  tiers.push({ name: 'playwright', wallMs, report: readPlaywright(playwrightJson) });
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const tier of tiers) {
  if (tier.name === 'build') continue;
  if (!tier.report) {
    failed += 1; // The run died before writing its report.
    continue;
  }
  passed += tier.report.passed;
  failed += tier.report.failed;
  skipped += tier.report.skipped;
}

const summary = summaryText(tiers);
writeFileSync(path.join(reports, 'summary.txt'), summary);
rmSync(path.join(reportsRoot, 'latest'), { recursive: true, force: true });
cpSync(reports, path.join(reportsRoot, 'latest'), { recursive: true });
const runs = readdirSync(reportsRoot)
  .filter((name) => name !== 'latest')
  .sort();
for (const old of runs.slice(0, Math.max(0, runs.length - KEPT_RUNS))) {
  rmSync(path.join(reportsRoot, old), { recursive: true, force: true });
}

console.log(summary);
console.log(`Reports: ${path.relative(root, reports)}`);
console.log(`\nAll tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 && skipped === 0 ? 0 : 1);
