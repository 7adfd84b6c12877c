/**
 * Checklists and packing lists when two requests meet: a record deleted between the ownership
 * check and the write answers the domain's 404 (never a 500), reorders sent at once apply one
 * after the other, and parallel adds never take a list past its 500 items.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as checklists from '../checklists/service.js';
import type { CruiseContext } from '../cruises/service.js';
import type { DbOrTx } from '../db/client.js';
import { checklistItems, checklists as checklistTable, packingItems, packingLists } from '../db/schema.js';
import * as packing from '../packing/service.js';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { interleaved } from '../test-support/interleave.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);

/** What differs between the two kinds of list; the races are the same. */
const DOMAINS = [
  {
    kind: 'checklists',
    listsPath: '/api/checklists',
    itemsPath: '/api/checklist-items',
    listIdField: 'checklistId',
    itemTextField: 'text',
    listTable: checklistTable,
    itemTable: checklistItems,
    itemTableName: 'checklist_items',
    listTableName: 'checklists',
    itemListColumn: 'checklist_id',
    itemTextColumn: 'text',
    listMissing: 'CHECKLIST_NOT_FOUND',
    itemMissing: 'CHECKLIST_ITEM_NOT_FOUND',
    createList: (c: CruiseContext, userId: string, input: { cruiseId: string; name: string }) =>
      checklists.createChecklist(c, userId, input),
    renameList: checklists.renameChecklist,
    addItem: (c: CruiseContext, userId: string, listId: string) =>
      checklists.addChecklistItem(c, userId, { checklistId: listId, text: 'Late one' }),
    editItem: (c: CruiseContext, userId: string, id: string) =>
      checklists.editChecklistItem(c, userId, id, { isCompleted: true }),
    removeItem: checklists.removeChecklistItem,
  },
  {
    kind: 'packing lists',
    listsPath: '/api/packing-lists',
    itemsPath: '/api/packing-items',
    listIdField: 'packingListId',
    itemTextField: 'name',
    listTable: packingLists,
    itemTable: packingItems,
    itemTableName: 'packing_items',
    listTableName: 'packing_lists',
    itemListColumn: 'packing_list_id',
    itemTextColumn: 'name',
    listMissing: 'PACKING_LIST_NOT_FOUND',
    itemMissing: 'PACKING_ITEM_NOT_FOUND',
    createList: (c: CruiseContext, userId: string, input: { cruiseId: string; name: string }) =>
      packing.createPackingList(c, userId, input),
    renameList: packing.renamePackingList,
    addItem: (c: CruiseContext, userId: string, listId: string) =>
      packing.addPackingItem(c, userId, { packingListId: listId, name: 'Late one' }),
    editItem: (c: CruiseContext, userId: string, id: string) =>
      packing.editPackingItem(c, userId, id, { isPacked: true }),
    removeItem: packing.removePackingItem,
  },
] as const;

describe.each(DOMAINS)('$kind under concurrent requests', (d) => {
  async function memberWithList(texts: string[]) {
    const member = await memberWithCruise(ctx.app);
    const res = await call('POST', d.listsPath, member.cookie, {
      cruiseId: member.cruiseId,
      name: 'Race',
      items: texts.map((text) => ({ [d.itemTextField]: text })),
    });
    expect(res.statusCode).toBe(201);
    const list = res.json() as { id: string; items: { id: string }[] };
    return { ...member, userId: member.user.id, list };
  }

  const itemCount = async (listId: string) =>
    (
      await ctx.database.query<{ n: number }>(
        `select count(*)::int as n from ${d.itemTableName} where ${d.itemListColumn} = $1`,
        [listId],
      )
    )[0]!.n;

  it('answers 404 for an item or list deleted before a change reaches it', async () => {
    const { cookie, list } = await memberWithList(['A', 'B']);
    const itemId = list.items[0]!.id;
    expect((await call('DELETE', `${d.itemsPath}/${itemId}`, cookie)).statusCode).toBe(204);
    const stale = await call('PUT', `${d.itemsPath}/${itemId}`, cookie, { [d.itemTextField]: 'Again' });
    expect([stale.statusCode, stale.json().code]).toEqual([404, d.itemMissing]);
    expect((await call('DELETE', `${d.itemsPath}/${itemId}`, cookie)).statusCode).toBe(404);

    expect((await call('DELETE', `${d.listsPath}/${list.id}`, cookie)).statusCode).toBe(204);
    const renamed = await call('PUT', `${d.listsPath}/${list.id}`, cookie, { name: 'Gone' });
    expect([renamed.statusCode, renamed.json().code]).toEqual([404, d.listMissing]);
    expect((await call('DELETE', `${d.listsPath}/${list.id}`, cookie)).statusCode).toBe(404);
    const added = await call('POST', d.itemsPath, cookie, {
      [d.listIdField]: list.id,
      [d.itemTextField]: 'X',
    });
    expect([added.statusCode, added.json().code]).toEqual([404, d.listMissing]);
  });

  it('answers 404 when the item goes between the ownership check and the write', async () => {
    const { userId, list } = await memberWithList(['A', 'B']);
    const [first, second] = list.items.map((item) => item.id);
    const deleteItem = (id: string) => (db: DbOrTx) =>
      db.execute(sql`delete from ${d.itemTable} where id = ${id}`);

    const edit = interleaved(ctx, { kind: 'update', table: d.itemTable }, deleteItem(first!));
    await expect(d.editItem(edit, userId, first!)).rejects.toMatchObject({
      statusCode: 404,
      code: d.itemMissing,
    });

    const remove = interleaved(ctx, { kind: 'delete', table: d.itemTable }, deleteItem(second!));
    await expect(d.removeItem(remove, userId, second!)).rejects.toMatchObject({
      statusCode: 404,
      code: d.itemMissing,
    });
  });

  it('answers 404 when the list goes between the ownership check and a rename or an add', async () => {
    const { userId, list } = await memberWithList(['A']);
    const other = await memberWithList(['B']);
    const deleteList = (id: string) => (db: DbOrTx) =>
      db.execute(sql`delete from ${d.listTable} where id = ${id}`);

    const rename = interleaved(ctx, { kind: 'update', table: d.listTable }, deleteList(list.id));
    await expect(d.renameList(rename, userId, list.id, { name: 'Late' })).rejects.toMatchObject({
      statusCode: 404,
      code: d.listMissing,
    });

    // The list's deletion lands right before the item's insert: a foreign-key violation inside.
    const add = interleaved(ctx, { kind: 'insert', table: d.itemTable }, deleteList(other.list.id));
    await expect(d.addItem(add, other.userId, other.list.id)).rejects.toMatchObject({
      statusCode: 404,
      code: d.listMissing,
    });
    // The deletion rolled back with the refused insert: the list is as it was.
    expect(await itemCount(other.list.id)).toBe(1);
  });

  it('answers 404 for the cruise when it goes while a list is being created', async () => {
    const { userId, cruiseId } = await memberWithList([]);
    const create = interleaved(ctx, { kind: 'insert', table: d.listTable }, (db) =>
      db.execute(sql`delete from cruises where id = ${cruiseId}`),
    );
    await expect(d.createList(create, userId, { cruiseId, name: 'Too late' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'CRUISE_NOT_FOUND',
    });
    const made = await ctx.database.query(`select 1 from ${d.listTableName} where name = 'Too late'`);
    expect(made).toEqual([]);
  });

  it('applies reorders sent at once one after the other: each answer is its own order', async () => {
    const { cookie, list } = await memberWithList(['A', 'B', 'C', 'D', 'E']);
    const ids = list.items.map((item) => item.id);
    // Quick Move down / Move up clicks: orders that undo each other, all on their way together.
    const orders = Array.from({ length: 8 }, (_, n) => {
      const next = [...ids];
      const at = n % (ids.length - 1);
      [next[at], next[at + 1]] = [next[at + 1]!, next[at]!];
      return n % 2 === 0 ? next : ids;
    });
    const answers = await Promise.all(
      orders.map((itemIds) => call('PUT', `${d.listsPath}/${list.id}/order`, cookie, { itemIds })),
    );
    const answered = answers.map((res) => {
      expect(res.statusCode).toBe(200);
      return (res.json().items as { id: string }[]).map((item) => item.id);
    });
    // Each request read what the one before it wrote, so its own full order is what it answered.
    expect(answered).toEqual(orders);
    const stored = await ctx.database.query<{ id: string; position: number }>(
      `select id, position from ${d.itemTableName} where ${d.itemListColumn} = $1 order by position, id`,
      [list.id],
    );
    expect(stored.map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
    expect(orders).toContainEqual(stored.map((row) => row.id));
  });

  it('never takes a list past 500 items, however many adds arrive at once', async () => {
    const { cookie, list } = await memberWithList([]);
    await ctx.database.query(
      `insert into ${d.itemTableName} (id, ${d.itemListColumn}, ${d.itemTextColumn}, position)
       select gen_random_uuid(), $1, 'Item ' || n, n from generate_series(0, 496) as n`,
      [list.id],
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        call('POST', d.itemsPath, cookie, { [d.listIdField]: list.id, [d.itemTextField]: `Extra ${n}` }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 400, 400, 400, 400, 400]);
    expect(await itemCount(list.id)).toBe(500);
    const positions = await ctx.database.query<{ position: number }>(
      `select distinct position from ${d.itemTableName} where ${d.itemListColumn} = $1`,
      [list.id],
    );
    expect(positions).toHaveLength(500);
  });

  it('answers a parallel retry of one add with the same item', async () => {
    const { cookie, list } = await memberWithList([]);
    const body = { id: randomUUID(), [d.listIdField]: list.id, [d.itemTextField]: 'Once' };
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', d.itemsPath, cookie, body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await itemCount(list.id)).toBe(1);
  });
});
