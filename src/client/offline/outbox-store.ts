import { clear, createStore, del, get, set, values } from 'idb-keyval';
import type { OutboxEntry, OutboxStore } from './outbox';

const DATABASE = 'cruise-companion-outbox';

/**
 * The outbox in IndexedDB: one record per entry (a photo's blob is written once, not with every
 * change to the queue), so a change survives a reload, a closed tab and a restarted phone.
 */
export function indexedDbOutboxStore(): OutboxStore & { clear(): Promise<void> } {
  const store = createStore(DATABASE, 'entries');
  return {
    load: () => values<OutboxEntry>(store),
    put: (entry) => set(entry.id, entry, store),
    delete: (id) => del(id, store),
    clear: () => clear(store),
  };
}

/**
 * The queue in memory only: lost with the page, but the app keeps working online. It copies what
 * it keeps, as IndexedDB does, so the outbox behaves the same over either.
 */
export function memoryOutboxStore(): OutboxStore {
  const rows = new Map<string, OutboxEntry>();
  return {
    load: async () => [...rows.values()].map((entry) => structuredClone(entry)),
    put: async (entry) => void rows.set(entry.id, structuredClone(entry)),
    delete: async (id) => void rows.delete(id),
  };
}

/**
 * IndexedDB when the browser lets the page use it, else memory: a private window that refuses
 * IndexedDB (or a full disk) must not stop every change from being saved while online.
 */
export function deviceOutboxStore(): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryOutboxStore();
  const durable = indexedDbOutboxStore();
  const fallback = memoryOutboxStore();
  let isDurable = true;
  const attempt = async <T>(run: (store: OutboxStore) => Promise<T>): Promise<T> => {
    if (isDurable) {
      try {
        return await run(durable);
      } catch {
        isDurable = false;
      }
    }
    return run(fallback);
  };
  return {
    load: () => attempt((store) => store.load()),
    put: (entry) => attempt((store) => store.put(entry)),
    delete: async (id) => {
      await attempt((store) => store.delete(id));
      await fallback.delete(id);
    },
  };
}

/** Reads one entry (tests and diagnostics). */
export function readStoredEntry(id: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(id, createStore(DATABASE, 'entries'));
}
