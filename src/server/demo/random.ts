/**
 * The demo generator's only source of chance: mulberry32, a tiny 32-bit PRNG, so the same seed
 * always gives the same data (no Math.random, no clock).
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    sample<T>(items: readonly T[], count: number) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, count);
    },
  };
}

/**
 * Time-ordered ids in the UUIDv7 layout the app uses (48-bit milliseconds, version 7, variant
 * 10), with the clock replaced by `startMs + n` and the random bits drawn from `random`: the same
 * seed makes the same ids, and inserts still land at the right edge of every index.
 */
export function createIdMaker(random: Random, startMs: number) {
  let counter = 0;
  const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');
  return () => {
    const ms = startMs + counter++;
    const time = hex(Math.floor(ms / 0x10000), 8) + hex(ms % 0x10000, 4);
    const randA = hex(random.int(0, 0xfff), 3);
    const variant = hex(0x8000 | random.int(0, 0x3fff), 4);
    const tail = hex(random.int(0, 0xffffff), 6) + hex(random.int(0, 0xffffff), 6);
    return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randA}-${variant}-${tail}`;
  };
}
