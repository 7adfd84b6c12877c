/**
 * Seeds a migrated database (with its ship catalogue loaded) with the demo data: refuses when demo
 * travellers are there already (unless `reset`), hashes the demo password once, draws a few
 * pictures once, writes each photo's files under keys of its own (as an upload would: deleting one
 * photo never removes another's file), then inserts every row in one transaction. When anything
 * fails, the files written so far are removed and the database is as it was.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createPasswordHasher } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { MEDIA_URL_PREFIX, removeImage } from '../media/images.js';
import type { MediaStore } from '../media/store.js';
import { PORTS_FILE } from '../ports/gazetteer.js';
import { makeDemoImages } from './demo-images.js';
import {
  countUsersWithEmailDomain,
  deleteUsersWithEmailDomain,
  insertDemoRows,
  listSailingShips,
  photoUrlsOfEmailDomain,
} from './repository.js';
import {
  countRows,
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  type DemoData,
  type DemoPort,
  generateDemoData,
} from './seed-demo.js';

/** How many different pictures the photos share. */
const IMAGE_COUNT = 8;
/** Files written at once: the file store syncs each one, so many in flight keep the disk busy. */
const WRITE_CONCURRENCY = 48;

/** A refusal worded as the one line the operator needs; nothing was changed. */
export class DemoSeedRefusedError extends Error {
  override name = 'DemoSeedRefusedError';
}

export interface SeedDemoOptions {
  database: Database;
  media: MediaStore;
  seed: number;
  travellers: number;
  /** `YYYY-MM-DD`; defaults to today (UTC). */
  today?: string;
  /** Remove the demo travellers already there (and their photos' files) first. */
  reset?: boolean;
}

export interface SeedDemoResult {
  counts: Record<keyof DemoData, number>;
  files: number;
  removedTravellers: number;
}

export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { database, media } = options;
  const db = database.db;
  const existing = await countUsersWithEmailDomain(db, DEMO_EMAIL_DOMAIN);
  if (existing > 0 && !options.reset) {
    throw new DemoSeedRefusedError(
      `This database already holds ${existing} demo travellers (@${DEMO_EMAIL_DOMAIN}); nothing was changed. Run with --reset to replace them.`,
    );
  }
  const ships = await listSailingShips(db);
  if (ships.length === 0)
    throw new DemoSeedRefusedError('The ship catalogue is empty: start the app once first.');
  const ports = JSON.parse(readFileSync(PORTS_FILE, 'utf8')) as DemoPort[];

  const [passwordHash, images] = await Promise.all([
    createPasswordHasher().hash(DEMO_PASSWORD),
    makeDemoImages(IMAGE_COUNT),
  ]);
  const data = generateDemoData({
    seed: options.seed,
    travellers: options.travellers,
    today: options.today ?? new Date().toISOString().slice(0, 10),
    passwordHash,
    ships,
    ports,
    imageCount: IMAGE_COUNT,
  });

  // Keys as ingestImage makes them: 144 random bits, never derived from the seed (a key is the
  // only thing between a visitor and a private photo).
  const photoRows = data.photos.map(({ image, ...photo }) => {
    const key = `${randomBytes(18).toString('base64url')}.jpg`;
    const thumbKey = key.replace(/\.jpg$/, '-thumb.jpg');
    const picture = images[image]!;
    return {
      row: {
        ...photo,
        url: MEDIA_URL_PREFIX + key,
        thumbnailUrl: MEDIA_URL_PREFIX + thumbKey,
        mediaKey: key,
        width: picture.width,
        height: picture.height,
      },
      files: [
        { key, bytes: picture.image },
        { key: thumbKey, bytes: picture.thumbnail },
      ],
    };
  });
  const files = photoRows.flatMap((photo) => photo.files);
  const shares = data.shares.map((share) => ({ ...share, token: randomBytes(24).toString('base64url') }));

  const written: string[] = [];
  let removedTravellers = 0;
  let oldPhotoUrls: string[] = [];
  try {
    await runPool(files, WRITE_CONCURRENCY, async (file) => {
      await media.put(file.key, file.bytes, 'image/jpeg');
      written.push(file.key);
    });
    await db.transaction(async (tx) => {
      if (options.reset) {
        oldPhotoUrls = await photoUrlsOfEmailDomain(tx, DEMO_EMAIL_DOMAIN);
        removedTravellers = await deleteUsersWithEmailDomain(tx, DEMO_EMAIL_DOMAIN);
      }
      await insertDemoRows(tx, { ...data, photos: photoRows.map((photo) => photo.row), shares });
    });
  } catch (error) {
    await runPool(written, WRITE_CONCURRENCY, (key) => media.delete(key).catch(() => {}));
    throw error;
  }
  // The old demo photos' rows are gone: now their files.
  await runPool(oldPhotoUrls, WRITE_CONCURRENCY, (url) => removeImage(media, url).catch(() => {}));
  return { counts: countRows(data), files: files.length, removedTravellers };
}

/** Runs `task` over every item with at most `limit` in flight. */
async function runPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
