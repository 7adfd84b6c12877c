import { ArrowLeft, Compass, ExternalLink, Ship as ShipIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { Ship, ShipDetailField } from '../../../shared/schemas/ships';
import { HttpError } from '../../api/http';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useShip } from './api';
import { ShipFacts } from './ship-facts';
import { ShipHistory, ShipStatusBadge } from './ship-history';
import { ShipImage } from './ship-image';
import { ShipQuickActions } from './ship-quick-actions';

const FACT_PLACEHOLDERS = ['a', 'b', 'c', 'd'];

const KEY_FACTS: [label: string, field: ShipDetailField][] = [
  ['Passengers', 'passengers'],
  ['Gross tonnage', 'gross_tonnage'],
  ['Length', 'length_loa'],
  ['Built', 'year_build'],
];

/** Four headline numbers under the name ('—' when not known, like the sections below). */
function KeyFacts({ ship }: { ship: Ship }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3">
      {KEY_FACTS.map(([label, field]) => {
        const value = field === 'length_loa' ? ship[field]?.split(' / ')[0] : ship[field];
        return (
          <div key={field} className="rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-ocean-100/80">
            <dt className="text-xs font-semibold tracking-wider text-ocean-900/70 uppercase">{label}</dt>
            <dd className="mt-1 font-display text-xl font-semibold text-ocean-950">
              {value || (
                <span className="text-ocean-900/35">
                  —<span className="sr-only">not known</span>
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden>
      <div className="grid gap-8 lg:grid-cols-[1.25fr_1fr] lg:items-center">
        <Skeleton className="aspect-[16/10] w-full rounded-3xl" />
        <div>
          <Skeleton className="h-4 w-40" />
          <Skeleton className="mt-4 h-10 w-3/4" />
          <Skeleton className="mt-3 h-5 w-1/3" />
          <div className="mt-6 grid grid-cols-2 gap-3">
            {FACT_PLACEHOLDERS.map((key) => (
              <Skeleton key={key} className="h-[4.6rem] rounded-2xl" />
            ))}
          </div>
        </div>
      </div>
      <div className="mt-10 grid gap-5 md:grid-cols-2">
        {FACT_PLACEHOLDERS.map((key) => (
          <Skeleton key={key} className="h-64 rounded-[var(--radius-card)]" />
        ))}
      </div>
    </div>
  );
}

/** `/ships/:id`: one ship's page (SPEC.md section 2, Ship detail). */
export function Component() {
  const { id = '' } = useParams();
  const location = useLocation();
  const ship = useShip(id);
  useDocumentTitle(ship.data?.ship_name);
  // Back to the directory as it was (search and cruise line), when we came from there.
  const from = (location.state as { from?: unknown } | null)?.from;
  const backTo = typeof from === 'string' && from.startsWith('/ships') ? from : '/ships';

  let body: ReactNode;
  if (ship.isPending) {
    body = <DetailSkeleton />;
  } else if (ship.isError) {
    const isMissing = ship.error instanceof HttpError && ship.error.status === 404;
    body = (
      <EmptyState
        icon={isMissing ? Compass : ShipIcon}
        title={isMissing ? 'Ship not found' : 'This ship did not load'}
        description={
          isMissing
            ? 'No ship in the directory has this address. It may have been renamed.'
            : 'Check your connection and try again.'
        }
        action={
          isMissing ? (
            <Button asChild>
              <Link to="/ships">Browse all ships</Link>
            </Button>
          ) : (
            <Button onClick={() => ship.refetch()}>Try again</Button>
          )
        }
      />
    );
  } else {
    const data = ship.data;
    body = (
      <>
        <section className="grid gap-8 lg:grid-cols-[1.25fr_1fr] lg:items-center">
          <div className="overflow-hidden rounded-3xl shadow-lift ring-1 ring-ocean-100">
            <ShipImage ship={data} alt={`${data.ship_name}, ${data.operator}`} priority />
          </div>
          <div>
            <p className="text-sm font-semibold tracking-widest text-coral-600 uppercase">{data.operator}</p>
            <h1 className="mt-2 font-display text-4xl leading-tight font-semibold text-ocean-950 sm:text-5xl">
              {data.ship_name}
            </h1>
            {data.class ? <p className="mt-2 text-lg text-ocean-900/70">{data.class}</p> : null}
            {data.status !== 'in_service' ? (
              <p className="mt-3">
                <ShipStatusBadge ship={data} />
              </p>
            ) : null}
            {data.former_names.length > 0 ? (
              <p className="mt-2 text-sm text-ocean-900/70">
                Formerly{' '}
                {data.former_names
                  .map((name) => name.name)
                  .reverse()
                  .join(', ')}
              </p>
            ) : null}
            <KeyFacts ship={data} />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ShipQuickActions ship={data} />
              {data.ship_url && /^https?:\/\//.test(data.ship_url) ? (
                <Button asChild variant="outline">
                  <a href={data.ship_url} target="_blank" rel="noopener noreferrer">
                    View Official Page <ExternalLink className="h-4 w-4" aria-hidden />
                  </a>
                </Button>
              ) : null}
            </div>
          </div>
        </section>
        <div className="mt-10 sm:mt-12">
          <ShipFacts ship={data} />
        </div>
        <div className="mt-5 md:max-w-[calc(50%-0.625rem)]">
          <ShipHistory ship={data} />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-5">
        <Link to={backTo}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to ships
        </Link>
      </Button>
      {body}
    </div>
  );
}
