import { cruises } from '../db/schema.js';

/**
 * The columns of a cruise that anyone may see on a public profile or travel log: never notes,
 * costs, booking details or times. One list, so a column cannot be shown in one place and not
 * the other by accident.
 */
export const VISITOR_CRUISE_COLUMNS = {
  id: cruises.id,
  tripName: cruises.tripName,
  primaryDestination: cruises.primaryDestination,
  cruiseLine: cruises.cruiseLine,
  shipName: cruises.shipName,
  sailDate: cruises.sailDate,
  returnDate: cruises.returnDate,
  isCompleted: cruises.isCompleted,
};
