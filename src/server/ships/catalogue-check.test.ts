/** The catalogue check's rules: how hulls are matched, what counts as agreeing, what is explained. */
import { describe, expect, it } from 'vitest';
import {
  checkCatalogue,
  explainedDisagreements,
  type ReferenceShip,
  sameClass,
  sameYard,
} from './catalogue-check.js';
import { compileCatalogue } from './catalogue-source.js';

const reference = (fields: Partial<ReferenceShip>): ReferenceShip => ({
  source: 'wikidata',
  name: 'X',
  imo: null,
  operator: null,
  shipClass: null,
  builder: null,
  grossTonnage: null,
  lengthMeters: null,
  beamMeters: null,
  inServiceYear: null,
  capacity: null,
  crew: null,
  ...fields,
});

const ours = compileCatalogue([
  {
    name: 'line.json',
    text: JSON.stringify({
      operator: 'Sunny Cruises',
      kind: 'ocean',
      ships: [
        {
          id: 'sunny-star',
          name: 'Sunny Star',
          imo: 9383936,
          year_built: 2009,
          gross_tonnage: 100000,
          passengers: 2000,
          builder: 'Meyer Turku',
        },
        { id: 'sunny-moon', name: 'Sunny Moon', year_built: 2024, passengers: 3000, length_m: 300 },
        { id: 'sunny-sky', name: 'Sunny Sky', year_built: 2010, passengers: 1000 },
      ],
    }),
  },
]);

describe('checking the catalogue against reference data', () => {
  it('matches by IMO, then by a name of the same line and era; counts agreement within 2 %', () => {
    const report = checkCatalogue(ours, [
      reference({
        name: 'Sunny Star',
        imo: 9383936,
        grossTonnage: 101500,
        builder: 'STX Finland',
        operator: 'Sunny',
      }),
      // A reused name: the 1995 Sunny Moon is another hull.
      reference({ name: 'Sunny Moon', operator: 'Sunny Cruises', inServiceYear: 1995, lengthMeters: 200 }),
      // Same name, another line: not this hull.
      reference({ name: 'Sunny Sky', operator: 'Rainy Line', capacity: 5000 }),
    ]);
    expect(report.matched).toBe(1);
    expect(report.fields.name).toMatchObject({ checked: 1, agree: 1 });
    expect(report.fields.gross_tonnage).toMatchObject({ checked: 1, agree: 1 });
    expect(report.fields.builder).toMatchObject({ checked: 1, agree: 1 });
    expect(report.fields.length.checked).toBe(0);
    expect(report.disagreements).toEqual([]);
  });

  it('sets aside an all-berths capacity, and reports a real disagreement', () => {
    const report = checkCatalogue(ours, [
      reference({ name: 'Sunny Star', imo: 9383936, capacity: 2500, grossTonnage: 90000 }),
    ]);
    expect(report.fields.passengers).toEqual({ checked: 0, agree: 0, notComparable: 1 });
    expect(report.disagreements).toEqual([
      { id: 'sunny-star', field: 'gross_tonnage', ours: '100000', reference: '90000' },
    ]);
  });

  it('knows a yard under its later names and a class with or without a qualifier', () => {
    expect(sameYard("Chantiers de l'Atlantique", 'STX France')).toBe(true);
    expect(sameYard('Meyer Turku', 'Kvaerner Masa-Yards')).toBe(true);
    expect(sameYard('Meyer Werft', 'Meyer Werft Papenburg')).toBe(true);
    expect(sameYard('Fincantieri', 'Meyer Werft')).toBe(false);
    expect(sameClass('Dream class (Carnival)', 'Dream-class cruise ship')).toBe(true);
    expect(sameClass('Vista class', 'Dream class')).toBe(false);
  });

  it('reads the explained disagreements from the docs table', () => {
    const markdown = [
      '## Something else',
      '| sunny-star | crew | 1 | 2 | not this one |',
      '## Disagreements with the reference data',
      '',
      '| ship id | field | ours | reference | why ours is right |',
      '| --- | --- | --- | --- | --- |',
      '| `sunny-star` | gross_tonnage | 100000 | 90000 | measured after the 2019 refit |',
    ].join('\n');
    expect([...explainedDisagreements(markdown)]).toEqual(['sunny-star gross_tonnage']);
  });
});
