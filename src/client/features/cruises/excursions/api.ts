import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Cruise } from '../../../../shared/schemas/cruises';
import {
  type CreateExcursionInput,
  CreateExcursionSchema,
  type Excursion,
  type UpdateExcursionInput,
  UpdateExcursionSchema,
} from '../../../../shared/schemas/excursions';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import { useWrite } from '../../../offline/runtime';
import { registerWrite } from '../../../offline/sync';
import { CRUISES_KEY, cruiseKey } from '../api';
import {
  compareNullsLast,
  createdAtOf,
  editCached,
  insertSorted,
  removeById,
  upsertSorted,
} from '../cache-edits';
import { itineraryKey } from '../itinerary/api';

export const excursionsKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/excursions`] as const;

export function useExcursions(cruiseId: string) {
  return useQuery<Excursion[]>({ queryKey: excursionsKey(cruiseId) });
}

const refreshExcursions = (queryClient: QueryClient, cruiseId: string) =>
  queryClient.invalidateQueries({ queryKey: excursionsKey(cruiseId) });

/** The server's order: by date, then start time (both nulls last), then by creation. */
const byDateAndTime = (a: Excursion, b: Excursion) =>
  compareNullsLast(a.date, b.date) ||
  compareNullsLast(a.time, b.time) ||
  a.createdAt.localeCompare(b.createdAt);

const isClock = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{2}:\d{2}$/.test(value));

/** The calendar date of an itinerary day: the sail date plus (day number − 1). */
function dateOfDay(sailDate: string, dayNumber: number): string {
  const [y, m, d] = sailDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + dayNumber - 1)).toISOString().slice(0, 10);
}

/**
 * The all-aboard time the excursion ends after, from the cached itinerary (as the server works it
 * out), so the warning shows offline too; null when the cache does not know.
 */
function endsAfterAllAboard(queryClient: QueryClient, excursion: Omit<Excursion, 'endsAfterAllAboard'>) {
  const { cruiseId, date, endTime } = excursion;
  if (!date || !isClock(endTime)) return null;
  const cruise =
    queryClient.getQueryData<Cruise>(cruiseKey(cruiseId)) ??
    queryClient.getQueryData<Cruise[]>(CRUISES_KEY)?.find((other) => other.id === cruiseId);
  const days = queryClient.getQueryData<ItineraryDay[]>(itineraryKey(cruiseId));
  if (!cruise || !days) return null;
  const deadline = days.find(
    (day) => day.kind === 'port' && day.allAboardTime && dateOfDay(cruise.sailDate, day.dayNumber) === date,
  )?.allAboardTime;
  return isClock(deadline) && endTime > deadline ? deadline : null;
}

export type NewExcursion = CreateExcursionInput & { id: string; cruiseId: string };

function newExcursion(queryClient: QueryClient, { cruiseId, ...input }: NewExcursion): Excursion | undefined {
  const parsed = CreateExcursionSchema.safeParse(input);
  if (!parsed.success) return undefined;
  const v = parsed.data;
  const at = createdAtOf(input.id);
  const excursion = {
    id: input.id,
    cruiseId,
    name: v.name,
    type: v.type ?? 'shore_excursion',
    portName: v.portName ?? null,
    date: v.date ?? null,
    time: v.time ?? null,
    endTime: v.endTime ?? null,
    bookingReference: v.bookingReference ?? null,
    notes: v.notes ?? null,
    createdAt: at,
    updatedAt: at,
  };
  return { ...excursion, endsAfterAllAboard: endsAfterAllAboard(queryClient, excursion) };
}

const findExcursion = (queryClient: QueryClient, cruiseId: string, id: string) =>
  queryClient.getQueryData<Excursion[]>(excursionsKey(cruiseId))?.find((excursion) => excursion.id === id);

const putExcursion = (queryClient: QueryClient, excursion: Excursion, cruiseId: string) =>
  editCached<Excursion[]>(queryClient, excursionsKey(cruiseId), (list) =>
    upsertSorted(list, excursion, byDateAndTime),
  );

/** Add Excursion, with a client-made id (a retried add is not doubled). */
export const addExcursion = registerWrite<NewExcursion, Excursion>({
  name: 'addExcursion',
  action: 'add excursion',
  describe: (v) => `New excursion “${v.name}”`,
  request: ({ cruiseId, ...body }) => ({ method: 'POST', url: `/api/cruises/${cruiseId}/excursions`, body }),
  recordId: (v) => v.id,
  apply(queryClient, variables) {
    const excursion = newExcursion(queryClient, variables);
    if (!excursion) return;
    editCached<Excursion[]>(queryClient, excursionsKey(variables.cruiseId), (list) =>
      insertSorted(list, excursion, byDateAndTime),
    );
  },
  settle: (queryClient, excursion, v) => putExcursion(queryClient, excursion, v.cruiseId),
  refresh: (queryClient, v) => refreshExcursions(queryClient, v.cruiseId),
  local: (v, queryClient) => findExcursion(queryClient, v.cruiseId, v.id) ?? newExcursion(queryClient, v)!,
});

/** An edit of an excursion, based on the version the dialog showed (`updatedAt`, sent as If-Match). */
export type ExcursionEdit = UpdateExcursionInput & { id: string; cruiseId: string; updatedAt: string };

/** The excursion with the edit's fields; its version stays the one the edit was based on. */
export function editedExcursion(
  queryClient: QueryClient,
  excursion: Excursion,
  variables: ExcursionEdit,
): Excursion {
  const { id: _id, cruiseId: _cruise, updatedAt: _v, ...fields } = variables;
  const parsed = UpdateExcursionSchema.safeParse(fields);
  if (!parsed.success) return excursion;
  const given = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  const edited = { ...excursion, ...given };
  return { ...edited, endsAfterAllAboard: endsAfterAllAboard(queryClient, edited) };
}

export const updateExcursion = registerWrite<ExcursionEdit, Excursion>({
  name: 'updateExcursion',
  action: 'update excursion',
  describe: (v) => `Edit excursion “${v.name ?? 'excursion'}”`,
  request: ({ id, cruiseId: _cruise, updatedAt, ...body }) => ({
    method: 'PUT',
    url: `/api/excursions/${id}`,
    body,
    ifMatch: updatedAt,
  }),
  recordId: (v) => v.id,
  apply(queryClient, variables) {
    const excursion = findExcursion(queryClient, variables.cruiseId, variables.id);
    if (excursion)
      putExcursion(queryClient, editedExcursion(queryClient, excursion, variables), variables.cruiseId);
  },
  settle: (queryClient, excursion, v) => putExcursion(queryClient, excursion, v.cruiseId),
  refresh: (queryClient, v) => refreshExcursions(queryClient, v.cruiseId),
  local: (v, queryClient) => findExcursion(queryClient, v.cruiseId, v.id) as Excursion,
});

/** `label`: the excursion's name, for the sync panels. */
export type ExcursionRemoval = { id: string; cruiseId: string; label: string };

export const deleteExcursion = registerWrite<ExcursionRemoval, null>({
  name: 'deleteExcursion',
  action: 'delete excursion',
  describe: (v) => `Delete excursion “${v.label}”`,
  request: (v) => ({ method: 'DELETE', url: `/api/excursions/${v.id}` }),
  recordId: (v) => v.id,
  apply: (queryClient, v) =>
    editCached<Excursion[]>(queryClient, excursionsKey(v.cruiseId), (list) => removeById(list, v.id)),
  refresh: (queryClient, v) => refreshExcursions(queryClient, v.cruiseId),
  local: () => null,
});

export const useAddExcursion = () => useWrite(addExcursion);
export const useUpdateExcursion = () => useWrite(updateExcursion);
export const useDeleteExcursion = () => useWrite(deleteExcursion);
