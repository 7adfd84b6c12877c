/**
 * Share links of cruises ("follow our cruise", issue 12). The owner makes one through
 * `requireOwnedCruise`; the token is the capability itself: 24 random bytes (192 bits) in base64url,
 * never derived from any id. Making a link again replaces the token, so the old link dies; turning
 * it off deletes the row. A visitor's view is built from explicit columns only (SharedCruiseSchema).
 */
import { randomBytes } from 'node:crypto';
import {
  type CreateShareInput,
  type Share,
  type SharedCruise,
  SharedCruiseSchema,
  type SharedJournalEntry,
  SharedJournalEntrySchema,
} from '../../shared/schemas/shares.js';
import { type CruiseContext, requireOwnedCruise } from '../cruises/service.js';
import { AppError } from '../errors.js';
import { type JsonStream, jsonObjectStream } from '../http/json-stream.js';
import { listDays } from '../itinerary/repository.js';
import { presentDay } from '../itinerary/service.js';
import { journalPages } from '../journal/service.js';
import { sharedMediaUrl } from '../media/access.js';
import { listPhotosOf } from '../photos/repository.js';
import { deleteShare, findSharedCruise, findShareOf, replaceShare, type ShareRow } from './repository.js';

export interface ShareContext extends CruiseContext {
  /** Where the app is reached from outside (config.publicUrl): share URLs are absolute. */
  publicUrl: string;
}

const TOKEN_BYTES = 24;
/** The shape of every token we make: 24 bytes in base64url are 32 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

const notShared = () => new AppError('SHARE_NOT_FOUND', 404, 'This cruise is not shared.');
const linkGone = () => new AppError('SHARE_LINK_NOT_FOUND', 404, 'This link is no longer shared.');

/** True when the string could be one of our tokens: checked before any query. */
export const isTokenShaped = (token: string) => TOKEN_SHAPE.test(token);

const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

export const shareUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/share/${token}`;

function presentShare(ctx: ShareContext, row: ShareRow): Share {
  return {
    token: row.token,
    url: shareUrlOf(ctx.publicUrl, row.token),
    includePhotos: row.includePhotos,
    includeJournal: row.includeJournal,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Makes the cruise's link, always with a new token (a link sent too widely is undone by this). */
export async function createShare(
  ctx: ShareContext,
  userId: string,
  cruiseId: string,
  input: CreateShareInput,
): Promise<Share> {
  await requireOwnedCruise(ctx, userId, cruiseId);
  const row = await replaceShare(ctx.database.db, {
    cruiseId,
    token: newToken(),
    includePhotos: input.includePhotos ?? false,
    includeJournal: input.includeJournal ?? false,
  });
  return presentShare(ctx, row);
}

export async function getShare(ctx: ShareContext, userId: string, cruiseId: string): Promise<Share> {
  await requireOwnedCruise(ctx, userId, cruiseId);
  const row = await findShareOf(ctx.database.db, cruiseId);
  if (!row) throw notShared();
  return presentShare(ctx, row);
}

/** Turns the link off; a cruise without one answers the same (a replayed request is no error). */
export async function removeShare(ctx: ShareContext, userId: string, cruiseId: string): Promise<void> {
  await requireOwnedCruise(ctx, userId, cruiseId);
  await deleteShare(ctx.database.db, cruiseId);
}

/** The shared cruise's row, or undefined for a malformed, unknown or revoked token. */
export async function findSharedCruiseByToken(ctx: Pick<CruiseContext, 'database'>, token: string) {
  if (!isTokenShaped(token)) return undefined;
  return findSharedCruise(ctx.database.db, token);
}

/** What anyone holding the link sees; its journal (the large part) streamed a page at a time. */
export async function viewSharedCruise(
  ctx: CruiseContext,
  token: string,
): Promise<SharedCruise | JsonStream<SharedCruise>> {
  const row = await findSharedCruiseByToken(ctx, token);
  if (!row) throw linkGone();
  const db = ctx.database.db;
  const [days, photos] = await Promise.all([
    listDays(db, row.cruiseId),
    row.includePhotos ? listPhotosOf(db, row.cruiseId) : undefined,
  ]);
  const view: SharedCruise = {
    cruise: {
      tripName: row.tripName,
      cruiseLine: row.cruiseLine,
      shipName: row.shipName,
      sailDate: row.sailDate,
      returnDate: row.returnDate,
      primaryDestination: row.primaryDestination,
      departurePort: row.departurePort,
      coverPhotoUrl: sharedMediaUrl(row.coverPhotoUrl, token),
      isCompleted: row.isCompleted,
    },
    itinerary: days.map(presentDay),
    owner: { firstName: row.ownerFirstName, profileImageUrl: row.ownerProfileImageUrl },
  };
  if (photos) {
    // Each picture's address carries the link's token: it is how the holder may read it.
    view.photos = photos.map((photo) => ({
      url: sharedMediaUrl(photo.url, token),
      thumbnailUrl: sharedMediaUrl(photo.thumbnailUrl ?? photo.url, token),
      caption: photo.caption,
      dayNumber: photo.dayNumber,
      portName: photo.portName,
    }));
  }
  if (!row.includeJournal) return view;
  const withPhotos = row.includePhotos;
  async function* journal(): AsyncGenerator<SharedJournalEntry[]> {
    for await (const page of journalPages(db, row!.cruiseId, { photos: withPhotos })) {
      yield page.map(({ row: entry, photos: attached }) => ({
        title: entry.title,
        content: entry.content,
        entryDate: entry.entryDate,
        dayNumber: entry.dayNumber,
        portName: entry.portName,
        ...(withPhotos && {
          photos: attached.map((photo) => ({
            url: sharedMediaUrl(photo.url, token),
            thumbnailUrl: sharedMediaUrl(photo.thumbnailUrl ?? photo.url, token),
            caption: photo.caption,
          })),
        }),
      }));
    }
  }
  return jsonObjectStream<SharedCruise, 'journal', typeof SharedJournalEntrySchema>(
    { schema: SharedCruiseSchema.omit({ journal: true }), value: view },
    'journal',
    SharedJournalEntrySchema,
    journal(),
  );
}
