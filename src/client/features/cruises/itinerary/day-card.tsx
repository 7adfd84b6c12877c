import { Anchor, Clock, Pencil, Sailboat, Ship, Trash2, Waves } from 'lucide-react';
import { type ClockChange, utcLabel } from '../../../../shared/clock-offsets';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export const KIND_LABELS = { port: 'Port day', sea: 'Sea day', scenic: 'Scenic cruising' } as const;

/** A country's flag from its ISO code (regional indicator letters), for a port day. */
export function flagOf(countryCode: string | null): string {
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** What a day card shows: a day as the itinerary GET answers it, or as a shared page has it (no ids). */
export type DayCardDay = Omit<ItineraryDay, 'id' | 'cruiseId' | 'createdAt' | 'updatedAt'>;

/**
 * One day of the itinerary: port (with flag) or sea day, times, tender, all aboard, notes. Without
 * `onEdit` and `onDelete` it is read-only (the shared cruise page).
 */
export function DayCard({
  day,
  clockChange,
  onEdit,
  onDelete,
}: {
  day: DayCardDay;
  /** The port keeps another clock than the port before: the ship's may differ from it. */
  clockChange?: ClockChange | undefined;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const Icon = day.kind === 'sea' ? Waves : day.kind === 'scenic' ? Sailboat : Anchor;
  // A port's times are its own clock's, and say so when the port (and so its zone) is known.
  const local = day.kind === 'port' && day.timeZone ? ' local' : '';
  const times = [
    day.arrivalTime && `Arrive ${day.arrivalTime}${local}`,
    day.departureTime && `Depart ${day.departureTime}${local}`,
  ].filter(Boolean);
  return (
    <Card className="flex gap-4 p-4 sm:p-5">
      <div className="flex w-14 shrink-0 flex-col items-center rounded-xl bg-ocean-50 py-2 text-ocean-700">
        <span className="text-[0.65rem] font-semibold uppercase tracking-wide">Day</span>
        <span className="font-display text-2xl font-semibold leading-none">{day.dayNumber}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Icon className="h-4 w-4 text-ocean-600" aria-hidden />
          <h3 className="font-semibold text-ocean-950">
            {day.portName}
            {day.kind === 'port' && day.countryCode ? (
              <span className="ml-1.5" role="img" aria-label={`Country: ${day.countryCode}`}>
                {flagOf(day.countryCode)}
              </span>
            ) : null}
          </h3>
          {day.kind !== 'port' ? <Badge tone="sand">{KIND_LABELS[day.kind]}</Badge> : null}
          {day.portCall === 'tendered' ? (
            <Badge tone="coral">
              <Ship className="mr-1 h-3 w-3" aria-hidden /> Tender port
            </Badge>
          ) : day.portCall === 'docked' ? (
            <Badge tone="ocean">Docked</Badge>
          ) : null}
        </div>
        {times.length > 0 || day.allAboardTime ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ocean-900/80">
            {times.length > 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4 shrink-0 text-ocean-600" aria-hidden />
                {times.join(' · ')}
              </span>
            ) : null}
            {day.allAboardTime ? (
              <span className="font-semibold text-coral-700">All aboard {day.allAboardTime}</span>
            ) : null}
          </p>
        ) : null}
        {clockChange ? (
          <p className="text-xs font-medium text-coral-700">
            Ship time may differ: port is {utcLabel(clockChange.port)}, yesterday{' '}
            {utcLabel(clockChange.before)}
          </p>
        ) : null}
        {day.notes ? <p className="text-sm whitespace-pre-line text-ocean-900/80">{day.notes}</p> : null}
      </div>
      {onEdit && onDelete ? (
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit day ${day.dayNumber}`}>
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete day ${day.dayNumber}`}>
            <Trash2 className="h-4 w-4 text-coral-700" aria-hidden />
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
