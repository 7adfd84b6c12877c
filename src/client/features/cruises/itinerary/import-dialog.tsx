import { useMemo, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { parseItinerary } from '../../../../shared/itinerary-parser';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { KIND_LABELS } from './day-card';
import { useImportItinerary } from './writes';

const EXAMPLE =
  'Day 1: Southampton 5:00 PM\nDay 2: At Sea\nDay 3: Bruges (Zeebrugge) 8:00 AM - 6:00 PM\nDay 4: Cruising the North Sea';

/** Import Full Itinerary: paste the line's itinerary, check the parsed days, save them all at once. */
export function ImportItineraryDialog({
  cruiseId,
  hasDays,
  onClose,
}: {
  cruiseId: string;
  hasDays: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const days = useMemo(() => parseItinerary(text), [text]);
  const save = useImportItinerary();

  const submit = () => {
    if (days.length === 0) {
      setError('Please enter a valid itinerary format');
      return;
    }
    save.mutate(
      {
        cruiseId,
        days: days.map(({ dayNumber, portName, kind, arrivalTime, departureTime }) => ({
          id: uuidv7(),
          dayNumber,
          portName,
          kind,
          arrivalTime,
          departureTime,
        })),
      },
      {
        onSuccess: () => {
          toast({ title: 'Itinerary added successfully!' });
          onClose();
        },
        onError: (e) =>
          toast({
            title: 'Error',
            description: `Failed to import itinerary: ${errorMessage(e, 'Please try again.')}`,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Import Full Itinerary"
      description="Paste your cruise line's itinerary, one day per line. Times after a port become its arrival and departure."
      className="sm:max-w-2xl"
    >
      <div className="space-y-4">
        <label htmlFor="itinerary-paste" className="sr-only">
          Itinerary text
        </label>
        <Textarea
          id="itinerary-paste"
          value={text}
          placeholder={EXAMPLE}
          className="min-h-40 font-mono text-sm"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'itinerary-paste-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id="itinerary-paste-error" role="alert" className="text-sm text-coral-700">
            {error}
          </p>
        ) : null}
        <div>
          <p className="mb-2 text-sm font-semibold text-ocean-900">
            Preview: {days.length} {days.length === 1 ? 'day' : 'days'}
          </p>
          <div className="max-h-56 overflow-y-auto rounded-xl border border-ocean-100">
            {days.length === 0 ? (
              <p className="p-3 text-sm text-ocean-900/75">
                The days you paste appear here before you save them.
              </p>
            ) : (
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Parsed itinerary</caption>
                <thead className="bg-sand-50 text-xs uppercase tracking-wide text-ocean-900/75">
                  <tr>
                    <th className="px-3 py-2">Day</th>
                    <th className="px-3 py-2">Port</th>
                    <th className="px-3 py-2">Arrive</th>
                    <th className="px-3 py-2">Depart</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: preview rows are re-derived from the text on every keystroke and have no identity of their own.
                    <tr key={`${day.dayNumber}-${index}`} className="border-t border-ocean-50">
                      <td className="px-3 py-2 tabular-nums">{day.dayNumber}</td>
                      <td className="px-3 py-2">
                        {day.portName}
                        {day.kind !== 'port' ? (
                          <span className="ml-2 text-xs text-ocean-700">({KIND_LABELS[day.kind]})</span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2 tabular-nums">{day.arrivalTime ?? '—'}</td>
                      <td className="px-3 py-2 tabular-nums">{day.departureTime ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          {hasDays ? (
            <p className="mt-2 text-xs text-ocean-900/75">Saving replaces the days this cruise has now.</p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} isLoading={save.isPending}>
            Save {days.length > 0 ? `${days.length} days` : 'itinerary'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
