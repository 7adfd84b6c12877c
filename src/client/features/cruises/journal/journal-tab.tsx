import { CalendarDays, NotebookPen, PenLine } from 'lucide-react';
import { useState } from 'react';
import type { Cruise } from '../../../../shared/schemas/cruises';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { isWaitingForConnection, NotSavedOffline } from '../../../components/ui/not-saved-offline';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useWrite } from '../../../offline/runtime';
import { useJournal } from './api';
import { EntryCard } from './entry-card';
import { EntryDialog } from './entry-dialog';
import { groupByDay } from './journal-dates';
import { deleteJournalEntryWrite } from './writes';

/** The Journal tab: entries by day ('Day 3 · Juneau · Sunday, July 12, 2027'); write, edit, delete. */
export function JournalTab({ cruise }: { cruise: Cruise }) {
  const journal = useJournal(cruise.id);
  const { data, isPending: isLoading, isError } = journal;
  const remove = useWrite(deleteJournalEntryWrite);
  const [dialog, setDialog] = useState<'add' | { edit: JournalEntry } | { delete: JournalEntry } | null>(
    null,
  );
  const close = () => setDialog(null);

  let body: React.ReactNode;
  if (isWaitingForConnection(journal)) {
    body = <NotSavedOffline what="The journal" />;
  } else if (isLoading) {
    body = (
      <div className="space-y-6" aria-busy>
        {[1, 2].map((n) => (
          <div key={n} className="space-y-2">
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-36" />
          </div>
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="text-sm text-coral-700">
        The journal could not be loaded. Check your connection and try again.
      </p>
    );
  } else if (!data || data.length === 0) {
    body = (
      <EmptyState
        icon={NotebookPen}
        title="No journal entries yet"
        description="Keep a few lines for each day: the ports, the people, the moments you want to remember."
        action={
          <Button onClick={() => setDialog('add')}>
            <PenLine className="h-4 w-4" aria-hidden /> Write the first entry
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setDialog('add')}>
            <PenLine className="h-4 w-4" aria-hidden /> Write an entry
          </Button>
        </div>
        <div className="space-y-8">
          {groupByDay(data).map((day) => {
            const hasSeveralPorts = new Set(day.entries.map((e) => e.portName).filter(Boolean)).size > 1;
            return (
              <section key={day.date} aria-labelledby={`journal-day-${day.date}`}>
                <h3
                  id={`journal-day-${day.date}`}
                  className="mb-3 flex items-center gap-2 font-sans text-sm font-semibold text-ocean-700"
                >
                  <CalendarDays className="h-4 w-4 shrink-0" aria-hidden /> {day.heading}
                </h3>
                <ul className="space-y-3">
                  {day.entries.map((entry) => (
                    <li key={entry.id}>
                      <EntryCard
                        entry={entry}
                        showPort={hasSeveralPorts}
                        onEdit={() => setDialog({ edit: entry })}
                        onDelete={() => setDialog({ delete: entry })}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </>
    );
  }

  return (
    <div>
      {body}
      {dialog === 'add' ? <EntryDialog cruise={cruise} onClose={close} /> : null}
      {dialog && typeof dialog === 'object' && 'edit' in dialog ? (
        <EntryDialog cruise={cruise} entry={dialog.edit} onClose={close} />
      ) : null}
      {dialog && typeof dialog === 'object' && 'delete' in dialog ? (
        <ConfirmDeleteDialog
          title="Delete this journal entry?"
          question="Are you sure you want to delete this journal entry?"
          isDeleting={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(
              {
                id: dialog.delete.id,
                cruiseId: cruise.id,
                title: dialog.delete.title,
                entryDate: dialog.delete.entryDate,
              },
              {
                onSuccess: () => {
                  toast({ title: 'Journal entry deleted successfully!' });
                  close();
                },
                onError: (e) =>
                  toast({
                    title: 'Error',
                    description: `Failed to delete journal entry: ${errorMessage(e, 'Please try again.')}`,
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
