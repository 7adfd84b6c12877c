/**
 * The list writes' own parts with a real QueryClient (no DOM, no network): the requests they
 * make, the changes they show (idempotent, harmless without a cache, never moving a record's
 * version), what they settle from the server's answer, and how the sync panels name them.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Checklist } from '../../../../shared/schemas/checklists';
import type { PackingList } from '../../../../shared/schemas/packing';
import type { Reminders } from '../../../../shared/schemas/reminders';
import { writeDefinition } from '../../../offline/sync';
import { checklistsKey, checklistWrites } from '../checklists/api';
import { packingListsKey, packingWrites } from '../packing/api';

const CRUISE = 'c1';
const OLD = '2026-01-01T00:00:00.000Z';
const REMINDERS = ['/api/reminders?today=2026-06-01'];

const checkItem = (id: string, position: number, isCompleted = false) => ({
  id,
  checklistId: 'L1',
  text: `Task ${id}`,
  isCompleted,
  dueDate: '2026-06-10',
  position,
  createdAt: OLD,
  updatedAt: OLD,
});
const packItem = (id: string, position: number) => ({
  id,
  packingListId: 'P1',
  name: `Thing ${id}`,
  category: 'Clothing',
  quantity: 1,
  notes: null,
  isPacked: false,
  position,
  createdAt: OLD,
  updatedAt: OLD,
});
const checklists = (): Checklist[] => [
  {
    id: 'L1',
    cruiseId: CRUISE,
    name: 'Documents',
    category: null,
    items: [checkItem('a', 0), checkItem('b', 1), checkItem('c', 2)],
    createdAt: OLD,
    updatedAt: OLD,
  },
];
const packingLists = (): PackingList[] => [
  {
    id: 'P1',
    cruiseId: CRUISE,
    name: 'Suitcase',
    items: [packItem('p', 0), packItem('q', 1)],
    createdAt: OLD,
    updatedAt: OLD,
  },
];
const reminder = (id: string, isCompleted = false) => ({
  id,
  checklistId: 'L1',
  checklistName: 'Documents',
  cruiseId: CRUISE,
  cruiseName: 'Fjords',
  text: `Task ${id}`,
  dueDate: '2026-06-10',
  isCompleted,
  isOverdue: false,
});
const reminders = (): Reminders => ({
  due: [reminder('a'), reminder('b')],
  dueCount: 2,
  recentlyDone: [],
  packing: {
    cruiseId: CRUISE,
    cruiseName: 'Fjords',
    sailDate: '2026-06-20',
    packed: 0,
    total: 2,
    items: [
      { id: 'p', packingListId: 'P1', name: 'Thing p', category: 'Clothing', quantity: 1, isPacked: false },
      { id: 'q', packingListId: 'P1', name: 'Thing q', category: 'Clothing', quantity: 1, isPacked: false },
    ],
  },
});

function cachedClient() {
  const client = new QueryClient();
  client.setQueryData(checklistsKey(CRUISE), checklists());
  client.setQueryData(packingListsKey(CRUISE), packingLists());
  client.setQueryData(REMINDERS, reminders());
  return client;
}
const snapshot = (client: QueryClient) => ({
  checklists: client.getQueryData<Checklist[]>(checklistsKey(CRUISE)),
  packing: client.getQueryData<PackingList[]>(packingListsKey(CRUISE)),
  reminders: client.getQueryData<Reminders>(REMINDERS),
});

const NEW_LIST = {
  id: 'L2',
  cruiseId: CRUISE,
  name: ' Cabin ',
  items: [
    { id: 'r1', text: 'Book the spa', dueDate: '' },
    { id: 'r2', text: '  ' },
  ],
};
const tick = { id: 'b', cruiseId: CRUISE, listId: 'L1', label: 'Task b', changes: { isCompleted: true } };
const edit = {
  id: 'b',
  cruiseId: CRUISE,
  listId: 'L1',
  label: 'Task b',
  changes: { text: ' Renewed ', dueDate: '' },
  updatedAt: OLD,
};
const pack = { id: 'p', cruiseId: CRUISE, listId: 'P1', label: 'Thing p', changes: { isPacked: true } };

// biome-ignore lint/suspicious/noExplicitAny: a table of writes of every variable type
type Case = [string, { request: (v: any) => unknown; apply?: (c: QueryClient, v: any) => void }, unknown];
const cases: Case[] = [
  ['create a checklist', checklistWrites.create, NEW_LIST],
  [
    'rename a checklist',
    checklistWrites.rename,
    { id: 'L1', cruiseId: CRUISE, name: 'Papers', updatedAt: OLD },
  ],
  ['delete a checklist', checklistWrites.remove, { id: 'L1', cruiseId: CRUISE, name: 'Documents' }],
  [
    'reorder',
    checklistWrites.reorder,
    { id: 'L1', cruiseId: CRUISE, name: 'Documents', itemIds: ['c', 'a', 'b'] },
  ],
  [
    'add an item',
    checklistWrites.addItem,
    { id: 'd', cruiseId: CRUISE, listId: 'L1', fields: { text: 'Visa', dueDate: null } },
  ],
  ['tick', checklistWrites.updateItem, tick],
  ['edit an item', checklistWrites.updateItem, edit],
  [
    'delete an item',
    checklistWrites.deleteItem,
    { id: 'a', cruiseId: CRUISE, listId: 'L1', label: 'Task a' },
  ],
  ['pack', packingWrites.updateItem, pack],
  [
    'add a packing item',
    packingWrites.addItem,
    { id: 'z', cruiseId: CRUISE, listId: 'P1', fields: { name: 'Hat', category: null, quantity: 2 } },
  ],
];

describe('list writes', () => {
  it.each([
    [checklistWrites.create, NEW_LIST, { method: 'POST', url: '/api/checklists', body: NEW_LIST }],
    [
      checklistWrites.rename,
      cases[1]![2],
      { method: 'PUT', url: '/api/checklists/L1', body: { name: 'Papers' }, ifMatch: OLD },
    ],
    [checklistWrites.remove, cases[2]![2], { method: 'DELETE', url: '/api/checklists/L1' }],
    [
      checklistWrites.reorder,
      cases[3]![2],
      { method: 'PUT', url: '/api/checklists/L1/order', body: { itemIds: ['c', 'a', 'b'] } },
    ],
    [
      checklistWrites.addItem,
      cases[4]![2],
      {
        method: 'POST',
        url: '/api/checklist-items',
        body: { id: 'd', checklistId: 'L1', text: 'Visa', dueDate: null },
      },
    ],
    // A tick is not versioned (the latest wins); an edit is.
    [
      checklistWrites.updateItem,
      tick,
      { method: 'PUT', url: '/api/checklist-items/b', body: { isCompleted: true } },
    ],
    [
      checklistWrites.updateItem,
      { ...tick, updatedAt: OLD },
      { method: 'PUT', url: '/api/checklist-items/b', body: { isCompleted: true } },
    ],
    [
      checklistWrites.updateItem,
      edit,
      { method: 'PUT', url: '/api/checklist-items/b', body: edit.changes, ifMatch: OLD },
    ],
    [checklistWrites.deleteItem, cases[7]![2], { method: 'DELETE', url: '/api/checklist-items/a' }],
    [
      packingWrites.updateItem,
      { ...pack, updatedAt: OLD },
      { method: 'PUT', url: '/api/packing-items/p', body: { isPacked: true } },
    ],
    [
      packingWrites.addItem,
      cases[9]![2],
      {
        method: 'POST',
        url: '/api/packing-items',
        body: { id: 'z', packingListId: 'P1', name: 'Hat', category: null, quantity: 2 },
      },
    ],
    [
      packingWrites.rename,
      { id: 'P1', cruiseId: CRUISE, name: 'Bag', updatedAt: OLD },
      { method: 'PUT', url: '/api/packing-lists/P1', body: { name: 'Bag' }, ifMatch: OLD },
    ],
  ] as [Case[1], unknown, unknown][])('sends %#', (write, variables, request) => {
    expect(JSON.parse(JSON.stringify(write.request(variables)))).toEqual(request);
  });

  it.each(cases)(
    '%s: applied twice is applied once, never moves a version, and needs no cache',
    (_name, write, variables) => {
      const client = cachedClient();
      write.apply!(client, variables);
      const once = snapshot(client);
      write.apply!(client, variables);
      expect(snapshot(client)).toEqual(once);
      // Records that were there keep the version the change was based on.
      const existing = new Set(['L1', 'P1', 'a', 'b', 'c', 'p', 'q']);
      const records = [...(once.checklists ?? []), ...(once.packing ?? [])].flatMap((list) => [
        list,
        ...list.items,
      ]);
      const versions = records.filter((record) => existing.has(record.id)).map((record) => record.updatedAt);
      expect(new Set(versions)).toEqual(new Set([OLD]));

      const empty = new QueryClient();
      write.apply!(empty, variables);
      expect(empty.getQueryCache().getAll()).toEqual([]);
    },
  );

  it('shows each change the way the server will make it', () => {
    const client = cachedClient();
    checklistWrites.create.apply!(client, NEW_LIST);
    checklistWrites.updateItem.apply!(client, edit);
    checklistWrites.updateItem.apply!(client, tick);
    checklistWrites.reorder.apply!(client, cases[3]![2] as never);
    packingWrites.updateItem.apply!(client, pack);
    packingWrites.updateItem.apply!(client, pack);
    const { checklists: lists, packing, reminders: dashboard } = snapshot(client);
    // A new list: at the end, trimmed, blank rows skipped, under its client-made ids.
    expect(lists![1]).toMatchObject({ id: 'L2', name: 'Cabin', category: null });
    expect(lists![1]!.items).toMatchObject([
      { id: 'r1', checklistId: 'L2', text: 'Book the spa', dueDate: null },
    ]);
    expect(lists![0]!.items.map((i) => [i.id, i.text, i.isCompleted, i.dueDate])).toEqual([
      ['c', 'Task c', false, '2026-06-10'],
      ['a', 'Task a', false, '2026-06-10'],
      ['b', 'Renewed', true, null],
    ]);
    expect(packing![0]!.items[0]!.isPacked).toBe(true);
    // The dashboard shows the same tick and text; the packed count moved once.
    expect(dashboard!.due[1]).toMatchObject({ text: 'Renewed', isCompleted: true });
    expect(dashboard!.packing).toMatchObject({
      packed: 1,
      items: [{ id: 'p', isPacked: true }, { isPacked: false }],
    });
    // What the screen gets when the change waits: the record as it will be.
    expect(checklistWrites.create.local!(NEW_LIST, client)).toBe(lists![1]);
    expect(checklistWrites.updateItem.local!(tick, client)).toMatchObject({ id: 'b', isCompleted: true });
  });

  it("settles the server's answer in place, keeping the list's items on a rename", () => {
    const client = cachedClient();
    checklistWrites.updateItem.apply!(client, tick);
    const answered = { ...checkItem('b', 1, true), updatedAt: '2026-02-02T00:00:00.000Z' };
    checklistWrites.updateItem.settle!(client, answered, tick);
    checklistWrites.rename.settle!(
      client,
      { ...checklists()[0]!, name: 'Papers', items: [], updatedAt: '2026-03-03T00:00:00.000Z' },
      cases[1]![2] as never,
    );
    const [list] = snapshot(client).checklists!;
    expect(list).toMatchObject({ name: 'Papers', updatedAt: '2026-03-03T00:00:00.000Z' });
    expect(list!.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(list!.items[1]).toEqual(answered);

    checklistWrites.create.apply!(client, NEW_LIST);
    const made = {
      ...checklistWrites.create.local!(NEW_LIST, client),
      updatedAt: '2026-04-04T00:00:00.000Z',
    };
    checklistWrites.create.settle!(client, made, NEW_LIST);
    expect(snapshot(client).checklists!.map((l) => [l.id, l.updatedAt])).toEqual([
      ['L1', '2026-03-03T00:00:00.000Z'],
      ['L2', '2026-04-04T00:00:00.000Z'],
    ]);
  });

  it('is registered under its name, with the toast action and one line for the sync panels', () => {
    expect(
      [
        [checklistWrites.create, NEW_LIST],
        [checklistWrites.rename, cases[1]![2]],
        [checklistWrites.reorder, cases[3]![2]],
        [checklistWrites.addItem, cases[4]![2]],
        [checklistWrites.updateItem, tick],
        [checklistWrites.updateItem, { ...tick, changes: { isCompleted: false } }],
        [checklistWrites.updateItem, edit],
        [packingWrites.updateItem, pack],
        [packingWrites.remove, { id: 'P1', cruiseId: CRUISE, name: 'Suitcase' }],
        // biome-ignore lint/suspicious/noExplicitAny: a table of writes of every variable type
      ].map(([write, variables]: any[]) => [write.name, write.action, write.describe(variables)]),
    ).toEqual([
      ['createChecklist', 'create checklist', 'New checklist “Cabin”'],
      ['updateChecklist', 'rename checklist', 'Rename checklist to “Papers”'],
      ['reorderChecklist', 'reorder items', 'Reorder “Documents”'],
      ['addChecklistItem', 'add item', 'Add “Visa”'],
      ['updateChecklistItem', 'update item', 'Tick “Task b”'],
      ['updateChecklistItem', 'update item', 'Untick “Task b”'],
      ['updateChecklistItem', 'update item', 'Edit “Task b”'],
      ['updatePackingItem', 'update item', 'Pack “Thing p”'],
      ['deletePackingList', 'delete packing list', 'Delete packing list “Suitcase”'],
    ]);
    expect(writeDefinition('updatePackingItem')).toBe(packingWrites.updateItem);
  });
});
