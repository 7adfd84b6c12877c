import type { CABIN_CATEGORIES } from '../../../../shared/cruise-fields';
import type { BookingAnswer } from '../../../../shared/schemas/bookings';
import { apiRequest, throwIfResNotOk } from '../../../api/http';
import { failedWithoutAnswer } from '../../../offline/connectivity';
import type { CruiseFormValues } from '../cruise-form';

/** The Content-Type a dropped file is sent with: by its type, else by its name's ending. */
export function bookingFileType(file: File): string | null {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'application/pdf';
  if (file.type === 'message/rfc822' || /\.eml$/i.test(file.name)) return 'message/rfc822';
  if (file.type === 'text/plain' || /\.txt$/i.test(file.name)) return 'text/plain';
  return null;
}

/** `POST /api/bookings/read` with the pasted text or the file itself as the body, typed by what it is. */
export async function readBooking(input: { text: string } | { file: File }): Promise<BookingAnswer> {
  const [type, body] =
    'text' in input
      ? ['text/plain; charset=utf-8', input.text]
      : [bookingFileType(input.file) ?? (input.file.type || 'application/octet-stream'), input.file];
  let res: Response;
  try {
    res = await fetch('/api/bookings/read', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
      credentials: 'include',
    });
  } catch (error) {
    throw failedWithoutAnswer(error);
  }
  await throwIfResNotOk(res);
  return (await res.json()) as BookingAnswer;
}

/** A confirmation's words for a cabin ("5D - Ocean View Balcony", "Verandakabine") as the form's category. */
export function cabinCategoryOf(text: string | null): (typeof CABIN_CATEGORIES)[number] | null {
  if (!text) return null;
  const words = text.toLowerCase();
  if (/suite|haven|yacht club|grill/.test(words)) return 'Suite';
  if (/balcon|balkon|veranda|verandah|terrace/.test(words)) return 'Balcony';
  if (/ocean ?view|oceanview|outside|au(ss|ß)en|porthole|window|vista/.test(words)) return 'Ocean View';
  if (/inside|interior|innen/.test(words)) return 'Interior';
  return null;
}

/** The form's values with what the booking says filled in (what it does not say is left as it was). */
export function withBooking(values: CruiseFormValues, booking: BookingAnswer): CruiseFormValues {
  const category = cabinCategoryOf(booking.cabinCategory);
  return {
    ...values,
    cruiseLine: booking.cruiseLine ?? values.cruiseLine,
    shipName: booking.shipName ?? values.shipName,
    sailDate: booking.sailDate ?? values.sailDate,
    returnDate: booking.returnDate ?? values.returnDate,
    departurePort: booking.embarkPort ?? values.departurePort,
    reservationNumber: booking.bookingNumber ?? values.reservationNumber,
    cabinNumber: booking.cabinNumber ?? values.cabinNumber,
    cabinCategory: category ?? values.cabinCategory,
    numberOfGuests: booking.guests.length > 0 ? booking.guests.length : values.numberOfGuests,
  };
}

/** The days of a booking saved on the new cruise (its itinerary import, as the paste's preview saves). */
export async function importBookingDays(cruiseId: string, booking: BookingAnswer): Promise<number> {
  if (booking.days.length === 0) return 0;
  await apiRequest('POST', `/api/cruises/${cruiseId}/itinerary/import`, { days: booking.days });
  return booking.days.length;
}
