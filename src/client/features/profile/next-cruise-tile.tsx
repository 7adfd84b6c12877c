import { Anchor, PartyPopper, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countdownState } from '../../../shared/cruise-timing';
import type { PublicCruise } from '../../../shared/schemas/profiles';
import { CountdownDigits } from '../../components/countdown-digits';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import { cruiseTitle, lineAndShip } from '../../lib/cruise-format';

interface Voice {
  isOwner: boolean;
  firstName: string;
}

const TILE = 'rounded-[var(--radius-card)] p-5 shadow-card sm:p-6';

/** No upcoming cruise: dry land, with a way to plan one for the owner. */
function DryLand({ isOwner, firstName }: Voice) {
  return (
    <section
      data-testid="next-cruise-tile"
      aria-labelledby="next-cruise-title"
      className={`${TILE} border border-dashed border-ocean-200 bg-white text-center`}
    >
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-2xl bg-sand-100 text-ocean-700">
        <Anchor className="h-6 w-6" aria-hidden />
      </span>
      <h2 id="next-cruise-title" className="mt-3 font-display text-lg font-semibold text-ocean-950">
        {isOwner ? "You're stuck on dry land!" : `${firstName} is stuck on dry land!`}
      </h2>
      <p className="mt-1 text-sm text-ocean-900/70">
        {isOwner
          ? 'No cruise on the horizon yet. Plan the next one and the countdown starts here.'
          : 'No cruise on the horizon yet.'}
      </p>
      {isOwner ? (
        <Button asChild variant="accent" size="sm" className="mt-4">
          <Link to="/planner">Plan Cruise</Link>
        </Button>
      ) : null}
    </section>
  );
}

/** The tile is a link to the cruise when the viewer may open it (its page, or its shared page). */
function MaybeLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  const className = `${TILE} block bg-gradient-to-br from-ocean-600 via-ocean-700 to-ocean-900 text-white`;
  if (!href) {
    return (
      <section data-testid="next-cruise-tile" aria-labelledby="next-cruise-title" className={className}>
        {children}
      </section>
    );
  }
  return (
    <Link
      to={href}
      data-testid="next-cruise-tile"
      aria-label={label}
      className={`${className} transition hover:shadow-lift focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-coral-500`}
    >
      {children}
    </Link>
  );
}

/**
 * The profile's next-cruise tile (SPEC.md section 4): dry land, Cruise Mode while the first
 * upcoming cruise is under way, else days, hours and minutes to it, refreshed every minute.
 * Second person for the owner ("Your next cruise"), third for anyone else.
 */
export function NextCruiseTile({
  cruise,
  isLoading,
  href,
  isOwner,
  firstName,
}: Voice & { cruise: PublicCruise | undefined; isLoading: boolean; href: string | null }) {
  const now = useMinuteClock();
  if (isLoading) return <Skeleton className="h-48 rounded-[var(--radius-card)]" />;
  const state = cruise ? countdownState(cruise, now) : null;
  if (!cruise || !state || state.kind === 'completed') {
    return <DryLand isOwner={isOwner} firstName={firstName} />;
  }
  const heading = isOwner ? 'Your next cruise' : `${firstName}'s next cruise`;
  const title = cruiseTitle(cruise);
  return (
    <MaybeLink
      href={href}
      label={`${state.kind === 'active' ? 'Cruise Mode: Activated' : heading}: ${title}`}
    >
      <h2
        id="next-cruise-title"
        className="flex items-center gap-1.5 text-xs font-semibold tracking-widest text-sand-100/90 uppercase"
      >
        {state.kind === 'active' ? (
          <PartyPopper className="h-4 w-4" aria-hidden />
        ) : (
          <Timer className="h-4 w-4" aria-hidden />
        )}
        {state.kind === 'active' ? 'Cruise Mode: Activated' : heading}
      </h2>
      <p className="mt-2 font-display text-xl leading-snug font-semibold">{title}</p>
      <p className="mt-0.5 text-sm text-white/80">{lineAndShip(cruise)}</p>
      {state.kind === 'active' ? (
        <p className="mt-5 text-lg font-semibold">Let the adventures begin!</p>
      ) : (
        <CountdownDigits
          {...state}
          className="mt-5 grid grid-cols-3 gap-2"
          cellClassName="px-2 py-2.5"
          unitClassName="text-[0.7rem]"
        />
      )}
    </MaybeLink>
  );
}
