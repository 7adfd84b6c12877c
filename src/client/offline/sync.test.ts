import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../server/test-support/auth-helpers';
import { apiCall, memberWithCruise } from '../../server/test-support/cruise-helpers';
import type { ItineraryDay } from '../../shared/schemas/itinerary';
import { addDay, daysOnServer, itineraryKey, phone, startTestServer } from '../test-support/sync-harness';
import { registerWrite } from './sync';

/**
 * The sync layer sends to the real server (app.inject over a real database): lost answers, expired
 * sessions, refusals, and a write that creates several records. Conflicts are in
 * sync-conflicts.test.ts, the cache kept on the device in sync-cache.test.ts.
 */
const server = startTestServer();

describe('the sync layer against the real server', () => {
  it('makes a change whose answer was lost exactly once (sent again with its client-made id)', async () => {
    const member = await memberWithCruise(server.app);
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
    const member = await memberWithCruise(server.app);
    const session = { cookie: member.cookie, userId: member.user.id };
    await apiCall(server.app, 'GET', '/api/logout', member.cookie); // the session ends (expiry)
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

    const again = await signIn(server.app, member.email, member.password);
    session.cookie = `${again.cookies[0]?.name}=${again.cookies[0]?.value}`;
    device.queryClient.setQueryData(['/api/auth/user'], { id: member.user.id });
    device.outbox.setUser(member.user.id);
    await device.settled();
    const days = await daysOnServer(session.cookie, member.cruiseId);
    expect(days.map((day) => day.portName)).toEqual(['Nassau', 'Cozumel']);
    expect(device.outbox.snapshot().entries).toHaveLength(0);
  });

  it('gives a refusal back to the screen when it could be sent at once, and keeps nothing queued', async () => {
    const member = await memberWithCruise(server.app);
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
    const member = await memberWithCruise(server.app);
    const device = await phone({ cookie: member.cookie, userId: member.user.id });
    device.outbox.setOnline(false);
    await device.mutate(addDay.name, {
      id: crypto.randomUUID(),
      cruiseId: member.cruiseId,
      dayNumber: 2,
      portName: 'Nassau',
    });
    await apiCall(server.app, 'DELETE', `/api/cruises/${member.cruiseId}`, member.cookie);
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
    const member = await memberWithCruise(server.app);
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
