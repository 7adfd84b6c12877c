/**
 * The cruise writes (add, edit, delete), registered with the offline sync layer when loaded. They
 * apply the API's own schemas to show a change at once, so this module (and zod) loads with the
 * pages and dialogs that write, not with every page that reads cruises (`./api`).
 */
import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  type CreateCruiseInput,
  CreateCruiseSchema,
  type Cruise,
  type UpdateCruiseInput,
  UpdateCruiseSchema,
} from '../../../shared/schemas/cruises';
import { cruiseTitle } from '../../lib/cruise-format';
import { useWrite } from '../../offline/runtime';
import { registerWrite } from '../../offline/sync';
import { CREATE_CRUISE_WRITE, CRUISES_KEY, cruiseKey, refreshCruiseQueries } from './api';
import { createdAtOf, editCached, insertSorted, removeById, upsertSorted } from './cache-edits';

/** The server's order of `/api/cruises`: by sail date, then by creation. */
const bySailDate = (a: Cruise, b: Cruise) =>
  a.sailDate === b.sailDate ? a.createdAt.localeCompare(b.createdAt) : a.sailDate < b.sailDate ? -1 : 1;

/** The lists under a cruise: a cruise made on this device has none of them yet. */
const childListKeys = (id: string) =>
  ['itinerary', 'checklists', 'packing-lists', 'excursions', 'photos', 'journal-entries'].map((child) => [
    `/api/cruises/${id}/${child}`,
  ]);

/** Puts a cruise (made here, or answered by the server) into the list and its own query. */
function putCruise(queryClient: QueryClient, cruise: Cruise) {
  editCached<Cruise[]>(queryClient, CRUISES_KEY, (list) => upsertSorted(list, cruise, bySailDate));
  queryClient.setQueryData(cruiseKey(cruise.id), cruise);
}

/** A new cover shows from its data URL until the server has stored it; null removes it. */
const coverFields = (cover: string | null) => ({ coverPhotoUrl: cover, coverThumbnailUrl: cover });

export type NewCruise = CreateCruiseInput & { id: string };

/** The cruise as the server will store it (the form's values through the API's own schema). */
export function newCruiseRecord(variables: NewCruise): Cruise | undefined {
  const parsed = CreateCruiseSchema.safeParse(variables);
  if (!parsed.success) return undefined;
  const v = parsed.data;
  const at = createdAtOf(variables.id);
  return {
    id: variables.id,
    tripName: v.tripName ?? null,
    cruiseLine: v.cruiseLine,
    shipName: v.shipName,
    sailDate: v.sailDate,
    returnDate: v.returnDate,
    primaryDestination: v.primaryDestination,
    reservationNumber: v.reservationNumber ?? null,
    cabinNumber: v.cabinNumber ?? null,
    numberOfGuests: v.numberOfGuests ?? 2,
    cabinCategory: v.cabinCategory ?? null,
    departurePort: v.departurePort ?? null,
    bookingDate: v.bookingDate ?? null,
    totalCost: v.totalCost ?? null,
    travelAgent: v.travelAgent ?? null,
    isCompleted: v.isCompleted ?? false,
    ...coverFields(v.coverPhotoUrl ?? null),
    overallRating: v.overallRating ?? null,
    shipRating: v.shipRating ?? null,
    cabinRating: v.cabinRating ?? null,
    diningRating: v.diningRating ?? null,
    serviceRating: v.serviceRating ?? null,
    portsRating: v.portsRating ?? null,
    entertainmentRating: v.entertainmentRating ?? null,
    reviewSummary: v.reviewSummary ?? null,
    entryCount: 0,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * A cruise made with a client-made id (idempotent on the server), shown at once in the lists and
 * on its own page, with its (empty) lists, so it opens and takes days and excursions offline.
 */
export const createCruise = registerWrite<NewCruise, Cruise>({
  name: CREATE_CRUISE_WRITE,
  action: 'add cruise',
  describe: (v) => `New cruise “${v.tripName || v.primaryDestination}”`,
  request: (v) => ({ method: 'POST', url: '/api/cruises', body: { ...v } }),
  recordId: (v) => v.id,
  apply(queryClient, variables) {
    const cruise = newCruiseRecord(variables);
    if (!cruise) return;
    editCached<Cruise[]>(queryClient, CRUISES_KEY, (list) => insertSorted(list, cruise, bySailDate));
    if (queryClient.getQueryData(cruiseKey(cruise.id)) === undefined) {
      queryClient.setQueryData(cruiseKey(cruise.id), cruise);
    }
    for (const key of childListKeys(cruise.id)) {
      if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, []);
    }
  },
  settle: (queryClient, cruise) => putCruise(queryClient, cruise),
  refresh: (queryClient, v) =>
    Promise.all([
      refreshCruiseQueries(queryClient, v.id),
      queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(`/api/cruises/${v.id}/`),
      }),
    ]),
  local: (variables, queryClient) =>
    queryClient.getQueryData<Cruise>(cruiseKey(variables.id)) ?? newCruiseRecord(variables)!,
});

/** An edit of a cruise, based on the version the form showed (`updatedAt`, sent as If-Match). */
export type CruiseEdit = Omit<UpdateCruiseInput, 'updatedAt'> & { id: string; updatedAt: string };

/** The cruise with the edit's fields (its version, `updatedAt`, stays the one the edit was based on). */
export function editedCruise(cruise: Cruise, variables: CruiseEdit): Cruise {
  const { id: _id, updatedAt: _basedOn, ...fields } = variables;
  const parsed = UpdateCruiseSchema.safeParse(fields);
  if (!parsed.success) return cruise;
  const { coverPhotoUrl, updatedAt: _ignored, ...values } = parsed.data;
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const cover =
    coverPhotoUrl === undefined || coverPhotoUrl === cruise.coverPhotoUrl ? {} : coverFields(coverPhotoUrl);
  return { ...cruise, ...changes, ...cover };
}

export const updateCruise = registerWrite<CruiseEdit, Cruise>({
  name: 'updateCruise',
  action: 'update cruise',
  describe: (v) => `Edit cruise “${v.tripName || v.primaryDestination || 'cruise'}”`,
  request: ({ id, updatedAt, ...fields }) => ({
    method: 'PUT',
    url: `/api/cruises/${id}`,
    body: fields,
    ifMatch: updatedAt,
  }),
  recordId: (v) => v.id,
  apply(queryClient, variables) {
    const edit = (cruise: Cruise) => (cruise.id === variables.id ? editedCruise(cruise, variables) : cruise);
    editCached<Cruise>(queryClient, cruiseKey(variables.id), edit);
    editCached<Cruise[]>(queryClient, CRUISES_KEY, (list) => {
      const cruise = list.find((other) => other.id === variables.id);
      return cruise ? upsertSorted(list, edit(cruise), bySailDate) : undefined;
    });
  },
  settle: (queryClient, cruise) => putCruise(queryClient, cruise),
  refresh: (queryClient, v) => refreshCruiseQueries(queryClient, v.id),
  local: (variables, queryClient) => queryClient.getQueryData<Cruise>(cruiseKey(variables.id))!,
});

/** `label`: the cruise's name, for the sync panels. */
export type CruiseRemoval = { id: string; label: string };

export const deleteCruise = registerWrite<CruiseRemoval, string>({
  name: 'deleteCruise',
  action: 'delete cruise',
  describe: (v) => `Delete cruise “${v.label}”`,
  request: (v) => ({ method: 'DELETE', url: `/api/cruises/${v.id}` }),
  recordId: (v) => v.id,
  apply(queryClient, { id }) {
    editCached<Cruise[]>(queryClient, CRUISES_KEY, (list) => removeById(list, id));
    // A page still showing it keeps it until it moves on (`forgetCruise`).
    queryClient.removeQueries({ queryKey: cruiseKey(id), exact: true, type: 'inactive' });
  },
  // The deleted cruise's own query is not read again (it would answer 404).
  refresh: (queryClient) => refreshCruiseQueries(queryClient),
  local: (v) => v.id,
});

export const cruiseRemoval = (cruise: Cruise): CruiseRemoval => ({
  id: cruise.id,
  label: cruiseTitle(cruise),
});

/** Writes are named mutations queued by the outbox (ARCHITECTURE.md, Offline). */
type WriteOptions<TVariables, TData> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationKey' | 'mutationFn'
>;

/**
 * The dialog's follow-up goes in `options`, not in `mutate`'s own callbacks: the change shows at
 * once, so the card that opened the dialog may leave the list (a cruise marked completed, or
 * deleted) and unmount it before the answer comes; these run even then.
 */
export const useUpdateCruise = (options?: WriteOptions<CruiseEdit, Cruise>) =>
  useWrite(updateCruise, options);
export const useDeleteCruise = (options?: WriteOptions<CruiseRemoval, string>) =>
  useWrite(deleteCruise, options);
