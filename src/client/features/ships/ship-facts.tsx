import type { Ship, ShipField } from '../../../shared/schemas/ships';
import { Card, CardContent, CardHeader } from '../../components/ui/card';

type FactField = ShipField;
interface FactSection {
  title: string;
  rows: [label: string, field: FactField][];
}

/** The detail page's sections and rows (SPEC.md section 2, Ship detail). */
const SECTIONS: FactSection[] = [
  {
    title: 'Overview',
    rows: [
      ['Class', 'class'],
      ['Operator', 'operator'],
      ['Owner', 'owner'],
      ['Flag state', 'flag_state'],
    ],
  },
  {
    title: 'Capacity',
    rows: [
      ['Passengers', 'passengers'],
      ['Crew', 'crew'],
      ['Cabins', 'cabins'],
      ['Total decks', 'decks'],
      ['Decks with cabins', 'decks_with_cabins'],
      ['Sister ships', 'sister_ships'],
    ],
  },
  {
    title: 'Technical',
    rows: [
      ['Length (LOA)', 'length_loa'],
      ['Beam width', 'beam_width'],
      ['Gross tonnage', 'gross_tonnage'],
      ['Speed', 'speed'],
      ['Builder', 'builder'],
      ['Building cost', 'building_cost'],
    ],
  },
  {
    title: 'Build info',
    rows: [
      ['Year built', 'year_build'],
      ['Last refurbishment', 'last_refurbishment'],
      ['Christened by', 'christened_by'],
    ],
  },
];

/** Every section with every row; an unknown value reads '—' (the same rows for every ship). */
export function ShipFacts({ ship }: { ship: Ship }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {SECTIONS.map((section) => (
        <Card key={section.title}>
          <CardHeader>
            <h2 className="font-display text-lg font-semibold text-ocean-950">{section.title}</h2>
          </CardHeader>
          <CardContent className="pt-3 sm:pt-3">
            <dl className="divide-y divide-ocean-100/70">
              {section.rows.map(([label, field]) => {
                const value = ship[field];
                return (
                  <div key={field} className="flex items-baseline justify-between gap-6 py-2.5 text-sm">
                    <dt className="shrink-0 text-ocean-900/70">{label}</dt>
                    <dd className="text-right font-medium text-ocean-950">
                      {value ? (
                        value
                      ) : (
                        <span className="text-ocean-900/35">
                          —<span className="sr-only">not known</span>
                        </span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
