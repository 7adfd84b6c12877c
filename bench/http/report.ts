/** The benchmark's table, and the goals it judges (issue 15). */
import type { Measured } from './load.js';

export const GOAL_OWN_QUERY = 0.7;
export const GOAL_FRAMEWORK = 0.3;

export interface Row {
  endpoint: string;
  /** The median slice of each; the ratios are the medians of the slices' ratios, taken in turn. */
  app: Measured;
  bare?: Measured;
  framework?: Measured;
  ownRatio?: number;
  frameworkRatio?: number;
  unchanging: boolean;
  ownQueries: number;
  sessionQueries: number;
  /** The share of captured requests the app answered from memory. */
  remembered: number;
}

/** The table; the goals are PostgreSQL's (issue 15): PGlite's figures are for comparison. */
export function print(name: string, rows: Row[], framework: Measured, withGoals: boolean) {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  const ratio = (value: number) => value.toFixed(2);
  const cpu = (measured: Measured) => (measured.cpuUs === undefined ? '?' : n(measured.cpuUs));
  console.log(
    `\n${name}: framework ceiling ${n(framework.rps)} req/s (p50 ${framework.p50} ms, p99 ${framework.p99} ms)\n`,
  );
  console.log(
    '| endpoint | app req/s | p50 ms | p99 ms | queries (+ session) | CPU µs/request app, bare | own query bare req/s | app/bare | app/framework | goal |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const { ownRatio, frameworkRatio } = row;
    const isRead = !row.endpoint.startsWith('POST');
    const misses: string[] = [];
    if (isRead && ownRatio !== undefined && ownRatio < GOAL_OWN_QUERY)
      misses.push(`< ${GOAL_OWN_QUERY} of bare`);
    if (frameworkRatio !== undefined && frameworkRatio < GOAL_FRAMEWORK)
      misses.push(`< ${GOAL_FRAMEWORK} of framework`);
    const errors = row.app.errors + row.app.non2xx;
    console.log(
      `| ${row.endpoint} | ${n(row.app.rps)} | ${row.app.p50} | ${row.app.p99} | ${row.ownQueries.toFixed(1)} + ${row.sessionQueries.toFixed(1)} | ${cpu(row.app)}, ${row.bare ? cpu(row.bare) : '—'} | ${row.bare ? n(row.bare.rps) : '—'} | ${ownRatio === undefined ? '—' : ratio(ownRatio)} | ${frameworkRatio === undefined ? '' : ratio(frameworkRatio)} | ${!isRead ? 'write' : !withGoals ? 'no goal' : misses.length ? `miss (${misses.join(', ')})` : 'met'}${errors ? `; ${errors} errors/non-2xx` : ''} |`,
    );
  }
  const fromMemory = rows.filter((row) => row.remembered > 0);
  if (fromMemory.length > 0) {
    const shares = fromMemory.map((row) => `${row.endpoint} ${Math.round(row.remembered * 100)} %`);
    console.log(
      `\nAnswered from the app's memory (share of the captured requests; the bare ceiling runs the query that made each answer): ${shares.join(', ')}.`,
    );
  }
}
