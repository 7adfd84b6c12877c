/**
 * The only SQL of the demo seeder: which ships to sail on, whether demo travellers exist, and the
 * batched inserts (multi-row `insert … values`, chunked under PostgreSQL's 65,535 parameters).
 */
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import {
  checklistItems,
  checklists,
  cruiseShares,
  cruises,
  excursions,
  itineraryItems,
  journalEntries,
  packingItems,
  packingLists,
  photos,
  ships,
  users,
} from '../db/schema.js';

/** Parameters per statement: well under the protocol's limit of 65,535, big enough to be quick. */
const MAX_PARAMETERS = 30_000;

const byEmailDomain = (domain: string) => like(users.email, `%@${domain}`);

/** Ocean ships in service, in a stable order (the generator's choices depend on it). */
export async function listSailingShips(db: DbOrTx) {
  return db
    .select({ operator: ships.operator, shipName: ships.shipName, yearBuild: ships.yearBuild })
    .from(ships)
    .where(and(eq(ships.kind, 'ocean'), eq(ships.status, 'in_service')))
    .orderBy(asc(ships.operatorKey), asc(ships.nameKey), asc(ships.id));
}

export async function countUsersWithEmailDomain(db: DbOrTx, domain: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(byEmailDomain(domain));
  return Number(row?.n ?? 0);
}

/** The image URLs of every photo of these travellers' cruises (their files go after the rows). */
export async function photoUrlsOfEmailDomain(db: DbOrTx, domain: string): Promise<string[]> {
  const rows = await db
    .select({ url: photos.url })
    .from(photos)
    .innerJoin(cruises, eq(cruises.id, photos.cruiseId))
    .innerJoin(users, eq(users.id, cruises.userId))
    .where(byEmailDomain(domain));
  return rows.map((row) => row.url);
}

/** Deletes these travellers; their cruises and everything under them go by cascade. */
export async function deleteUsersWithEmailDomain(db: DbOrTx, domain: string): Promise<number> {
  const ids = (await db.select({ id: users.id }).from(users).where(byEmailDomain(domain))).map((r) => r.id);
  for (let start = 0; start < ids.length; start += 5_000) {
    await db.delete(users).where(inArray(users.id, ids.slice(start, start + 5_000)));
  }
  return ids.length;
}

async function insertChunked<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

export interface DemoRows {
  users: (typeof users.$inferInsert)[];
  cruises: (typeof cruises.$inferInsert)[];
  itineraryItems: (typeof itineraryItems.$inferInsert)[];
  checklists: (typeof checklists.$inferInsert)[];
  checklistItems: (typeof checklistItems.$inferInsert)[];
  packingLists: (typeof packingLists.$inferInsert)[];
  packingItems: (typeof packingItems.$inferInsert)[];
  excursions: (typeof excursions.$inferInsert)[];
  journalEntries: (typeof journalEntries.$inferInsert)[];
  photos: (typeof photos.$inferInsert)[];
  shares: (typeof cruiseShares.$inferInsert)[];
}

/** Inserts the demo rows parents first; run it in a transaction so a failure leaves nothing. */
export async function insertDemoRows(db: DbOrTx, rows: DemoRows) {
  await insertChunked(db, users, rows.users);
  await insertChunked(db, cruises, rows.cruises);
  await insertChunked(db, itineraryItems, rows.itineraryItems);
  await insertChunked(db, checklists, rows.checklists);
  await insertChunked(db, checklistItems, rows.checklistItems);
  await insertChunked(db, packingLists, rows.packingLists);
  await insertChunked(db, packingItems, rows.packingItems);
  await insertChunked(db, excursions, rows.excursions);
  await insertChunked(db, journalEntries, rows.journalEntries);
  await insertChunked(db, photos, rows.photos);
  await insertChunked(db, cruiseShares, rows.shares);
}
