import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { countingReads } from '../test-support/interleave.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { listChecklists } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);
const newMember = () => memberWithCruise(ctx.app);

/** Everything stored under a cruise's checklists, to show a refused call changed nothing. */
const snapshotOf = async (cruiseId: string) => ({
  lists: await ctx.database.query('select * from checklists where cruise_id = $1 order by id', [cruiseId]),
  items: await ctx.database.query(
    `select i.* from checklist_items i join checklists c on c.id = i.checklist_id
      where c.cruise_id = $1 order by i.id`,
    [cruiseId],
  ),
});

async function checklistOf(
  cookie: string,
  cruiseId: string,
  texts: string[] = ['Passport', 'Visa', 'Insurance'],
) {
  const res = await call('POST', '/api/checklists', cookie, {
    cruiseId,
    name: 'Documents',
    items: texts.map((text) => ({ text })),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; items: { id: string; text: string }[] };
}

const textsOf = (list: { items: { text: string }[] }) => list.items.map((item) => item.text);

describe('checklists', () => {
  it('answers a visitor 401 on every call', async () => {
    const id = randomUUID();
    for (const [method, url, body] of [
      ['GET', `/api/cruises/${id}/checklists`],
      ['POST', '/api/checklists', { cruiseId: id, name: 'Docs' }],
      ['PUT', `/api/checklists/${id}`, { name: 'Docs' }],
      ['DELETE', `/api/checklists/${id}`],
      ['PUT', `/api/checklists/${id}/order`, { itemIds: [] }],
      ['POST', '/api/checklist-items', { checklistId: id, text: 'Passport' }],
      ['PUT', `/api/checklist-items/${id}`, { isCompleted: true }],
      ['DELETE', `/api/checklist-items/${id}`],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a list with its rows in one call (blank rows skipped), then items one by one as the spec does', async () => {
    const { cookie, cruiseId } = await newMember();
    const created = await call('POST', '/api/checklists', cookie, {
      cruiseId,
      name: '  Before you sail ',
      category: 'Documents',
      items: [
        { text: 'Check passport', dueDate: '2027-04-11' },
        { text: '   ' },
        { text: 'Buy travel insurance', dueDate: '' },
        {},
      ],
    });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({ cruiseId, name: 'Before you sail', category: 'Documents' });
    expect(list.items).toMatchObject([
      {
        text: 'Check passport',
        dueDate: '2027-04-11',
        isCompleted: false,
        position: 0,
        checklistId: list.id,
      },
      { text: 'Buy travel insurance', dueDate: null, isCompleted: false, position: 1 },
    ]);

    // The spec's calls: a list by name, then one item at a time, each at the end.
    const bare = await call('POST', '/api/checklists', cookie, { cruiseId, name: 'Embarkation day' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ category: null, items: [] });
    for (const text of ['Print boarding pass', 'Pack a day bag']) {
      const item = await call('POST', '/api/checklist-items', cookie, {
        checklistId: bare.json().id,
        text,
        isCompleted: false,
      });
      expect(item.statusCode).toBe(201);
    }
    const extra = await call('POST', '/api/checklist-items', cookie, {
      checklistId: list.id,
      text: 'Online check-in',
      dueDate: '2027-06-25',
    });
    expect(extra.json()).toMatchObject({ position: 2, isCompleted: false, dueDate: '2027-06-25' });

    const lists = (await call('GET', `/api/cruises/${cruiseId}/checklists`, cookie)).json();
    expect(lists.map((l: { name: string }) => l.name)).toEqual(['Before you sail', 'Embarkation day']);
    expect(textsOf(lists[0])).toEqual(['Check passport', 'Buy travel insurance', 'Online check-in']);
    expect(textsOf(lists[1])).toEqual(['Print boarding pass', 'Pack a day bag']);
  });

  it('ticks, unticks and edits an item, renames and re-categorises a list', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await checklistOf(cookie, cruiseId);
    const [passport] = list.items;
    const ticked = await call('PUT', `/api/checklist-items/${passport!.id}`, cookie, { isCompleted: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ isCompleted: true, text: 'Passport' });
    const edited = await call('PUT', `/api/checklist-items/${passport!.id}`, cookie, {
      text: 'Passport (valid 6 months after return)',
      dueDate: '2027-03-01',
    });
    expect(edited.json()).toMatchObject({ isCompleted: true, dueDate: '2027-03-01' });
    const cleared = await call('PUT', `/api/checklist-items/${passport!.id}`, cookie, {
      dueDate: null,
      isCompleted: false,
    });
    expect(cleared.json()).toMatchObject({ dueDate: null, isCompleted: false });

    const renamed = await call('PUT', `/api/checklists/${list.id}`, cookie, {
      name: 'Papers',
      category: 'Travel',
    });
    expect(renamed.json()).toMatchObject({ name: 'Papers', category: 'Travel' });
    expect(textsOf(renamed.json())).toEqual(['Passport (valid 6 months after return)', 'Visa', 'Insurance']);
    const uncategorised = await call('PUT', `/api/checklists/${list.id}`, cookie, { category: '' });
    expect(uncategorised.json()).toMatchObject({ name: 'Papers', category: null });
  });

  it('refuses a missing name, bad rows, bad dates, control characters and wrong types, storing nothing', async () => {
    const { cookie, cruiseId } = await newMember();
    const before = await snapshotOf(cruiseId);
    for (const [payload, path] of [
      [{ cruiseId }, 'name'],
      [{ cruiseId, name: '   ' }, 'name'],
      [{ cruiseId, name: 'x'.repeat(201) }, 'name'],
      [{ cruiseId, name: 'Docs\u0000' }, 'name'],
      [{ cruiseId: 'not-a-uuid', name: 'Docs' }, 'cruiseId'],
      [{ name: 'Docs' }, 'cruiseId'],
      [{ cruiseId, name: 'Docs', items: 'Passport' }, 'items'],
      [{ cruiseId, name: 'Docs', items: [{ text: 'Visa', dueDate: '2027-02-30' }] }, 'items.0.dueDate'],
      [{ cruiseId, name: 'Docs', items: [{ text: 'Visa', dueDate: 'next week' }] }, 'items.0.dueDate'],
      [{ cruiseId, name: 'Docs', items: [{ text: 'Visa', isCompleted: 'yes' }] }, 'items.0.isCompleted'],
      [{ cruiseId, name: 'Docs', items: [{ text: 'Vi\u0007sa' }] }, 'items.0.text'],
      [{ cruiseId, name: 'Docs', items: [{ text: 'x'.repeat(501) }] }, 'items.0.text'],
      [{ cruiseId, name: 'Docs', items: Array.from({ length: 201 }, () => ({ text: 'Item' })) }, 'items'],
      [{ cruiseId, name: 'Docs', items: [{ id: 'abc', text: 'Visa' }] }, 'items.0.id'],
    ] as const) {
      const res = await call('POST', '/api/checklists', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const missing = await call('POST', '/api/checklists', cookie, { cruiseId, name: '' });
    expect(missing.json().issues).toContainEqual({ path: 'name', message: 'Checklist name is required' });
    const sameIds = randomUUID();
    const twice = await call('POST', '/api/checklists', cookie, {
      cruiseId,
      name: 'Docs',
      items: [
        { id: sameIds, text: 'A' },
        { id: sameIds, text: 'B' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    // A megabyte of text never reaches validation: the body limit answers first.
    const huge = await call('POST', '/api/checklists', cookie, { cruiseId, name: 'x'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(await snapshotOf(cruiseId)).toEqual(before);
  });

  it('keeps the item rules on add and edit, changing nothing when refused', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await checklistOf(cookie, cruiseId);
    const before = await snapshotOf(cruiseId);
    for (const [payload, path] of [
      [{ checklistId: list.id }, 'text'],
      [{ checklistId: list.id, text: ' ' }, 'text'],
      [{ checklistId: list.id, text: 'Visa', dueDate: '2027-13-01' }, 'dueDate'],
      [{ checklistId: 'nope', text: 'Visa' }, 'checklistId'],
      [{ checklistId: list.id, text: 'Visa\u0000' }, 'text'],
    ] as const) {
      const res = await call('POST', '/api/checklist-items', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const unknownList = await call('POST', '/api/checklist-items', cookie, {
      checklistId: randomUUID(),
      text: 'X',
    });
    expect(unknownList.statusCode).toBe(404);
    const itemId = list.items[0]!.id;
    for (const [payload, path] of [
      [{ text: '' }, 'text'],
      [{ isCompleted: 'true' }, 'isCompleted'],
      [{ dueDate: '12/07/2027' }, 'dueDate'],
    ] as const) {
      const res = await call('PUT', `/api/checklist-items/${itemId}`, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await call('PUT', `/api/checklists/${list.id}`, cookie, { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/checklist-items/not-a-uuid', cookie, { text: 'X' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', `/api/checklist-items/${randomUUID()}`, cookie, { text: 'X' })).statusCode,
    ).toBe(404);
    expect(await snapshotOf(cruiseId)).toEqual(before);
  });

  it('reorders: the listed items first, the rest after them as they were; a foreign id changes nothing', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await checklistOf(cookie, cruiseId, ['A', 'B', 'C', 'D']);
    const [a, b, c, d] = list.items.map((item) => item.id);
    const moved = await call('PUT', `/api/checklists/${list.id}/order`, cookie, { itemIds: [c, a] });
    expect(moved.statusCode).toBe(200);
    expect(textsOf(moved.json())).toEqual(['C', 'A', 'B', 'D']);
    expect(moved.json().items.map((i: { position: number }) => i.position)).toEqual([0, 1, 2, 3]);
    const full = await call('PUT', `/api/checklists/${list.id}/order`, cookie, { itemIds: [d, c, b, a] });
    expect(textsOf(full.json())).toEqual(['D', 'C', 'B', 'A']);
    // A new item still goes to the end.
    await call('POST', '/api/checklist-items', cookie, { checklistId: list.id, text: 'E' });

    const other = await checklistOf(cookie, cruiseId, ['Elsewhere']);
    const before = await snapshotOf(cruiseId);
    for (const itemIds of [[a, other.items[0]!.id], [a, randomUUID()], [a, a], ['nope'], 'a'] as const) {
      const res = await call('PUT', `/api/checklists/${list.id}/order`, cookie, { itemIds });
      expect(res.statusCode, JSON.stringify(itemIds)).toBe(400);
    }
    expect(await snapshotOf(cruiseId)).toEqual(before);
    const lists = (await call('GET', `/api/cruises/${cruiseId}/checklists`, cookie)).json();
    expect(textsOf(lists[0])).toEqual(['D', 'C', 'B', 'A', 'E']);
  });

  it('deletes an item, and a list with all its items', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await checklistOf(cookie, cruiseId);
    expect((await call('DELETE', `/api/checklist-items/${list.items[1]!.id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/checklist-items/${list.items[1]!.id}`, cookie)).statusCode).toBe(404);
    expect((await snapshotOf(cruiseId)).items).toHaveLength(2);
    expect((await call('DELETE', `/api/checklists/${list.id}`, cookie)).statusCode).toBe(204);
    expect(await snapshotOf(cruiseId)).toEqual({ lists: [], items: [] });
  });

  it('is idempotent on client-made ids for lists, inline items and items', async () => {
    const { cookie, cruiseId } = await newMember();
    const payload = {
      id: randomUUID(),
      cruiseId,
      name: 'Docs',
      items: [{ id: randomUUID(), text: 'Passport' }],
    };
    const first = await call('POST', '/api/checklists', cookie, payload);
    const retry = await call('POST', '/api/checklists', cookie, payload);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(first.json().items[0].id).toBe(payload.items[0]!.id);

    const item = { id: randomUUID(), checklistId: payload.id, text: 'Visa' };
    const added = await call('POST', '/api/checklist-items', cookie, item);
    const again = await call('POST', '/api/checklist-items', cookie, item);
    expect([added.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(added.json());
    expect((await snapshotOf(cruiseId)).items).toHaveLength(2);

    // The id of one of the member's items, sent for a new list's row: refused, and no list made.
    const before = await snapshotOf(cruiseId);
    const clash = await call('POST', '/api/checklists', cookie, {
      cruiseId,
      name: 'Clash',
      items: [{ text: 'Fresh' }, { id: item.id, text: 'Taken' }],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('ID_TAKEN');
    expect(await snapshotOf(cruiseId)).toEqual(before);
  });

  it('never lets another user read, add to, change, reorder or delete a checklist', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const list = await checklistOf(owner.cookie, owner.cruiseId);
    const itemId = list.items[0]!.id;
    const before = await snapshotOf(owner.cruiseId);
    for (const [method, url, body] of [
      ['GET', `/api/cruises/${owner.cruiseId}/checklists`],
      ['POST', '/api/checklists', { cruiseId: owner.cruiseId, name: 'Mine now' }],
      ['POST', '/api/checklist-items', { checklistId: list.id, text: 'Slipped in' }],
      ['PUT', `/api/checklists/${list.id}`, { name: 'Mine now' }],
      ['PUT', `/api/checklists/${list.id}/order`, { itemIds: [list.items[2]!.id] }],
      ['DELETE', `/api/checklists/${list.id}`],
      ['PUT', `/api/checklist-items/${itemId}`, { isCompleted: true }],
      ['DELETE', `/api/checklist-items/${itemId}`],
    ] as const) {
      const res = await call(method, url, stranger.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The owner's ids, reused by the stranger for records of their own: refused as taken.
    const takenList = await call('POST', '/api/checklists', stranger.cookie, {
      id: list.id,
      cruiseId: stranger.cruiseId,
      name: 'Copy',
    });
    expect(takenList.statusCode).toBe(409);
    const own = await checklistOf(stranger.cookie, stranger.cruiseId, []);
    const takenItem = await call('POST', '/api/checklist-items', stranger.cookie, {
      id: itemId,
      checklistId: own.id,
      text: 'Copy',
    });
    expect(takenItem.statusCode).toBe(409);
    const mixed = await call('PUT', `/api/checklists/${own.id}/order`, stranger.cookie, {
      itemIds: [itemId],
    });
    expect(mixed.statusCode).toBe(400);
    expect(await snapshotOf(owner.cruiseId)).toEqual(before);
  });

  it('holds at most 500 items in a list', async () => {
    const { cookie, cruiseId } = await newMember();
    const list = await checklistOf(cookie, cruiseId, []);
    await ctx.database.query(
      `insert into checklist_items (id, checklist_id, text, position)
       select gen_random_uuid(), $1, 'Item ' || n, n from generate_series(0, 499) as n`,
      [list.id],
    );
    const full = await call('POST', '/api/checklist-items', cookie, {
      checklistId: list.id,
      text: 'One more',
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().code).toBe('LIST_FULL');
    expect((await snapshotOf(cruiseId)).items).toHaveLength(500);
  });

  it('reads many lists in one go (the same three queries for one list or five), and goes when its cruise is deleted', async () => {
    const { cookie, cruiseId, user } = await newMember();
    const readsFor = async () => {
      const counting = countingReads(ctx);
      await listChecklists(counting.ctx, user.id, cruiseId);
      return counting.reads();
    };
    await checklistOf(cookie, cruiseId, ['Item 1a', 'Item 1b']);
    const forOne = await readsFor();
    for (const n of [2, 3, 4, 5]) await checklistOf(cookie, cruiseId, [`Item ${n}a`, `Item ${n}b`]);
    // The cruise's owner, its lists, and every item of every list.
    expect([forOne, await readsFor()]).toEqual([3, 3]);
    const lists = (await call('GET', `/api/cruises/${cruiseId}/checklists`, cookie)).json();
    expect(lists.map(textsOf)).toEqual([1, 2, 3, 4, 5].map((n) => [`Item ${n}a`, `Item ${n}b`]));
    expect((await call('DELETE', `/api/cruises/${cruiseId}`, cookie)).statusCode).toBe(204);
    expect(await snapshotOf(cruiseId)).toEqual({ lists: [], items: [] });
    const orphans = await ctx.database.query(
      'select 1 from checklist_items i left join checklists c on c.id = i.checklist_id where c.id is null',
    );
    expect(orphans).toEqual([]);
  });
});
