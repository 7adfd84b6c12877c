/**
 * No member's data can stall the server: the built app as its own process, with the event loop
 * measured inside it (support/loop-monitor.mjs), holding the largest member the limits allow.
 * While that member loads their cruise page (rendered on the server), their calendar feed, their
 * export and the shared journal (anyone holding the link), another member keeps asking for their
 * cruises, and is answered quickly throughout.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { expect, test } from '@playwright/test';
import { freePort, waitForHealthy } from '../src/server/test-support/processes.js';
import { largeMemberExport } from './support/large-member.js';

const root = path.resolve(import.meta.dirname, '..');

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-loop-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', './e2e/support/loop-monitor.mjs', 'dist/node/server/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await waitForHealthy(port, 60_000).catch((error: unknown) => {
    throw new Error(`${error}\n${output}`);
  });
  return {
    child,
    base,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's event-loop figures since the last call. */
async function loopReport(server: Server): Promise<{ max: number; p99: number }> {
  const seen = server.output().length;
  server.child.kill('SIGUSR2');
  for (;;) {
    const line = /LOOP (\{.*\})/.exec(server.output().slice(seen))?.[1];
    if (line) return JSON.parse(line);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function signUp(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `loop-${randomUUID()}@example.com`,
      password: 'Aft-deck sunsets 2027',
      firstName: 'Ida',
      lastName: 'Lewis',
    }),
  });
  expect(res.status).toBe(201);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

test('one member’s largest answers never hold up another member', async () => {
  test.setTimeout(240_000);
  const server = await startServer();
  try {
    const { base } = server;
    const heavy = await signUp(base);
    const other = await signUp(base);
    const { zip, bigCruiseId } = await largeMemberExport(59);
    const imported = await fetch(`${base}/api/import`, {
      method: 'POST',
      headers: { cookie: heavy, 'content-type': 'application/zip' },
      body: new Uint8Array(zip),
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const share = await fetch(`${base}/api/cruises/${bigCruiseId}/share`, {
      method: 'POST',
      headers: { cookie: heavy, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ includeJournal: true }),
    });
    expect(share.status).toBe(201);
    const { token } = (await share.json()) as { token: string };
    const feed = await fetch(`${base}/api/calendar`, { headers: { cookie: heavy } });
    const { url: feedUrl } = (await feed.json()) as { url: string };

    /** Per answer: how long it took, and the longest the server's event loop was held meanwhile. */
    const took: Record<string, string[]> = {};
    const heavyLoads = async () => {
      const asks: Array<[string, string | undefined]> = [
        [`/cruise/${bigCruiseId}`, heavy],
        [`/api/cruises/${bigCruiseId}/itinerary`, heavy],
        [`/api/cruises/${bigCruiseId}`, heavy],
        [new URL(feedUrl).pathname, undefined],
        [`/api/share/${token}`, undefined],
        [`/share/${token}`, undefined],
        [`/api/cruises/${bigCruiseId}/journal-entries`, heavy],
        ['/api/export', heavy],
      ];
      for (let round = 0; round < 2; round++) {
        for (const [address, cookie] of asks) {
          const started = performance.now();
          const res = await fetch(`${base}${address}`, { headers: cookie ? { cookie } : {} });
          expect(res.status, address).toBe(200);
          const bytes = (await res.arrayBuffer()).byteLength;
          const name = `${address.replace(/[0-9a-f-]{36}|[\w-]{32}/g, ':id')} (${(bytes / 1024).toFixed(0)} KB)`;
          const loop = await loopReport(server);
          took[name] = [
            ...(took[name] ?? []),
            `${Math.round(performance.now() - started)} ms (loop ${loop.max})`,
          ];
        }
      }
    };

    // Warm up: the first of each is paid once (modules, the renderer, the gazetteer).
    await heavyLoads();
    await loopReport(server);

    // The other member asks from a thread of its own: the runner's reading of the heavy answers
    // (megabytes parsed on its event loop) must not show up as the server's slowness.
    const asker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      let done = false;
      const latencies = [];
      parentPort.on('message', () => { done = true; });
      (async () => {
        while (!done) {
          const started = performance.now();
          const res = await fetch(workerData.url, { headers: { cookie: workerData.cookie } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error('status ' + res.status);
          latencies.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        parentPort.postMessage(latencies);
      })();`,
      { eval: true, workerData: { url: `${base}/api/cruises`, cookie: other } },
    );
    const answered = new Promise<number[]>((resolve, reject) => {
      asker.once('message', resolve);
      asker.once('error', reject);
    });
    await heavyLoads().finally(() => asker.postMessage('stop'));
    const latencies = await answered;
    await asker.terminate();
    const loop = await loopReport(server);
    const p99 = percentile(latencies, 99);
    console.info(
      `other member: ${latencies.length} answers, median ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms; ` +
        `server event loop: max delay ${loop.max} ms, p99 ${loop.p99} ms`,
    );
    console.info(took);
    expect(latencies.length).toBeGreaterThan(20);
    // What the other member feels: on two cores the server, the runner and this thread share the
    // CPU, so a slow host adds its share here (44–60 ms on a quick one, 100 ms seen on a slow one).
    expect(p99).toBeLessThan(200);
    // The cause, measured where it happens: no answer held the server's event loop for 100 ms.
    expect(loop.max).toBeLessThan(100);
  } finally {
    await server.stop();
  }
});
