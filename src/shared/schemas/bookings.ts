import { z } from 'zod';
import { ReadDaySchema } from './itinerary.js';

/**
 * `POST /api/bookings/read`: what a booking confirmation says (an e-mail's text, an `.eml`, a PDF
 * e-ticket), each field null where the document does not say it. The days are read as
 * `POST /api/itinerary/read` reads a paste and are accepted as they are by the import.
 */
export const BookingAnswerSchema = z.object({
  cruiseLine: z.string().nullable(),
  shipName: z.string().nullable(),
  /** The directory's ship (former names included), when the document names one it holds. */
  shipId: z.string().nullable(),
  sailDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  embarkPort: z.string().nullable(),
  disembarkPort: z.string().nullable(),
  cabinNumber: z.string().nullable(),
  cabinCategory: z.string().nullable(),
  bookingNumber: z.string().nullable(),
  guests: z.array(z.string()),
  days: z.array(ReadDaySchema),
});
export type BookingAnswer = z.infer<typeof BookingAnswerSchema>;

/** The document types the endpoint reads, by the `Content-Type` they are sent with. */
export const BOOKING_TYPES = ['text/plain', 'message/rfc822', 'application/pdf'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
