import { describe, expect, it } from 'vitest';
import {
  appendItem,
  insertList,
  orderItems,
  patchItem,
  putItem,
  removeItem,
  reorderList,
  sameOrder,
  upsertList,
} from './list-patches';

interface Item {
  id: string;
  position: number;
  done: boolean;
}
interface List {
  id: string;
  items: Item[];
}

const item = (id: string, position: number, done = false): Item => ({ id, position, done });
const lists = (): List[] => [
  { id: 'L', items: [item('a', 0), item('b', 1), item('c', 5)] },
  { id: 'M', items: [item('x', 0)] },
];
const ids = (all: List[], listId = 'L') => all.find((list) => list.id === listId)!.items.map((i) => i.id);

describe('changes to cached lists', () => {
  it('orders as the server does: listed first, the rest after as they were, positions following', () => {
    const ordered = orderItems(lists()[0]!.items, ['c', 'gone']);
    expect(ordered.map((i) => [i.id, i.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });

  it('puts an answered list in place, or at the end when it is new; a new list goes in once', () => {
    const answered = { id: 'M', items: [] };
    expect(upsertList(lists(), answered)[1]).toBe(answered);
    expect(upsertList(lists(), { id: 'N', items: [] }).map((list) => list.id)).toEqual(['L', 'M', 'N']);
    const once = insertList(lists(), 'N', () => ({ id: 'N', items: [] }));
    const twice = insertList(once, 'N', () => ({ id: 'N', items: [item('z', 0)] }));
    expect(twice).toBe(once);
  });

  // Each change, applied twice, is applied once (the sync layer redoes waiting changes).
  const idempotent: [string, (all: List[]) => List[], (all: List[]) => void][] = [
    [
      'an added item goes at the end, after the last position, once',
      (all) => appendItem<Item, List>(all, 'L', 'd', (position) => item('d', position)),
      (all) => {
        expect(ids(all)).toEqual(['a', 'b', 'c', 'd']);
        expect(all[0]!.items[3]!.position).toBe(6);
      },
    ],
    [
      'a tick sets the field',
      (all) => patchItem<Item, List>(all, 'L', 'b', { done: true }),
      (all) => expect(all[0]!.items.map((i) => i.done)).toEqual([false, true, false]),
    ],
    [
      'a deleted item goes',
      (all) => removeItem<Item, List>(all, 'L', 'a'),
      (all) => expect(ids(all)).toEqual(['b', 'c']),
    ],
    [
      'a move gives the order the write names, whatever came before',
      (all) => reorderList<Item, List>(all, 'L', ['c', 'a', 'b']),
      (all) => expect(ids(all)).toEqual(['c', 'a', 'b']),
    ],
    [
      'an answered item takes its place',
      (all) => putItem<Item, List>(all, 'L', item('a', 0, true)),
      (all) => expect(all[0]!.items[0]).toEqual(item('a', 0, true)),
    ],
  ];
  it.each(idempotent)('%s', (_name, change, check) => {
    const once = change(lists());
    check(once);
    expect(change(once)).toEqual(once);
    // The other lists are left as they were.
    expect(once[1]).toEqual(lists()[1]);
  });
});
