import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { Cruise } from '../../../shared/schemas/cruises';
import type { Excursion } from '../../../shared/schemas/excursions';
import type { ItineraryDay } from '../../../shared/schemas/itinerary';
import type { WriteDefinition } from '../../offline/sync';
import { CRUISES_KEY, cruiseKey } from './api';
import { createCruise, deleteCruise, updateCruise } from './cruise-writes';
import { addExcursion, deleteExcursion, excursionsKey, updateExcursion } from './excursions/api';
import { deleteItineraryDay, itineraryKey } from './itinerary/api';
import { addItineraryDay, importItinerary, updateItineraryDay } from './itinerary/writes';

const CRUISE_ID = uuidv7();
const V1 = '2030-01-01T10:00:00.000Z';

const cruise = (fields: Partial<Cruise> = {}): Cruise => ({
  id: CRUISE_ID,
  tripName: 'Alaska',
  cruiseLine: 'Princess Cruises',
  shipName: 'Discovery Princess',
  sailDate: '2030-07-10',
  returnDate: '2030-07-17',
  primaryDestination: 'Inside Passage',
  reservationNumber: null,
  cabinNumber: null,
  numberOfGuests: 2,
  cabinCategory: null,
  departurePort: null,
  bookingDate: null,
  totalCost: null,
  travelAgent: null,
  isCompleted: false,
  coverPhotoUrl: null,
  coverThumbnailUrl: null,
  overallRating: null,
  shipRating: null,
  cabinRating: null,
  diningRating: null,
  serviceRating: null,
  portsRating: null,
  entertainmentRating: null,
  reviewSummary: null,
  entryCount: 0,
  createdAt: V1,
  updatedAt: V1,
  ...fields,
});

const day = (fields: Partial<ItineraryDay>): ItineraryDay => ({
  id: uuidv7(),
  cruiseId: CRUISE_ID,
  dayNumber: 1,
  portName: 'Seattle',
  kind: 'port',
  portCall: null,
  arrivalTime: null,
  departureTime: null,
  allAboardTime: null,
  notes: null,
  countryCode: 'US',
  createdAt: V1,
  updatedAt: V1,
  ...fields,
});

const excursion = (fields: Partial<Excursion>): Excursion => ({
  id: uuidv7(),
  cruiseId: CRUISE_ID,
  name: 'Whale watching',
  type: 'shore_excursion',
  portName: 'Juneau',
  date: '2030-07-12',
  time: '10:00',
  endTime: '13:00',
  bookingReference: null,
  notes: null,
  endsAfterAllAboard: null,
  createdAt: V1,
  updatedAt: V1,
  ...fields,
});

const seattle = day({ dayNumber: 1, portName: 'Seattle' });
const skagway = day({ dayNumber: 4, portName: 'Skagway', allAboardTime: '16:30' });
const whales = excursion({});
const later = cruise({ id: uuidv7(), sailDate: '2031-01-01', tripName: 'Later' });

/** A cache as the pages leave it: the cruise, its list, its days and excursions. */
function seededClient() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(CRUISES_KEY, [cruise(), later]);
  queryClient.setQueryData(cruiseKey(CRUISE_ID), cruise());
  queryClient.setQueryData(itineraryKey(CRUISE_ID), [seattle, skagway]);
  queryClient.setQueryData(excursionsKey(CRUISE_ID), [whales]);
  return queryClient;
}

const KEYS: QueryKey[] = [
  CRUISES_KEY,
  cruiseKey(CRUISE_ID),
  itineraryKey(CRUISE_ID),
  excursionsKey(CRUISE_ID),
];
/** A write's variables, for a call that takes that write's own type. */
const vars = (n: number) => WRITES[n]!.variables as never;
const snapshot = (queryClient: QueryClient) => KEYS.map((key) => queryClient.getQueryData(key));

// biome-ignore lint/suspicious/noExplicitAny: a table of writes of every variable type
type AnyWrite = WriteDefinition<any, any>;

const newCruiseId = uuidv7();
const newDayId = uuidv7();
const newExcursionId = uuidv7();
const WRITES: { write: AnyWrite; variables: Record<string, unknown> }[] = [
  {
    write: createCruise,
    variables: {
      id: newCruiseId,
      cruiseLine: 'Royal Caribbean International',
      shipName: 'Icon of the Seas',
      tripName: ' Birthday ',
      sailDate: '2030-09-01',
      returnDate: '2030-09-08',
      primaryDestination: 'Caribbean Western',
      totalCost: '',
    },
  },
  {
    write: updateCruise,
    variables: {
      id: CRUISE_ID,
      updatedAt: V1,
      sailDate: '2031-02-01',
      returnDate: '2031-02-08',
      cabinNumber: '',
    },
  },
  { write: deleteCruise, variables: { id: CRUISE_ID, label: 'Alaska' } },
  {
    write: addItineraryDay,
    variables: { id: newDayId, cruiseId: CRUISE_ID, dayNumber: 2, kind: 'sea', portName: '' },
  },
  {
    write: importItinerary,
    variables: {
      cruiseId: CRUISE_ID,
      days: [
        { id: uuidv7(), dayNumber: 1, portName: 'Vancouver', kind: 'port', departureTime: '16:00' },
        { id: uuidv7(), dayNumber: 2, portName: 'At Sea', kind: 'sea' },
      ],
    },
  },
  {
    write: updateItineraryDay,
    variables: { id: skagway.id, cruiseId: CRUISE_ID, updatedAt: V1, dayNumber: 3, portName: 'Juneau' },
  },
  { write: deleteItineraryDay, variables: { id: seattle.id, cruiseId: CRUISE_ID, label: 'day 1 — Seattle' } },
  {
    write: addExcursion,
    variables: { id: newExcursionId, cruiseId: CRUISE_ID, name: 'White Pass railway', date: '', time: '' },
  },
  {
    write: updateExcursion,
    variables: { id: whales.id, cruiseId: CRUISE_ID, updatedAt: V1, name: 'Whales and glaciers' },
  },
  { write: deleteExcursion, variables: { id: whales.id, cruiseId: CRUISE_ID, label: 'Whale watching' } },
];

describe.each(WRITES)('$write.name', ({ write, variables }) => {
  it('shows the change once however often it is applied, and copes with an empty cache', () => {
    const queryClient = seededClient();
    const before = snapshot(queryClient);
    write.apply?.(queryClient, variables);
    const once = snapshot(queryClient);
    expect(once).not.toEqual(before);
    write.apply?.(queryClient, variables);
    expect(snapshot(queryClient)).toEqual(once);

    const empty = new QueryClient();
    expect(() => write.apply?.(empty, variables)).not.toThrow();
    expect(empty.getQueryData(CRUISES_KEY)).toBeUndefined();
  });

  it('is described in one line and names its failure action', () => {
    expect(write.describe(variables)).toMatch(/^(New|Edit|Delete|Import) /);
    expect(write.action).toMatch(/^(add|update|delete|import) /);
  });
});

describe('the requests', () => {
  it.each([
    [createCruise, 'POST', '/api/cruises', undefined],
    [updateCruise, 'PUT', `/api/cruises/${CRUISE_ID}`, V1],
    [deleteCruise, 'DELETE', `/api/cruises/${CRUISE_ID}`, undefined],
    [addItineraryDay, 'POST', `/api/cruises/${CRUISE_ID}/itinerary`, undefined],
    [importItinerary, 'POST', `/api/cruises/${CRUISE_ID}/itinerary/import`, undefined],
    [updateItineraryDay, 'PUT', `/api/itinerary/${skagway.id}`, V1],
    [deleteItineraryDay, 'DELETE', `/api/itinerary/${seattle.id}`, undefined],
    [addExcursion, 'POST', `/api/cruises/${CRUISE_ID}/excursions`, undefined],
    [updateExcursion, 'PUT', `/api/excursions/${whales.id}`, V1],
    [deleteExcursion, 'DELETE', `/api/excursions/${whales.id}`, undefined],
  ] as const)('%o', (write: AnyWrite, method, url, ifMatch) => {
    const { variables } = WRITES.find((row) => row.write === write)!;
    const request = write.request(variables);
    expect(request).toMatchObject({ method, url });
    expect(request.ifMatch).toBe(ifMatch);
    // The version travels as If-Match, the parent in the URL: neither in the body.
    expect(request.body ?? {}).not.toHaveProperty('updatedAt');
    expect(request.body ?? {}).not.toHaveProperty('cruiseId');
    expect(write.recordId?.(variables)).toBe(write === importItinerary ? undefined : variables.id);
  });

  it('creates send their client-made id; an import sends its days with the ids the screen shows', () => {
    expect(createCruise.request(WRITES[0]!.variables as never).body).toMatchObject({ id: newCruiseId });
    const variables = WRITES[4]!.variables as { days: { id: string }[] };
    const [vancouver, sea] = variables.days.map((day) => day.id);
    const body = importItinerary.request(variables as never).body as { days: object[] };
    expect(body.days).toEqual([
      { id: vancouver, dayNumber: 1, portName: 'Vancouver', kind: 'port', departureTime: '16:00' },
      { id: sea, dayNumber: 2, portName: 'At Sea', kind: 'sea' },
    ]);
    expect(importItinerary.createdIds?.(variables as never)).toEqual([vancouver, sea]);
  });
});

describe('what the changes show', () => {
  const ids = (list: unknown) => (list as { id: string }[]).map((record) => record.id);

  it('a new cruise: in the list by sail date, on its own page, with empty lists (kept when cached)', () => {
    const queryClient = seededClient();
    queryClient.setQueryData([`/api/cruises/${newCruiseId}/journal-entries`], ['kept']);
    createCruise.apply!(queryClient, vars(0));
    expect(ids(queryClient.getQueryData(CRUISES_KEY))).toEqual([CRUISE_ID, newCruiseId, later.id]);
    const made = queryClient.getQueryData<Cruise>(cruiseKey(newCruiseId))!;
    expect(made).toMatchObject({ tripName: 'Birthday', totalCost: null, numberOfGuests: 2, entryCount: 0 });
    expect(made.createdAt).toBe(made.updatedAt);
    expect(queryClient.getQueryData([`/api/cruises/${newCruiseId}/itinerary`])).toEqual([]);
    expect(queryClient.getQueryData([`/api/cruises/${newCruiseId}/journal-entries`])).toEqual(['kept']);
    expect(createCruise.local!(vars(0), queryClient)).toEqual(made);
  });

  it('an edited cruise moves to its new place and keeps the version it was based on', () => {
    const queryClient = seededClient();
    updateCruise.apply!(queryClient, {
      ...WRITES[1]!.variables,
      coverPhotoUrl: 'data:image/jpeg;base64,AAAA',
    } as never);
    expect(ids(queryClient.getQueryData(CRUISES_KEY))).toEqual([later.id, CRUISE_ID]);
    expect(queryClient.getQueryData(cruiseKey(CRUISE_ID))).toMatchObject({
      sailDate: '2031-02-01',
      cabinNumber: null,
      coverThumbnailUrl: 'data:image/jpeg;base64,AAAA',
      updatedAt: V1,
    });
  });

  it('days: a sea day is labelled and sorted; an edit re-sorts and forgets the old port’s country', () => {
    const queryClient = seededClient();
    addItineraryDay.apply!(queryClient, vars(3));
    const days = queryClient.getQueryData<ItineraryDay[]>(itineraryKey(CRUISE_ID))!;
    expect(days.map((d) => d.portName)).toEqual(['Seattle', 'At Sea', 'Skagway']);
    updateItineraryDay.apply!(queryClient, { ...WRITES[5]!.variables, dayNumber: 1 } as never);
    const edited = queryClient.getQueryData<ItineraryDay[]>(itineraryKey(CRUISE_ID))!;
    expect(edited.map((d) => d.portName)).toEqual(['Seattle', 'Juneau', 'At Sea']);
    expect(edited[1]).toMatchObject({ countryCode: null, allAboardTime: '16:30', updatedAt: V1 });
  });

  it('an import replaces the days; its answer replaces them again with the server’s', () => {
    const queryClient = seededClient();
    importItinerary.apply!(queryClient, vars(4));
    const shown = queryClient.getQueryData<ItineraryDay[]>(itineraryKey(CRUISE_ID))!;
    expect(shown.map((d) => [d.dayNumber, d.portName, d.departureTime])).toEqual([
      [1, 'Vancouver', '16:00'],
      [2, 'At Sea', null],
    ]);
    const answer = [day({ dayNumber: 1, portName: 'Vancouver' })];
    importItinerary.settle!(queryClient, answer, vars(4));
    expect(queryClient.getQueryData(itineraryKey(CRUISE_ID))).toEqual(answer);
  });

  it('excursions: undated ones last, and the all-aboard warning worked out from the cached days', () => {
    const queryClient = seededClient();
    addExcursion.apply!(queryClient, vars(7));
    addExcursion.apply!(queryClient, {
      id: uuidv7(),
      cruiseId: CRUISE_ID,
      name: 'Railway',
      date: '2030-07-13', // day 4: Skagway, all aboard 16:30
      time: '13:00',
      endTime: '17:15',
    });
    const list = queryClient.getQueryData<Excursion[]>(excursionsKey(CRUISE_ID))!;
    expect(list.map((e) => [e.name, e.endsAfterAllAboard])).toEqual([
      ['Whale watching', null],
      ['Railway', '16:30'],
      ['White Pass railway', null],
    ]);
  });

  it('the server’s answer replaces the optimistic record by id', () => {
    const queryClient = seededClient();
    addExcursion.apply!(queryClient, vars(7));
    const answer = excursion({ id: newExcursionId, name: 'White Pass railway', date: null, updatedAt: V1 });
    addExcursion.settle!(queryClient, answer, vars(7));
    const list = queryClient.getQueryData<Excursion[]>(excursionsKey(CRUISE_ID))!;
    expect(list.filter((e) => e.id === newExcursionId)).toEqual([answer]);
    const server = cruise({ tripName: 'From the server', updatedAt: '2030-02-02T00:00:00.000Z' });
    updateCruise.settle!(queryClient, server, vars(1));
    expect(queryClient.getQueryData(cruiseKey(CRUISE_ID))).toEqual(server);
    expect(queryClient.getQueryData<Cruise[]>(CRUISES_KEY)![0]).toEqual(server);
  });
});
