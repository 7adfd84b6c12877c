/**
 * Excursions of a cruise (SPEC.md section 7): shore excursions, onboard activities and specialty
 * dining. Every call goes through the cruise's owner; an excursion that ends after the ship's
 * all-aboard time that day (from the itinerary) says so.
 */
import { LIMIT_MESSAGES, RECORD_LIMITS } from '../../shared/limits.js';
import {
  type CreateExcursionInput,
  CreateExcursionSchema,
  type Excursion,
  type UpdateExcursionInput,
  UpdateExcursionSchema,
} from '../../shared/schemas/excursions.js';
import { type CruiseContext, requireOwnedCruise } from '../cruises/service.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError, idTaken, requireFewerThan } from '../errors.js';
import { type IfMatch, type RecordKind, updateVersioned } from '../http/versions.js';
import { allAboardByDate } from '../itinerary/service.js';
import {
  countExcursionsOf,
  deleteExcursion,
  type ExcursionRow,
  findExcursionOwner,
  findOwnedExcursion,
  insertExcursion,
  listExcursionsOf,
  lockOwnedExcursion,
  updateExcursion,
} from './repository.js';

const excursionNotFound = () => new AppError('EXCURSION_NOT_FOUND', 404, 'Excursion not found');

/** "HH:MM" times compare as text; an all-aboard time in another format is not compared. */
const isClock = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{2}:\d{2}$/.test(value));

function presentExcursion(row: ExcursionRow, allAboard: Map<string, string>): Excursion {
  const deadline = row.date ? allAboard.get(row.date) : undefined;
  return {
    id: row.id,
    cruiseId: row.cruiseId,
    name: row.name,
    type: row.type as Excursion['type'],
    portName: row.portName,
    date: row.date,
    time: row.time,
    endTime: row.endTime,
    bookingReference: row.bookingReference,
    notes: row.notes,
    endsAfterAllAboard: isClock(deadline) && isClock(row.endTime) && row.endTime > deadline ? deadline : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listExcursions(ctx: CruiseContext, userId: string, cruiseId: string) {
  const cruise = await requireOwnedCruise(ctx, userId, cruiseId);
  const [rows, allAboard] = await Promise.all([
    listExcursionsOf(ctx.database.db, cruiseId),
    allAboardByDate(ctx, cruise),
  ]);
  return rows.map((row) => presentExcursion(row, allAboard));
}

async function present(ctx: CruiseContext, userId: string, row: ExcursionRow) {
  const cruise = await requireOwnedCruise(ctx, userId, row.cruiseId);
  return presentExcursion(row, await allAboardByDate(ctx, cruise));
}

/** Adds an excursion; with a client-made id a retry answers with the one the first call made. */
export async function addExcursion(
  ctx: CruiseContext,
  userId: string,
  cruiseId: string,
  input: CreateExcursionInput,
): Promise<{ excursion: Excursion; isNew: boolean }> {
  const { id, ...fields } = CreateExcursionSchema.parse(input);
  await requireOwnedCruise(ctx, userId, cruiseId);
  const db = ctx.database.db;
  if (id) {
    const owner = await findExcursionOwner(db, id);
    if (owner?.userId === userId && owner.cruiseId === cruiseId) {
      return {
        excursion: await present(ctx, userId, (await findOwnedExcursion(db, userId, id))!),
        isNew: false,
      };
    }
    if (owner) throw idTaken();
  }
  requireFewerThan(
    await countExcursionsOf(db, cruiseId),
    RECORD_LIMITS.excursionsPerCruise,
    LIMIT_MESSAGES.excursions,
  );
  try {
    const row = await insertExcursion(db, {
      ...fields,
      ...(id ? { id } : {}),
      cruiseId,
      type: fields.type ?? 'shore_excursion',
    });
    return { excursion: await present(ctx, userId, row), isNew: true };
  } catch (error) {
    if (id && isUniqueViolation(error)) return addExcursion(ctx, userId, cruiseId, input);
    throw error;
  }
}

const EXCURSION: RecordKind = { code: 'EXCURSION_CHANGED', thing: 'excursion' };

/**
 * Changes the fields given. Based on a version that is no longer the excursion's, it answers 409
 * `EXCURSION_CHANGED` with the current excursion.
 */
export async function editExcursion(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdateExcursionInput,
  ifMatch?: IfMatch,
) {
  const { updatedAt: basedOn, ...fields } = UpdateExcursionSchema.parse(input);
  const row = await updateVersioned(ctx.database.db, {
    basedOn: { updatedAt: basedOn, ifMatch },
    kind: EXCURSION,
    lock: (tx) => lockOwnedExcursion(tx, userId, id),
    notFound: excursionNotFound,
    present: (current) => present(ctx, userId, current),
    write: (tx, _current, updatedAt) => updateExcursion(tx, id, { ...fields, updatedAt }),
  });
  return present(ctx, userId, row);
}

export async function removeExcursion(ctx: CruiseContext, userId: string, id: string) {
  if (!(await findOwnedExcursion(ctx.database.db, userId, id))) throw excursionNotFound();
  await deleteExcursion(ctx.database.db, id);
}
