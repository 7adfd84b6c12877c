import { PartyPopper, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { countdownState } from '../../../shared/cruise-timing';
import type { Cruise } from '../../../shared/schemas/cruises';
import { CruiseCover } from './cruise-cover';
import { cruiseTitle, dateRange, lineAndShip } from './format';

/** The current time, refreshed every 60 seconds (SPEC.md section 9). */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

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
      <CruiseCover cruise={cruise} size="full" className="absolute inset-0 h-full w-full" />
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
          <div
            className="flex gap-3"
            role="timer"
            aria-label={`${state.days} days, ${state.hours} hours and ${state.minutes} minutes to go`}
          >
            {(
              [
                [state.days, 'days'],
                [state.hours, 'hours'],
                [state.minutes, 'minutes'],
              ] as const
            ).map(([value, unit]) => (
              <div
                key={unit}
                className="min-w-18 rounded-xl bg-white/15 px-3 py-2 text-center backdrop-blur-sm"
              >
                <p className="font-display text-2xl font-semibold tabular-nums sm:text-3xl">{value}</p>
                <p className="text-xs uppercase tracking-wide text-white/80">{unit}</p>
              </div>
            ))}
          </div>
        )}
      </div>
    </Link>
  );
}
