// Loaded into a server process with `node --import`: measures how long the event loop is held
// (perf_hooks.monitorEventLoopDelay, 10 ms resolution). On SIGUSR2 it prints one line,
// `LOOP {"max":…,"p99":…,"mean":…}` in milliseconds since the last report, and starts again.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
process.on('SIGUSR2', () => {
  const report = { max: ms(histogram.max), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean) };
  process.stdout.write(`LOOP ${JSON.stringify(report)}\n`);
  histogram.reset();
});
