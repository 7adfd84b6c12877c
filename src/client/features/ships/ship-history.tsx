import type { FormerShipName, Ship } from '../../../shared/schemas/ships';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../components/ui/card';

/** "2013–2019", "until 2010", "since 2016". */
export function yearsLabel(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return from === to ? String(from) : `${from}–${to}`;
  if (to !== null) return `until ${to}`;
  if (from !== null) return `since ${from}`;
  return '';
}

/** A retired or ordered ship says so beside its name; a ship in service needs no badge. */
export function ShipStatusBadge({ ship }: { ship: Pick<Ship, 'status' | 'status_year'> }) {
  if (ship.status === 'retired') {
    return <Badge tone="sand">Retired{ship.status_year ? ` ${ship.status_year}` : ''}</Badge>;
  }
  if (ship.status === 'on_order') {
    return <Badge tone="seafoam">On order{ship.status_year ? ` · due ${ship.status_year}` : ''}</Badge>;
  }
  return null;
}

/** "Sailed as Costa neoRiviera (Costa Cruises, 2013–2019)": why a search found this ship. */
export function formerNameLabel(name: FormerShipName, currentOperator: string): string {
  const years = yearsLabel(name.from, name.to);
  const details = [name.operator !== currentOperator ? name.operator : '', years].filter(Boolean).join(', ');
  return details ? `${name.name} (${details})` : name.name;
}

/**
 * The names a hull sailed under, oldest first, then its current one: so a traveller who sailed
 * on "Grand Mistral" in 2006 recognises the ship. Shown only when it has a history or an IMO.
 */
export function ShipHistory({ ship }: { ship: Ship }) {
  if (ship.former_names.length === 0 && ship.imo === null) return null;
  const lastFormer = ship.former_names.at(-1);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-display text-lg font-semibold text-ocean-950">Names and history</h2>
      </CardHeader>
      <CardContent className="pt-3 sm:pt-3">
        {ship.former_names.length > 0 ? (
          <ol className="relative space-y-3 border-l-2 border-ocean-100 pl-5">
            {[...ship.former_names].map((name) => (
              <li key={`${name.name}-${name.from}-${name.to}`} className="text-sm">
                <p className="font-medium text-ocean-950">{name.name}</p>
                <p className="text-ocean-900/70">
                  {[name.operator, yearsLabel(name.from, name.to)].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
            <li className="text-sm">
              <p className="font-semibold text-ocean-950">{ship.ship_name}</p>
              <p className="text-ocean-900/70">
                {[
                  ship.operator,
                  ship.status === 'retired'
                    ? yearsLabel(lastFormer?.to ?? null, ship.status_year)
                    : lastFormer
                      ? `since ${lastFormer.to}`
                      : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          </ol>
        ) : null}
        {ship.imo !== null ? (
          <p className="mt-4 text-sm text-ocean-900/70">
            IMO number <span className="font-medium text-ocean-950">{ship.imo}</span>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
