import { useState } from 'react';
import { errorMessage } from '../api/http';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import type { OutboxEntry } from './outbox';
import { getSync, useOutbox } from './runtime';

/** Fields a traveller never edits or reads: ids, versions, links between records. */
const HIDDEN_FIELDS =
  /^(id|updatedAt|createdAt|userId|cruiseId|checklistId|packingListId|journalEntryId|photoIds|itemIds|url)$/;

/** What a traveller writes in words, and may correct before sending again. */
const FREE_TEXT_FIELDS =
  /^(title|content|notes|name|text|caption|portName|tripName|reviewSummary|description|location|meetingPoint|bookingReference|confirmationNumber)$/;

const label = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields where this device's change and the server's record differ, side by side. */
export function comparedFields(entry: OutboxEntry): { key: string; mine: string; theirs: string }[] {
  const body = entry.request.body ?? {};
  const current = (entry.problem?.current ?? {}) as Record<string, unknown>;
  return Object.entries(body)
    .filter(([key]) => !HIDDEN_FIELDS.test(key))
    .map(([key, value]) => ({ key, mine: shown(value), theirs: shown(current[key]) }))
    .filter((field) => field.mine !== field.theirs);
}

function run(action: () => Promise<void>, done: string) {
  action().then(
    () => toast({ title: done }),
    (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  );
}

function ConflictCard({ entry, describe }: { entry: OutboxEntry; describe: string }) {
  const sync = getSync();
  const fields = comparedFields(entry);
  return (
    <li className="rounded-2xl border border-sand-200 bg-sand-50 p-4" aria-label={describe}>
      <p className="font-semibold text-ocean-950">{describe}</p>
      <p className="mt-1 text-sm text-ocean-900/80">
        {entry.problem?.message ?? 'This was changed elsewhere.'} Choose the version to keep.
      </p>
      <table className="mt-3 w-full table-fixed text-left text-sm">
        <thead>
          <tr className="text-ocean-900/70">
            <th className="w-1/4 py-1 font-medium">Field</th>
            <th className="py-1 font-medium">This device</th>
            <th className="py-1 font-medium">On the server</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr
              key={field.key}
              className={field.mine === field.theirs ? 'text-ocean-900/60' : 'text-ocean-950'}
            >
              <th scope="row" className="py-1 pr-2 align-top font-medium">
                {label(field.key)}
              </th>
              <td className="py-1 pr-2 align-top break-words">{field.mine}</td>
              <td className="py-1 align-top break-words">{field.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => sync && run(() => sync.keepMine(entry.id), 'Your version will be saved')}
        >
          Keep mine
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => sync && run(() => sync.keepTheirs(entry.id), 'Kept the version on the server')}
        >
          Keep theirs
        </Button>
      </div>
    </li>
  );
}

function RefusedCard({ entry, describe }: { entry: OutboxEntry; describe: string }) {
  const sync = getSync();
  const editable = Object.entries(entry.request.body ?? {}).filter(
    ([key, value]) => FREE_TEXT_FIELDS.test(key) && (typeof value === 'string' || value === null),
  );
  const [isEditing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(editable.map(([key, value]) => [key, (value as string | null) ?? ''])),
  );
  const sendEdited = () => {
    if (!sync) return;
    // A field left empty goes back as it was sent (null stays null, not '').
    const edited = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        value === '' && entry.request.body?.[key] === null ? null : value,
      ]),
    );
    const body = { ...entry.request.body, ...edited };
    const old = entry.variables as Record<string, unknown> | null;
    const variables =
      old && typeof old === 'object'
        ? {
            ...old,
            ...edited,
            // List writes keep an item's fields under `changes`.
            ...(old.changes && typeof old.changes === 'object'
              ? { changes: { ...(old.changes as Record<string, unknown>), ...edited } }
              : {}),
          }
        : entry.variables;
    run(
      () => sync.outbox.retry(entry.id, { request: { ...entry.request, body }, variables }),
      'Sending it again',
    );
  };
  return (
    <li className="rounded-2xl border border-coral-100 bg-coral-50 p-4" aria-label={describe}>
      <p className="font-semibold text-ocean-950">{describe}</p>
      <p className="mt-1 text-sm text-coral-700">
        Not saved: {entry.problem?.message ?? 'the server refused it.'}
      </p>
      {isEditing ? (
        <div className="mt-3 space-y-2">
          {editable.map(([key]) => (
            <label key={key} className="block text-sm font-medium text-ocean-900">
              {label(key)}
              <textarea
                className="mt-1 block w-full rounded-xl border border-ocean-200 bg-white p-2 text-sm"
                rows={key === 'content' || key === 'notes' ? 4 : 1}
                value={values[key] ?? ''}
                onChange={(event) => setValues((old) => ({ ...old, [key]: event.target.value }))}
              />
            </label>
          ))}
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {isEditing ? (
          <Button size="sm" onClick={sendEdited}>
            Send again
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              onClick={() => sync && run(() => sync.outbox.retry(entry.id), 'Sending it again')}
            >
              Try again
            </Button>
            {editable.length > 0 ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
          </>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => sync && run(() => sync.discard(entry.id), 'Change discarded')}
        >
          Discard
        </Button>
      </div>
    </li>
  );
}

/**
 * The changes that need the traveller: conflicts (this device's version beside the server's, keep
 * one) and changes the server refused (with its reason; try again, edit or discard). Nothing is
 * dropped unless the traveller says so.
 */
export function ReviewChangesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { entries } = useOutbox();
  const sync = getSync();
  const problems = entries.filter((entry) => entry.state !== 'queued');
  return (
    <Dialog
      open={open && problems.length > 0}
      onOpenChange={onOpenChange}
      title="Changes to review"
      description="These changes made on this device could not be saved as they were."
    >
      <ul className="space-y-3">
        {problems.map((entry) => {
          const describe = sync?.describe(entry) ?? 'A change';
          return entry.state === 'conflict' ? (
            <ConflictCard key={entry.id} entry={entry} describe={describe} />
          ) : (
            <RefusedCard key={entry.id} entry={entry} describe={describe} />
          );
        })}
      </ul>
    </Dialog>
  );
}
