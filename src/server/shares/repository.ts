/**
 * The only SQL of share links, and of the small public cards the Open Graph tags are made from.
 * The days, photos and journal of a shared cruise are read through their own domains' repositories.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cruiseShares, cruises, ships, users } from '../db/schema.js';

export type ShareRow = typeof cruiseShares.$inferSelect;

const shareColumns = {
  cruiseId: cruiseShares.cruiseId,
  token: cruiseShares.token,
  includePhotos: cruiseShares.includePhotos,
  includeJournal: cruiseShares.includeJournal,
  createdAt: cruiseShares.createdAt,
};

export async function findShareOf(db: DbOrTx, cruiseId: string): Promise<ShareRow | undefined> {
  const [row] = await db.select(shareColumns).from(cruiseShares).where(eq(cruiseShares.cruiseId, cruiseId));
  return row;
}

/** Makes the cruise's share link, replacing the one it had (its old token stops working at once). */
export async function replaceShare(db: DbOrTx, values: Omit<ShareRow, 'createdAt'>): Promise<ShareRow> {
  const [row] = await db
    .insert(cruiseShares)
    .values(values)
    .onConflictDoUpdate({
      target: cruiseShares.cruiseId,
      set: {
        token: values.token,
        includePhotos: values.includePhotos,
        includeJournal: values.includeJournal,
        createdAt: new Date(),
      },
    })
    .returning(shareColumns);
  return row!;
}

/** True when there was a link to turn off. */
export async function deleteShare(db: DbOrTx, cruiseId: string): Promise<boolean> {
  const rows = await db
    .delete(cruiseShares)
    .where(eq(cruiseShares.cruiseId, cruiseId))
    .returning({ cruiseId: cruiseShares.cruiseId });
  return rows.length > 0;
}

/**
 * The shared cruise behind a token, with its owner's first name and picture: one query (the
 * token's unique index). Only the columns a visitor may see are selected.
 */
export async function findSharedCruise(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      cruiseId: cruises.id,
      includePhotos: cruiseShares.includePhotos,
      includeJournal: cruiseShares.includeJournal,
      tripName: cruises.tripName,
      cruiseLine: cruises.cruiseLine,
      shipName: cruises.shipName,
      sailDate: cruises.sailDate,
      returnDate: cruises.returnDate,
      primaryDestination: cruises.primaryDestination,
      departurePort: cruises.departurePort,
      coverPhotoUrl: cruises.coverPhotoUrl,
      isCompleted: cruises.isCompleted,
      ownerFirstName: users.firstName,
      ownerProfileImageUrl: users.profileImageUrl,
    })
    .from(cruiseShares)
    .innerJoin(cruises, eq(cruises.id, cruiseShares.cruiseId))
    .innerJoin(users, eq(users.id, cruises.userId))
    .where(eq(cruiseShares.token, token));
  return row;
}
export type SharedCruiseRow = NonNullable<Awaited<ReturnType<typeof findSharedCruise>>>;

/** A public profile's card for link previews; a private or unknown profile has none. */
export async function findPublicUserCard(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      hometown: users.hometown,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.profileVisibility, 'public')));
  return row;
}

/** A ship's card for link previews. */
export async function findShipCard(db: DbOrTx, shipId: string) {
  const [row] = await db
    .select({ shipName: ships.shipName, operator: ships.operator, coverImage: ships.coverImage })
    .from(ships)
    .where(eq(ships.id, shipId));
  return row;
}
