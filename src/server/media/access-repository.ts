import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cruiseShares, cruises, photos, users } from '../db/schema.js';

/**
 * The lookups behind `media/access.ts`: who may read a stored picture (issue 29, points 1 and 9). A key is unguessable, but an address
 * travels (a copied link, a shared computer's history), so a picture answers only:
 *
 * - anyone, when it is a profile picture or profile cover (shown beside the member's name
 *   everywhere), or the cover of a cruise whose owner's profile is public (shown on it);
 * - its owner, signed in;
 * - a holder of the cruise's share link (`?share=<token>`, which the shared page's addresses
 *   carry), for the cruise's cover, and its photos while the link includes photos. Turning
 *   sharing off deletes the token, so those addresses answer 404 again at once.
 *
 * Anything else is 404, like a missing picture: a stranger learns nothing, not even that it exists.
 */
export type MediaAccess = 'public' | 'owner' | 'shared' | 'denied';

/** `abc.jpg` for `abc.jpg` and its thumbnail `abc-thumb.jpg`: both belong to one picture. */
const pictureOf = (key: string) => key.replace(/-thumb\.jpg$/, '.jpg');

export async function findMediaAccess(
  db: Db,
  key: string,
  who: { userId?: string | null; shareToken?: string | null },
): Promise<MediaAccess> {
  const url = `/media/${pictureOf(key)}`;
  const [profile] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.profileImageUrl, url), eq(users.coverPhotoUrl, url)))
    .limit(1);
  if (profile) return 'public';

  const userId = who.userId ?? null;
  const token = who.shareToken ?? null;
  const covers = await db
    .select({
      ownerId: cruises.userId,
      isProfilePublic: sql<boolean>`${users.profileVisibility} = 'public'`,
      isShared: token
        ? sql<boolean>`exists (select 1 from ${cruiseShares} where ${cruiseShares.cruiseId} = ${cruises.id} and ${cruiseShares.token} = ${token})`
        : sql<boolean>`false`,
    })
    .from(cruises)
    .innerJoin(users, eq(users.id, cruises.userId))
    .where(eq(cruises.coverPhotoUrl, url));
  if (covers.some((cover) => cover.isProfilePublic)) return 'public';
  if (userId && covers.some((cover) => cover.ownerId === userId)) return 'owner';
  if (covers.some((cover) => cover.isShared)) return 'shared';

  const [photo] = await db
    .select({
      ownerId: cruises.userId,
      isShared: token
        ? sql<boolean>`exists (select 1 from ${cruiseShares} where ${cruiseShares.cruiseId} = ${photos.cruiseId} and ${cruiseShares.token} = ${token} and ${cruiseShares.includePhotos})`
        : sql<boolean>`false`,
    })
    .from(photos)
    .innerJoin(cruises, eq(cruises.id, photos.cruiseId))
    .where(eq(photos.url, url))
    .limit(1);
  if (userId && photo?.ownerId === userId) return 'owner';
  if (photo?.isShared) return 'shared';
  return 'denied';
}
