import { ArrowLeft, FileInput } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import type { BookingAnswer } from '../../../shared/schemas/bookings';
import type { Cruise } from '../../../shared/schemas/cruises';
import { errorMessage } from '../../api/http';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { toastNotAvailableOffline } from '../../components/ui/not-available-offline';
import { toast } from '../../components/ui/toast';
import { lazyComponent } from '../../lib/lazy-component';
import { useNamedWrite } from '../../offline/runtime';
import { CREATE_CRUISE_WRITE } from './api';
import { CruiseForm, emptyCruiseForm } from './cruise-form';
import type { NewCruise } from './cruise-writes';

/**
 * The cruise writes (which apply the API's schema, so zod comes with them) load after the form's
 * first screen (issue 15). A save made before they came waits for them: the named mutation takes
 * its registered options (the optimistic change, the queue) only once they are loaded.
 */
const loadCruiseWrites = () => import('./cruise-writes');

/** The booking import (its dialog and the reading of its answer) loads when it is asked for. */
const bookingDialog = lazyComponent(() =>
  import('./booking/booking-import-dialog').then((m) => m.BookingImportDialog),
);
const loadBookingHelpers = () => import('./booking/read-booking');

/** `/add-cruise` (SPEC.md section 2): the form; line and ship can arrive prefilled from a ship page. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useNamedWrite<NewCruise, Cruise>(CREATE_CRUISE_WRITE);
  const [areWritesLoaded, setWritesLoaded] = useState(false);
  const [waiting, setWaiting] = useState<NewCruise | null>(null);
  const prefill = {
    cruiseLine: params.get('cruiseLine') ?? undefined,
    shipName: params.get('shipName') ?? undefined,
  };
  const [isImporting, setImporting] = useState(false);
  const [booking, setBooking] = useState<{
    answer: BookingAnswer;
    values: ReturnType<typeof emptyCruiseForm>;
  } | null>(null);
  const fillFromBooking = (answer: BookingAnswer) =>
    loadBookingHelpers().then(({ withBooking }) =>
      setBooking({ answer, values: withBooking(emptyCruiseForm(prefill), answer) }),
    );

  const save = (cruise: NewCruise) =>
    create.mutate(cruise, {
      onSuccess: (saved) => {
        toast({ title: 'Cruise added successfully!' });
        // The booking's days go on the new cruise, as the itinerary's import would save them.
        if (booking?.answer.days.length)
          loadBookingHelpers()
            .then(({ importBookingDays }) => importBookingDays(saved.id, booking.answer))
            .then(
              (count) => toast({ title: `${count} itinerary days added from the booking` }),
              (error) =>
                toast({
                  title: 'The itinerary was not added',
                  description: errorMessage(error, 'Import it from the cruise’s Itinerary tab.'),
                  variant: 'destructive',
                }),
            );
        navigate('/planner');
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to add cruise: ${errorMessage(error, 'Please try again.')}`,
          variant: 'destructive',
        }),
    });
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    loadCruiseWrites().then(
      () => setWritesLoaded(true),
      () => undefined,
    );
  }, []);
  // Declared after `useNamedWrite`, so the mutation has taken the loaded write's options.
  useEffect(() => {
    if (!waiting || !areWritesLoaded) return;
    setWaiting(null);
    saveRef.current(waiting);
  }, [waiting, areWritesLoaded]);

  return (
    <Page title="Add Cruise" subtitle="Fields marked * are required.">
      <Link
        to="/planner"
        className="-mt-4 mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-600 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to planner
      </Link>
      <Card className="mx-auto max-w-3xl">
        <CardContent>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-ocean-50/60 px-4 py-3">
            <p className="text-sm text-ocean-900">
              {booking
                ? 'Filled from your booking: check each field, then save.'
                : 'Have your confirmation e-mail or e-ticket? Let it fill the form.'}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setImporting(true)}
              onPointerEnter={() => bookingDialog.preload()}
            >
              <FileInput className="h-4 w-4" aria-hidden /> Import from a booking
            </Button>
          </div>
          {isImporting ? (
            <LazyDialog of={bookingDialog} onClose={() => setImporting(false)} onUse={fillFromBooking} />
          ) : null}
          <CruiseForm
            key={booking ? 'booking' : 'empty'}
            mode="add"
            defaultValues={booking?.values ?? emptyCruiseForm(prefill)}
            isSaving={create.isPending || waiting !== null}
            onCancel={() => navigate('/planner')}
            onSubmit={(values) => {
              const cruise = { ...values, id: uuidv7() };
              if (areWritesLoaded) return save(cruise);
              setWaiting(cruise);
              loadCruiseWrites().then(
                () => setWritesLoaded(true),
                () => {
                  setWaiting(null);
                  toastNotAvailableOffline('Saving a cruise');
                },
              );
            }}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
