/**
 * Booking confirmations read into a cruise's facts (`POST /api/bookings/read`): the document's
 * text (documents.ts), its fields and itinerary (extract.ts), the ship matched to the directory
 * under any of its names. Nothing is saved: the answer pre-fills Add Cruise and the itinerary's
 * preview, where the member checks it.
 */
import type { BookingAnswer, BookingType } from '../../shared/schemas/bookings.js';
import type { Database } from '../db/client.js';
import { gazetteerIndex } from '../ports/gazetteer.js';
import { findAllShipNames, findOperators } from '../ships/repository.js';
import { documentText } from './documents.js';
import { readBooking } from './extract.js';

export async function readBookingDocument(
  database: Database,
  type: BookingType,
  bytes: Uint8Array,
): Promise<BookingAnswer> {
  const text = await documentText(type, bytes);
  const [ships, operators] = await Promise.all([findAllShipNames(database.db), findOperators(database.db)]);
  return readBooking(text, { ships, operators, ports: gazetteerIndex() });
}
