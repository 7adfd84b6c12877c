/**
 * The private calendar feed (issue 13). The token is the capability, like a share link: 24 random
 * bytes (192 bits) in base64url, never derived from the user id, stored as it is so the owner can
 * be shown the URL again. Turning the feed off deletes the row; the next request makes a new token.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { CalendarFeed } from '../../shared/schemas/calendar.js';
import { type CruiseContext, requireOwnedCruise } from '../cruises/service.js';
import { AppError } from '../errors.js';
import { calendarFrame, eventTexts, timezonesText, zonesOf } from './feed.js';
import {
  deleteFeedOf,
  findFeedOf,
  findFeedOwner,
  insertFeedIfAbsent,
  listCruisesOfUser,
  listDaysOf,
  listExcursionsOf,
} from './repository.js';

export interface CalendarContext extends CruiseContext {
  /** Where the app is reached from outside (config.publicUrl): feed URLs are absolute. */
  publicUrl: string;
}

const TOKEN_BYTES = 24;
/** The shape of every token we make: 24 bytes in base64url are 32 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

const feedGone = () =>
  new AppError('CALENDAR_FEED_NOT_FOUND', 404, 'This calendar link is no longer active.');

const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

export const feedUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`;

/** The user's feed URL, made on first use; the same URL until it is turned off. */
export async function getFeed(ctx: CalendarContext, userId: string): Promise<CalendarFeed> {
  const db = ctx.database.db;
  let row = await findFeedOf(db, userId);
  if (!row) {
    await insertFeedIfAbsent(db, userId, newToken());
    row = await findFeedOf(db, userId);
  }
  if (!row) throw feedGone();
  return { url: feedUrlOf(ctx.publicUrl, row.token) };
}

/** Turns the feed off; a user without one answers the same (a replayed request is no error). */
export async function revokeFeed(ctx: CalendarContext, userId: string): Promise<void> {
  await deleteFeedOf(ctx.database.db, userId);
}

/** Cruises whose days and excursions are read at once: a few, as each may hold a year of days. */
const CRUISES_PER_READ = 2;

/**
 * A calendar's text, streamed: the cruises are read a few at a time and their events written a
 * slice at a time, so a member with hundreds of cruises never holds up anyone else's request.
 * The owner is checked before the first byte (an unknown token is a 404, not a broken stream).
 */
async function calendarOf(
  ctx: CalendarContext,
  userId: string,
  name: string,
  cruiseId?: string,
): Promise<Readable> {
  const db = ctx.database.db;
  const cruises = await listCruisesOfUser(db, userId, cruiseId);
  const { publicUrl } = ctx;
  async function* text() {
    const frame = calendarFrame(name);
    const zones = new Set<string>();
    yield frame.head;
    for (let start = 0; start < cruises.length; start += CRUISES_PER_READ) {
      const batch = cruises.slice(start, start + CRUISES_PER_READ);
      const ids = batch.map((cruise) => cruise.id);
      const [days, excursions] = await Promise.all([listDaysOf(db, ids), listExcursionsOf(db, ids)]);
      for (const zone of zonesOf([...days.map((day) => day.portName), ...excursions.map((e) => e.portName)]))
        zones.add(zone);
      yield* eventTexts({ name, publicUrl, cruises: batch, days, excursions });
    }
    yield timezonesText(zones);
    yield frame.tail;
  }
  return Readable.from(text(), { objectMode: false });
}

/** The feed behind a token: every cruise of its owner. Malformed, unknown or revoked: 404. */
export async function feedCalendar(ctx: CalendarContext, token: string): Promise<Readable> {
  if (!TOKEN_SHAPE.test(token)) throw feedGone();
  const owner = await findFeedOwner(ctx.database.db, token);
  if (!owner) throw feedGone();
  const name = owner.firstName
    ? `Cruise Companion — ${owner.firstName}’s cruises`
    : 'Cruise Companion — my cruises';
  return calendarOf(ctx, owner.userId, name);
}

/** One cruise as a calendar file, for its owner only (anyone else: the cruise's 404). */
export async function cruiseCalendar(
  ctx: CalendarContext,
  userId: string,
  cruiseId: string,
): Promise<{ filename: string; body: Readable }> {
  const cruise = await requireOwnedCruise(ctx, userId, cruiseId);
  const title = cruise.tripName || cruise.primaryDestination;
  const body = await calendarOf(ctx, userId, `Cruise Companion — ${title}`, cruiseId);
  return { filename: `${safeFileName(title)}.ics`, body };
}

/** A file name from a trip name: letters, digits, dashes and underscores only, at most 60. */
export function safeFileName(title: string): string {
  const name = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return name || 'cruise';
}
