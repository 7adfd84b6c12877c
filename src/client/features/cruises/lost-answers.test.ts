import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { apiCall, memberWithCruise } from '../../../server/test-support/cruise-helpers';
import { phone, startTestServer } from '../../test-support/sync-harness';
import { checklistWrites } from './checklists/api';
import { createJournalEntryWrite } from './journal/writes';
import { packingWrites } from './packing/api';

/**
 * The app's own create writes, each sent to the real server with its first answer lost on the way
 * back (a dropped link at sea): the outbox sends the same request again by itself, and the server
 * keeps one record. One browser journey checks the whole path once (offline-sync.phone.spec.ts);
 * the sync layer's rules are in sync.test.ts.
 */
const server = startTestServer();

async function sentTwiceMadeOnce(
  write: { name: string },
  variables: (cruiseId: string) => object,
  listPath: (cruiseId: string) => string,
) {
  const member = await memberWithCruise(server.app);
  const device = await phone({ cookie: member.cookie, userId: member.user.id }, { loseAnswers: 1 });
  await device.mutate(write.name, variables(member.cruiseId));
  await device.settled();
  expect(device.transport.sent).toHaveLength(2);
  expect(device.transport.sent[1]).toEqual(device.transport.sent[0]);
  expect(device.outbox.snapshot().entries).toHaveLength(0);
  return (await apiCall(server.app, 'GET', listPath(member.cruiseId), member.cookie)).json();
}

describe('a create whose answer was lost is sent again by itself and makes one record', () => {
  it('a journal entry', async () => {
    const entries = await sentTwiceMadeOnce(
      createJournalEntryWrite,
      (cruiseId) => ({
        id: crypto.randomUUID(),
        cruiseId,
        title: null,
        entryDate: '2027-07-11',
        dayNumber: 2,
        portName: null,
        content: 'A quiet sea day.',
        photoIds: [],
        createdAt: new Date().toISOString(),
      }),
      (cruiseId) => `/api/cruises/${cruiseId}/journal-entries`,
    );
    expect(entries).toMatchObject([{ dayNumber: 2, content: 'A quiet sea day.' }]);
  });

  it('a checklist with its rows', async () => {
    const lists = await sentTwiceMadeOnce(
      checklistWrites.create,
      (cruiseId) => ({
        id: crypto.randomUUID(),
        cruiseId,
        name: 'Documents',
        items: [{ id: crypto.randomUUID(), text: 'Passport' }],
      }),
      (cruiseId) => `/api/cruises/${cruiseId}/checklists`,
    );
    expect(lists.map((list: { name: string; items: unknown[] }) => [list.name, list.items.length])).toEqual([
      ['Documents', 1],
    ]);
  });

  it('a packing list with its rows', async () => {
    const lists = await sentTwiceMadeOnce(
      packingWrites.create,
      (cruiseId) => ({
        id: crypto.randomUUID(),
        cruiseId,
        name: 'Carry-on',
        items: [{ id: crypto.randomUUID(), name: 'Charger' }],
      }),
      (cruiseId) => `/api/cruises/${cruiseId}/packing-lists`,
    );
    expect(lists.map((list: { name: string; items: unknown[] }) => [list.name, list.items.length])).toEqual([
      ['Carry-on', 1],
    ]);
  });
});
