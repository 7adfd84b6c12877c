import { lazyComponent } from '../../../lib/lazy-component';

/** The Itinerary tab's dialogs load when first opened (or when the page is idle), not with the page. */
export const dayDialog = lazyComponent(() => import('./day-dialog').then((m) => m.DayDialog));
export const importItineraryDialog = lazyComponent(() =>
  import('./import-dialog').then((m) => m.ImportItineraryDialog),
);
export const bookingImportDialog = lazyComponent(() =>
  import('../booking/booking-import-dialog').then((m) => m.BookingImportDialog),
);
