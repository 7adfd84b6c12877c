import 'fake-indexeddb/auto';
import { dehydrate, hydrate, MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../server/test-support/auth-helpers';
import { apiCall, memberWithCruise } from '../../server/test-support/cruise-helpers';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import type { ItineraryDay } from '../../shared/schemas/itinerary';
import { Outbox, type OutboxRequest, type OutboxStore, type SendResult, type Transport } from './outbox';
import { installSync, registerWrite, type Sync } from './sync';

/**
 * The sync layer against the real server (app.inject over a real database): what a traveller's
 * phone does at sea, without the browser. The transport is the browser's, less the cookie jar.
 */

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

function memoryStore(): OutboxStore {
  const rows = new Map<string, unknown>();
  return {
    load: async () => [...rows.values()].map((row) => structuredClone(row)) as never,
    put: async (entry) => void rows.set(entry.id, structuredClone(entry)),
    delete: async (id) => void rows.delete(id),
  };
}

/** Sends through app.inject with a session cookie that the test can change (sign-in again). */
function injectTransport(
  session: { cookie: string },
  faults: { loseAnswers?: number } = {},
): Transport & {
  sent: OutboxRequest[];
} {
  const sent: OutboxRequest[] = [];
  return {
    sent,
    async send(request): Promise<SendResult> {
      sent.push(request);
      const res = await context.app.inject({
        method: request.method,
        url: request.url,
        headers: {
          cookie: session.cookie,
          ...(request.ifMatch ? { 'if-match': `"${request.ifMatch}"` } : {}),
        },
        ...(request.body ? { payload: request.body } : {}),
      });
      if (faults.loseAnswers && faults.loseAnswers > 0) {
        faults.loseAnswers -= 1;
        throw new TypeError('Failed to fetch'); // the server did it; the answer never arrived
      }
      return { status: res.statusCode, body: res.body };
    },
  };
}

interface AddDay {
  id: string;
  cruiseId: string;
  dayNumber: number;
  portName: string;
}

const itineraryKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/itinerary`];

const addDay = registerWrite<AddDay, ItineraryDay>({
  name: 'test:addItineraryDay',
  action: 'add day',
  request: ({ cruiseId, ...day }) => ({
    method: 'POST',
    url: `/api/cruises/${cruiseId}/itinerary`,
    body: day,
  }),
  recordId: ({ id }) => id,
  apply: (queryClient, { cruiseId, ...day }) =>
    queryClient.setQueryData<Partial<ItineraryDay>[]>(itineraryKey(cruiseId), (days) =>
      days && !days.some((other) => other.id === day.id) ? [...days, { ...day, cruiseId }] : days,
    ),
  local: (variables) => variables as unknown as ItineraryDay,
  refresh: (queryClient, { cruiseId }) => queryClient.invalidateQueries({ queryKey: itineraryKey(cruiseId) }),
  describe: ({ dayNumber, portName }) => `Add day ${dayNumber} — ${portName}`,
});

interface RenameCruise {
  id: string;
  tripName: string;
  updatedAt: string;
}

const cruiseKey = (id: string) => [`/api/cruises/${id}`];

const renameCruise = registerWrite<RenameCruise, { id: string; tripName: string; updatedAt: string }>({
  name: 'test:renameCruise',
  action: 'update cruise',
  request: ({ id, tripName, updatedAt }) => ({
    method: 'PUT',
    url: `/api/cruises/${id}`,
    body: { tripName },
    ifMatch: updatedAt,
  }),
  recordId: ({ id }) => id,
  apply: (queryClient, { id, tripName }) =>
    queryClient.setQueryData<Record<string, unknown>>(
      cruiseKey(id),
      (cruise) => cruise && { ...cruise, tripName },
    ),
  settle: (queryClient, cruise) => queryClient.setQueryData(cruiseKey(cruise.id), cruise),
  refresh: (queryClient, { id }) => queryClient.invalidateQueries({ queryKey: cruiseKey(id) }),
  describe: ({ tripName }) => `Rename the cruise “${tripName}”`,
});

async function phone(
  session: { cookie: string; userId: string },
  faults?: { loseAnswers?: number },
  userFrom: 'set' | 'restored' = 'set',
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        queryFn: async ({ queryKey }) =>
          (await apiCall(context.app, 'GET', String(queryKey[0]), session.cookie)).json(),
      },
    },
  });
  const transport = injectTransport(session, faults);
  const outbox = new Outbox({ store: memoryStore(), transport, backoff: { baseMs: 5, maxMs: 20 } });
  if (userFrom === 'set') queryClient.setQueryData(['/api/auth/user'], { id: session.userId });
  const sync: Sync = installSync(queryClient, outbox);
  await sync.ready;
  if (userFrom === 'restored') {
    // What the device kept from the last visit, restored after the sync layer started (main.tsx).
    const earlier = new QueryClient();
    earlier.setQueryData(['/api/auth/user'], { id: session.userId });
    hydrate(queryClient, dehydrate(earlier));
  }
  const mutate = <T>(name: string, variables: T) =>
    new MutationObserver(queryClient, { mutationKey: [name] }).mutate(variables as never);
  const settled = async () => {
    for (let i = 0; i < 200 && outbox.snapshot().entries.some((entry) => entry.state === 'queued'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await outbox.kick();
  };
  return { queryClient, outbox, transport, sync, mutate, settled };
}

const daysOnServer = async (cookie: string, cruiseId: string) =>
  (await apiCall(context.app, 'GET', `/api/cruises/${cruiseId}/itinerary`, cookie)).json() as ItineraryDay[];

describe('the sync layer against the real server', () => {
  it('makes a change whose answer was lost exactly once (sent again with its client-made id)', async () => {
    const member = await memberWithCruise(context.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, { loseAnswers: 1 });
    const id = crypto.randomUUID();
    const answer = await device.mutate(addDay.name, {
      id,
      cruiseId: member.cruiseId,
      dayNumber: 2,
      portName: 'Nassau',
    });
    // The screen went on with the day as made (queued), not with an error.
    expect(answer).toMatchObject({ id, portName: 'Nassau' });
    await device.settled();
    expect(device.transport.sent).toHaveLength(2);
    expect(device.transport.sent[1]).toEqual(device.transport.sent[0]);
    const days = await daysOnServer(member.cookie, member.cruiseId);
    expect(days.filter((day) => day.id === id)).toHaveLength(1);
  });

  it('keeps changes through an expired session and sends them, in order, once the same traveller signs in again', async () => {
    const member = await memberWithCruise(context.app);
    const session = { cookie: member.cookie, userId: member.user.id };
    await apiCall(context.app, 'GET', '/api/logout', member.cookie); // the session ends (expiry)
    const device = await phone(session);
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    await device.mutate(addDay.name, {
      id: ids[0],
      cruiseId: member.cruiseId,
      dayNumber: 2,
      portName: 'Nassau',
    });
    await device.mutate(addDay.name, {
      id: ids[1],
      cruiseId: member.cruiseId,
      dayNumber: 3,
      portName: 'Cozumel',
    });
    await device.settled();
    expect(device.outbox.snapshot().status).toBe('needs-sign-in');
    expect(device.outbox.snapshot().entries).toHaveLength(2);

    const again = await signIn(context.app, member.email, member.password);
    session.cookie = `${again.cookies[0]?.name}=${again.cookies[0]?.value}`;
    device.queryClient.setQueryData(['/api/auth/user'], { id: member.user.id });
    device.outbox.setUser(member.user.id);
    await device.settled();
    const days = await daysOnServer(session.cookie, member.cruiseId);
    expect(days.map((day) => day.portName)).toEqual(['Nassau', 'Cozumel']);
    expect(device.outbox.snapshot().entries).toHaveLength(0);
  });

  it('redoes a waiting change over a fresh answer from the server, so a refetch never hides it', async () => {
    const member = await memberWithCruise(context.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id });
    await device.queryClient.fetchQuery({ queryKey: itineraryKey(member.cruiseId) });
    device.outbox.setOnline(false);
    const id = crypto.randomUUID();
    await device.mutate(addDay.name, { id, cruiseId: member.cruiseId, dayNumber: 4, portName: 'Roatán' });
    // Another day arrives from elsewhere, and the page reads the itinerary again.
    await apiCall(context.app, 'POST', `/api/cruises/${member.cruiseId}/itinerary`, member.cookie, {
      dayNumber: 5,
      portName: 'Belize City',
    });
    await device.queryClient.refetchQueries({ queryKey: itineraryKey(member.cruiseId) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const shown = device.queryClient.getQueryData<ItineraryDay[]>(itineraryKey(member.cruiseId)) ?? [];
    expect(shown.map((day) => day.portName).sort()).toEqual(['Belize City', 'Roatán']);

    device.outbox.setOnline(true);
    await device.settled();
    expect((await daysOnServer(member.cookie, member.cruiseId)).map((day) => day.portName).sort()).toEqual([
      'Belize City',
      'Roatán',
    ]);
  });

  it('knows the traveller from the cache restored after a reload, so changes made offline still queue', async () => {
    const member = await memberWithCruise(context.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, {}, 'restored');
    device.outbox.setOnline(false);
    const id = crypto.randomUUID();
    await device.mutate(addDay.name, { id, cruiseId: member.cruiseId, dayNumber: 2, portName: 'Nassau' });
    expect(device.outbox.snapshot().entries).toHaveLength(1);
    device.outbox.setOnline(true);
    await device.settled();
    expect((await daysOnServer(member.cookie, member.cruiseId)).map((day) => day.id)).toEqual([id]);
  });

  it('shows a change to a record changed elsewhere as a conflict, and keeps the version the traveller picks', async () => {
    const member = await memberWithCruise(context.app, { tripName: 'Alaska' });
    const device = await phone({ cookie: member.cookie, userId: member.user.id });
    const before = await device.queryClient.fetchQuery<RenameCruise>({
      queryKey: cruiseKey(member.cruiseId),
    });
    device.outbox.setOnline(false);
    await device.mutate(renameCruise.name, {
      id: member.cruiseId,
      tripName: 'Glacier week',
      updatedAt: before.updatedAt,
    });
    await device.mutate(renameCruise.name, {
      id: member.cruiseId,
      tripName: 'Glacier week!',
      updatedAt: before.updatedAt,
    });
    // Meanwhile, on the laptop:
    await apiCall(context.app, 'PUT', `/api/cruises/${member.cruiseId}`, member.cookie, {
      tripName: 'Inside Passage',
    });
    device.outbox.setOnline(true);
    await device.settled();
    const [conflict, behind] = device.outbox.snapshot().entries;
    expect(conflict).toMatchObject({
      state: 'conflict',
      problem: { status: 409, current: { tripName: 'Inside Passage' } },
    });
    expect(behind?.state).toBe('queued'); // waits behind the conflict on the same cruise
    // The screen still shows this device's version until the traveller picks.
    expect(device.queryClient.getQueryData<RenameCruise>(cruiseKey(member.cruiseId))?.tripName).toBe(
      'Glacier week!',
    );

    await device.sync.keepMine(conflict!.id);
    await device.settled();
    const onServer = (
      await apiCall(context.app, 'GET', `/api/cruises/${member.cruiseId}`, member.cookie)
    ).json();
    // Mine, then the change made after it (rebased on the version mine made): nothing lost, nothing doubled.
    expect(onServer.tripName).toBe('Glacier week!');
    expect(device.outbox.snapshot().entries).toHaveLength(0);
  });

  it('keeps the server version when the traveller picks it, and shows it', async () => {
    const member = await memberWithCruise(context.app, { tripName: 'Alaska' });
    const device = await phone({ cookie: member.cookie, userId: member.user.id });
    const before = await device.queryClient.fetchQuery<RenameCruise>({
      queryKey: cruiseKey(member.cruiseId),
    });
    device.outbox.setOnline(false);
    await device.mutate(renameCruise.name, {
      id: member.cruiseId,
      tripName: 'Glacier week',
      updatedAt: before.updatedAt,
    });
    await apiCall(context.app, 'PUT', `/api/cruises/${member.cruiseId}`, member.cookie, {
      tripName: 'Inside Passage',
    });
    device.outbox.setOnline(true);
    await device.settled();
    const [conflict] = device.outbox.snapshot().entries;
    await device.sync.keepTheirs(conflict!.id);
    expect(device.queryClient.getQueryData<RenameCruise>(cruiseKey(member.cruiseId))?.tripName).toBe(
      'Inside Passage',
    );
    const onServer = (
      await apiCall(context.app, 'GET', `/api/cruises/${member.cruiseId}`, member.cookie)
    ).json();
    expect(onServer.tripName).toBe('Inside Passage');
    expect(device.outbox.snapshot().entries).toHaveLength(0);
  });

  it('drops the cached answers of one traveller when another signs in on the same browser', async () => {
    const member = await memberWithCruise(context.app, { tripName: 'Private trip' });
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, {}, 'restored');
    await device.queryClient.fetchQuery({ queryKey: cruiseKey(member.cruiseId) });
    device.queryClient.setQueryData(['/api/auth/user'], { id: crypto.randomUUID() }); // someone else
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(device.queryClient.getQueryData(cruiseKey(member.cruiseId))).toBeUndefined();
    expect(device.queryClient.getQueryData(['/api/auth/user'])).toBeDefined();
  });

  it('drops the cached answers when the server says nobody is signed in (a session that expired)', async () => {
    const member = await memberWithCruise(context.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, {}, 'restored');
    await device.queryClient.fetchQuery({ queryKey: cruiseKey(member.cruiseId) });
    await apiCall(context.app, 'GET', '/api/logout', member.cookie);
    await device.queryClient.fetchQuery({
      queryKey: ['/api/auth/user'],
      staleTime: 0,
      queryFn: async () => {
        const res = await apiCall(context.app, 'GET', '/api/auth/user', member.cookie);
        return res.statusCode === 401 ? null : res.json();
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(device.queryClient.getQueryData(cruiseKey(member.cruiseId))).toBeUndefined();
  });

  it('gives a refusal back to the screen when it could be sent at once, and keeps nothing queued', async () => {
    const member = await memberWithCruise(context.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id });
    await expect(
      device.mutate(addDay.name, {
        id: crypto.randomUUID(),
        cruiseId: member.cruiseId,
        dayNumber: 0,
        portName: 'Nassau',
      }),
    ).rejects.toThrow(/^400: /);
    expect(device.outbox.snapshot().entries).toHaveLength(0);
  });

  it('keeps a change for a cruise deleted elsewhere, refused with its reason, until discarded', async () => {
    const member = await memberWithCruise(context.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id });
    device.outbox.setOnline(false);
    await device.mutate(addDay.name, {
      id: crypto.randomUUID(),
      cruiseId: member.cruiseId,
      dayNumber: 2,
      portName: 'Nassau',
    });
    await apiCall(context.app, 'DELETE', `/api/cruises/${member.cruiseId}`, member.cookie);
    device.outbox.setOnline(true);
    await device.settled();
    const [refused] = device.outbox.snapshot().entries;
    expect(refused).toMatchObject({ state: 'refused', problem: { status: 404 } });
    expect(device.sync.describe(refused!)).toBe('Add day 2 — Nassau');
    await device.sync.discard(refused!.id);
    expect(device.outbox.snapshot().entries).toHaveLength(0);
  });
});

interface ImportDays {
  cruiseId: string;
  days: { id: string; dayNumber: number; portName: string }[];
}

const importDays = registerWrite<ImportDays, ItineraryDay[]>({
  name: 'test:importItinerary',
  action: 'import itinerary',
  request: ({ cruiseId, days }) => ({
    method: 'POST',
    url: `/api/cruises/${cruiseId}/itinerary/import`,
    body: { replace: false, days },
  }),
  createdIds: ({ days }) => days.map((day) => day.id),
  refresh: (queryClient, { cruiseId }) => queryClient.invalidateQueries({ queryKey: itineraryKey(cruiseId) }),
  describe: ({ days }) => `Import ${days.length} days`,
});

const editDayNotes = registerWrite<{ id: string; notes: string; updatedAt: string }, ItineraryDay>({
  name: 'test:editDayNotes',
  action: 'update itinerary item',
  request: ({ id, notes, updatedAt }) => ({
    method: 'PUT',
    url: `/api/itinerary/${id}`,
    body: { notes },
    ifMatch: updatedAt,
  }),
  recordId: ({ id }) => id,
  refresh: async () => undefined,
  describe: ({ notes }) => `Edit the notes “${notes}”`,
});

describe('a write that creates several records (createdIds)', () => {
  it('lets records of an import still queued be edited: the edit goes unversioned after it, and a lost answer imports once', async () => {
    const member = await memberWithCruise(context.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, { loseAnswers: 1 });
    device.outbox.setOnline(false);
    const [bergen, sea] = [crypto.randomUUID(), crypto.randomUUID()];
    await device.mutate(importDays.name, {
      cruiseId: member.cruiseId,
      days: [
        { id: bergen, dayNumber: 1, portName: 'Bergen' },
        { id: sea, dayNumber: 2, portName: 'At Sea' },
      ],
    });
    // The version this device showed for the day it made (not one the server made).
    await device.mutate(editDayNotes.name, {
      id: bergen,
      notes: 'Fløibanen',
      updatedAt: new Date().toISOString(),
    });
    device.outbox.setOnline(true);
    await device.settled();
    expect(device.outbox.snapshot().entries).toHaveLength(0);
    expect(device.transport.sent.find((request) => request.method === 'PUT')?.ifMatch).toBeUndefined();
    const days = await daysOnServer(member.cookie, member.cruiseId);
    expect(days.map(({ id, notes }) => ({ id, notes }))).toEqual([
      { id: bergen, notes: 'Fløibanen' },
      { id: sea, notes: null },
    ]);
  });
});
