/**
 * Itinerary days (SPEC.md section 7, cruise children) with cruise-native kinds: a port day
 * (docked or tendered, with an all-aboard time), a sea day or scenic cruising. Every call goes
 * through the cruise's owner (`requireOwnedCruise`).
 */

import { dayKindOf } from '../../shared/itinerary-days.js';
import { readItinerary } from '../../shared/itinerary-reader/read.js';
import { LIMIT_MESSAGES, RECORD_LIMITS } from '../../shared/limits.js';
import {
  type CreateDayInput,
  CreateDaySchema,
  type ImportItineraryInput,
  ImportItinerarySchema,
  type ItineraryDay,
  type ReadItineraryAnswer,
  type ReadItineraryInput,
  ReadItinerarySchema,
  type UpdateDay,
  type UpdateDayInput,
  UpdateDaySchema,
} from '../../shared/schemas/itinerary.js';
import { type CruiseContext, cruiseNotFound, requireOwnedCruise } from '../cruises/service.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError, idTaken, requireFewerThan } from '../errors.js';
import { type IfMatch, type RecordKind, updateVersioned } from '../http/versions.js';
import { findPort, gazetteerIndex } from '../ports/gazetteer.js';
import {
  countDaysOf,
  type DayRow,
  deleteDay,
  deleteDaysOf,
  findDayOwner,
  findDayOwners,
  findOwnedDay,
  insertDays,
  listDays,
  lockCruiseForDays,
  lockOwnedDay,
  type NewDayRow,
  updateDay,
} from './repository.js';

const dayNotFound = () => new AppError('ITINERARY_ITEM_NOT_FOUND', 404, 'Itinerary item not found');
const SEA_LABELS = { sea: 'At Sea', scenic: 'Scenic cruising' } as const;

/**
 * A pasted itinerary read into days (the same reader the browser's preview runs), each port
 * named as the gazetteer knows it, with its country and time zone. Nothing is saved.
 */
export function readPastedItinerary(input: ReadItineraryInput): ReadItineraryAnswer {
  const { text, sailDate } = ReadItinerarySchema.parse(input);
  const { days, unplaced } = readItinerary(text, { sailDate: sailDate ?? null, ports: gazetteerIndex() });
  return { days: days.map(({ overnight: _overnight, ...day }) => day), unplaced };
}

export function presentDay(row: DayRow): ItineraryDay {
  const kind = row.kind as ItineraryDay['kind'];
  return {
    id: row.id,
    cruiseId: row.cruiseId,
    dayNumber: row.dayNumber,
    portName: row.portName,
    kind,
    portCall: (row.portCall as ItineraryDay['portCall']) ?? null,
    arrivalTime: row.arrivalTime,
    departureTime: row.departureTime,
    allAboardTime: row.allAboardTime,
    notes: row.notes,
    countryCode: kind === 'port' ? (findPort(row.portName)?.country ?? null) : null,
    timeZone: kind === 'port' ? (findPort(row.portName)?.timeZone ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface DayFields {
  dayNumber: number;
  portName?: string | null | undefined;
  kind?: ItineraryDay['kind'] | undefined;
  portCall?: ItineraryDay['portCall'] | undefined;
  arrivalTime?: string | null | undefined;
  departureTime?: string | null | undefined;
  allAboardTime?: string | null | undefined;
  notes?: string | null | undefined;
}

/** The row of a day: the kind inferred from the name when not given ("At Sea" is a sea day). */
function rowOf(cruiseId: string, day: DayFields): Omit<NewDayRow, 'id'> {
  const kind = day.kind ?? (day.portName ? dayKindOf(day.portName) : 'port');
  const isPort = kind === 'port';
  return {
    cruiseId,
    dayNumber: day.dayNumber,
    kind,
    portName: day.portName || SEA_LABELS[kind as 'sea' | 'scenic'] || '',
    portCall: isPort ? (day.portCall ?? null) : null,
    arrivalTime: isPort ? (day.arrivalTime ?? null) : null,
    departureTime: isPort ? (day.departureTime ?? null) : null,
    allAboardTime: isPort ? (day.allAboardTime ?? null) : null,
    notes: day.notes ?? null,
  };
}

export async function listItinerary(ctx: CruiseContext, userId: string, cruiseId: string) {
  await requireOwnedCruise(ctx, userId, cruiseId);
  return (await listDays(ctx.database.db, cruiseId)).map(presentDay);
}

/** Adds one day; with a client-made id a retry answers with the day the first call made. */
const DAY_LIMIT = RECORD_LIMITS.itineraryDaysPerCruise;

export async function addDay(
  ctx: CruiseContext,
  userId: string,
  cruiseId: string,
  input: CreateDayInput,
): Promise<{ day: ItineraryDay; isNew: boolean }> {
  const parsed = CreateDaySchema.parse(input);
  await requireOwnedCruise(ctx, userId, cruiseId);
  const db = ctx.database.db;
  if (parsed.id) {
    const owner = await findDayOwner(db, parsed.id);
    if (owner?.userId === userId && owner.cruiseId === cruiseId) {
      return { day: presentDay((await findOwnedDay(db, userId, parsed.id))!), isNew: false };
    }
    if (owner) throw idTaken();
  }
  requireFewerThan(await countDaysOf(db, cruiseId), DAY_LIMIT, LIMIT_MESSAGES.itineraryDays);
  try {
    const [row] = await insertDays(db, [
      {
        ...rowOf(cruiseId, { ...parsed, notes: parsed.notes ?? parsed.activities }),
        ...(parsed.id ? { id: parsed.id } : {}),
      },
    ]);
    return { day: presentDay(row!), isNew: true };
  } catch (error) {
    if (parsed.id && isUniqueViolation(error)) return addDay(ctx, userId, cruiseId, input);
    throw error;
  }
}

/**
 * A pasted itinerary, saved in one transaction: every day or none. Replaces the old days by
 * default (`replace: false` adds to them). Days may carry client-made ids: then the import is made
 * once. If one of its ids is already a day of this cruise, the import was made (all or nothing),
 * so a retry changes nothing and answers the cruise's days as they are (`isNew: false`); an id of
 * a day elsewhere answers 409 `ID_TAKEN`.
 */
export async function importItinerary(
  ctx: CruiseContext,
  userId: string,
  cruiseId: string,
  input: ImportItineraryInput,
  isRetry = false,
): Promise<{ days: ItineraryDay[]; isNew: boolean }> {
  const parsed = ImportItinerarySchema.parse(input);
  const ids = parsed.days.flatMap((day) => (day.id ? [day.id] : []));
  try {
    return await ctx.database.db.transaction(async (tx) => {
      if (!(await lockCruiseForDays(tx, userId, cruiseId))) throw cruiseNotFound();
      const owners = await findDayOwners(tx, ids);
      if (owners.some((owner) => owner.userId !== userId || owner.cruiseId !== cruiseId)) throw idTaken();
      const isNew = owners.length === 0;
      if (isNew) {
        const kept = parsed.replace === false ? await countDaysOf(tx, cruiseId) : 0;
        requireFewerThan(kept + parsed.days.length - 1, DAY_LIMIT, LIMIT_MESSAGES.itineraryDays);
        if (parsed.replace !== false) await deleteDaysOf(tx, cruiseId);
        await insertDays(
          tx,
          parsed.days.map(({ id, ...day }) => ({ ...rowOf(cruiseId, day), ...(id ? { id } : {}) })),
        );
      }
      return { days: (await listDays(tx, cruiseId)).map(presentDay), isNew };
    });
  } catch (error) {
    // One of the ids added elsewhere meanwhile: looked at again, it answers ID_TAKEN.
    if (!isUniqueViolation(error) || ids.length === 0) throw error;
    if (isRetry) throw idTaken();
    return importItinerary(ctx, userId, cruiseId, input, true);
  }
}

const DAY: RecordKind = { code: 'DAY_CHANGED', thing: 'itinerary day' };

/** The day's fields after an update: those given, the stored ones for the rest. */
function mergeDay(current: DayRow, parsed: UpdateDay) {
  return {
    dayNumber: parsed.dayNumber ?? current.dayNumber,
    kind: parsed.kind ?? (current.kind as ItineraryDay['kind']),
    portName: parsed.portName === undefined ? current.portName : parsed.portName,
    portCall:
      parsed.portCall === undefined ? (current.portCall as ItineraryDay['portCall']) : parsed.portCall,
    arrivalTime: parsed.arrivalTime === undefined ? current.arrivalTime : parsed.arrivalTime,
    departureTime: parsed.departureTime === undefined ? current.departureTime : parsed.departureTime,
    allAboardTime: parsed.allAboardTime === undefined ? current.allAboardTime : parsed.allAboardTime,
    notes: parsed.notes === undefined ? current.notes : parsed.notes,
  };
}

/**
 * Changes the fields given (a port day keeps its port). Based on a version that is no longer the
 * day's, it answers 409 `DAY_CHANGED` with the current day.
 */
export async function editDay(
  ctx: CruiseContext,
  userId: string,
  dayId: string,
  input: UpdateDayInput,
  ifMatch?: IfMatch,
) {
  const parsed = UpdateDaySchema.parse(input);
  const row = await updateVersioned(ctx.database.db, {
    basedOn: { updatedAt: parsed.updatedAt, ifMatch },
    kind: DAY,
    lock: (tx) => lockOwnedDay(tx, userId, dayId),
    notFound: dayNotFound,
    present: presentDay,
    write: (tx, current, updatedAt) => {
      const merged = mergeDay(current, parsed);
      if (merged.kind === 'port' && !merged.portName) {
        throw new AppError('VALIDATION_FAILED', 400, 'portName: Port name is required', {
          issues: [{ path: 'portName', message: 'Port name is required' }],
        });
      }
      const { cruiseId: _cruise, ...values } = rowOf(current.cruiseId, merged);
      return updateDay(tx, dayId, { ...values, updatedAt });
    },
  });
  return presentDay(row);
}

export async function removeDay(ctx: CruiseContext, userId: string, dayId: string) {
  const current = await findOwnedDay(ctx.database.db, userId, dayId);
  if (!current) throw dayNotFound();
  await deleteDay(ctx.database.db, dayId);
}

/** The calendar date of an itinerary day: the sail date plus (day number − 1). */
export function dateOfDay(sailDate: string, dayNumber: number): string {
  const [y, m, d] = sailDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + dayNumber - 1)).toISOString().slice(0, 10);
}

/** The all-aboard time of each date of a cruise whose itinerary gives one (for the excursion warning). */
export async function allAboardByDate(ctx: CruiseContext, cruise: { id: string; sailDate: string }) {
  const byDate = new Map<string, string>();
  for (const day of await listDays(ctx.database.db, cruise.id)) {
    if (day.kind === 'port' && day.allAboardTime)
      byDate.set(dateOfDay(cruise.sailDate, day.dayNumber), day.allAboardTime);
  }
  return byDate;
}
