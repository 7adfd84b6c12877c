// The timings of a test run, read back from the reports Vitest and Playwright write (JSON), for
// the summary `npm test` prints at the end and keeps in test-reports/<run>/summary.txt.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SLOWEST = 15;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest's JSON report: each file's time and each test's, with the tally. */
export function readVitest(file, root) {
  const report = readJson(file);
  if (!report) return undefined;
  const files = [];
  const tests = [];
  for (const result of report.testResults ?? []) {
    const name = path.relative(root, result.name);
    files.push({ name, ms: (result.endTime ?? 0) - (result.startTime ?? 0) });
    for (const test of result.assertionResults ?? []) {
      tests.push({ name: `${name} › ${test.fullName ?? test.title}`, ms: test.duration ?? 0 });
    }
  }
  return {
    files,
    tests,
    passed: report.numPassedTests,
    // A file whose set-up failed reports its tests as skipped: count the file as a failure.
    failed: report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's JSON report: each spec file's summed test time and each test's, with the tally. */
export function readPlaywright(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const byFile = new Map();
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ name: `[${test.projectName}] ${spec.file} › ${spec.title}`, ms });
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const { stats = {} } = report;
  return {
    files: [...byFile].map(([name, ms]) => ({ name, ms })),
    tests,
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

const slowest = (items) =>
  [...items]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST)
    .map((item) => `  ${seconds(item.ms).padStart(8)}  ${item.name}`);

/** The summary's text: per tier its wall time and tally, then its slowest files and tests. */
export function summaryText(tiers) {
  const lines = ['', 'Test timings'];
  for (const tier of tiers) {
    const tally = tier.report
      ? `${tier.report.passed} passed, ${tier.report.failed} failed, ${tier.report.skipped} skipped`
      : 'no report';
    lines.push(`  ${tier.name.padEnd(12)} ${seconds(tier.wallMs).padStart(8)}  ${tally}`);
  }
  for (const tier of tiers) {
    if (!tier.report || tier.report.files.length === 0) continue;
    lines.push('', `${tier.name}: slowest files (time in the file)`, ...slowest(tier.report.files));
    lines.push('', `${tier.name}: slowest tests`, ...slowest(tier.report.tests));
  }
  return `${lines.join('\n')}\n`;
}
