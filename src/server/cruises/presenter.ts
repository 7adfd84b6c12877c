import type { Cruise } from '../../shared/schemas/cruises.js';
import type { CruiseRowWithCount, ListedCruiseRow } from './repository.js';

/** The thumbnail of a stored cover (`/media/<key>.jpg` → `/media/<key>-thumb.jpg`). */
export function thumbnailOf(url: string | null): string | null {
  return url && /^\/media\/[\w-]+\.jpg$/.test(url) ? url.replace(/\.jpg$/, '-thumb.jpg') : null;
}

/** A cruise row as the API shows it: URLs, never bytes; numbers as numbers; dates as strings. */
export function presentCruise(row: CruiseRowWithCount): Cruise {
  return {
    id: row.id,
    tripName: row.tripName,
    cruiseLine: row.cruiseLine,
    shipName: row.shipName,
    sailDate: row.sailDate,
    returnDate: row.returnDate,
    primaryDestination: row.primaryDestination,
    reservationNumber: row.reservationNumber,
    cabinNumber: row.cabinNumber,
    numberOfGuests: row.numberOfGuests,
    cabinCategory: row.cabinCategory,
    departurePort: row.departurePort,
    bookingDate: row.bookingDate,
    totalCost: row.totalCost === null ? null : Number(row.totalCost),
    travelAgent: row.travelAgent,
    isCompleted: row.isCompleted,
    coverPhotoUrl: row.coverPhotoUrl,
    coverThumbnailUrl: thumbnailOf(row.coverPhotoUrl),
    overallRating: row.overallRating,
    shipRating: row.shipRating,
    cabinRating: row.cabinRating,
    diningRating: row.diningRating,
    serviceRating: row.serviceRating,
    portsRating: row.portsRating,
    entertainmentRating: row.entertainmentRating,
    reviewSummary: row.reviewSummary,
    entryCount: row.entryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of the cruise list (already in the API's shape) with its thumbnail; the row is reused. */
export function presentListedCruise(row: ListedCruiseRow): Cruise {
  return Object.assign(row, { coverThumbnailUrl: thumbnailOf(row.coverPhotoUrl) });
}
