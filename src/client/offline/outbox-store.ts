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

/** Reads one entry (tests and diagnostics). */
export function readStoredEntry(id: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(id, createStore(DATABASE, 'entries'));
}
