import { AlertTriangle, CalendarDays, Compass, MapPin, Pencil, Plus, Ticket, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Excursion } from '../../../../shared/schemas/excursions';
import { errorMessage } from '../../../api/http';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { isWaitingForConnection, NotSavedOffline } from '../../../components/ui/not-saved-offline';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useDeleteExcursion, useExcursions } from './api';
import { ExcursionDialog, TYPE_LABELS } from './excursion-dialog';

/** The Excursions tab: bookings with type, port, date, times and reference; add, edit, delete. */
export function ExcursionsTab({ cruiseId }: { cruiseId: string }) {
  const excursions = useExcursions(cruiseId);
  const { data, isPending: isLoading, isError } = excursions;
  const remove = useDeleteExcursion();
  const [dialog, setDialog] = useState<'add' | { edit: Excursion } | { delete: Excursion } | null>(null);
  const close = () => setDialog(null);
  const addButton = (
    <Button onClick={() => setDialog('add')}>
      <Plus className="h-4 w-4" aria-hidden /> Add Excursion
    </Button>
  );

  return (
    <div>
      {isWaitingForConnection(excursions) ? (
        <NotSavedOffline what="The excursions" />
      ) : isLoading ? (
        <div className="space-y-3" aria-busy>
          {[1, 2].map((n) => (
            <Skeleton key={n} className="h-24" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-coral-700">
          The excursions could not be loaded. Check your connection and try again.
        </p>
      ) : !data || data.length === 0 ? (
        <EmptyState
          icon={Compass}
          title="No excursions yet"
          description="Keep your shore excursions, shows and dinners in one place."
          action={addButton}
        />
      ) : (
        <>
          <div className="mb-4 flex justify-end">{addButton}</div>
          <ul className="space-y-3">
            {data.map((excursion) => (
              <li key={excursion.id}>
                <Card className="flex gap-4 p-4 sm:p-5">
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-ocean-950">{excursion.name}</h3>
                      <Badge tone="ocean">{TYPE_LABELS[excursion.type]}</Badge>
                    </div>
                    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ocean-900/80">
                      {excursion.portName ? (
                        <span className="inline-flex items-center gap-1.5">
                          <MapPin className="h-4 w-4 text-ocean-600" aria-hidden /> {excursion.portName}
                        </span>
                      ) : null}
                      {excursion.date || excursion.time ? (
                        <span className="inline-flex items-center gap-1.5">
                          <CalendarDays className="h-4 w-4 text-ocean-600" aria-hidden />
                          {[
                            excursion.date,
                            excursion.time &&
                              `${excursion.time}${excursion.endTime ? `–${excursion.endTime}` : ''}`,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      ) : null}
                      {excursion.bookingReference ? (
                        <span className="inline-flex items-center gap-1.5">
                          <Ticket className="h-4 w-4 text-ocean-600" aria-hidden />{' '}
                          {excursion.bookingReference}
                        </span>
                      ) : null}
                    </p>
                    {excursion.endsAfterAllAboard ? (
                      <p
                        role="note"
                        className="flex items-center gap-1.5 text-sm font-semibold text-coral-700"
                      >
                        <AlertTriangle className="h-4 w-4" aria-hidden />
                        Ends after all aboard ({excursion.endsAfterAllAboard})
                      </p>
                    ) : null}
                    {excursion.notes ? (
                      <p className="text-sm whitespace-pre-line text-ocean-900/80">{excursion.notes}</p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDialog({ edit: excursion })}
                      aria-label={`Edit ${excursion.name}`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDialog({ delete: excursion })}
                      aria-label={`Delete ${excursion.name}`}
                    >
                      <Trash2 className="h-4 w-4 text-coral-700" aria-hidden />
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      {dialog === 'add' ? <ExcursionDialog cruiseId={cruiseId} onClose={close} /> : null}
      {dialog && typeof dialog === 'object' && 'edit' in dialog ? (
        <ExcursionDialog cruiseId={cruiseId} excursion={dialog.edit} onClose={close} />
      ) : null}
      {dialog && typeof dialog === 'object' && 'delete' in dialog ? (
        <ConfirmDeleteDialog
          title="Delete this excursion?"
          question="Are you sure you want to delete this excursion?"
          isDeleting={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(
              { id: dialog.delete.id, cruiseId, label: dialog.delete.name },
              {
                onSuccess: () => {
                  toast({ title: 'Excursion deleted successfully!' });
                  close();
                },
                onError: (e) =>
                  toast({
                    title: 'Error',
                    description: `Failed to delete excursion: ${errorMessage(e, 'Please try again.')}`,
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
