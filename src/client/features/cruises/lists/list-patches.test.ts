import { describe, expect, it } from 'vitest';
import { appendItem, orderItems, patchItem, reorderItems, sameOrder, upsertList } from './list-patches';

interface Item {
  id: string;
  position: number;
  done: boolean;
  text: string;
}
interface List {
  id: string;
  items: Item[];
}

const item = (id: string, position: number, done = false): Item => ({ id, position, done, text: id });
const lists = (): List[] => [
  { id: 'L', items: [item('a', 0), item('b', 1), item('c', 2)] },
  { id: 'M', items: [item('x', 0)] },
];
const ids = (all: List[], listId = 'L') => all.find((list) => list.id === listId)!.items.map((i) => i.id);
const doneOf = (all: List[], id: string) => all[0]!.items.find((i) => i.id === id)?.done;

type Tick = { id: string; listId: string; done: boolean };
const tick = patchItem<Item, List, Tick>(
  (v) => v.listId,
  (v) => ({ done: v.done }),
);

describe('optimistic list changes', () => {
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

  it('puts an answered list in place, or at the end when it is new', () => {
    const answered = { id: 'M', items: [] };
    expect(upsertList(lists(), answered)[1]).toBe(answered);
    expect(upsertList(lists(), { id: 'N', items: [] }).map((list) => list.id)).toEqual(['L', 'M', 'N']);
  });

  it('adds an item at the end and takes only it out again', () => {
    const add = appendItem<Item, List, { id: string; listId: string }>(
      (v) => v.listId,
      (v, position) => item(v.id, position),
    );
    const before = lists();
    const added = add.apply(before, { id: 'd', listId: 'L' });
    expect(ids(added)).toEqual(['a', 'b', 'c', 'd']);
    expect(added[0]!.items[3]!.position).toBe(3);
    // Another add made meanwhile stays when this one fails.
    const both = add.apply(added, { id: 'e', listId: 'L' });
    expect(ids(add.undo(both, { id: 'd', listId: 'L' }, before))).toEqual(['a', 'b', 'c', 'e']);
  });

  it('undoes a failed tick without wiping the ticks made after it', () => {
    const before = lists();
    const first = tick.apply(before, { id: 'a', listId: 'L', done: true });
    const second = tick.apply(first, { id: 'b', listId: 'L', done: true });
    const undone = tick.undo(second, { id: 'a', listId: 'L', done: true }, before);
    expect([doneOf(undone, 'a'), doneOf(undone, 'b')]).toEqual([false, true]);
    expect(undone[1]).toBe(second[1]);
  });

  it('leaves a box alone when a later tick of the same box changed it again', () => {
    const before = lists();
    const ticked = tick.apply(before, { id: 'a', listId: 'L', done: true });
    const unticked = tick.apply(ticked, { id: 'a', listId: 'L', done: false });
    // The first (the tick) fails: the box keeps the later untick, not the state before the tick.
    expect(doneOf(tick.undo(unticked, { id: 'a', listId: 'L', done: true }, before), 'a')).toBe(false);
    // The second (the untick) fails while its value still stands: back to ticked, as it was.
    expect(doneOf(tick.undo(unticked, { id: 'a', listId: 'L', done: false }, ticked), 'a')).toBe(true);
  });

  it('undoes a failed move only while its order still stands', () => {
    const reorder = reorderItems<Item, List>();
    const before = lists();
    const moved = reorder.apply(before, { id: 'L', itemIds: ['b', 'a', 'c'] });
    expect(ids(moved)).toEqual(['b', 'a', 'c']);
    expect(ids(reorder.undo(moved, { id: 'L', itemIds: ['b', 'a', 'c'] }, before))).toEqual(['a', 'b', 'c']);
    // A later move changed the order: the failed one leaves it be.
    const later = reorder.apply(moved, { id: 'L', itemIds: ['b', 'c', 'a'] });
    expect(ids(reorder.undo(later, { id: 'L', itemIds: ['b', 'a', 'c'] }, before))).toEqual(['b', 'c', 'a']);
    // A tick made meanwhile on the moved list survives the undo.
    const ticked = tick.apply(moved, { id: 'c', listId: 'L', done: true });
    const undone = reorder.undo(ticked, { id: 'L', itemIds: ['b', 'a', 'c'] }, before);
    expect([ids(undone), doneOf(undone, 'c')]).toEqual([['a', 'b', 'c'], true]);
  });
});
