/**
 * "Download my data" (`GET /api/export`): the caller's rows, each cruise read in a repeatable-read
 * transaction of its own so its records agree, then a zip streamed with yazl: README.txt, every
 * media file (one at a time from the media store, the next only once the previous has left
 * through the response), cruises.csv, and data.json last, written a cruise and a page of journal
 * at a time, which names only the media files that were found.
 */
import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import yazl from 'yazl';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportData } from '../../shared/schemas/data-export.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import type { MediaStore } from '../media/store.js';
import {
  accountWithoutMissing,
  buildAccount,
  buildCruises,
  type CruiseDraft,
  cruisesCsv,
  cruiseWithoutMissing,
  type MediaJob,
  presentEntry,
} from './export-data.js';
import {
  findCruiseContents,
  findCruisesOf,
  findEntriesByIds,
  findExportAccount,
} from './export-repository.js';

export interface DataExportContext {
  database: Database;
  media: MediaStore;
}

const READ_ONLY = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
/** Journal entries read, and written to data.json, on one turn of the event loop. */
const ENTRIES_PER_PAGE = 25;

/**
 * Everything the user owns but the journal's text; nothing secret is selected (no hashes,
 * answers, keys, sessions). Each cruise is read in one transaction of its own, so its records
 * agree with each other, with a turn of the event loop between cruises: a member with hundreds of
 * cruises never holds up anyone else.
 */
async function readOwned(db: Database['db'], userId: string, jobs: MediaJob[]) {
  const { user, cruiseRows } = await db.transaction(
    async (tx) => ({
      user: await findExportAccount(tx, userId),
      cruiseRows: await findCruisesOf(tx, userId),
    }),
    READ_ONLY,
  );
  if (!user) throw new AppError('USER_NOT_FOUND', 404, 'User not found');
  const account = buildAccount(user, jobs);
  const drafts: CruiseDraft[] = [];
  for (const row of cruiseRows) {
    const contents = await db.transaction((tx) => findCruiseContents(tx, [row.id]), READ_ONLY);
    drafts.push(...buildCruises({ cruiseRows: [row], ...contents }, jobs));
    await nextTurn();
  }
  return { account, drafts };
}

/**
 * data.json's text, a cruise and a page of its journal at a time. A journal entry deleted since
 * its id was read is left out, and a photo attached to it then says no entry.
 */
async function* dataJson(
  db: Database['db'],
  account: ExportData['account'],
  drafts: CruiseDraft[],
  missing: Set<string>,
): AsyncGenerator<string> {
  const head = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString() };
  yield `${JSON.stringify({ ...head, account: accountWithoutMissing(account, missing) }).slice(0, -1)},"cruises":[`;
  for (const [index, draft] of drafts.entries()) {
    const { journalEntries: _, photos, ...cruise } = cruiseWithoutMissing(draft.cruise, missing);
    yield `${index > 0 ? ',' : ''}${JSON.stringify(cruise).slice(0, -1)},"journalEntries":[`;
    const written = new Set<string>();
    for (let start = 0; start < draft.entryIds.length; start += ENTRIES_PER_PAGE) {
      const page = await findEntriesByIds(db, draft.entryIds.slice(start, start + ENTRIES_PER_PAGE));
      if (page.length > 0) {
        yield `${written.size > 0 ? ',' : ''}${page.map((entry) => JSON.stringify(presentEntry(entry))).join(',')}`;
        for (const entry of page) written.add(entry.id);
      }
      await nextTurn();
    }
    const attached = photos.map((photo) =>
      photo.journalEntryId && !written.has(photo.journalEntryId) ? { ...photo, journalEntryId: null } : photo,
    );
    yield `],"photos":${JSON.stringify(attached)}}`;
  }
  yield ']}';
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
  const db = ctx.database.db;
  const jobs: MediaJob[] = [];
  const { account, drafts } = await readOwned(db, userId, jobs);

  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  const mtime = new Date();
  let closed = false;
  const outputClosed = new Promise<void>((resolve) =>
    output.once('close', () => {
      closed = true;
      resolve();
    }),
  );

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
      await Promise.race([finished(entry), outputClosed]);
    }
    zip.addBuffer(Buffer.from(cruisesCsv(drafts, missing)), 'cruises.csv', { mtime });
    const data = Readable.from(dataJson(db, account, drafts, missing), { objectMode: false });
    zip.addReadStream(data, 'data.json', { mtime });
    zip.end();
    void outputClosed.then(() => data.destroy());
    await Promise.race([finished(data), outputClosed]);
  }
  produce().catch((error: unknown) => {
    log?.error({ err: error }, 'export failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
