import { Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { readItinerary } from '../../../../shared/itinerary-reader/read';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useCruise } from '../api';
import { DaysEditor } from './days-editor';
import { dayOfRow, PORTS, portOfRow, type Row, rowErrors, rowOf, rowOfLine } from './import-rows';
import { useImportItinerary } from './writes';

const EXAMPLE =
  'Paste the itinerary as the cruise line, agent or booking shows it, for example:\n\nDay 1  Southampton, England  Depart 5:00 PM\nDay 2  At Sea\nDay 3  Bruges (Zeebrugge)  8:00 AM – 6:00 PM\nDay 4  Cruising the North Sea';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Import Full Itinerary: paste what the cruise line, an agent or a booking page shows (a table
 * copied with tabs, a list, cards with labels, in the languages cruisers use), check and fix the
 * days the reader found, pick up lines it left out, and save them all at once. The reader runs
 * here, on the device, against the same gazetteer as the server: it works offline.
 */
export function ImportItineraryDialog({
  cruiseId,
  hasDays,
  onClose,
}: {
  cruiseId: string;
  hasDays: boolean;
  onClose: () => void;
}) {
  const sailDate = useCruise(cruiseId).data?.sailDate ?? null;
  const [text, setText] = useState('');
  // Read as the typing allows: a long paste is read again behind the keystrokes, not on each.
  const typed = useDeferredValue(text);
  const read = useMemo(() => readItinerary(typed, { sailDate, ports: PORTS }), [typed, sailDate]);
  // The member's changes to the rows; a new paste reads the text again and starts over.
  const [edited, setEdited] = useState<{ rows: Row[]; picked: number[] } | null>(null);
  const initial = useMemo(() => read.days.map(rowOf), [read]);
  const rows = edited?.rows ?? initial;
  const picked = edited?.picked ?? [];
  const unplaced = read.unplaced.filter((line) => !picked.includes(line.line));
  const [error, setError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const save = useImportItinerary();

  const change = (next: Row[], pickedNow = picked) => setEdited({ rows: next, picked: pickedNow });
  const portDays = rows.filter((row) => row.kind === 'port' && row.portName.trim());
  const found = portDays.filter((row) => portOfRow(row)).length;

  const submit = () => {
    if (rows.length === 0) {
      setError('Please enter a valid itinerary format');
      return;
    }
    if (rows.some((row) => Object.keys(rowErrors(row)).length > 0)) {
      setShowErrors(true);
      setError('Some days need a fix before they can be saved (marked below).');
      return;
    }
    save.mutate(
      { cruiseId, days: rows.map((row) => ({ id: uuidv7(), ...dayOfRow(row) })) },
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
      description="Paste your cruise's itinerary as the cruise line, agent or booking shows it: a table, a list or day cards, in any common language. Check the days below, fix any, then save."
      className="sm:max-w-4xl"
    >
      <div className="space-y-4">
        <label htmlFor="itinerary-paste" className="sr-only">
          Itinerary text
        </label>
        <Textarea
          id="itinerary-paste"
          value={text}
          placeholder={EXAMPLE}
          className="min-h-36 font-mono text-sm"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'itinerary-paste-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setEdited(null);
            setShowErrors(false);
            setError(null);
          }}
        />
        {error ? (
          <p id="itinerary-paste-error" role="alert" className="text-sm text-coral-700">
            {error}
          </p>
        ) : null}
        <section aria-labelledby="itinerary-preview-title">
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 id="itinerary-preview-title" className="text-sm font-semibold text-ocean-900">
              Preview: {plural(rows.length, 'day')}
            </h3>
            {rows.length > 0 ? (
              <p className="text-xs text-ocean-900/75" aria-live="polite">
                {portDays.length > 0 ? `${found} of ${plural(portDays.length, 'port')} found` : 'No ports'}
                {read.unplaced.length > 0 ? ` · ${plural(unplaced.length, 'line')} left out` : ''}
              </p>
            ) : null}
          </div>
          <div className="max-h-[22rem] overflow-y-auto rounded-xl border border-ocean-100">
            {rows.length === 0 ? (
              <p className="p-3 text-sm text-ocean-900/75">
                The days you paste appear here, ready to check and fix before you save them.
              </p>
            ) : (
              <DaysEditor
                rows={rows}
                sailDate={sailDate}
                showErrors={showErrors}
                onChange={(next) => change(next)}
              />
            )}
          </div>
          {unplaced.length > 0 ? (
            <details className="mt-3 rounded-xl border border-ocean-100 bg-sand-50/60 px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium text-ocean-900">
                {plural(unplaced.length, 'line')} not read as a day
              </summary>
              <p className="mt-1 text-xs text-ocean-900/75">
                Headings, descriptions and links are left out. Add any that is a day.
              </p>
              <ul className="mt-2 space-y-1.5">
                {unplaced.map((line) => (
                  <li key={line.line} className="flex items-center justify-between gap-3">
                    <span className="min-w-0 truncate text-ocean-900/85">
                      <span className="mr-2 text-xs tabular-nums text-ocean-900/60">Line {line.line}</span>
                      {line.text}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Add line ${line.line} as a day`}
                      onClick={() => change([...rows, rowOfLine(line.text, rows)], [...picked, line.line])}
                    >
                      <Plus className="h-3.5 w-3.5" aria-hidden />
                      Add as a day
                    </Button>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {hasDays ? (
            <p className="mt-2 text-xs text-ocean-900/75">Saving replaces the days this cruise has now.</p>
          ) : null}
        </section>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} isLoading={save.isPending}>
            Save {rows.length > 0 ? plural(rows.length, 'day') : 'itinerary'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
