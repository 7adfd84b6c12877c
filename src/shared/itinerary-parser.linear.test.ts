import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseItinerary, readLine } from './itinerary-parser.js';

/**
 * The itinerary reader runs on every keystroke of the paste box: no line may freeze the tab
 * (issue 29, point 8; a 40 KB line once took about 10 s). Lines built to make a backtracking
 * expression rescan themselves, read without the reader's length cap, must take linear time.
 */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timeOf(run: () => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
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
    'takes linear time on "%s" (twice the line, at most about twice the time)',
    (_, make) => {
      const small = timeOf(() => readLine(make(40_000)));
      const large = timeOf(() => readLine(make(80_000)));
      // Quadratic would be 4×; allow noise on a busy machine, and ignore sub-millisecond readings.
      expect(large).toBeLessThan(Math.max(small * 3, 2));
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
        const small = timeOf(() => readLine(unit.repeat(Math.ceil(20_000 / unit.length))));
        const large = timeOf(() => readLine(unit.repeat(Math.ceil(40_000 / unit.length))));
        return large < Math.max(small * 3, 2);
      }),
      { numRuns: 25 },
    );
  });
});
