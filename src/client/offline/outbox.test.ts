import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outbox, type OutboxRequest, type SendResult } from './outbox';
import { indexedDbOutboxStore, memoryOutboxStore } from './outbox-store';

/** A store in memory that copies like IndexedDB does (structured clone). */

type Reply = SendResult | 'network-error';

/** A server stand-in: records what reaches it, answers from a script (default 200 with the body). */
function scriptedTransport(script: Reply[] = []) {
  const sent: OutboxRequest[] = [];
  return {
    sent,
    script,
    async send(request: OutboxRequest): Promise<SendResult> {
      sent.push(request);
      const reply = script.shift();
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return reply ?? { status: 200, body: JSON.stringify({ ...request.body, updatedAt: 'v-next' }) };
    },
  };
}

const post = (url: string, body: Record<string, unknown> = {}): OutboxRequest => ({
  method: 'POST',
  url,
  body,
});
const put = (url: string, body: Record<string, unknown>, ifMatch?: string): OutboxRequest => ({
  method: 'PUT',
  url,
  body,
  ifMatch,
});

async function makeOutbox(script: Reply[] = [], store = memoryOutboxStore()) {
  const transport = scriptedTransport(script);
  const events = {
    delivered: vi.fn(),
    refused: vi.fn(),
    conflict: vi.fn(),
    sessionExpired: vi.fn(),
    drained: vi.fn(),
  };
  const outbox = new Outbox({ store, transport, events, random: () => 0.5 });
  outbox.setUser('user-1');
  await outbox.load();
  return { outbox, transport, events, store };
}

describe('the outbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a change before sending it, and sends changes one at a time in the order they were made', async () => {
    const { outbox, transport, store } = await makeOutbox();
    outbox.setOnline(false);
    const first = await outbox.enqueue({ name: 'a', variables: 1, request: post('/api/one') });
    await outbox.enqueue({ name: 'b', variables: 2, request: post('/api/two') });
    await outbox.enqueue({ name: 'c', variables: 3, request: post('/api/three') });
    expect(await store.load()).toHaveLength(3);
    expect(await first.outcome).toEqual({ kind: 'deferred' });
    expect(transport.sent).toHaveLength(0);

    outbox.setOnline(true);
    await vi.runAllTimersAsync();
    expect(transport.sent.map((request) => request.url)).toEqual(['/api/one', '/api/two', '/api/three']);
    expect(await store.load()).toHaveLength(0);
  });

  it('keeps a change that is still being written while a round reads the queue, and sends it once', async () => {
    // The store's write of the new entry is held back until a round (another tab's check, a
    // retry) has read the queue: that read does not hold the entry yet, and must not drop it.
    const base = memoryOutboxStore();
    let releasePut: () => void = () => undefined;
    let isHolding = false;
    const store = {
      ...base,
      put: async (entry: Parameters<typeof base.put>[0]) => {
        if (isHolding) await new Promise<void>((resolve) => (releasePut = resolve));
        return base.put(entry);
      },
    };
    const { outbox, transport } = await makeOutbox([], store);
    outbox.setOnline(false);
    isHolding = true;
    const queued = outbox.enqueue({
      name: 'tick',
      variables: 1,
      request: put('/api/items/1', { done: true }),
    });
    await outbox.kick(); // a round reads the store while the write is held
    // Still queued and counted on screen ("Offline - 1 change will sync") while it is written.
    expect(outbox.pendingEntries().map((entry) => entry.name)).toEqual(['tick']);
    isHolding = false;
    releasePut();
    await queued;
    expect(outbox.pendingEntries().map((entry) => entry.name)).toEqual(['tick']);
    outbox.setOnline(true);
    await vi.runAllTimersAsync();
    expect(transport.sent.map((request) => request.url)).toEqual(['/api/items/1']);
    expect(await base.load()).toHaveLength(0);
  });

  it('answers the screen with the server answer when it can send at once', async () => {
    const { outbox } = await makeOutbox([{ status: 201, body: '{"id":"x","name":"Deck 5"}' }]);
    const { outcome } = await outbox.enqueue({ name: 'a', variables: {}, request: post('/api/x') });
    expect(await outcome).toEqual({ kind: 'sent', data: { id: 'x', name: 'Deck 5' } });
  });

  it('retries after a network failure with a doubling back-off, and at once when the browser is back online', async () => {
    const { outbox, transport, events } = await makeOutbox([
      'network-error',
      'network-error',
      'network-error',
    ]);
    const { outcome } = await outbox.enqueue({
      name: 'a',
      variables: {},
      request: post('/api/x', { id: 'x' }),
    });
    expect(await outcome).toEqual({ kind: 'deferred' });
    expect(transport.sent).toHaveLength(1);
    expect(outbox.snapshot().status).toBe('retrying');

    await vi.advanceTimersByTimeAsync(999);
    expect(transport.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.sent).toHaveLength(2); // after 1 s
    await vi.advanceTimersByTimeAsync(1_999);
    expect(transport.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.sent).toHaveLength(3); // then 2 s

    outbox.setOnline(false);
    outbox.setOnline(true); // the 'online' event: no waiting out the 4 s
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.sent).toHaveLength(4);
    expect(events.delivered).toHaveBeenCalledTimes(1);
    expect(events.drained).toHaveBeenLastCalledWith(1);
  });

  it('sends a change whose answer was lost again with the same id and contents (the server makes it once)', async () => {
    const { outbox, transport } = await makeOutbox(['network-error']);
    await outbox.enqueue({ name: 'a', variables: {}, request: post('/api/x', { id: 'client-made' }) });
    await vi.runAllTimersAsync();
    expect(transport.sent).toHaveLength(2);
    expect(transport.sent[1]).toEqual(transport.sent[0]);
  });

  it('holds everything on a 401 until the same user signs in again, then sends in order', async () => {
    const { outbox, transport, events } = await makeOutbox([
      { status: 401, body: '{"message":"Unauthorized"}' },
    ]);
    await outbox.enqueue({ name: 'a', variables: {}, request: post('/api/one') });
    await outbox.enqueue({ name: 'b', variables: {}, request: post('/api/two') });
    await vi.runAllTimersAsync();
    expect(events.sessionExpired).toHaveBeenCalledTimes(1);
    expect(outbox.snapshot().status).toBe('needs-sign-in');
    expect(outbox.snapshot().entries).toHaveLength(2);

    outbox.setUser(null);
    outbox.setUser('someone-else');
    await vi.runAllTimersAsync();
    expect(transport.sent).toHaveLength(1); // never with another account's session
    expect(outbox.snapshot().entries).toHaveLength(0);

    outbox.setUser('user-1');
    await vi.runAllTimersAsync();
    expect(transport.sent.map((request) => request.url)).toEqual(['/api/one', '/api/one', '/api/two']);
  });

  it('gives a refusal back to the screen still waiting, and keeps one nobody waits for, to edit or discard', async () => {
    const refusal = { status: 400, body: '{"message":"Title is required"}' };
    const { outbox, events } = await makeOutbox([refusal, refusal]);
    const waiting = await outbox.enqueue({ name: 'a', variables: {}, request: post('/api/x') });
    expect(await waiting.outcome).toEqual({ kind: 'refused', ...refusal });
    expect(outbox.snapshot().entries).toHaveLength(0);

    outbox.setOnline(false);
    await outbox.enqueue({ name: 'b', variables: {}, request: post('/api/y') });
    outbox.setOnline(true);
    await vi.runAllTimersAsync();
    const [kept] = outbox.snapshot().entries;
    expect(kept?.state).toBe('refused');
    expect(kept?.problem).toEqual({ status: 400, message: 'Title is required' });
    expect(events.refused).toHaveBeenCalledTimes(1);
  });

  it('stops at a conflict on one record, lets other records through, and sends mine based on the new version when I keep it', async () => {
    const current = { id: 'day-1', portName: 'Nassau', updatedAt: 'v2' };
    const { outbox, transport, events } = await makeOutbox([
      { status: 409, body: JSON.stringify({ message: 'This day was changed elsewhere.', current }) },
    ]);
    outbox.setOnline(false);
    await outbox.enqueue({
      name: 'update',
      variables: {},
      request: put('/api/itinerary/day-1', { portName: 'Cozumel' }, 'v1'),
      recordId: 'day-1',
    });
    await outbox.enqueue({
      name: 'update',
      variables: {},
      request: put('/api/itinerary/day-1', { arrivalTime: '08:00' }, 'v1'),
      recordId: 'day-1',
    });
    await outbox.enqueue({
      name: 'tick',
      variables: {},
      request: put('/api/checklist-items/i', { isCompleted: true }),
    });
    outbox.setOnline(true);
    await vi.runAllTimersAsync();
    expect(events.conflict).toHaveBeenCalledTimes(1);
    expect(transport.sent.map((request) => request.url)).toEqual([
      '/api/itinerary/day-1',
      '/api/checklist-items/i',
    ]);
    const [conflict, waiting] = outbox.snapshot().entries;
    expect(conflict?.state).toBe('conflict');
    expect(conflict?.problem?.current).toEqual(current);
    expect(waiting?.state).toBe('queued');

    transport.script.push({
      status: 200,
      body: JSON.stringify({ ...current, portName: 'Cozumel', updatedAt: 'v3' }),
    });
    await outbox.keepMine(conflict!.id);
    await vi.runAllTimersAsync();
    expect(transport.sent[2]).toMatchObject({ body: { portName: 'Cozumel' }, ifMatch: 'v2' });
    // The next change to the day was based on what the first one was based on: now on v3.
    expect(transport.sent[3]).toMatchObject({ body: { arrivalTime: '08:00' }, ifMatch: 'v3' });
    expect(outbox.snapshot().entries).toHaveLength(0);
  });

  it('takes a 409 whose current record already holds the change as delivered (the answer was lost)', async () => {
    const current = { id: 'day-1', portName: 'Cozumel', notes: null, updatedAt: 'v2' };
    const { outbox, events } = await makeOutbox([
      { status: 409, body: JSON.stringify({ message: 'changed', current }) },
    ]);
    await outbox.enqueue({
      name: 'update',
      variables: {},
      request: put('/api/itinerary/day-1', { portName: ' Cozumel ', notes: '' }, 'v1'),
      recordId: 'day-1',
    });
    await vi.runAllTimersAsync();
    expect(events.delivered).toHaveBeenCalledWith(expect.objectContaining({ recordId: 'day-1' }), current);
    expect(events.conflict).not.toHaveBeenCalled();
  });

  it('counts a delete answered 404 as done (sent twice, or deleted elsewhere)', async () => {
    const { outbox, events } = await makeOutbox([{ status: 404, body: '{"message":"Not found"}' }]);
    const { outcome } = await outbox.enqueue({
      name: 'del',
      variables: {},
      request: { method: 'DELETE', url: '/api/x/1' },
    });
    expect(await outcome).toEqual({ kind: 'sent', data: null });
    expect(events.refused).not.toHaveBeenCalled();
  });

  it('retries 502, 503, 504 and 429 but refuses a 500', async () => {
    const { outbox, transport } = await makeOutbox([
      { status: 503, body: '' },
      { status: 500, body: '{"message":"Internal server error"}' },
    ]);
    const { outcome } = await outbox.enqueue({ name: 'a', variables: {}, request: post('/api/x') });
    expect(await outcome).toEqual({ kind: 'deferred' });
    await vi.runAllTimersAsync();
    expect(transport.sent).toHaveLength(2);
    expect(outbox.snapshot().entries[0]?.state).toBe('refused');
  });

  it('waits as long as a 429 or 503 asks (Retry-After) before sending again, ten minutes at most', async () => {
    const { outbox, transport } = await makeOutbox([
      { status: 429, body: '{"code":"UPLOAD_RATE_LIMITED"}', retryAfterSeconds: 90 },
      { status: 503, body: '', retryAfterSeconds: 86_400 },
      { status: 201, body: '{}' },
    ]);
    const { outcome } = await outbox.enqueue({ name: 'a', variables: {}, request: post('/api/photos') });
    expect(await outcome).toEqual({ kind: 'deferred' });
    expect(transport.sent).toHaveLength(1);
    // The back-off alone would have tried again within seconds.
    await vi.advanceTimersByTimeAsync(89_000);
    expect(transport.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(transport.sent).toHaveLength(2);
    // A day's Retry-After is taken as ten minutes.
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(transport.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(transport.sent).toHaveLength(3);
    expect(outbox.snapshot().entries).toHaveLength(0);
  });
});

describe('the outbox, with others', () => {
  it('sends nothing new before the changes kept from an earlier visit are loaded, then sends those first', async () => {
    const store = memoryOutboxStore();
    const earlier = new Outbox({ store, transport: scriptedTransport() });
    earlier.setUser('user-1');
    earlier.setOnline(false);
    await earlier.load();
    await earlier.enqueue({
      name: 'createList',
      variables: {},
      request: post('/api/checklists', { id: 'L' }),
    });

    const transport = scriptedTransport();
    const now = new Outbox({ store, transport });
    now.setUser('user-1');
    const { outcome } = await now.enqueue({
      name: 'addItem',
      variables: {},
      request: post('/api/checklist-items'),
    });
    expect(await outcome).toEqual({ kind: 'deferred' }); // nothing is sent yet...
    expect(transport.sent).toHaveLength(0);
    await now.load();
    await now.kick();
    expect(transport.sent.map((request) => request.url)).toEqual(['/api/checklists', '/api/checklist-items']);
  });

  it('lets a change behind others show as made instead of keeping its screen waiting', async () => {
    const { outbox } = await makeOutbox(['network-error']);
    await outbox.enqueue({ name: 'addPhoto', variables: {}, request: post('/api/photos') });
    const behind = await outbox.enqueue({ name: 'addDay', variables: {}, request: post('/api/itinerary') });
    expect(await behind.outcome).toEqual({ kind: 'deferred' });
  });

  it('shows only a count of a signed-out traveller’s changes, and lets nobody else act on them', async () => {
    const { outbox } = await makeOutbox([{ status: 400, body: '{"message":"No"}' }]);
    outbox.setOnline(false);
    await outbox.enqueue({ name: 'a', variables: { secret: 'diary' }, request: post('/api/x') });
    outbox.setUser(null);
    expect(outbox.snapshot()).toMatchObject({ entries: [], heldForSignIn: 1 });
    const [entry] = outbox.allEntries();
    outbox.setUser('user-2');
    expect(await outbox.discard(entry!.id)).toBeUndefined();
    expect(outbox.allEntries()).toHaveLength(1);
  });

  it('does not send again what another tab sent meanwhile (it reads the shared queue before sending)', async () => {
    const store = memoryOutboxStore();
    const tabA = new Outbox({ store, transport: scriptedTransport() });
    tabA.setUser('user-1');
    tabA.setOnline(false);
    await tabA.load();
    await tabA.enqueue({ name: 'a', variables: {}, request: post('/api/x', { id: 'x' }) });
    const tabBTransport = scriptedTransport();
    const tabB = new Outbox({ store, transport: tabBTransport });
    tabB.setUser('user-1');
    tabB.setOnline(false);
    await tabB.load();
    expect(tabB.snapshot().entries).toHaveLength(1);

    tabA.setOnline(true);
    await tabA.kick();
    tabB.setOnline(true);
    await tabB.kick();
    expect(tabBTransport.sent).toHaveLength(0);
    expect(tabB.snapshot().entries).toHaveLength(0);
  });
});

describe('the IndexedDB store', () => {
  it('keeps entries, blobs included, across outbox instances (a reload), in order', async () => {
    const store = indexedDbOutboxStore();
    await store.clear();
    const first = new Outbox({ store, transport: scriptedTransport() });
    first.setUser('user-1');
    await first.load();
    first.setOnline(false);
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await first.enqueue({
      name: 'addPhoto',
      variables: { id: 'p1' },
      request: post('/api/photos', { url: photo }),
    });
    await first.enqueue({
      name: 'tick',
      variables: {},
      request: put('/api/checklist-items/i', { isCompleted: true }),
    });

    const transport = scriptedTransport();
    const second = new Outbox({ store, transport });
    second.setUser('user-1');
    second.setOnline(false);
    await second.load();
    const entries = second.snapshot().entries;
    expect(entries.map((entry) => entry.name)).toEqual(['addPhoto', 'tick']);
    expect(entries.every((entry) => entry.isDeferred)).toBe(true);
    const kept = entries[0]?.request.body?.url;
    expect(kept).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (kept as Blob).arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));

    second.setOnline(true);
    await second.kick();
    expect(transport.sent).toHaveLength(2);
    expect(await store.load()).toEqual([]);
  });
});
