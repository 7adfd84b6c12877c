import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { apiCall, memberWithCruise } from '../../server/test-support/cruise-helpers';
import type { ItineraryDay } from '../../shared/schemas/itinerary';
import {
  addDay,
  cruiseKey,
  daysOnServer,
  itineraryKey,
  phone,
  startTestServer,
} from '../test-support/sync-harness';
import type { OutboxEntry } from './outbox';
import { memoryOutboxStore } from './outbox-store';

/**
 * The query cache and the queue together: waiting changes stay on screen over fresh answers, the
 * traveller is known from the cache restored after a reload, and nobody else's answers stay.
 */
const server = startTestServer();

describe('the cache while changes wait', () => {
  it('redoes a waiting change over a fresh answer from the server, so a refetch never hides it', async () => {
    const member = await memberWithCruise(server.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id });
    await device.queryClient.fetchQuery({ queryKey: itineraryKey(member.cruiseId) });
    device.outbox.setOnline(false);
    const id = crypto.randomUUID();
    await device.mutate(addDay.name, { id, cruiseId: member.cruiseId, dayNumber: 4, portName: 'Roatán' });
    // Another day arrives from elsewhere, and the page reads the itinerary again.
    await apiCall(server.app, 'POST', `/api/cruises/${member.cruiseId}/itinerary`, member.cookie, {
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

  it('shows a change only once the outbox has kept it: the cache never holds what a reload could lose', async () => {
    const member = await memberWithCruise(server.app);
    const kept = memoryOutboxStore();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const store = {
      ...kept,
      put: async (entry: OutboxEntry) => {
        await held;
        await kept.put(entry);
      },
    };
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, { store });
    await device.queryClient.fetchQuery({ queryKey: itineraryKey(member.cruiseId) });
    device.outbox.setOnline(false);
    const id = crypto.randomUUID();
    const made = device.mutate(addDay.name, {
      id,
      cruiseId: member.cruiseId,
      dayNumber: 3,
      portName: 'Cozumel',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const ports = () =>
      (device.queryClient.getQueryData<ItineraryDay[]>(itineraryKey(member.cruiseId)) ?? []).map(
        (day) => day.portName,
      );
    // Still being written to the device: not shown yet.
    expect(ports()).toEqual([]);
    release();
    await made;
    expect(ports()).toEqual(['Cozumel']);
    expect((await kept.load()).map((entry) => entry.name)).toEqual([addDay.name]);
  });

  it('knows the traveller from the cache restored after a reload, so changes made offline still queue', async () => {
    const member = await memberWithCruise(server.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, {}, 'restored');
    device.outbox.setOnline(false);
    const id = crypto.randomUUID();
    await device.mutate(addDay.name, { id, cruiseId: member.cruiseId, dayNumber: 2, portName: 'Nassau' });
    expect(device.outbox.snapshot().entries).toHaveLength(1);
    device.outbox.setOnline(true);
    await device.settled();
    expect((await daysOnServer(member.cookie, member.cruiseId)).map((day) => day.id)).toEqual([id]);
  });
});

describe('whose answers the cache holds', () => {
  it('drops the cached answers of one traveller when another signs in on the same browser', async () => {
    const member = await memberWithCruise(server.app, { tripName: 'Private trip' });
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, {}, 'restored');
    await device.queryClient.fetchQuery({ queryKey: cruiseKey(member.cruiseId) });
    device.queryClient.setQueryData(['/api/auth/user'], { id: crypto.randomUUID() }); // someone else
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(device.queryClient.getQueryData(cruiseKey(member.cruiseId))).toBeUndefined();
    expect(device.queryClient.getQueryData(['/api/auth/user'])).toBeDefined();
  });

  it('drops the cached answers when the server says nobody is signed in (a session that expired)', async () => {
    const member = await memberWithCruise(server.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id }, {}, 'restored');
    await device.queryClient.fetchQuery({ queryKey: cruiseKey(member.cruiseId) });
    await apiCall(server.app, 'GET', '/api/logout', member.cookie);
    await device.queryClient.fetchQuery({
      queryKey: ['/api/auth/user'],
      staleTime: 0,
      queryFn: async () => {
        const res = await apiCall(server.app, 'GET', '/api/auth/user', member.cookie);
        return res.statusCode === 401 ? null : res.json();
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(device.queryClient.getQueryData(cruiseKey(member.cruiseId))).toBeUndefined();
  });
});
