/**
 * The SQL of storage quotas and upload rates (docs/storage-quota.md): what a member's media
 * takes, and each member's upload allowance (a token bucket in bytes, `upload_allowances`).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cruises, photos, users } from '../db/schema.js';

/** Rows of a raw `execute`, for both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The bytes recorded for a member's photos (image and thumbnail); photos not yet measured count 0. */
export async function sumPhotoBytes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${photos.bytes})` })
    .from(photos)
    .innerJoin(cruises, eq(cruises.id, photos.cruiseId))
    .where(eq(cruises.userId, userId));
  return Number(row?.total ?? 0);
}

/** A member's photos whose size is not recorded yet (stored before it was, or imported). */
export async function unmeasuredPhotos(db: DbOrTx, userId: string): Promise<{ id: string; url: string }[]> {
  return db
    .select({ id: photos.id, url: photos.url })
    .from(photos)
    .innerJoin(cruises, eq(cruises.id, photos.cruiseId))
    .where(and(eq(cruises.userId, userId), isNull(photos.bytes)));
}

/** Records a photo's measured size, unless another request did first. */
export async function setPhotoBytes(db: DbOrTx, id: string, bytes: number): Promise<void> {
  await db
    .update(photos)
    .set({ bytes })
    .where(and(eq(photos.id, id), isNull(photos.bytes)));
}

/**
 * The member's other pictures: profile picture, profile cover and every cruise cover, leaving out
 * a cover that is one of the member's album photos (counted there already).
 */
export async function otherImageUrls(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = rowsOf<{ url: string | null }>(
    await db.execute(sql`
      select ${users.profileImageUrl} as url from ${users} where ${users.id} = ${userId}
      union all
      select ${users.coverPhotoUrl} from ${users} where ${users.id} = ${userId}
      union all
      select c.cover_photo_url from ${cruises} c
      where c.user_id = ${userId} and c.cover_photo_url is not null
        and not exists (select 1 from ${photos} p where p.cruise_id = c.id and p.url = c.cover_photo_url)`),
  );
  return rows.map((row) => row.url).filter((url): url is string => Boolean(url));
}

/** The bucket's settings, as the statements use them. */
export interface Bucket {
  capacity: number;
  /** Bytes added back per second. */
  refillPerSecond: number;
}

/** The refilled tokens of a row, at `now` (the database's clock unless a test gives one). */
const refilled = (bucket: Bucket, now: Date | undefined) => sql`least(
  ${bucket.capacity}::float8,
  upload_allowances.tokens + greatest(0, extract(epoch from (coalesce(${now?.toISOString() ?? null}::timestamptz, statement_timestamp()) - upload_allowances.refilled_at)))::float8 * ${bucket.refillPerSecond}::float8
)`;

/** The bytes a member may upload now (a member who never uploaded has a full bucket). */
export async function availableTokens(
  db: DbOrTx,
  userId: string,
  bucket: Bucket,
  now?: Date,
): Promise<number> {
  const [row] = rowsOf<{ available: number | string }>(
    await db.execute(
      sql`select ${refilled(bucket, now)} as available from upload_allowances where user_id = ${userId}`,
    ),
  );
  return row ? Number(row.available) : bucket.capacity;
}

/**
 * Takes `charge` bytes from the member's bucket in one statement, only when that many are there
 * (refilled first): of racing uploads, on every instance, only those the bucket covers pass.
 * True when taken. `charge` must not exceed the capacity.
 */
export async function takeTokens(
  db: DbOrTx,
  userId: string,
  charge: number,
  bucket: Bucket,
  now?: Date,
): Promise<boolean> {
  const at = sql`coalesce(${now?.toISOString() ?? null}::timestamptz, statement_timestamp())`;
  const rows = rowsOf<{ tokens: number }>(
    await db.execute(sql`
      insert into upload_allowances as upload_allowances (user_id, tokens, refilled_at)
      select ${userId}::uuid, ${bucket.capacity}::float8 - ${charge}::float8, ${at}
      where ${bucket.capacity}::float8 >= ${charge}::float8
      on conflict (user_id) do update
        set tokens = ${refilled(bucket, now)} - ${charge}::float8, refilled_at = ${at}
        where ${refilled(bucket, now)} >= ${charge}::float8
      returning tokens`),
  );
  return rows.length > 0;
}
