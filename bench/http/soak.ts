/** `npm run bench:soak`: every endpoint at once for a minute, errors and the app's memory watched. */
import autocannon from 'autocannon';
import { asVariant, type Endpoint, median, type OutgoingRequest } from './load.js';
import { rssOf } from './processes.js';

/** The soak's load: 200 connections on PostgreSQL, 50 on PGlite (one connection to its database). */
export const SOAK_CONNECTIONS = { postgres: 200, pglite: 50 };
export const SOAK_WARM_UP_SECONDS = 30;
/** The memory at the end may be at most this much above its level after the warm-up. */
const SOAK_RSS_GROWTH = 0.2;
/** Seconds of memory readings whose median stands for the memory after the warm-up, and at the end. */
const RSS_WINDOW = 10;

/**
 * Every endpoint's requests interleaved (reads and the write, many travellers' sessions) from
 * `connections` at once: a warm-up, the app's memory, a long run, its memory again.
 */
export async function soak(
  base: string,
  list: Endpoint[],
  pid: number,
  connections: number,
  seconds: number,
) {
  const mixed = list.flatMap((endpoint) => endpoint.variants.map((variant) => ({ endpoint, variant })));
  for (let i = mixed.length - 1; i > 0; i--) {
    // A fixed shuffle, so endpoints interleave and runs repeat.
    const j = (i * 7919) % (i + 1);
    [mixed[i], mixed[j]] = [mixed[j] as (typeof mixed)[number], mixed[i] as (typeof mixed)[number]];
  }
  let next = 0;
  const request = {
    setupRequest: (req: OutgoingRequest) => {
      const { endpoint, variant } = mixed[next++ % mixed.length] as (typeof mixed)[number];
      return asVariant(req, endpoint.method, variant);
    },
  };
  const run = (duration: number) =>
    autocannon({ url: base, connections, duration, timeout: 30, requests: [request] });
  const warm = await run(SOAK_WARM_UP_SECONDS);
  // The memory every second of the run. The heap rises and falls by tens of MB between garbage
  // collections, so one reading says little: the memory "after the warm-up" is the median of the
  // run's first RSS_WINDOW seconds, "at the end" the median of its last; the series (every 10 s)
  // tells a leak (it keeps rising) from a heap that grew to the load.
  const samples: number[] = [rssOf(pid)];
  const sampler = setInterval(() => samples.push(rssOf(pid)), 1_000);
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run(seconds);
  } finally {
    clearInterval(sampler);
  }
  samples.push(rssOf(pid));
  const middle = (values: number[]) => median(values, Number) as number;
  const rssAfterWarmUp = middle(samples.slice(0, RSS_WINDOW));
  const rssAtEnd = middle(samples.slice(-RSS_WINDOW));
  const growth = rssAtEnd / rssAfterWarmUp - 1;
  const failures =
    result.errors + result.timeouts + result.non2xx + warm.errors + warm.timeouts + warm.non2xx;
  console.log(
    `  soak: ${connections} connections, ${seconds} s after a ${SOAK_WARM_UP_SECONDS} s warm-up, ${mixed.length} requests of ${list.length} endpoints in turn`,
  );
  console.log(
    `  ${result.requests.total.toLocaleString('en-US')} requests, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} (warm-up: ${warm.errors + warm.timeouts + warm.non2xx})`,
  );
  console.log(
    `  app memory (RSS, medians of ${RSS_WINDOW} s): ${rssAfterWarmUp.toFixed(0)} MB after the warm-up, ${rssAtEnd.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${SOAK_RSS_GROWTH * 100} %); every 10 s: ${samples
      .filter((_, i) => i % 10 === 0)
      .map((mb) => mb.toFixed(0))
      .join(', ')} MB`,
  );
  const ok = failures === 0 && growth <= SOAK_RSS_GROWTH;
  console.log(`  ${ok ? 'passed' : 'FAILED'}`);
  if (!ok) process.exitCode = 1;
}
