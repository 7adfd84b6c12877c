import { PartyPopper, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { countdownState } from '../../../shared/cruise-timing';
import type { Cruise } from '../../../shared/schemas/cruises';
import { CountdownDigits } from '../../components/countdown-digits';
import { CruiseCover } from '../../components/cruise-cover';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import { cruiseTitle, dateRange, lineAndShip } from '../../lib/cruise-format';

/** The featured cruise: days, hours and minutes to sail day, or Cruise Mode while aboard. */
export function CountdownCard({ cruise }: { cruise: Cruise }) {
  const now = useMinuteClock();
  const state = countdownState(cruise, now);
  if (state.kind === 'completed') return null;
  return (
    <Link
      to={`/cruise/${cruise.id}`}
      className="group relative block overflow-hidden rounded-[var(--radius-card)] text-white shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-coral-500"
    >
      <CruiseCover cruise={cruise} size="full" priority className="absolute inset-0 h-full w-full" />
      <div className="absolute inset-0 bg-gradient-to-t from-ocean-950/90 via-ocean-950/55 to-ocean-900/20" />
      <div className="relative flex min-h-64 flex-col justify-end gap-4 p-5 sm:p-7">
        <div>
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-widest text-sand-100/90">
            {state.kind === 'active' ? (
              <PartyPopper className="h-4 w-4" aria-hidden />
            ) : (
              <Timer className="h-4 w-4" aria-hidden />
            )}
            {state.kind === 'active' ? 'Cruise Mode: Activated' : 'Next cruise'}
          </p>
          <h2 className="mt-1 font-display text-2xl font-semibold sm:text-3xl">{cruiseTitle(cruise)}</h2>
          <p className="mt-1 text-sm text-white/85">{lineAndShip(cruise)}</p>
          <p className="text-sm text-white/75">{dateRange(cruise)}</p>
        </div>
        {state.kind === 'active' ? (
          <p className="text-lg font-semibold">Let the adventures begin!</p>
        ) : (
          <CountdownDigits
            {...state}
            className="flex gap-3"
            cellClassName="min-w-18 px-3 py-2 backdrop-blur-sm"
            valueClassName="sm:text-3xl"
            unitClassName="text-xs"
          />
        )}
      </div>
    </Link>
  );
}
