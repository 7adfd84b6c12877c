import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { VISITOR_CRUISE_COLUMNS } from '../cruises/visitor-columns-repository.js';
import type { DbOrTx } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { cruiseShares, cruises, users } from '../db/schema.js';

/** The columns a profile is made of: nothing secret is even read (no hash, answers, email). */
const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  coverPhotoUrl: users.coverPhotoUrl,
  hometown: users.hometown,
  bio: users.bio,
  favoriteCruiseLine: users.favoriteCruiseLine,
  cruisingStyle: users.cruisingStyle,
  socialInstagram: users.socialInstagram,
  socialYouTube: users.socialYouTube,
  socialFacebook: users.socialFacebook,
  socialTwitter: users.socialTwitter,
  socialTikTok: users.socialTikTok,
  socialPinterest: users.socialPinterest,
  profileVisibility: users.profileVisibility,
  createdAt: users.createdAt,
};

export type ProfileRow = {
  [K in keyof typeof profileColumns]: (typeof users.$inferSelect)[K];
};

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await prepared(db, 'profile_of_user', (handle) =>
    handle
      .select(profileColumns)
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1),
  ).execute({ userId });
  return row;
}

/** Who owns this profile and whether others may see it (the privacy check of every profile route). */
export async function findProfileVisibility(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ profileVisibility: users.profileVisibility })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.profileVisibility;
}

/** A visitor's columns of a traveller's cruises, by sail date, with the share link's token if on. */
export async function listPublicCruisesOf(db: DbOrTx, userId: string) {
  return db
    .select({
      ...VISITOR_CRUISE_COLUMNS,
      coverPhotoUrl: cruises.coverPhotoUrl,
      overallRating: cruises.overallRating,
      shareToken: cruiseShares.token,
    })
    .from(cruises)
    .leftJoin(cruiseShares, eq(cruiseShares.cruiseId, cruises.id))
    .where(eq(cruises.userId, userId))
    .orderBy(asc(cruises.sailDate), asc(cruises.createdAt));
}
export type PublicCruiseRow = Awaited<ReturnType<typeof listPublicCruisesOf>>[number];

/**
 * The user's pictures and email as they are before an update (the pictures are read again, locked,
 * in the update's transaction; the email is where a change of it is announced).
 */
export async function findProfileBeforeUpdate(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      profileImageUrl: users.profileImageUrl,
      coverPhotoUrl: users.coverPhotoUrl,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The user's row, locked until the transaction ends (two edits never cross or delete each other's file). */
export async function lockUserRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

/** Whether another account has this (normalised) email. */
export async function isEmailTakenByOther(db: DbOrTx, userId: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export type ProfileValues = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'hometown'
    | 'bio'
    | 'favoriteCruiseLine'
    | 'cruisingStyle'
    | 'profileVisibility'
    | 'profileImageUrl'
    | 'profileImageKey'
    | 'coverPhotoUrl'
    | 'coverPhotoKey'
    | 'socialInstagram'
    | 'socialYouTube'
    | 'socialFacebook'
    | 'socialTwitter'
    | 'socialTikTok'
    | 'socialPinterest'
  >
>;

export async function updateProfileRow(db: DbOrTx, userId: string, values: ProfileValues, updatedAt: Date) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
