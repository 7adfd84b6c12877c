import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseItinerary, readLine } from './itinerary-parser.js';

/**
 * The itinerary reader runs on every keystroke of the paste box: no line may freeze the tab
 * (issue 29, point 8; a 40 KB line once took about 10 s). Lines built to make a backtracking
 * expression rescan themselves, read without the reader's length cap, must take linear time.
 */
/** The fastest of five runs: the reading least disturbed by whatever else the machine does. */
function timeOf(run: () => unknown): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** Shapes that are quadratic (or worse) for a naive port-name clean-up or time pattern. */
const HOSTILE: Record<string, (n: number) => string> = {
  spaces: (n) => `a${' '.repeat(n)}b`,
  tabs: (n) => `Day 3: a${'\t'.repeat(n)}b`,
  dashes: (n) => `a${'-'.repeat(n)}b`,
  'spaced dashes': (n) => `a${' -'.repeat(n / 2)}b`,
  'separators then letter': (n) => `${', ;'.repeat(n / 3)}x`,
  'digits and spaces': (n) => `${'1 '.repeat(n / 2)}x`,
  'times without end': (n) => `${'7:3'.repeat(n / 3)}`,
  'am pm': (n) => `${'7 a.m'.repeat(n / 5)}`,
  brackets: (n) => `${'( '.repeat(n / 2)}Nassau`,
  'arrive words': (n) => `${'arr '.repeat(n / 4)}Nassau`,
};

describe('the itinerary reader on hostile lines', () => {
  it('reads a 100 KB line in under 50 ms', () => {
    for (const [name, make] of Object.entries(HOSTILE)) {
      const line = make(100_000);
      const ms = timeOf(() => parseItinerary(line));
      expect(ms, name).toBeLessThan(50);
    }
  });

  it.each(Object.entries(HOSTILE))(
    'takes linear time on "%s" (four times the line, about four times the time)',
    (_, make) => {
      const small = timeOf(() => readLine(make(20_000)));
      const large = timeOf(() => readLine(make(80_000)));
      // Linear is 4×, quadratic 16× (the old reader took a second at 40 KB): 8× and a 25 ms floor
      // leave room for a busy machine and the JIT.
      expect(large).toBeLessThan(Math.max(small * 8, 25));
    },
  );

  it('takes linear time on any line of separators, digits, spaces and letters', () => {
    const pieces = fc.constantFrom(
      ' ',
      '\t',
      '-',
      '—',
      ':',
      '.',
      ',',
      '|',
      '1',
      '12',
      'a',
      'p.m.',
      '(',
      'Day ',
    );
    fc.assert(
      fc.property(fc.array(pieces, { minLength: 20, maxLength: 40 }), (parts) => {
        const unit = parts.join('');
        const small = timeOf(() => readLine(unit.repeat(Math.ceil(10_000 / unit.length))));
        const large = timeOf(() => readLine(unit.repeat(Math.ceil(40_000 / unit.length))));
        return large < Math.max(small * 8, 25);
      }),
      { numRuns: 25 },
    );
  });
});
