import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearReaderMemory, MAX_LINE_CHARS, readItinerary } from './read.js';

/**
 * The reader runs on every keystroke of the paste box: no line may freeze the tab (a 40 KB line
 * once took about 10 s). A line is read up to `MAX_LINE_CHARS`, and within that lines built to make
 * a backtracking expression rescan themselves must take linear time: a paste of such lines four
 * times as wide takes about four times as long, not sixteen.
 */
/** The fastest of five cold runs: the reading least disturbed by whatever else the machine does. */
function timeOf(run: () => unknown): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    clearReaderMemory();
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/**
 * The fastest of five cold runs of each, taken in turns so a busy moment of the machine falls on
 * both alike: [small, large] in milliseconds.
 */
function timesOf(small: () => unknown, large: () => unknown): [number, number] {
  const fastest: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let i = 0; i < 5; i++)
    for (const [index, run] of [small, large].entries()) {
      clearReaderMemory();
      const started = performance.now();
      run();
      fastest[index] = Math.min(fastest[index]!, performance.now() - started);
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
  'dates and dots': (n) => `${'12.3.'.repeat(n / 5)}`,
  'times without end': (n) => `${'7:3'.repeat(n / 3)}`,
  'am pm': (n) => `${'7 a.m'.repeat(n / 5)}`,
  brackets: (n) => `${'( '.repeat(n / 2)}Nassau`,
  'arrive words': (n) => `${'arr '.repeat(n / 4)}Nassau`,
  'route parts': (n) => `${'Oslo - '.repeat(n / 7)}Bergen`,
  'capitalised words': (n) => `${'Port Of '.repeat(n / 8)}Call`,
  'day words': (n) => 'Day 1 '.repeat(n / 6),
  slashes: (n) => '1/2 '.repeat(n / 4),
  pipes: (n) => `${'| '.repeat(n / 2)}x`,
  japanese: (n) => '横浜港'.repeat(n / 3),
};

/** A paste of 100 different lines of one shape, each `width` characters wide. */
const pasteOf = (make: (n: number) => string, width: number) =>
  Array.from({ length: 100 }, (_, i) => `${make(width - 4)} ${i}`).join('\n');

describe('the itinerary reader on hostile lines', () => {
  it('reads a 100 KB line quickly: only its first MAX_LINE_CHARS are looked at', () => {
    for (const [name, make] of Object.entries(HOSTILE)) {
      const ms = timeOf(() => readItinerary(make(100_000)));
      expect(ms, name).toBeLessThan(50);
    }
  });

  it.each(Object.entries(HOSTILE))(
    'takes linear time on "%s" (lines four times as wide, about four times the time)',
    (_, make) => {
      const [narrow, wide] = [pasteOf(make, MAX_LINE_CHARS / 4), pasteOf(make, MAX_LINE_CHARS)];
      // Linear is 4×, quadratic 16×: 8× and a 25 ms floor leave room for a busy machine and the JIT.
      // A machine busy with other test files can still slow one reading; a quadratic line is slow
      // in every round, so up to three rounds are measured and the first within bounds counts.
      let small = 0;
      let large = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 3 && large >= Math.max(small * 8, 25); round++)
        [small, large] = timesOf(
          () => readItinerary(narrow),
          () => readItinerary(wide),
        );
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
      'Bergen',
    );
    fc.assert(
      fc.property(fc.array(pieces, { minLength: 20, maxLength: 40 }), (parts) => {
        const unit = parts.join('');
        const line = (width: number) => () =>
          readItinerary(
            Array.from(
              { length: 20 },
              (_, i) => `${unit.repeat(Math.ceil(width / unit.length)).slice(0, width)}${i}`,
            ).join('\n'),
          );
        const [small, large] = timesOf(line(MAX_LINE_CHARS / 4), line(MAX_LINE_CHARS));
        return large < Math.max(small * 8, 25);
      }),
      { numRuns: 25, seed: 29 },
    );
  });
});
