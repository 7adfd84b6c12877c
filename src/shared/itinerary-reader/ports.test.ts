import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countryHint,
  type GazetteerPort,
  misspeltPort,
  portIndex,
  resolvePort,
  suggestPorts,
} from './ports.js';
import { readItinerary } from './read.js';

const port = (id: string, name: string, country: string, lat: number, lon: number, aliases: string[] = []) =>
  ({ id, name, aliases, country, lat, lon, timeZone: 'UTC' }) satisfies GazetteerPort;
const index = portIndex([
  port('piraeus-gr', 'Piraeus', 'GR', 37.94, 23.64, ['Athens']),
  port('progreso-mx', 'Progreso', 'MX', 21.3, -89.67),
  port('nassau-bs', 'Nassau', 'BS', 25.08, -77.34),
  port('newport-us-ri', 'Newport', 'US', 41.49, -71.31),
  port('newport-us-or', 'Newport', 'US', 44.63, -124.05),
  port('boston-us', 'Boston', 'US', 42.36, -71.05),
  port('astoria-us', 'Astoria', 'US', 46.19, -123.83),
]);

describe('ports as travellers name them', () => {
  it.each([
    ['Piraeus (Athens)', 'Piraeus'],
    ['Yucatan (Progreso), Mexico', 'Progreso'],
    ['Nassau, Bahamas', 'Nassau'],
    ['NASSAU', 'Nassau'],
    ['Port of Nassau', 'Nassau'],
  ])('%s', (written, name) => expect(resolvePort(index, written)?.name).toBe(name));

  it('keeps a compass word with its name: "South Shetland Islands" is not Shetland (Lerwick)', () => {
    const more = portIndex([port('lerwick-gb', 'Lerwick', 'GB', 60.15, -1.14, ['Shetland'])]);
    expect(resolvePort(more, 'Shetland Islands')?.name).toBe('Lerwick');
    expect(resolvePort(more, 'South Shetland Islands')).toBeNull();
  });

  it("never takes an unknown place for its country's main port, and reads an alias before a region", () => {
    const more = portIndex([
      port('castries-lc', 'Castries', 'LC', 14.01, -60.99, ['Saint Lucia', 'St. Lucia']),
      port('seward-us', 'Seward', 'US', 60.1, -149.44, ['Anchorage (Seward)']),
      port('anchorage-us', 'Anchorage', 'US', 61.24, -149.89),
    ]);
    expect(resolvePort(more, 'Castries, Saint Lucia')?.name).toBe('Castries');
    expect(resolvePort(more, 'St. Lucia')?.name).toBe('Castries');
    expect(resolvePort(more, 'Pigeon Island (St. Lucia), Saint Lucia')).toBeNull();
    expect(resolvePort(more, 'Anchorage (Seward), AK')?.name).toBe('Seward');
  });

  it("takes a territory's port where the page names its country (Svalbard for Norway)", () => {
    const north = portIndex([port('longyearbyen-sj', 'Longyearbyen', 'SJ', 78.23, 15.6, ['Spitzbergen'])]);
    expect(resolvePort(north, 'Spitzbergen', [], 'NO')?.name).toBe('Longyearbyen');
    expect(resolvePort(north, 'Spitzbergen', [], 'SE')).toBeNull();
  });

  it('takes the country a name says, in several languages, and keeps only its ports', () => {
    const more = portIndex([
      port('st-georges-gd', "St. George's", 'GD', 12.05, -61.75, ['Grenada']),
      port('seville-es', 'Seville', 'ES', 37.38, -5.99),
      port('willemstad-cw', 'Willemstad', 'CW', 12.11, -68.93),
      port('bergen-no', 'Bergen', 'NO', 60.39, 5.32),
    ]);
    expect(countryHint(more, 'Granada/SPAIN')).toBe('ES');
    expect(countryHint(more, 'Bergen (Norwegen)')).toBe('NO');
    expect(countryHint(more, 'Willemstad, Curaçao')).toBe('CW');
    expect(countryHint(more, 'Bergen')).toBeNull();
    // "Granada" is one letter from "Grenada", but Spain's Granada is no port in Grenada.
    expect(misspeltPort(more, 'Granada')?.name).toBe("St. George's");
    expect(misspeltPort(more, 'Granada', 'ES')).toBeNull();
    expect(resolvePort(more, 'Grenada', [], 'ES')).toBeNull();
    expect(resolvePort(more, "Saint George's")?.name).toBe("St. George's");
  });

  it('takes the port in brackets when both names are ports of one place ("Tokyo (Yokohama)")', () => {
    const more = portIndex([
      port('tokyo-jp', 'Tokyo', 'JP', 35.62, 139.78),
      port('yokohama-jp', 'Yokohama', 'JP', 35.45, 139.65),
      port('southampton-gb', 'Southampton', 'GB', 50.9, -1.4),
      port('london-gb', 'London', 'GB', 51.5, -0.07),
    ]);
    expect(resolvePort(more, 'Tokyo (Yokohama), Japan')?.name).toBe('Yokohama');
    // A "for" city far from the port is not where the ship docks.
    expect(resolvePort(more, 'Southampton (London)')?.name).toBe('Southampton');
  });

  it('suggests the nearest names for one it does not know, and nothing for a name far from all', () => {
    const more = portIndex([
      port('juneau-us', 'Juneau', 'US', 58.3, -134.42),
      port('kirkwall-gb', 'Kirkwall', 'GB', 58.98, -2.96),
      port('dubrovnik-hr', 'Dubrovnik', 'HR', 42.64, 18.11),
      port('nassau-bs', 'Nassau', 'BS', 25.08, -77.34),
    ]);
    const first = (written: string) => suggestPorts(more, written)[0]?.name;
    expect(first('Juno, Alaska')).toBe('Juneau');
    expect(first('Kirkwal (Orkney)')).toBe('Kirkwall');
    expect(first('Dubrovnic')).toBe('Dubrovnik');
    expect(first('Port of Nasau')).toBe('Nassau');
    expect(suggestPorts(more, 'Zanzibar')).toEqual([]);
    expect(suggestPorts(more, 'Ju')).toEqual([]);
  });

  it('takes a name one letter away from a single port as that port, never a short or an ambiguous one', () => {
    const rhine = portIndex([
      port('cologne-de', 'Cologne', 'DE', 50.94, 6.97, ['Köln']),
      port('havoysund-no', 'Havøysund', 'NO', 71.0, 24.66),
      port('stokmarknes-no', 'Stokmarknes', 'NO', 68.56, 14.91),
      port('nassau-bs', 'Nassau', 'BS', 25.08, -77.34),
      port('nassat-xx', 'Nassat', 'XX', 0, 0),
    ]);
    expect(misspeltPort(rhine, 'Colgone')?.name).toBe('Cologne');
    expect(misspeltPort(rhine, 'Hovøysund')?.name).toBe('Havøysund');
    expect(misspeltPort(rhine, 'Stokmaknes')?.name).toBe('Stokmarknes');
    expect(misspeltPort(rhine, 'Kolen')).toBeNull();
    expect(misspeltPort(rhine, 'Nassaw')).toBeNull();
    expect(misspeltPort(rhine, 'Colognes Bay')).toBeNull();
    expect(readItinerary('Day 1: Basel\nDay 2: Colgone', { ports: rhine }).days[1]?.portName).toBe('Cologne');
  });

  it('picks the port of a shared name nearest the cruise’s other ports', () => {
    expect(resolvePort(index, 'Newport', [{ lat: 42.36, lon: -71.05 }])?.id).toBe('newport-us-ri');
    expect(resolvePort(index, 'Newport', [{ lat: 46.19, lon: -123.83 }])?.id).toBe('newport-us-or');
  });

  it('names the reader’s port days as the gazetteer does, with their country', () => {
    const read = readItinerary(
      'Day 1 Boston 5:00 PM\nDay 2 Newport, Rhode Island 8:00 AM 6:00 PM\nDay 3 Unheard Of Bay',
      {
        ports: index,
      },
    );
    expect(read.days.map((d) => [d.portName, d.countryCode])).toEqual([
      ['Boston', 'US'],
      ['Newport', 'US'],
      ['Unheard Of Bay', null],
    ]);
  });
});

describe('a route on one line', () => {
  const med = portIndex([
    port('marseille-fr', 'Marseille', 'FR', 43.3, 5.36, ['Marsella']),
    port('genoa-it', 'Genoa', 'IT', 44.41, 8.92, ['Gênes', 'Genova']),
    port('naples-it', 'Naples', 'IT', 40.84, 14.26, ['Nápoles', 'Napoli']),
    port('valletta-mt', 'Valletta', 'MT', 35.9, 14.52, ['La Valette']),
    port('port-au-prince-ht', 'Port-au-Prince', 'HT', 18.55, -72.34),
  ]);
  const route = (text: string) =>
    readItinerary(text, { ports: med }).days.map((d) => [d.dayNumber, d.kind, d.portName]);

  it("is the itinerary of a page without day markers: after its label, parts joined by bare hyphens, the page's title left out", () => {
    const paste =
      'MSC SEAVIEW\nCroisière du 18/06/2022 au 25/06/2022\nItinéraire : MARSEILLE-GENES-NAPLES-mer-LA VALETTE';
    expect(route(paste)).toEqual([
      [1, 'port', 'Marseille'],
      [2, 'port', 'Genoa'],
      [3, 'port', 'Naples'],
      [4, 'sea', null],
      [5, 'port', 'Valletta'],
    ]);
    expect(readItinerary(paste, { ports: med }).unplaced.map((u) => u.line)).toEqual([1, 2]);
  });

  it("is read inside a blog's sentence, parts between pipes", () => {
    expect(
      route('O itinerário foi o seguinte: marsella | navegação | nápoles. Os dias de navegação são longos.'),
    ).toEqual([
      [1, 'port', 'Marseille'],
      [2, 'sea', null],
      [3, 'port', 'Naples'],
    ]);
  });

  it("is one day's stops after that day's date, and days of their own when each part has its marker", () => {
    expect(route('08.07.98: Marseille - Genoa\n09.07.98: Naples - La Valette')).toEqual([
      [1, 'port', 'Marseille'],
      [1, 'port', 'Genoa'],
      [2, 'port', 'Naples'],
      [2, 'port', 'Valletta'],
    ]);
    expect(route('Day 1 - Marseille\nDay 2 - At Sea\nDay 3 - Naples')).toEqual([
      [1, 'port', 'Marseille'],
      [2, 'sea', null],
      [3, 'port', 'Naples'],
    ]);
    expect(route('Day 1 Marseille → Day 2 Genoa → Day 3 Naples')).toEqual([
      [1, 'port', 'Marseille'],
      [2, 'port', 'Genoa'],
      [3, 'port', 'Naples'],
    ]);
  });

  it("ends at its last known port when the day's story runs on after it, the story's departure the first stop's", () => {
    const read = readItinerary(
      '08.07.98: Marseille - Genoa Wir haben in Marseille übernachtet und fahren zum Kai. Abfahrt gegen 12.00 Uhr.\n09.07.98: Naples',
      { ports: med },
    ).days.map((d) => [d.dayNumber, d.portName, d.arrivalTime, d.departureTime]);
    expect(read).toEqual([
      [1, 'Marseille', null, '12:00'],
      [1, 'Genoa', null, null],
      [2, 'Naples', null, null],
    ]);
  });

  it('keeps a hyphenated name whole when its parts are no ports', () => {
    expect(route('Port-au-Prince\nNaples')).toEqual([
      [1, 'port', 'Port-au-Prince'],
      [2, 'port', 'Naples'],
    ]);
  });
});

describe('a day told in a sentence', () => {
  const north = portIndex([
    port('reykjavik-is', 'Reykjavík', 'IS', 64.15, -21.94),
    port('copenhagen-dk', 'Copenhagen', 'DK', 55.72, 12.6, ['København']),
    port('husavik-is', 'Húsavík', 'IS', 66.05, -17.34),
    port('grimsey-is', 'Grímsey', 'IS', 66.54, -18.0),
    port('akureyri-is', 'Akureyri', 'IS', 65.68, -18.09),
    port('nice-fr', 'Nice', 'FR', 43.69, 7.28),
    port('stanley-fk', 'Stanley', 'FK', -51.69, -57.86),
  ]);
  const days = (text: string) =>
    readItinerary(text, { ports: north }).days.map((d) => [d.dayNumber, d.portName, d.countryCode]);

  it('names the ports it mentions: where it goes to, and a second place joined by "and"', () => {
    expect(
      days(
        [
          'Dag 1',
          'Fra København til Reykjavík. Ombordstigning',
          'Dag 2',
          'Hvaler ved Húsavík og polarcirklen på Grímsey',
          'Dag 3',
          'Akureyri og mulighed for udflugt til Mývatn (tilkøb)',
          'Dag 4',
          'a nice morning ashore in Reykjavík before the flight home',
          'Dag 5',
          'A quiet evening in Stanley Park, then the overnight train',
        ].join('\n'),
      ),
    ).toEqual([
      [1, 'Reykjavík', 'IS'],
      [2, 'Húsavík', 'IS'],
      [2, 'Grímsey', 'IS'],
      [3, 'Akureyri', 'IS'],
      [4, 'Reykjavík', 'IS'],
    ]);
    // "Stanley" starts a longer name here (the park, not the Falklands' port): the line is shown aside.
    expect(
      readItinerary('Dag 1\nReykjavík\nDag 2\nA quiet evening in Stanley Park, then the overnight train', {
        ports: north,
      }).unplaced.map((line) => line.line),
    ).toEqual([3, 4]);
  });
});

describe('the gazetteer as cruisers name its ports', () => {
  const gazetteer = portIndex(
    JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../catalog/ports.json'), 'utf8')),
  );
  const found = (name: string, near: { lat: number; lon: number }[] = []) => {
    const port = resolvePort(gazetteer, name, near);
    return port ? [port.name, port.country, port.timeZone] : null;
  };

  it('knows the private islands, the Great Lakes, the Galápagos sites and the Antarctic landings', () => {
    expect(found("Disney's Castaway Cay")).toEqual(['Castaway Cay', 'BS', 'America/Nassau']);
    expect(found('Perfect Day Coco Cay')?.[0]).toBe('CocoCay');
    expect(found('Celebration Key')?.[1]).toBe('BS');
    expect(found('Sault Ste. Marie')).toEqual(['Sault Ste. Marie', 'US', 'America/Detroit']);
    expect(found('Port Colborne')?.[1]).toBe('CA');
    expect(found('Bartholomew Island')).toEqual(['Bartolomé', 'EC', 'Pacific/Galapagos']);
    expect(found('Antarctica Peninsula')?.[0]).toBe('Antarctic Peninsula');
    expect(found('Elephant Island')?.[1]).toBe('AQ');
  });

  it('picks the Falmouth and the Tobermory of the cruise', () => {
    const southampton = { lat: 50.9, lon: -1.4 };
    const montegoBay = { lat: 18.47, lon: -77.92 };
    const mackinac = { lat: 45.85, lon: -84.62 };
    const oban = { lat: 56.41, lon: -5.47 };
    expect(found('Falmouth', [southampton])?.[1]).toBe('GB');
    expect(found('Falmouth', [montegoBay])?.[1]).toBe('JM');
    expect(found('Tobermory', [mackinac])?.[1]).toBe('CA');
    expect(found('Tobermory', [oban])?.[1]).toBe('GB');
  });
});
