/**
 * `npm run bench:web:tasks`: the main thread's long tasks after the first paint, in a real browser
 * whose CPU is really slowed down (DevTools' CPU throttling), as a phone meets them. Lighthouse
 * (`npm run bench:web`) simulates its slowdown from a trace taken at full speed with its profiler
 * on, and at 8x its figures move by several points between runs; this measures the same thing
 * directly, over many loads, so a change to the app's start can be compared before and after.
 *
 * For each page: the median over `--runs N` loads (default 9) of the blocking time (each long task's
 * time over 50 ms, summed, after the first contentful paint, as Lighthouse sums it), of the longest
 * task, and of the time the app took over the server's page. Options: `--cpu-slowdown N` (default
 * 4), `--only /path` (as the table shows it: `/cruise/{id}`). A phone's screen (412 x 823), no
 * service worker, a fresh browser context per load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium, MISSING_BROWSER_MESSAGE } from '../../scripts/lib/browser.mjs';
import { ensureBuild } from '../../scripts/lib/build.mjs';
import { makeMember, startServer } from './app-server.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const RUNS = Number(option('--runs') ?? 9);
const SLOWDOWN = Number(option('--cpu-slowdown') ?? 4);
const ONLY = option('--only');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Load {
  blockingMs: number;
  longestMs: number;
  startedMs: number;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_BROWSER_MESSAGE);
  await ensureBuild({ quiet: true });
  const port = 3800 + Math.floor(Math.random() * 150);
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-tasks-'));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const member = await makeMember(base);
    const ships = (await (await fetch(`${base}/api/ships?limit=1`)).json()) as { id: string }[];
    const pages: [shown: string, path: string, signedIn: boolean][] = [
      ['/', '/', false],
      ['/login', '/login', false],
      ['/ships', '/ships', false],
      ['/ships/{id}', `/ships/${ships[0]?.id}`, false],
      ['/dashboard', '/dashboard', true],
      ['/planner', '/planner', true],
      ['/cruise/{id}', `/cruise/${member.cruiseId}`, true],
      ['/stats', '/stats', true],
      ['/user/{id}', `/user/${member.userId}`, true],
    ];
    console.log(
      `Long tasks after the first paint, a real ${SLOWDOWN}x CPU slowdown, median of ${RUNS} loads\n`,
    );
    console.log('| page | blocking time | longest task | app started |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [shown, pagePath, signedIn] of pages) {
      if (ONLY && ONLY !== shown && ONLY !== pagePath) continue;
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          serviceWorkers: 'block',
        });
        if (signedIn) await context.addCookies(member.cookies);
        const page = await context.newPage();
        // As text: this file is type-checked for Node, without the DOM's types.
        await page.addInitScript({
          content: `window.benchLongTasks = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) window.benchLongTasks.push([entry.startTime, entry.duration]);
            }).observe({ type: 'longtask', buffered: true });`,
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
        await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
        // The app has taken the server's page over once no control waits for it. (Functions run in
        // the page, written against `globalThis`: this file is type-checked without the DOM's types.)
        await page.waitForFunction(
          () =>
            !(
              globalThis as unknown as { document: { querySelector(selector: string): unknown } }
            ).document.querySelector('[data-until-start]'),
          null,
          { timeout: 30_000 },
        );
        const startedMs = await page.evaluate(() => globalThis.performance.now());
        await page.waitForTimeout(2_500);
        const { tasks, firstPaint } = await page.evaluate(() => ({
          tasks: (globalThis as unknown as { benchLongTasks: [number, number][] }).benchLongTasks,
          firstPaint: globalThis.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        const after = tasks.filter(([start]) => start >= firstPaint);
        loads.push({
          blockingMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
          longestMs: Math.max(0, ...after.map(([, duration]) => duration)),
          startedMs,
        });
        await context.close();
      }
      const pick = (key: keyof Load) => Math.round(median(loads.map((load) => load[key])));
      console.log(
        `| \`${shown}\` | ${pick('blockingMs')} ms | ${pick('longestMs')} ms | ${pick('startedMs')} ms |`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
