import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { BookingAnswer } from '../../../../shared/schemas/bookings';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { DaysEditor } from '../itinerary/days-editor';
import { type Row, readDayOfRow, rowErrors, rowOf } from '../itinerary/import-rows';
import { bookingFileType, readBooking } from './read-booking';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Sun 18 Apr 2027" for `2027-04-18`. */
const shownDate = (date: string | null) =>
  date ? DAY.format(new Date(`${date}T12:00:00Z`)).replace(',', '') : null;

/** What the booking said, as the member checks it before it fills the form. */
function Found({ booking, days }: { booking: BookingAnswer; days: number }) {
  const facts: [string, string | null][] = [
    ['Cruise line', booking.cruiseLine],
    ['Ship', booking.shipName],
    ['Sail date', shownDate(booking.sailDate)],
    ['Return date', shownDate(booking.returnDate)],
    ['Embarkation', booking.embarkPort],
    ['Disembarkation', booking.disembarkPort],
    ['Booking number', booking.bookingNumber],
    ['Cabin', [booking.cabinNumber, booking.cabinCategory].filter(Boolean).join(' · ') || null],
    ['Guests', booking.guests.join(', ') || null],
    [
      'Itinerary',
      days > 0 ? `${plural(days, 'day')}, below` : booking.days.length > 0 ? 'Every day left out' : null,
    ],
  ];
  return (
    <section
      aria-labelledby="booking-found-title"
      className="rounded-lg border border-ocean-100 bg-ocean-50/50 p-4"
    >
      <h3 id="booking-found-title" className="mb-3 text-sm font-semibold text-ocean-900">
        Found in the booking
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 sm:block">
            <dt className="text-ocean-900/75">{label}</dt>
            <dd className={value ? 'font-medium text-ocean-950' : 'text-ocean-900/60 italic'}>
              {value ?? 'Not in the document'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * "Import from a booking" (Add Cruise): a confirmation e-mail's text pasted, or its `.eml` or a
 * PDF e-ticket chosen, read by the server (`POST /api/bookings/read`); what it found is shown,
 * and "Use these details" fills the form (the member saves it) with the days kept for the cruise.
 */
export function BookingImportDialog({
  onClose,
  onUse,
  forItinerary = false,
}: {
  onClose: () => void;
  onUse: (booking: BookingAnswer) => void;
  /** On a cruise's Itinerary: the booking's days are what is taken (they replace the cruise's). */
  forItinerary?: boolean;
}) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const [booking, setBooking] = useState<BookingAnswer | null>(null);
  // The booking's days as the member checks and fixes them before they are used.
  const [rows, setRows] = useState<Row[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const forget = () => {
    setBooking(null);
    setRows([]);
    setShowErrors(false);
  };

  const read = async () => {
    if (!file && !text.trim()) {
      setError('Paste the confirmation, or choose its .eml or PDF file.');
      return;
    }
    if (file && !bookingFileType(file)) {
      setError('Choose an e-mail (.eml), a PDF or a text file.');
      return;
    }
    setReading(true);
    setError(null);
    try {
      const answer = await readBooking(file ? { file } : { text });
      setBooking(answer);
      setRows(answer.days.map((day) => rowOf({ ...day, overnight: false })));
      setShowErrors(false);
    } catch (failure) {
      setError(errorMessage(failure, 'The booking could not be read. Please try again.'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Import from a booking"
      description={
        forItinerary
          ? "Paste your confirmation e-mail, or choose the e-mail file (.eml) or the PDF e-ticket. Its itinerary's days replace this cruise's days."
          : "Paste your confirmation e-mail, or choose the e-mail file (.eml) or the PDF e-ticket. The cruise's details fill the form for you to check; nothing is saved until you save the cruise."
      }
      className="sm:max-w-4xl"
    >
      <div className="space-y-4">
        <label htmlFor="booking-text" className="text-sm font-medium text-ocean-900">
          Confirmation text
        </label>
        <Textarea
          id="booking-text"
          value={text}
          disabled={file !== null}
          placeholder={'Booking Number: …\nShip: …\nSail Date: …'}
          className="min-h-32 font-mono text-sm"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'booking-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
            forget();
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor="booking-file"
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-ocean-200 px-3 py-2 text-sm font-semibold text-ocean-700 focus-within:ring-2 focus-within:ring-ocean-500 hover:bg-ocean-50"
          >
            <FileText className="h-4 w-4" aria-hidden />
            Choose an .eml or PDF file
            <input
              id="booking-file"
              type="file"
              accept=".eml,.pdf,.txt,message/rfc822,application/pdf,text/plain"
              className="sr-only"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
                forget();
              }}
            />
          </label>
          {file ? (
            <span className="text-sm text-ocean-900">
              {file.name}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setFile(null);
                  forget();
                }}
              >
                Remove
              </Button>
            </span>
          ) : null}
        </div>
        {error ? (
          <p id="booking-error" role="alert" className="text-sm text-coral-700">
            {error}
          </p>
        ) : null}
        {booking ? <Found booking={booking} days={rows.length} /> : null}
        {booking && rows.length > 0 ? (
          <section aria-labelledby="booking-days-title">
            <h3 id="booking-days-title" className="mb-1 text-sm font-semibold text-ocean-900">
              Itinerary from the booking
            </h3>
            <p className="mb-2 text-xs text-ocean-900/75">
              Check the days: fix a port or a time, or leave a day out.
            </p>
            <div className="max-h-[20rem] overflow-y-auto rounded-xl border border-ocean-100">
              <DaysEditor
                rows={rows}
                sailDate={booking.sailDate}
                showErrors={showErrors}
                onChange={(next) => {
                  setRows(next);
                  setError(null);
                }}
                label="Days from the booking"
              />
            </div>
          </section>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {booking ? (
            <Button
              disabled={forItinerary && rows.length === 0}
              onClick={() => {
                if (rows.some((row) => Object.keys(rowErrors(row)).length > 0)) {
                  setShowErrors(true);
                  setError('Some days need a fix before they can be used (marked below).');
                  return;
                }
                onUse({ ...booking, days: rows.map((row) => readDayOfRow(row, booking.sailDate)) });
                onClose();
              }}
            >
              {forItinerary ? `Save ${plural(rows.length, 'day')}` : 'Use these details'}
            </Button>
          ) : (
            <Button onClick={read} isLoading={isReading}>
              Read booking
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
