import { asc, eq } from 'drizzle-orm';
import { VISITOR_CRUISE_COLUMNS } from '../cruises/visitor-columns-repository.js';
import type { DbOrTx } from '../db/client.js';
import { cruises, itineraryItems } from '../db/schema.js';

/** A member's cruises (visitor columns only), by sail date. */
export async function listLogCruises(db: DbOrTx, userId: string) {
  return db
    .select(VISITOR_CRUISE_COLUMNS)
    .from(cruises)
    .where(eq(cruises.userId, userId))
    .orderBy(asc(cruises.sailDate), asc(cruises.id));
}

/** Every itinerary day of a member's cruises: only where and what kind, never times or notes. */
export async function listLogDays(db: DbOrTx, userId: string) {
  return db
    .select({
      cruiseId: itineraryItems.cruiseId,
      dayNumber: itineraryItems.dayNumber,
      portName: itineraryItems.portName,
      kind: itineraryItems.kind,
    })
    .from(itineraryItems)
    .innerJoin(cruises, eq(cruises.id, itineraryItems.cruiseId))
    .where(eq(cruises.userId, userId))
    .orderBy(asc(itineraryItems.cruiseId), asc(itineraryItems.dayNumber), asc(itineraryItems.id));
}
