import { dayKindOf } from '../../../../shared/itinerary-days';
import {
  CreateDaySchema,
  type ImportItineraryInput,
  type ItineraryDay,
  UpdateDaySchema,
} from '../../../../shared/schemas/itinerary';
import { useWrite } from '../../../offline/runtime';
import { registerWrite } from '../../../offline/sync';
import { createdAtOf, editCached, insertSorted, textOrNull, upsertSorted } from '../cache-edits';
import { dayLabel, itineraryKey, refreshItinerary } from './api';

/*
 * Adding, importing and editing days. These validate with the shared zod schemas, so they live
 * apart from the queries: the Itinerary tab (the cruise page's first screen) does not load zod;
 * the day dialogs, which do, load when opened.
 */

/** The server's order: by day number, then by creation. */
const byDayNumber = (a: ItineraryDay, b: ItineraryDay) =>
  a.dayNumber - b.dayNumber || a.createdAt.localeCompare(b.createdAt);

const SEA_LABELS = { sea: 'At Sea', scenic: 'Scenic cruising' } as const;

interface DayFields {
  dayNumber: number;
  kind?: ItineraryDay['kind'] | undefined;
  portName?: string | null | undefined;
  portCall?: ItineraryDay['portCall'] | undefined;
  arrivalTime?: string | null | undefined;
  departureTime?: string | null | undefined;
  allAboardTime?: string | null | undefined;
  notes?: string | null | undefined;
  /** The gazetteer's country, when the import's reader found the port (the server says it again). */
  countryCode?: string | null | undefined;
}

/** A day's stored fields, as the server makes them: the kind from the name, no port times at sea. */
function dayOf(
  fields: DayFields,
): Omit<ItineraryDay, 'id' | 'cruiseId' | 'countryCode' | 'createdAt' | 'updatedAt'> {
  const portName = textOrNull(fields.portName);
  const kind = fields.kind ?? (portName ? dayKindOf(portName) : 'port');
  const isPort = kind === 'port';
  return {
    dayNumber: fields.dayNumber,
    kind,
    portName: portName ?? (isPort ? '' : SEA_LABELS[kind]),
    portCall: isPort ? (fields.portCall ?? null) : null,
    arrivalTime: isPort ? textOrNull(fields.arrivalTime) : null,
    departureTime: isPort ? textOrNull(fields.departureTime) : null,
    allAboardTime: isPort ? textOrNull(fields.allAboardTime) : null,
    notes: textOrNull(fields.notes),
  };
}

/** A day made on this device (its country is known once the server has it). */
function newDay(cruiseId: string, id: string, fields: DayFields): ItineraryDay {
  const at = createdAtOf(id);
  return {
    id,
    cruiseId,
    ...dayOf(fields),
    countryCode: fields.countryCode ?? null,
    createdAt: at,
    updatedAt: at,
  };
}

export type NewDay = DayFields & { id: string; cruiseId: string };

/** Add Single Day, with a client-made id (a retried add is not doubled). */
export const addItineraryDay = registerWrite<NewDay, ItineraryDay>({
  name: 'addItineraryDay',
  action: 'add itinerary item',
  describe: (v) => `New ${dayLabel(v)}`,
  request: ({ cruiseId, ...body }) => ({ method: 'POST', url: `/api/cruises/${cruiseId}/itinerary`, body }),
  recordId: (v) => v.id,
  apply(queryClient, { cruiseId, id, ...fields }) {
    const parsed = CreateDaySchema.safeParse(fields);
    if (!parsed.success) return;
    const day = newDay(cruiseId, id, parsed.data);
    editCached<ItineraryDay[]>(queryClient, itineraryKey(cruiseId), (days) =>
      insertSorted(days, day, byDayNumber),
    );
  },
  settle: (queryClient, day, v) =>
    editCached<ItineraryDay[]>(queryClient, itineraryKey(v.cruiseId), (days) =>
      upsertSorted(days, day, byDayNumber),
    ),
  refresh: (queryClient, v) => refreshItinerary(queryClient, v.cruiseId),
  local: (v, queryClient) =>
    queryClient.getQueryData<ItineraryDay[]>(itineraryKey(v.cruiseId))?.find((day) => day.id === v.id) ??
    newDay(v.cruiseId, v.id, v),
});

/** The parsed days of a paste; each carries an id of this device's, which the server keeps. */
export type ItineraryImport = Pick<ImportItineraryInput, 'replace'> & {
  cruiseId: string;
  days: (DayFields & { id: string })[];
};

export const importItinerary = registerWrite<ItineraryImport, ItineraryDay[]>({
  name: 'importItinerary',
  action: 'import itinerary',
  describe: (v) => `Import ${v.days.length} itinerary ${v.days.length === 1 ? 'day' : 'days'}`,
  request: ({ cruiseId, days, ...options }) => ({
    method: 'POST',
    url: `/api/cruises/${cruiseId}/itinerary/import`,
    // The days keep the ids shown meanwhile, so edits made before the import is sent reach them,
    // and a retried import is made once.
    body: { ...options, days },
  }),
  createdIds: (v) => v.days.map((day) => day.id),
  apply(queryClient, { cruiseId, days, replace }) {
    editCached<ItineraryDay[]>(queryClient, itineraryKey(cruiseId), (current) => {
      const kept = replace === false ? current : [];
      return days.reduce(
        (list, { id, ...fields }) => upsertSorted(list, newDay(cruiseId, id, fields), byDayNumber),
        kept,
      );
    });
  },
  settle: (queryClient, days, v) => queryClient.setQueryData(itineraryKey(v.cruiseId), days),
  refresh: (queryClient, v) => refreshItinerary(queryClient, v.cruiseId),
  local: (v, queryClient) => queryClient.getQueryData<ItineraryDay[]>(itineraryKey(v.cruiseId)) ?? [],
});

/** An edit of a day, based on the version the dialog showed (`updatedAt`, sent as If-Match). */
export type DayEdit = Partial<DayFields> & { id: string; cruiseId: string; updatedAt: string };

/** The day with the edit's fields, merged as the server merges them; its version stays. */
export function editedDay(
  day: ItineraryDay,
  { id: _id, cruiseId: _cruise, updatedAt: _v, ...fields }: DayEdit,
) {
  const parsed = UpdateDaySchema.safeParse(fields);
  if (!parsed.success) return day;
  const given = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  const merged = { ...day, ...given } as DayFields;
  const changed = { ...day, ...dayOf(merged) };
  return changed.portName === day.portName && changed.kind === day.kind
    ? changed
    : { ...changed, countryCode: null };
}

export const updateItineraryDay = registerWrite<DayEdit, ItineraryDay>({
  name: 'updateItineraryDay',
  action: 'update itinerary item',
  describe: (v) => `Edit ${dayLabel({ dayNumber: v.dayNumber ?? 0, portName: v.portName })}`,
  request: ({ id, cruiseId: _cruise, updatedAt, ...body }) => ({
    method: 'PUT',
    url: `/api/itinerary/${id}`,
    body,
    ifMatch: updatedAt,
  }),
  recordId: (v) => v.id,
  apply(queryClient, variables) {
    editCached<ItineraryDay[]>(queryClient, itineraryKey(variables.cruiseId), (days) => {
      const day = days.find((other) => other.id === variables.id);
      return day ? upsertSorted(days, editedDay(day, variables), byDayNumber) : undefined;
    });
  },
  settle: (queryClient, day, v) =>
    editCached<ItineraryDay[]>(queryClient, itineraryKey(v.cruiseId), (days) =>
      upsertSorted(days, day, byDayNumber),
    ),
  refresh: (queryClient, v) => refreshItinerary(queryClient, v.cruiseId),
  local: (v, queryClient) =>
    queryClient
      .getQueryData<ItineraryDay[]>(itineraryKey(v.cruiseId))
      ?.find((day) => day.id === v.id) as ItineraryDay,
});

export const useAddDay = () => useWrite(addItineraryDay);
export const useImportItinerary = () => useWrite(importItinerary);
export const useUpdateDay = () => useWrite(updateItineraryDay);
