import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { apiCall, memberWithCruise } from '../../server/test-support/cruise-helpers';
import {
  cruiseKey,
  phone,
  type RenameCruise,
  renameCruise,
  startTestServer,
} from '../test-support/sync-harness';

/** A change to a record changed elsewhere meanwhile: shown as a conflict, kept as the traveller picks. */
const server = startTestServer();

/**
 * The phone renames the cruise offline (once per name, each based on the version it had), the
 * laptop renames it to 'Inside Passage' meanwhile, then the phone syncs.
 */
async function renamedOnTwoDevices(phoneNames: string[]) {
  const member = await memberWithCruise(server.app, { tripName: 'Alaska' });
  const device = await phone({ cookie: member.cookie, userId: member.user.id });
  const before = await device.queryClient.fetchQuery<RenameCruise>({ queryKey: cruiseKey(member.cruiseId) });
  device.outbox.setOnline(false);
  for (const tripName of phoneNames) {
    await device.mutate(renameCruise.name, { id: member.cruiseId, tripName, updatedAt: before.updatedAt });
  }
  await apiCall(server.app, 'PUT', `/api/cruises/${member.cruiseId}`, member.cookie, {
    tripName: 'Inside Passage',
  });
  device.outbox.setOnline(true);
  await device.settled();
  const shown = () => device.queryClient.getQueryData<RenameCruise>(cruiseKey(member.cruiseId))?.tripName;
  const onServer = async () =>
    (await apiCall(server.app, 'GET', `/api/cruises/${member.cruiseId}`, member.cookie)).json().tripName;
  return { device, shown, onServer };
}

describe('conflicts against the real server', () => {
  it('shows a change to a record changed elsewhere as a conflict, and keeps the version the traveller picks', async () => {
    const { device, shown, onServer } = await renamedOnTwoDevices(['Glacier week', 'Glacier week!']);
    const [conflict, behind] = device.outbox.snapshot().entries;
    expect(conflict).toMatchObject({
      state: 'conflict',
      problem: { status: 409, current: { tripName: 'Inside Passage' } },
    });
    expect(behind?.state).toBe('queued'); // waits behind the conflict on the same cruise
    // The screen still shows this device's version until the traveller picks.
    expect(shown()).toBe('Glacier week!');

    await device.sync.keepMine(conflict!.id);
    await device.settled();
    // Mine, then the change made after it (rebased on the version mine made): nothing lost, nothing doubled.
    expect(await onServer()).toBe('Glacier week!');
    expect(device.outbox.snapshot().entries).toHaveLength(0);
  });

  it('keeps the server version when the traveller picks it, and shows it', async () => {
    const { device, shown, onServer } = await renamedOnTwoDevices(['Glacier week']);
    const [conflict] = device.outbox.snapshot().entries;
    await device.sync.keepTheirs(conflict!.id);
    expect(shown()).toBe('Inside Passage');
    expect(await onServer()).toBe('Inside Passage');
    expect(device.outbox.snapshot().entries).toHaveLength(0);
  });
});
