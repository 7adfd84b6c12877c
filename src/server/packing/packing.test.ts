import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);
const newMember = () => memberWithCruise(ctx.app);

/** Everything stored under a cruise's packing lists, to show a refused call changed nothing. */
const snapshotOf = async (cruiseId: string) => ({
  lists: await ctx.database.query('select * from packing_lists where cruise_id = $1 order by id', [cruiseId]),
  items: await ctx.database.query(
    `select i.* from packing_items i join packing_lists l on l.id = i.packing_list_id
      where l.cruise_id = $1 order by i.id`,
    [cruiseId],
  ),
});

async function packingListOf(
  cookie: string,
  cruiseId: string,
  names: string[] = ['Swimsuit', 'Sandals', 'Hat'],
) {
  const res = await call('POST', '/api/packing-lists', cookie, {
    cruiseId,
    name: 'Suitcase',
    items: names.map((name) => ({ name, category: 'Beach' })),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; items: { id: string; name: string }[] };
}

const namesOf = (list: { items: { name: string }[] }) => list.items.map((item) => item.name);

describe('packing lists', () => {
  it('answers a visitor 401 on every call', async () => {
    const id = randomUUID();
    for (const [method, url, body] of [
      ['GET', `/api/cruises/${id}/packing-lists`],
      ['POST', '/api/packing-lists', { cruiseId: id, name: 'Bag' }],
      ['PUT', `/api/packing-lists/${id}`, { name: 'Bag' }],
      ['DELETE', `/api/packing-lists/${id}`],
      ['PUT', `/api/packing-lists/${id}/order`, { itemIds: [] }],
      ['POST', '/api/packing-items', { packingListId: id, name: 'Hat' }],
      ['PUT', `/api/packing-items/${id}`, { isPacked: true }],
      ['DELETE', `/api/packing-items/${id}`],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a list with its rows (nameless ones skipped, quantity 1 by default), then items one by one', async () => {
    const { cookie, cruiseId } = await newMember();
    const created = await call('POST', '/api/packing-lists', cookie, {
      cruiseId,
      name: 'Suitcase',
      items: [
        { name: 'Swimsuit', category: 'Beach & excursions', quantity: 2 },
        { name: '', category: 'Clothing', quantity: 4 },
        { name: 'Formal outfit', category: 'Formal night', notes: 'Gala night is day 3' },
        { name: 'Reef-safe sunscreen', category: '', quantity: null, isPacked: true },
      ],
    });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({ cruiseId, name: 'Suitcase' });
    expect(list.items).toMatchObject([
      {
        name: 'Swimsuit',
        category: 'Beach & excursions',
        quantity: 2,
        isPacked: false,
        position: 0,
        notes: null,
      },
      {
        name: 'Formal outfit',
        category: 'Formal night',
        quantity: 1,
        notes: 'Gala night is day 3',
        position: 1,
      },
      { name: 'Reef-safe sunscreen', category: null, quantity: 1, isPacked: true, position: 2 },
    ]);

    // The spec's calls: a list by name, then each item with name, quantity and isPacked.
    const bare = await call('POST', '/api/packing-lists', cookie, { cruiseId, name: 'Carry-on' });
    expect(bare.json()).toMatchObject({ items: [] });
    const item = await call('POST', '/api/packing-items', cookie, {
      packingListId: bare.json().id,
      name: 'Phone charger',
      quantity: 1,
      isPacked: false,
    });
    expect(item.statusCode).toBe(201);
    expect(item.json()).toMatchObject({ position: 0, category: null, quantity: 1, isPacked: false });
    const defaulted = await call('POST', '/api/packing-items', cookie, {
      packingListId: list.id,
      name: 'Lanyard',
      category: 'Cabin hacks',
    });
    expect(defaulted.json()).toMatchObject({ position: 3, quantity: 1, isPacked: false });

    const lists = (await call('GET', `/api/cruises/${cruiseId}/packing-lists`, cookie)).json();
    expect(lists.map((l: { name: string }) => l.name)).toEqual(['Suitcase', 'Carry-on']);
    expect(namesOf(lists[0])).toEqual(['Swimsuit', 'Formal outfit', 'Reef-safe sunscreen', 'Lanyard']);
    expect(namesOf(lists[1])).toEqual(['Phone charger']);
  });

  it('packs, unpacks and edits an item, and renames a list', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await packingListOf(cookie, cruiseId);
    const hatId = list.items[2]!.id;
    expect(
      (await call('PUT', `/api/packing-items/${hatId}`, cookie, { isPacked: true })).json(),
    ).toMatchObject({
      isPacked: true,
      name: 'Hat',
    });
    const edited = await call('PUT', `/api/packing-items/${hatId}`, cookie, {
      name: 'Sun hat',
      category: 'Clothing',
      quantity: 2,
      notes: 'Wide brim\r\nPack on top',
      isPacked: false,
    });
    expect(edited.json()).toMatchObject({
      name: 'Sun hat',
      category: 'Clothing',
      quantity: 2,
      notes: 'Wide brim\nPack on top',
      isPacked: false,
    });
    const cleared = await call('PUT', `/api/packing-items/${hatId}`, cookie, { category: '', notes: null });
    expect(cleared.json()).toMatchObject({ category: null, notes: null, quantity: 2 });
    const renamed = await call('PUT', `/api/packing-lists/${list.id}`, cookie, { name: 'Big suitcase' });
    expect(renamed.json()).toMatchObject({ name: 'Big suitcase' });
    expect(namesOf(renamed.json())).toEqual(['Swimsuit', 'Sandals', 'Sun hat']);
  });

  it('refuses a missing name, a quantity below 1 or not whole, bad rows and control characters, storing nothing', async () => {
    const { cookie, cruiseId } = await newMember();
    const before = await snapshotOf(cruiseId);
    for (const [payload, path] of [
      [{ cruiseId }, 'name'],
      [{ cruiseId, name: ' ' }, 'name'],
      [{ cruiseId, name: 'x'.repeat(201) }, 'name'],
      [{ cruiseId, name: 'Bag\u0000' }, 'name'],
      [{ cruiseId: 'nope', name: 'Bag' }, 'cruiseId'],
      [{ cruiseId, name: 'Bag', items: [{ name: 'Socks', quantity: 0 }] }, 'items.0.quantity'],
      [{ cruiseId, name: 'Bag', items: [{ name: 'Socks', quantity: -3 }] }, 'items.0.quantity'],
      [{ cruiseId, name: 'Bag', items: [{ name: 'Socks', quantity: 1.5 }] }, 'items.0.quantity'],
      [{ cruiseId, name: 'Bag', items: [{ name: 'Socks', quantity: 'two' }] }, 'items.0.quantity'],
      [{ cruiseId, name: 'Bag', items: [{ name: 'Socks', quantity: 1000 }] }, 'items.0.quantity'],
      [{ cruiseId, name: 'Bag', items: [{ name: 'Socks', isPacked: 1 }] }, 'items.0.isPacked'],
      [{ cruiseId, name: 'Bag', items: [{ name: 'Socks', category: 'c'.repeat(101) }] }, 'items.0.category'],
      [{ cruiseId, name: 'Bag', items: [{ name: 'So\u001bcks' }] }, 'items.0.name'],
      [{ cruiseId, name: 'Bag', items: Array.from({ length: 201 }, () => ({ name: 'Socks' })) }, 'items'],
    ] as const) {
      const res = await call('POST', '/api/packing-lists', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const zero = await call('POST', '/api/packing-lists', cookie, {
      cruiseId,
      name: 'Bag',
      items: [{ name: 'Socks', quantity: 0 }],
    });
    expect(zero.json().issues).toContainEqual({
      path: 'items.0.quantity',
      message: 'Quantity must be at least 1',
    });
    const missing = await call('POST', '/api/packing-lists', cookie, { cruiseId });
    expect(missing.json().issues).toContainEqual({ path: 'name', message: 'Packing list name is required' });
    const huge = await call('POST', '/api/packing-lists', cookie, { cruiseId, name: 'x'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(await snapshotOf(cruiseId)).toEqual(before);
  });

  it('keeps the item rules on add and edit, changing nothing when refused', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await packingListOf(cookie, cruiseId);
    const before = await snapshotOf(cruiseId);
    for (const [payload, path] of [
      [{ packingListId: list.id }, 'name'],
      [{ packingListId: list.id, name: '' }, 'name'],
      [{ packingListId: list.id, name: 'Socks', quantity: 0 }, 'quantity'],
      [{ packingListId: 'nope', name: 'Socks' }, 'packingListId'],
      [{ packingListId: list.id, name: 'Socks', notes: 'n'.repeat(2001) }, 'notes'],
    ] as const) {
      const res = await call('POST', '/api/packing-items', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const unknownList = await call('POST', '/api/packing-items', cookie, {
      packingListId: randomUUID(),
      name: 'X',
    });
    expect(unknownList.statusCode).toBe(404);
    const itemId = list.items[0]!.id;
    for (const [payload, path] of [
      [{ name: '  ' }, 'name'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: '3' }, 'quantity'],
      [{ isPacked: 'no' }, 'isPacked'],
    ] as const) {
      const res = await call('PUT', `/api/packing-items/${itemId}`, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await call('PUT', `/api/packing-lists/${list.id}`, cookie, { name: '' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/packing-items/${randomUUID()}`, cookie)).statusCode).toBe(404);
    expect(await snapshotOf(cruiseId)).toEqual(before);
  });

  it('reorders: the listed items first, the rest after them as they were; a foreign id changes nothing', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await packingListOf(cookie, cruiseId, ['A', 'B', 'C', 'D']);
    const [a, b, c, d] = list.items.map((item) => item.id);
    const moved = await call('PUT', `/api/packing-lists/${list.id}/order`, cookie, { itemIds: [d, b] });
    expect(moved.statusCode).toBe(200);
    expect(namesOf(moved.json())).toEqual(['D', 'B', 'A', 'C']);
    const other = await packingListOf(cookie, cruiseId, ['Elsewhere']);
    const before = await snapshotOf(cruiseId);
    for (const itemIds of [[a, other.items[0]!.id], [randomUUID()], [c, c]]) {
      const res = await call('PUT', `/api/packing-lists/${list.id}/order`, cookie, { itemIds });
      expect(res.statusCode, JSON.stringify(itemIds)).toBe(400);
    }
    expect(await snapshotOf(cruiseId)).toEqual(before);
  });

  it('deletes an item, and a list with all its items', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await packingListOf(cookie, cruiseId);
    expect((await call('DELETE', `/api/packing-items/${list.items[0]!.id}`, cookie)).statusCode).toBe(204);
    expect((await snapshotOf(cruiseId)).items).toHaveLength(2);
    expect((await call('DELETE', `/api/packing-lists/${list.id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/packing-lists/${list.id}`, cookie)).statusCode).toBe(404);
    expect(await snapshotOf(cruiseId)).toEqual({ lists: [], items: [] });
  });

  it('is idempotent on client-made ids for lists, inline items and items', async () => {
    const { cookie, cruiseId } = await newMember();
    const payload = { id: randomUUID(), cruiseId, name: 'Bag', items: [{ id: randomUUID(), name: 'Hat' }] };
    const first = await call('POST', '/api/packing-lists', cookie, payload);
    const retry = await call('POST', '/api/packing-lists', cookie, payload);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(first.json().items[0].id).toBe(payload.items[0]!.id);
    const item = { id: randomUUID(), packingListId: payload.id, name: 'Socks', quantity: 5 };
    const added = await call('POST', '/api/packing-items', cookie, item);
    const again = await call('POST', '/api/packing-items', cookie, item);
    expect([added.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(added.json());
    const before = await snapshotOf(cruiseId);
    const clash = await call('POST', '/api/packing-lists', cookie, {
      cruiseId,
      name: 'Clash',
      items: [{ id: item.id, name: 'Taken' }],
    });
    expect(clash.statusCode).toBe(409);
    expect(await snapshotOf(cruiseId)).toEqual(before);
  });

  it('never lets another user read, add to, change, reorder or delete a packing list', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const list = await packingListOf(owner.cookie, owner.cruiseId);
    const itemId = list.items[0]!.id;
    const before = await snapshotOf(owner.cruiseId);
    for (const [method, url, body] of [
      ['GET', `/api/cruises/${owner.cruiseId}/packing-lists`],
      ['POST', '/api/packing-lists', { cruiseId: owner.cruiseId, name: 'Mine now' }],
      ['POST', '/api/packing-items', { packingListId: list.id, name: 'Slipped in' }],
      ['PUT', `/api/packing-lists/${list.id}`, { name: 'Mine now' }],
      ['PUT', `/api/packing-lists/${list.id}/order`, { itemIds: [list.items[2]!.id] }],
      ['DELETE', `/api/packing-lists/${list.id}`],
      ['PUT', `/api/packing-items/${itemId}`, { isPacked: true }],
      ['DELETE', `/api/packing-items/${itemId}`],
    ] as const) {
      const res = await call(method, url, stranger.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const takenList = await call('POST', '/api/packing-lists', stranger.cookie, {
      id: list.id,
      cruiseId: stranger.cruiseId,
      name: 'Copy',
    });
    expect(takenList.statusCode).toBe(409);
    const own = await packingListOf(stranger.cookie, stranger.cruiseId, []);
    const takenItem = await call('POST', '/api/packing-items', stranger.cookie, {
      id: itemId,
      packingListId: own.id,
      name: 'Copy',
    });
    expect(takenItem.statusCode).toBe(409);
    expect(await snapshotOf(owner.cruiseId)).toEqual(before);
  });

  it('goes with its cruise', async () => {
    const { cookie, cruiseId } = await newMember();
    await packingListOf(cookie, cruiseId);
    await packingListOf(cookie, cruiseId, ['Passport']);
    expect((await call('DELETE', `/api/cruises/${cruiseId}`, cookie)).statusCode).toBe(204);
    expect(await snapshotOf(cruiseId)).toEqual({ lists: [], items: [] });
    const orphans = await ctx.database.query(
      'select 1 from packing_items i left join packing_lists l on l.id = i.packing_list_id where l.id is null',
    );
    expect(orphans).toEqual([]);
  });
});
