// Reads `photos` (photoUrlsOf) outside the photos domain on purpose: the photos service imports the cruises service, so asking it from the cruise delete would make a cycle (CONVENTIONS 3).
/** The only SQL of cruises and of the figures counted from them (stats). */
import { and, count, eq, getTableName, sql } from 'drizzle-orm';
import type { Cruise } from '../../shared/schemas/cruises.js';
import type { Database, DbOrTx } from '../db/client.js';
import { countRows } from '../db/count.js';
import { prepared } from '../db/prepared.js';
import { cruises, itineraryItems, journalEntries, photos } from '../db/schema.js';

export type CruiseRow = typeof cruises.$inferSelect;
export type NewCruiseRow = typeof cruises.$inferInsert;
export type CruiseRowWithCount = CruiseRow & { entryCount: number };
/** A cruise of the list as the API shows it, but for the thumbnail (derived by the presenter). */
export type ListedCruiseRow = Omit<Cruise, 'coverThumbnailUrl'>;

/**
 * Columns are qualified by hand: in a one-table select Drizzle writes bare column names, and a bare
 * "id" inside the subquery would be the journal entry's own id (the count was always 0).
 */
const entryCount = sql<number>`(select count(*)::int from ${journalEntries} where ${journalEntries}.${sql.identifier(journalEntries.cruiseId.name)} = ${cruises}.${sql.identifier(cruises.id.name)})`;

/** A column of the cruise list's query (its table is `c`), by its name in the schema. */
const c = (column: { name: string }) => `c."${column.name}"`;
/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, "Z"). */
const iso = (column: { name: string }) =>
  `to_char(${c(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The cruise list's columns, each written by the database as the API shows it (presenter.ts does
 * the same for one cruise): dates as text, the cost as a number, timestamps in ISO form. The
 * thumbnail is derived from the cover afterwards (`presentListedCruise`).
 */
const LIST_COLUMNS = {
  id: c(cruises.id),
  tripName: c(cruises.tripName),
  cruiseLine: c(cruises.cruiseLine),
  shipName: c(cruises.shipName),
  sailDate: `${c(cruises.sailDate)}::text`,
  returnDate: `${c(cruises.returnDate)}::text`,
  primaryDestination: c(cruises.primaryDestination),
  reservationNumber: c(cruises.reservationNumber),
  cabinNumber: c(cruises.cabinNumber),
  numberOfGuests: c(cruises.numberOfGuests),
  cabinCategory: c(cruises.cabinCategory),
  departurePort: c(cruises.departurePort),
  bookingDate: `${c(cruises.bookingDate)}::text`,
  totalCost: `${c(cruises.totalCost)}::float8`,
  travelAgent: c(cruises.travelAgent),
  isCompleted: c(cruises.isCompleted),
  coverPhotoUrl: c(cruises.coverPhotoUrl),
  overallRating: c(cruises.overallRating),
  shipRating: c(cruises.shipRating),
  cabinRating: c(cruises.cabinRating),
  diningRating: c(cruises.diningRating),
  serviceRating: c(cruises.serviceRating),
  portsRating: c(cruises.portsRating),
  entertainmentRating: c(cruises.entertainmentRating),
  reviewSummary: c(cruises.reviewSummary),
  entryCount: `(select count(*)::int from "${getTableName(journalEntries)}" j where j."${journalEntries.cruiseId.name}" = ${c(cruises.id)})`,
  createdAt: iso(cruises.createdAt),
  updatedAt: iso(cruises.updatedAt),
} satisfies Record<keyof ListedCruiseRow, string>;

const LIST_SQL = `select ${Object.entries(LIST_COLUMNS)
  .map(([key, expression]) => `${expression} as "${key}"`)
  .join(
    ', ',
  )} from "${getTableName(cruises)}" c where ${c(cruises.userId)} = $1 order by ${c(cruises.sailDate)}, ${c(cruises.createdAt)}`;

/**
 * A member's cruises by sail date (served by the (user_id, sail_date) index), with their journal
 * entry counts, as the API shows them. The most asked read of all (planner, dashboard, logbook):
 * written in SQL in the API's shape, it costs the app about a third of what mapping Drizzle's rows
 * and presenting them did (issue 15; docs/quality.md).
 */
export function listCruisesOf(database: Database, userId: string): Promise<ListedCruiseRow[]> {
  return database.read<ListedCruiseRow>('cruises_of_user', LIST_SQL, [userId]);
}

/** One cruise of its owner: another user's cruise is not found, exactly like a missing one. */
export async function findOwnedCruise(
  db: DbOrTx,
  userId: string,
  cruiseId: string,
): Promise<CruiseRowWithCount | undefined> {
  const [row] = await prepared(db, 'owned_cruise', (handle) =>
    handle
      .select({ cruise: cruises, entryCount })
      .from(cruises)
      .where(and(eq(cruises.id, sql.placeholder('cruiseId')), eq(cruises.userId, sql.placeholder('userId'))))
      .limit(1),
  ).execute({ cruiseId, userId });
  return row ? { ...row.cruise, entryCount: row.entryCount } : undefined;
}

/**
 * `findOwnedCruise` that also locks the cruise's row until the transaction ends (`for no key
 * update`: other edits and a delete wait; adding a child, whose foreign key only shares the key,
 * does not). A versioned edit reads, compares and writes under it.
 */
export async function lockOwnedCruiseToEdit(
  tx: DbOrTx,
  userId: string,
  cruiseId: string,
): Promise<CruiseRowWithCount | undefined> {
  const [row] = await tx
    .select({ cruise: cruises, entryCount })
    .from(cruises)
    .where(and(eq(cruises.id, cruiseId), eq(cruises.userId, userId)))
    .for('no key update', { of: cruises });
  return row ? { ...row.cruise, entryCount: row.entryCount } : undefined;
}

/** Who owns a cruise id, if anyone (for idempotent creates). */
export async function findCruiseOwner(db: DbOrTx, cruiseId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: cruises.userId }).from(cruises).where(eq(cruises.id, cruiseId));
  return row?.userId;
}

export async function insertCruise(db: DbOrTx, values: NewCruiseRow): Promise<CruiseRow> {
  const [row] = await db.insert(cruises).values(values).returning();
  return row!;
}

/** Changes a cruise of its owner; `values.updatedAt` (the new version) defaults to now. */
export async function updateOwnedCruise(
  db: DbOrTx,
  userId: string,
  cruiseId: string,
  values: Partial<NewCruiseRow>,
): Promise<CruiseRow | undefined> {
  const [row] = await db
    .update(cruises)
    .set({ updatedAt: new Date(), ...values })
    .where(and(eq(cruises.id, cruiseId), eq(cruises.userId, userId)))
    .returning();
  return row;
}

/**
 * Locks a cruise of its owner for the rest of the transaction (`for update`), so nothing slips in
 * between reading the cruise's media and deleting it: a photo being added meanwhile waits (its
 * foreign key needs the row), then fails with a foreign-key violation, which the photo service
 * answers with 404 'Cruise not found' after removing the files it stored.
 */
export async function lockOwnedCruise(db: DbOrTx, userId: string, cruiseId: string) {
  const [row] = await db
    .select({ id: cruises.id, coverPhotoUrl: cruises.coverPhotoUrl })
    .from(cruises)
    .where(and(eq(cruises.id, cruiseId), eq(cruises.userId, userId)))
    .for('update');
  return row;
}

/** The image URLs of a cruise's photos (their thumbnails follow from them). */
export async function photoUrlsOf(db: DbOrTx, cruiseId: string): Promise<string[]> {
  const rows = await db.select({ url: photos.url }).from(photos).where(eq(photos.cruiseId, cruiseId));
  return rows.map((row) => row.url);
}

/** Deletes a cruise; its itinerary, lists, excursions, journal and photos go with it (cascade). */
export async function deleteCruiseRow(db: DbOrTx, cruiseId: string) {
  await db.delete(cruises).where(eq(cruises.id, cruiseId));
}

/**
 * The cruise figures of the stats in one query: how many, nights (return minus sail), and how
 * many are completed by flag or by a return date before `today`.
 */
export async function cruiseTotals(db: DbOrTx, userId: string, today: string) {
  const [row] = await prepared(db, 'cruise_totals', (handle) =>
    handle
      .select({
        totalCruises: count(),
        totalNights: sql<number>`coalesce(sum(greatest(${cruises.returnDate} - ${cruises.sailDate}, 0)), 0)::int`,
        completedCruises: sql<number>`count(*) filter (where ${cruises.isCompleted} or ${cruises.returnDate} < ${sql.placeholder('today')}::date)::int`,
      })
      .from(cruises)
      .where(eq(cruises.userId, sql.placeholder('userId'))),
  ).execute({ userId, today });
  return row ?? { totalCruises: 0, totalNights: 0, completedCruises: 0 };
}

/** Every distinct port name of a user's port days (sea and scenic days are not ports), in one query. */
export async function itineraryPortNames(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await prepared(db, 'itinerary_port_names', (handle) =>
    handle
      .selectDistinct({ portName: itineraryItems.portName })
      .from(itineraryItems)
      .innerJoin(cruises, eq(cruises.id, itineraryItems.cruiseId))
      .where(and(eq(cruises.userId, sql.placeholder('userId')), eq(itineraryItems.kind, 'port'))),
  ).execute({ userId });
  return rows.map((row) => row.portName);
}

/** How many cruises a member keeps (RECORD_LIMITS.cruisesPerMember). */
export const countCruisesOf = (db: DbOrTx, userId: string) =>
  countRows(db, cruises, eq(cruises.userId, userId));
