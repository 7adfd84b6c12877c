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
