import { cn } from '../lib/cn';

/**
 * Days, hours and minutes to go as three boxes, read out as one sentence (role="timer"): the
 * dashboard's countdown card and the profile's next-cruise tile (SPEC.md section 4).
 */
export function CountdownDigits({
  days,
  hours,
  minutes,
  className,
  cellClassName,
  valueClassName,
  unitClassName,
}: {
  days: number;
  hours: number;
  minutes: number;
  className?: string;
  cellClassName?: string;
  valueClassName?: string;
  unitClassName?: string;
}) {
  const parts = [
    [days, 'days'],
    [hours, 'hours'],
    [minutes, 'minutes'],
  ] as const;
  return (
    <div
      className={className}
      role="timer"
      aria-label={`${days} days, ${hours} hours and ${minutes} minutes to go`}
    >
      {parts.map(([value, unit]) => (
        <div key={unit} className={cn('rounded-xl bg-white/15 text-center', cellClassName)}>
          <p className={cn('font-display text-2xl font-semibold tabular-nums', valueClassName)}>{value}</p>
          <p className={cn('tracking-wide text-white/80 uppercase', unitClassName)}>{unit}</p>
        </div>
      ))}
    </div>
  );
}
