/**
 * 20,000 made-up ships for the directory benchmark: 80 cruise lines of 250 ships each, names
 * from a small vocabulary so searches match a few, dozens or hundreds of ships, like real ones.
 * Deterministic (a seeded generator), so runs compare.
 */
import type { RawShipRow } from '../../src/server/ships/ship-file.js';

const LINE_WORDS = [
  'Aurora',
  'Boreal',
  'Coral',
  'Delphine',
  'Equinox',
  'Fjord',
  'Galleon',
  'Harbour',
  'Isla',
  'Jade',
  'Kestrel',
  'Lagoon',
  'Meridian',
  'Nautilus',
  'Orca',
  'Pacifica',
  'Quay',
  'Riviera',
  'Solstice',
  'Tidewater',
];
const LINE_KINDS = ['Cruises', 'Cruise Line', 'Voyages', 'Expeditions'];
const NAME_FIRST = [
  'Allure',
  'Azure',
  'Bella',
  'Breeze',
  'Celeste',
  'Dawn',
  'Diamond',
  'Emerald',
  'Encore',
  'Eterna',
  'Fantasia',
  'Glory',
  'Harmony',
  'Horizon',
  'Island',
  'Jewel',
  'Legend',
  'Liberty',
  'Lumière',
  'Majesty',
  'Marina',
  'Navigator',
  'Nova',
  'Odyssey',
  'Pearl',
  'Prima',
  'Quest',
  'Radiance',
  'Regal',
  'Sapphire',
  'Serenade',
  'Sky',
  'Spirit',
  'Splendour',
  'Star',
  'Sunrise',
  'Symphony',
  'Triumph',
  'Vista',
  'Zénith',
];
const NAME_SECOND = [
  'of the Seas',
  'Princess',
  'Explorer',
  'Voyager',
  'Dream',
  'Wind',
  'Sun',
  'Song',
  'Spirit',
  'Star',
];
const CLASSES = [
  'Aurora class',
  'Vista class',
  'Quantum class',
  'Pinnacle class',
  'Solstice class',
  'Explorer class',
];

/** mulberry32: a tiny seeded generator. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function benchmarkOperators(lines = 80): string[] {
  return Array.from(
    { length: lines },
    (_, i) =>
      `${LINE_WORDS[i % LINE_WORDS.length]} ${LINE_KINDS[Math.floor(i / LINE_WORDS.length) % LINE_KINDS.length]}`,
  );
}

/** `count` ships as the importer reads them from a file. */
export function generateShips(count = 20_000, lines = 80): RawShipRow[] {
  const next = random(20_000);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const operators = benchmarkOperators(lines);
  const seen = new Set<string>();
  const rows: RawShipRow[] = [];
  for (let i = 0; i < count; i++) {
    const operator = operators[i % operators.length] as string;
    let name = `${pick(NAME_FIRST)} ${pick(NAME_SECOND)}`;
    for (let n = 2; seen.has(`${operator}/${name}`); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    seen.add(`${operator}/${name}`);
    const tonnage = Math.round(20_000 + next() * 230_000);
    rows.push({
      line: i + 2,
      values: {
        ship_name: name,
        operator,
        class: pick(CLASSES),
        gross_tonnage: `${tonnage.toLocaleString('en-US')} GT`,
        passengers: Math.round(tonnage / 40),
        year_build: String(1990 + Math.floor(next() * 36)),
      },
    });
  }
  return rows;
}

/** A ship's earlier names and a nickname, as the catalogue gives its real hulls. */
export interface GeneratedHistory {
  former: { name: string; operator: string; from: number | null; to: number | null }[];
  aliases: string[];
}

/**
 * Histories for about a quarter of the generated ships (deterministic): one or two earlier names
 * under other lines, sometimes a nickname, so the search text carries what the real catalogue's
 * does (113 of 695 hulls have former names).
 */
export function generateHistories(ships: { shipName: string; operator: string; yearBuild: number }[]) {
  const next = random(1_000);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const operators = benchmarkOperators();
  const histories = new Map<number, GeneratedHistory>();
  ships.forEach((ship, index) => {
    if (next() >= 0.25) return;
    const former: GeneratedHistory['former'] = [];
    let from = ship.yearBuild;
    for (let n = next() < 0.3 ? 2 : 1; n > 0; n--) {
      const to = from + 2 + Math.floor(next() * 8);
      former.push({ name: `${pick(NAME_FIRST)} ${pick(NAME_SECOND)}`, operator: pick(operators), from, to });
      from = to + 1;
    }
    const aliases = next() < 0.2 ? [`${ship.shipName.split(' ')[0]} ${pick(['II', 'III', 'One'])}`] : [];
    histories.set(index, { former, aliases });
  });
  return histories;
}
