import { useQueryClient } from '@tanstack/react-query';
import { ClipboardPaste, FileInput, MapPinned, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { clockChanges } from '../../../../shared/clock-offsets';
import { addDays } from '../../../../shared/itinerary-reader/dates';
import type { BookingAnswer } from '../../../../shared/schemas/bookings';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { confirmDeleteDialog } from '../../../components/ui/lazy-confirm-delete-dialog';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { isWaitingForConnection, NotSavedOffline } from '../../../components/ui/not-saved-offline';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useCruise } from '../api';
import { CruiseRouteMap } from '../travel/cruise-route-map';
import { dayRemoval, refreshItinerary, useDeleteDay, useItinerary } from './api';
import { DayCard } from './day-card';
import { bookingImportDialog, dayDialog, importItineraryDialog } from './lazy-dialogs';

/**
 * Days shown at first, and added by each "Show more": a long voyage (a world cruise has well over
 * 100 days) opens as quickly as a week's cruise, on the server and the phone.
 */
export const DAYS_PER_PAGE = 30;

/** The Itinerary tab: day cards, Add Single Day, Import Full Itinerary, edit and delete. */
export function ItineraryTab({ cruiseId }: { cruiseId: string }) {
  const itinerary = useItinerary(cruiseId);
  const sailDate = useCruise(cruiseId).data?.sailDate;
  const clocks = useMemo(
    () =>
      clockChanges(itinerary.data ?? [], (day) =>
        sailDate ? addDays(sailDate, day.dayNumber - 1) : new Date().toISOString().slice(0, 10),
      ),
    [itinerary.data, sailDate],
  );
  const { data: days, isPending: isLoading, isError } = itinerary;
  const remove = useDeleteDay();
  const [shown, setShown] = useState(DAYS_PER_PAGE);
  const [dialog, setDialog] = useState<
    'import' | 'booking' | 'add' | { edit: ItineraryDay } | { delete: ItineraryDay } | null
  >(null);
  const queryClient = useQueryClient();
  // A booking's days replace the itinerary, as the paste import's do.
  const takeBookingDays = (booking: BookingAnswer) => {
    if (booking.days.length === 0) {
      toast({ title: 'No itinerary in the booking', description: 'Paste the itinerary instead.' });
      return;
    }
    import('../booking/read-booking')
      .then(({ importBookingDays }) => importBookingDays(cruiseId, booking))
      .then(
        (count) => {
          toast({ title: `${count} itinerary days added from the booking` });
          return refreshItinerary(queryClient, cruiseId);
        },
        (error) =>
          toast({
            title: 'The itinerary was not added',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      );
  };
  const nextDayNumber = Math.max(0, ...(days ?? []).map((d) => d.dayNumber)) + 1;
  const close = () => setDialog(null);

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setDialog('import')}>
        <ClipboardPaste className="h-4 w-4" aria-hidden /> Import Full Itinerary
      </Button>
      <Button variant="outline" onClick={() => setDialog('booking')}>
        <FileInput className="h-4 w-4" aria-hidden /> Import from a booking
      </Button>
      <Button onClick={() => setDialog('add')}>
        <Plus className="h-4 w-4" aria-hidden /> Add Single Day
      </Button>
    </div>
  );

  let body: React.ReactNode;
  if (isWaitingForConnection(itinerary)) {
    body = <NotSavedOffline what="The itinerary" />;
  } else if (isLoading) {
    body = (
      <div className="space-y-3" aria-busy>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-24" />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="text-sm text-coral-700">
        The itinerary could not be loaded. Check your connection and try again.
      </p>
    );
  } else if (!days || days.length === 0) {
    body = (
      <EmptyState
        icon={MapPinned}
        title="No itinerary yet"
        description="Paste the itinerary from your booking, or add the days one by one."
        action={actions}
      />
    );
  } else {
    body = (
      <>
        <div className="mb-4 flex justify-end">{actions}</div>
        <CruiseRouteMap cruiseId={cruiseId} />
        <ol className="space-y-3">
          {days.slice(0, shown).map((day) => (
            <li key={day.id}>
              <DayCard
                day={day}
                clockChange={clocks.get(day)}
                onEdit={() => setDialog({ edit: day })}
                onDelete={() => setDialog({ delete: day })}
              />
            </li>
          ))}
        </ol>
        {days.length > shown ? (
          <div className="mt-4 flex justify-center">
            <Button variant="outline" onClick={() => setShown((count) => count + DAYS_PER_PAGE)}>
              Show {Math.min(DAYS_PER_PAGE, days.length - shown)} more days ({shown} of {days.length} shown)
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div>
      {body}
      {dialog === 'import' ? (
        <LazyDialog
          of={importItineraryDialog}
          cruiseId={cruiseId}
          hasDays={Boolean(days?.length)}
          onClose={close}
        />
      ) : null}
      {dialog === 'booking' ? (
        <LazyDialog of={bookingImportDialog} onClose={close} onUse={takeBookingDays} forItinerary />
      ) : null}
      {dialog === 'add' ? (
        <LazyDialog of={dayDialog} cruiseId={cruiseId} nextDayNumber={nextDayNumber} onClose={close} />
      ) : null}
      {dialog && typeof dialog === 'object' && 'edit' in dialog ? (
        <LazyDialog
          of={dayDialog}
          cruiseId={cruiseId}
          day={dialog.edit}
          nextDayNumber={nextDayNumber}
          onClose={close}
        />
      ) : null}
      {dialog && typeof dialog === 'object' && 'delete' in dialog ? (
        <LazyDialog
          of={confirmDeleteDialog}
          title="Delete this day?"
          question="Are you sure you want to delete this itinerary item?"
          isDeleting={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(dayRemoval(dialog.delete), {
              onSuccess: () => {
                toast({ title: 'Itinerary item deleted successfully!' });
                close();
              },
              onError: (e) =>
                toast({
                  title: 'Error',
                  description: `Failed to delete itinerary item: ${errorMessage(e, 'Please try again.')}`,
                  variant: 'destructive',
                }),
            })
          }
        />
      ) : null}
    </div>
  );
}
