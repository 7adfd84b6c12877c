/**
 * The list writes with a real QueryClient (no DOM needed): writes to one list queue, a refetch
 * waits only for writes to the same lists, a created list is cached from the answer, and a failure
 * takes back only its own change.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListMutationConfig, runListMutation } from './list-mutation';
import { patchItem, upsertList } from './list-patches';

interface Item {
  id: string;
  position: number;
  done: boolean;
}
interface List {
  id: string;
  items: Item[];
}

const CHECKLISTS = '/api/cruises/c1/checklists';
const PACKING = '/api/cruises/c1/packing-lists';

/** A request the test answers when it wants to. */
function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const tick = patchItem<Item, List, { id: string; listId: string; done: boolean }>(
  (v) => v.listId,
  (v) => ({ done: v.done }),
);

let client: QueryClient;
const fetches = new Map<string, number>();
const serverLists = new Map<string, List[]>();

/** A client whose two list queries are on screen (so an invalidation refetches them). */
function setup(initial: List[]) {
  client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of [CHECKLISTS, PACKING]) {
    fetches.set(key, 0);
    serverLists.set(key, initial);
    client.setQueryData([key], initial);
    new QueryObserver(client, {
      queryKey: [key],
      queryFn: async () => {
        fetches.set(key, (fetches.get(key) ?? 0) + 1);
        return serverLists.get(key);
      },
    }).subscribe(() => {});
  }
}
afterEach(() => client.clear());

const write = <V, D = unknown>(
  queryKey: string,
  listId: string,
  mutationFn: (v: V) => Promise<D>,
  extra: Partial<ListMutationConfig<List, V, D>> = {},
): ListMutationConfig<List, V, D> => ({
  mutationKey: 'testWrite',
  action: 'test',
  queryKey: [queryKey],
  listId,
  mutationFn,
  ...extra,
});

const doneOf = (key: string, id: string) =>
  client
    .getQueryData<List[]>([key])!
    .flatMap((list) => list.items)
    .find((item) => item.id === id)?.done;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('list writes', () => {
  it('runs writes to one list one after another, and writes to other lists alongside', async () => {
    setup([{ id: 'L', items: [] }]);
    const started: string[] = [];
    const first = deferred();
    const running = [
      runListMutation(
        client,
        write(CHECKLISTS, 'L', () => {
          started.push('L1');
          return first.promise;
        }),
        {},
      ),
      runListMutation(
        client,
        write(CHECKLISTS, 'L', async () => started.push('L2')),
        {},
      ),
      runListMutation(
        client,
        write(CHECKLISTS, 'M', async () => started.push('M1')),
        {},
      ),
    ];
    await flush();
    expect(started).toEqual(['L1', 'M1']);
    first.resolve(undefined);
    await Promise.all(running);
    expect(started).toEqual(['L1', 'M1', 'L2']);
  });

  it('refetches a cruise’s lists while a write to its other lists is still on its way', async () => {
    setup([{ id: 'L', items: [] }]);
    const slowPacking = deferred();
    const packing = runListMutation(
      client,
      write(PACKING, 'P', () => slowPacking.promise),
      {},
    );
    await runListMutation(
      client,
      write(CHECKLISTS, 'L', async () => ({})),
      {},
    );
    expect(fetches.get(CHECKLISTS)).toBe(1);
    expect(fetches.get(PACKING)).toBe(0);
    slowPacking.resolve(undefined);
    await packing;
    expect(fetches.get(PACKING)).toBe(1);
  });

  it('waits with the refetch while another write to the same lists is on its way, and caches a created list at once', async () => {
    setup([{ id: 'L', items: [{ id: 'a', position: 0, done: false }] }]);
    const slowTick = deferred();
    const ticking = runListMutation(
      client,
      write(CHECKLISTS, 'L', () => slowTick.promise, { optimistic: tick }),
      { id: 'a', listId: 'L', done: true },
    );
    const created: List = { id: 'N', items: [] };
    await runListMutation(
      client,
      write<List, List>(CHECKLISTS, 'N', async () => created, {
        answered: (lists, list) => upsertList(lists, list),
      }),
      created,
    );
    // No refetch yet (it would show the tick undone), but the new list is there already.
    expect(fetches.get(CHECKLISTS)).toBe(0);
    expect(client.getQueryData<List[]>([CHECKLISTS])!.map((list) => list.id)).toEqual(['L', 'N']);
    expect(doneOf(CHECKLISTS, 'a')).toBe(true);
    slowTick.resolve(undefined);
    await ticking;
    expect(fetches.get(CHECKLISTS)).toBe(1);
  });

  it('takes back only its own tick when it fails, keeping the ticks made after it', async () => {
    const items = ['a', 'b'].map((id, position) => ({ id, position, done: false }));
    setup([{ id: 'L', items }]);
    // The server keeps the last state it was sent: a refetch must not matter for this check.
    serverLists.set(CHECKLISTS, [{ id: 'L', items: [items[0]!, { ...items[1]!, done: true }] }]);
    const failing = deferred();
    const first = runListMutation(
      client,
      write(CHECKLISTS, 'L', () => failing.promise, { optimistic: tick }),
      { id: 'a', listId: 'L', done: true },
    );
    const second = runListMutation(
      client,
      write(CHECKLISTS, 'L', async () => ({}), { optimistic: tick }),
      {
        id: 'b',
        listId: 'L',
        done: true,
      },
    );
    expect([doneOf(CHECKLISTS, 'a'), doneOf(CHECKLISTS, 'b')]).toEqual([true, true]);
    failing.reject(new Error('offline'));
    expect(await first).toBeUndefined();
    // The failed tick is undone, the later one (still queued behind it) stays ticked.
    expect([doneOf(CHECKLISTS, 'a'), doneOf(CHECKLISTS, 'b')]).toEqual([false, true]);
    await second;
    expect([doneOf(CHECKLISTS, 'a'), doneOf(CHECKLISTS, 'b')]).toEqual([false, true]);
  });
});
