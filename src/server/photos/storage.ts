/**
 * Storage quota and upload rate per member (docs/storage-quota.md). Usage is the bytes of the
 * member's stored media: album photos with their thumbnails (recorded per photo, measured once for
 * photos stored before sizes were), profile picture, profile cover and cruise covers (measured from
 * the store and remembered by key: a key never changes its bytes). Uploads are paced by a token
 * bucket in bytes kept in the database, so every instance shares it.
 */

import {
  formatStorage,
  STORAGE_FULL,
  type StorageUsage,
  UPLOAD_RATE_LIMITED,
} from '../../shared/schemas/storage.js';
import type { UploadRate } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../errors.js';
import { mediaKeyFromUrl, thumbnailKeyOf } from '../media/images.js';
import { type MediaStore, sizeOf } from '../media/store.js';
import {
  availableTokens,
  type Bucket,
  otherImageUrls,
  setPhotoBytes,
  sumPhotoBytes,
  takeTokens,
  unmeasuredPhotos,
} from './storage-repository.js';

/** What the photo routes need to know about limits (from the Config). */
export interface StorageLimits {
  quotaBytes: number;
  uploadRate: UploadRate;
  /** The bucket's clock; the database's unless a test drives it. */
  now?: () => Date;
}

export interface StorageContext {
  database: { db: DbOrTx };
  media: MediaStore;
}

const MEASURE_CONCURRENCY = 8;
/** Sizes of covers and profile pictures by key (keys are immutable, so they never go stale). */
const sizeByKey = new Map<string, number>();
const SIZE_CACHE_LIMIT = 20_000;

/** An image's bytes with its thumbnail (when it has one); 0 for anything not a stored image. */
async function measureImage(store: MediaStore, url: string): Promise<number> {
  const key = mediaKeyFromUrl(url)?.replace(/-thumb\.jpg$/, '.jpg');
  if (!key) return 0;
  const known = sizeByKey.get(key);
  if (known !== undefined) return known;
  const [main, thumb] = await Promise.all([sizeOf(store, key), sizeOf(store, thumbnailKeyOf(key))]);
  const bytes = main + thumb;
  if (main > 0) {
    if (sizeByKey.size >= SIZE_CACHE_LIMIT) sizeByKey.delete(sizeByKey.keys().next().value!);
    sizeByKey.set(key, bytes);
  }
  return bytes;
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<number>): Promise<number> {
  let total = 0;
  for (let start = 0; start < items.length; start += MEASURE_CONCURRENCY) {
    const sizes = await Promise.all(items.slice(start, start + MEASURE_CONCURRENCY).map(run));
    total += sizes.reduce((sum, size) => sum + size, 0);
  }
  return total;
}

/** The bytes of everything the member keeps in the media store. */
export async function usedBytes(ctx: StorageContext, userId: string): Promise<number> {
  const db = ctx.database.db;
  // Photos stored before sizes were recorded are measured now, once, and keep their size.
  await inBatches(await unmeasuredPhotos(db, userId), async (photo) => {
    const bytes = await measureImage(ctx.media, photo.url);
    await setPhotoBytes(db, photo.id, bytes);
    return bytes;
  });
  const [photoBytes, otherBytes] = await Promise.all([
    sumPhotoBytes(db, userId),
    otherImageUrls(db, userId).then((urls) => inBatches(urls, (url) => measureImage(ctx.media, url))),
  ]);
  return photoBytes + otherBytes;
}

export async function storageUsage(
  ctx: StorageContext,
  userId: string,
  limits: Pick<StorageLimits, 'quotaBytes'>,
): Promise<StorageUsage> {
  return { usedBytes: await usedBytes(ctx, userId), quotaBytes: limits.quotaBytes };
}

export const storageFull = (quotaBytes: number) =>
  new AppError(
    STORAGE_FULL,
    413,
    `Your photo storage is full (${formatStorage(quotaBytes)}). Delete some photos to add more.`,
  );

/** Refuses with 413 STORAGE_FULL when `adding` more bytes would take the member past the quota. */
export function requireRoom(used: number, adding: number, limits: Pick<StorageLimits, 'quotaBytes'>) {
  if (used + adding > limits.quotaBytes) throw storageFull(limits.quotaBytes);
}

/** The bytes a data URL's picture holds (its base64 decoded), without decoding it. */
const dataUrlBytes = (dataUrl: string) => {
  const comma = dataUrl.indexOf(',');
  return Math.floor(((dataUrl.length - comma - 1) * 3) / 4);
};

/**
 * Admits an upload of a picture that is not a photo (a cruise's cover, a profile picture or cover)
 * under the same quota and upload rate as photos: 413 STORAGE_FULL when the member's storage is
 * full, 429 UPLOAD_RATE_LIMITED when they upload too fast. Called before the picture is decoded;
 * without limits (tests of other things, scripts) everything is admitted.
 */
export async function admitPictureUpload(
  ctx: StorageContext,
  userId: string,
  dataUrl: string,
  limits: StorageLimits | undefined,
): Promise<void> {
  if (!limits) return;
  const bytes = dataUrlBytes(dataUrl);
  requireRoom(await usedBytes(ctx, userId), bytes, limits);
  await takeUploadAllowance(ctx, userId, bytes, limits);
}

/** "20 seconds", "a minute", "4 minutes". */
function waitOf(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** 429 UPLOAD_RATE_LIMITED; the route sends `retryAfterSeconds` as Retry-After too. */
export class UploadRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      UPLOAD_RATE_LIMITED,
      429,
      `You are uploading photos faster than we can take them. Please wait ${waitOf(retryAfterSeconds)} and try again.`,
      { retryAfterSeconds },
    );
  }
}

const bucketOf = (rate: UploadRate): Bucket => ({
  capacity: rate.burstBytes,
  refillPerSecond: rate.refillBytesPerMinute / 60,
});

/** What an upload of `bytes` costs: at least the minimum charge, at most a full bucket. */
export function chargeOf(bytes: number, rate: UploadRate): number {
  return Math.min(Math.max(bytes, rate.minChargeBytes), rate.burstBytes);
}

function rateLimited(available: number, charge: number, rate: UploadRate): UploadRateLimited {
  const seconds = Math.ceil(((charge - available) / rate.refillBytesPerMinute) * 60);
  return new UploadRateLimited(Math.max(1, seconds));
}

/**
 * Refuses with 429 when the member's bucket does not hold an upload of `bytes` now, without taking
 * anything (checked before the image is decoded; {@link takeUploadAllowance} takes it after).
 */
export async function checkUploadAllowance(
  ctx: StorageContext,
  userId: string,
  bytes: number,
  limits: StorageLimits,
): Promise<void> {
  const charge = chargeOf(bytes, limits.uploadRate);
  const available = await availableTokens(
    ctx.database.db,
    userId,
    bucketOf(limits.uploadRate),
    limits.now?.(),
  );
  if (available < charge) throw rateLimited(available, charge, limits.uploadRate);
}

/** Takes an upload of `bytes` from the member's bucket, or refuses with 429 (another upload won). */
export async function takeUploadAllowance(
  ctx: StorageContext,
  userId: string,
  bytes: number,
  limits: StorageLimits,
): Promise<void> {
  const charge = chargeOf(bytes, limits.uploadRate);
  const bucket = bucketOf(limits.uploadRate);
  const now = limits.now?.();
  if (await takeTokens(ctx.database.db, userId, charge, bucket, now)) return;
  throw rateLimited(await availableTokens(ctx.database.db, userId, bucket, now), charge, limits.uploadRate);
}
