import { and, eq } from 'drizzle-orm';
import { forgetSessionsHere } from '../auth/session-cache.js';
import type { DbOrTx } from '../db/client.js';
import { cruises, photos, userIdentities, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** `email` must already be normalised (trimmed, lower case). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/**
 * Sets a new password hash; with `clearSecurityQuestions` also forgets the security questions
 * (a reset by emailed link: answers planted by someone else must not survive it).
 */
export async function updateUserPassword(
  db: DbOrTx,
  userId: string,
  hashedPassword: string,
  options: { clearSecurityQuestions?: boolean } = {},
) {
  const cleared = options.clearSecurityQuestions
    ? {
        securityQuestion1: null,
        securityQuestion2: null,
        securityQuestion3: null,
        securityAnswer1: null,
        securityAnswer2: null,
        securityAnswer3: null,
      }
    : {};
  await db
    .update(users)
    .set({ hashedPassword, ...cleared, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updateSecurityQuestions(
  db: DbOrTx,
  userId: string,
  values: Pick<
    NewUser,
    | 'securityQuestion1'
    | 'securityQuestion2'
    | 'securityQuestion3'
    | 'securityAnswer1'
    | 'securityAnswer2'
    | 'securityAnswer3'
  >,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findUserByIdentity(db: DbOrTx, issuer: string, subject: string) {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ? findUserById(db, row.userId) : undefined;
}

export async function insertIdentity(db: DbOrTx, values: typeof userIdentities.$inferInsert) {
  await db.insert(userIdentities).values(values);
}

/**
 * Every media URL an account's records point at: its avatar and profile cover, its cruises'
 * covers and its photos (what must go with the account). Built-in pictures and remote URLs are in
 * the list too; `removeImage` leaves those alone.
 */
export async function mediaUrlsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const [account, cruiseCovers, photoUrls] = await Promise.all([
    db
      .select({ avatar: users.profileImageUrl, cover: users.coverPhotoUrl })
      .from(users)
      .where(eq(users.id, userId)),
    db.select({ url: cruises.coverPhotoUrl }).from(cruises).where(eq(cruises.userId, userId)),
    db
      .select({ url: photos.url })
      .from(photos)
      .innerJoin(cruises, eq(cruises.id, photos.cruiseId))
      .where(eq(cruises.userId, userId)),
  ]);
  return [
    ...account.flatMap((row) => [row.avatar, row.cover]),
    ...cruiseCovers.map((row) => row.url),
    ...photoUrls.map((row) => row.url),
  ].filter((url): url is string => Boolean(url));
}

/**
 * Removes the account row; every record of the account goes with it (foreign keys cascade), its
 * sessions included, which this instance forgets at once.
 */
export async function deleteUserRow(db: DbOrTx, userId: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  forgetSessionsHere();
  return deleted.length > 0;
}
