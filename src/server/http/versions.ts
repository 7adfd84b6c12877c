/**
 * Versioned updates (issue 11, conflicts): a PUT may say which version of a record it was based
 * on, as the body's `updatedAt` and/or an `If-Match` header carrying the same value. A record
 * changed since (on another device) is not overwritten: the answer is 409 `<KIND>_CHANGED` with
 * the record as it is now. Without a version an update applies as it always did.
 *
 * Every versioned route goes through {@link updateVersioned}: the caller's row is locked, checked
 * and written in one transaction, so two updates from the same base never both succeed.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.js';
import { AppError } from '../errors.js';

/** A parsed If-Match: `'*'` (any existing record) or the version it names, in ms since the epoch. */
export type IfMatch = '*' | number;

/** What an update says it was based on; both absent means "whatever the record is now". */
export interface BasedOn {
  /** The body's `updatedAt` (already validated as an ISO 8601 date-time with an offset). */
  updatedAt?: string | undefined;
  ifMatch?: IfMatch | undefined;
}

export const IF_MATCH_MESSAGE = "If-Match must be the record's updatedAt";

const VersionTextSchema = z.iso.datetime({ offset: true });

const badIfMatch = () =>
  new AppError('VALIDATION_FAILED', 400, IF_MATCH_MESSAGE, {
    issues: [{ path: 'If-Match', message: IF_MATCH_MESSAGE }],
  });

/**
 * Reads an If-Match header: absent → undefined; `*` → `'*'`; the record's updatedAt, bare or as an
 * entity tag (`"…"`, `W/"…"`) → its milliseconds. Anything else (a list of tags, an empty value, a
 * date without its offset) is a 400, so a client bug never passes for "no version".
 */
export function parseIfMatch(header: string | string[] | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header) && header.length !== 1) throw badIfMatch();
  let value = (Array.isArray(header) ? header[0]! : header).trim();
  if (value === '*') return '*';
  if (value.startsWith('W/')) value = value.slice(2);
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (!VersionTextSchema.safeParse(value).success) throw badIfMatch();
  return Date.parse(value);
}

/** The request's If-Match, parsed (a route passes it on to its service). */
export const ifMatchOf = (request: FastifyRequest) => parseIfMatch(request.headers['if-match']);

/**
 * True when the record moved on from a version the update names. Compared at millisecond
 * precision, the precision the API presents `updatedAt` in; when both the body and If-Match name a
 * version, either one differing is enough.
 */
export function isStale(updatedAt: Date, basedOn: BasedOn): boolean {
  const current = updatedAt.getTime();
  const named = [
    basedOn.updatedAt === undefined ? undefined : Date.parse(basedOn.updatedAt),
    basedOn.ifMatch === '*' ? undefined : basedOn.ifMatch,
  ];
  return named.some((version) => version !== undefined && version !== current);
}

/**
 * The updatedAt of a new version: now, but always at least a millisecond after the previous one,
 * so two writes within a millisecond (or a clock set back) still give two versions a client can
 * tell apart.
 */
export function nextUpdatedAt(previous: Date, now = new Date()): Date {
  return new Date(Math.max(now.getTime(), previous.getTime() + 1));
}

/** How a kind of record names itself in its 409: `DAY_CHANGED`, "itinerary day". */
export interface RecordKind {
  code: string;
  thing: string;
}

/** The 409 of a stale update, carrying the record as its GET presents it. */
export const recordChanged = (kind: RecordKind, current: unknown) =>
  new AppError(kind.code, 409, `This ${kind.thing} was changed elsewhere. Review the latest version.`, {
    current,
  });

/** The steps of one versioned update; `Row` is the stored row, `Result` what the write gives back. */
export interface VersionedUpdate<Row extends { updatedAt: Date }, Result> {
  basedOn: BasedOn;
  kind: RecordKind;
  /**
   * The caller's record, locked until the transaction ends (`for update` / `for no key update`,
   * through its owner); undefined when it is missing or someone else's.
   */
  lock: (tx: DbOrTx) => Promise<Row | undefined>;
  notFound: () => AppError;
  /**
   * The write, inside the transaction (use `tx`, never the top-level database), with the locked
   * row and the updatedAt to store. Undefined when the row is gone after all: 404.
   */
  write: (tx: DbOrTx, current: Row, updatedAt: Date) => Promise<Result | undefined>;
  /** The record as the API presents it, for the 409; runs after the transaction, on the database. */
  present: (current: Row) => unknown;
}

/**
 * Runs an update the versioned way: lock the caller's row (404 when there is none, before any
 * version is compared, so a stranger learns nothing), compare the version it was based on (409
 * with the current record when stale, nothing written), then write with a new updatedAt, all in
 * one transaction. A concurrent update of the same row waits for the lock and then sees the new
 * version.
 */
export async function updateVersioned<Row extends { updatedAt: Date }, Result>(
  db: Db,
  update: VersionedUpdate<Row, Result>,
): Promise<Result> {
  type Outcome = { isStale: true; current: Row } | { isStale: false; written: Result };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const current = await update.lock(tx);
    if (!current) throw update.notFound();
    if (isStale(current.updatedAt, update.basedOn)) return { isStale: true, current };
    const written = await update.write(tx, current, nextUpdatedAt(current.updatedAt));
    if (written === undefined) throw update.notFound();
    return { isStale: false, written };
  });
  if (outcome.isStale) throw recordChanged(update.kind, await update.present(outcome.current));
  return outcome.written;
}
