/** Pieces the photo tests share: real images made with sharp, journal entries, stored files. */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../db/client.js';

/** A real PNG or JPEG of the given size, as the data URL a browser would send. */
export async function imageDataUrl(format: 'png' | 'jpeg', width: number, height: number) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 160 } } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/** How many files the file store holds in DATA_DIR/media (temporary names excluded). */
export async function mediaFileCount(dataDir: string): Promise<number> {
  try {
    return (await readdir(path.join(dataDir, 'media'))).filter((name) => !name.startsWith('.')).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** A journal entry of a cruise, written directly (the journal API is another part of the issue). */
export async function journalEntryOf(database: Database, cruiseId: string): Promise<string> {
  const id = randomUUID();
  await database.query(
    `insert into journal_entries (id, cruise_id, content, entry_date) values ($1, $2, 'A day at sea', '2027-07-11')`,
    [id, cruiseId],
  );
  return id;
}

/** A photo row as the photos API would store it (for suites that test what links to photos, not the upload). */
export async function storedPhotoOf(
  database: Database,
  cruiseId: string,
  caption: string | null = null,
  thumbnail = true,
): Promise<string> {
  const id = randomUUID();
  await database.query(
    `insert into photos (id, cruise_id, filename, url, thumbnail_url, caption, width, height)
     values ($1, $2, 'photo.jpg', $3, $4, $5, 1600, 1200)`,
    [id, cruiseId, `/media/${id}.jpg`, thumbnail ? `/media/${id}-thumb.jpg` : null, caption],
  );
  return id;
}

/** Each photo of a cruise with the journal entry it is attached to. */
export const photoLinksOf = (database: Database, cruiseId: string) =>
  database.query('select id, journal_entry_id, updated_at from photos where cruise_id = $1 order by id', [
    cruiseId,
  ]);

/** The journal entry a photo is attached to, or null. */
export async function entryOfPhotoIn(database: Database, photoId: string) {
  const rows = await database.query<{ journal_entry_id: string | null }>(
    'select journal_entry_id from photos where id = $1',
    [photoId],
  );
  return rows[0]?.journal_entry_id;
}
