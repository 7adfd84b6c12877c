/**
 * "Download my data" (`GET /api/export`): the caller's rows, read in one repeatable-read
 * transaction so the copy is consistent, then a zip streamed with yazl: README.txt, cruises.csv,
 * every media file (one at a time from the media store, the next only once the previous has left
 * through the response), and data.json last, which names only the media files that were found.
 */
import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../shared/schemas/data-export.js';
import type { Database, DbOrTx } from '../db/client.js';
import { AppError } from '../errors.js';
import type { MediaStore } from '../media/store.js';
import { buildData, cruisesCsv, type MediaJob, type Rows, withoutMissing } from './export-data.js';
import { findCruiseContents, findCruisesOf, findExportAccount } from './export-repository.js';

export interface DataExportContext {
  database: Database;
  media: MediaStore;
}

/** Reads everything the user owns; nothing secret is selected (no hashes, answers, keys, sessions). */
async function readOwnedRows(db: DbOrTx, userId: string): Promise<Rows> {
  const user = await findExportAccount(db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND', 404, 'User not found');
  const cruiseRows = await findCruisesOf(db, userId);
  const ids = cruiseRows.map((c) => c.id);
  if (ids.length === 0) {
    return {
      user,
      cruiseRows,
      days: [],
      lists: [],
      listItems: [],
      packs: [],
      packItems: [],
      trips: [],
      entries: [],
      pics: [],
    };
  }
  return { user, cruiseRows, ...(await findCruiseContents(db, ids)) };
}

export const EXPORT_README = `Cruise Companion: your data
============================

This zip is everything your account holds, as written by "Download my data".

  data.json    your account (without password, security answers or sessions) and every
               cruise with its itinerary days, checklists, packing lists, excursions,
               journal entries and photo records; format "${EXPORT_FORMAT}", version ${EXPORT_VERSION}.
               Pictures are named by their path in this zip ("file": "media/...").
  cruises.csv  one row per cruise, for spreadsheets.
  media/       your photos and their thumbnails, cruise covers, profile picture and cover.

To bring it back, use "Import data" on the Edit profile page of any Cruise Companion: it adds
what is missing to that account and leaves what is already there as it is.
The format is described in docs/data-export.md of the Cruise Companion source.
`;

/** The download's file name: cruise-companion-export-YYYY-MM-DD.zip (UTC date). */
export const exportFileName = (now = new Date()) =>
  `cruise-companion-export-${now.toISOString().slice(0, 10)}.zip`;

/**
 * The caller's export as a zip stream. The rows are read before this returns (a missing user
 * is an error, not a broken download); the media follow as the response consumes the stream.
 */
export async function exportUserData(
  ctx: DataExportContext,
  userId: string,
  log?: { error(obj: unknown, msg: string): void },
): Promise<Readable> {
  const rows = await ctx.database.db.transaction((tx) => readOwnedRows(tx, userId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const jobs: MediaJob[] = [];
  const data = buildData(rows, jobs);

  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  const mtime = new Date();
  let closed = false;
  output.on('close', () => {
    closed = true;
  });

  async function produce() {
    zip.addBuffer(Buffer.from(EXPORT_README), 'README.txt', { mtime });
    const missing = new Set<string>();
    for (const job of jobs) {
      if (closed) return;
      const object = await ctx.media.get(job.key);
      if (!object) {
        missing.add(job.path);
        continue;
      }
      // Stored images are JPEGs already: no point in deflating them again.
      const entry = Readable.from([object.bytes]);
      zip.addReadStream(entry, job.path, { mtime, compress: false });
      await Promise.race([finished(entry), new Promise((resolve) => output.once('close', resolve))]);
    }
    const final = withoutMissing(data, missing);
    zip.addBuffer(Buffer.from(cruisesCsv(final)), 'cruises.csv', { mtime });
    zip.addBuffer(Buffer.from(JSON.stringify(final, null, 2)), 'data.json', { mtime });
    zip.end();
  }
  produce().catch((error: unknown) => {
    log?.error({ err: error }, 'export failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
