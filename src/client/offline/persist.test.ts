import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { indexedDbPersister, shouldPersistQuery } from './persist';

function queryWithAnswer(path: string) {
  const client = new QueryClient();
  client.setQueryData([path], { some: 'answer' });
  const query = client.getQueryCache().find({ queryKey: [path] });
  if (!query) throw new Error('no query');
  return query;
}

describe('shouldPersistQuery', () => {
  it('keeps the traveller’s own answers on the device', () => {
    expect(shouldPersistQuery(queryWithAnswer('/api/cruises/abc'))).toBe(true);
    expect(shouldPersistQuery(queryWithAnswer('/api/cruises/abc/share'))).toBe(true);
  });

  it('never keeps a shared cruise page: a revoked link must not live on in a visitor’s browser', () => {
    expect(shouldPersistQuery(queryWithAnswer('/api/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).toBe(false);
  });
});

describe('indexedDbPersister', () => {
  const client = (name: string): PersistedClient =>
    ({
      timestamp: 1,
      buster: '1',
      clientState: { mutations: [], queries: [] },
      name,
    }) as PersistedClient & { name: string };

  it('writes each change once the write before it is done, with no timer between', async () => {
    // With timers stopped, a save held for a timer would never come: the newest copy must still land.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      const persister = indexedDbPersister();
      await persister.persistClient(client('first answers'));
      await persister.persistClient(client('the checklists came'));
      await persister.persistClient(client('the itinerary came'));
      await persister.saved();
      expect(await persister.restoreClient()).toMatchObject({ name: 'the itinerary came' });
      await persister.persistClient(client('a later change'));
      await persister.saved();
      expect(await persister.restoreClient()).toMatchObject({ name: 'a later change' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an answer whose refetch failed as the answer it has', async () => {
    const persister = indexedDbPersister();
    const kept = client('ship Wi-Fi without internet');
    kept.clientState.queries.push({
      queryKey: ['/api/cruises/abc'],
      queryHash: '["/api/cruises/abc"]',
      dehydratedAt: 2,
      state: {
        data: { id: 'abc' },
        dataUpdateCount: 1,
        dataUpdatedAt: 1,
        error: new Error('Failed to fetch'),
        errorUpdateCount: 1,
        errorUpdatedAt: 2,
        fetchFailureCount: 1,
        fetchFailureReason: new Error('Failed to fetch'),
        fetchMeta: null,
        isInvalidated: false,
        status: 'error',
        fetchStatus: 'idle',
      },
    });
    await persister.persistClient(kept);
    await persister.saved();
    const [query] = (await persister.restoreClient())?.clientState.queries ?? [];
    expect(query?.state).toMatchObject({ status: 'success', error: null, data: { id: 'abc' } });
  });

  it('removes the kept copy after the write in flight, so sign-out leaves nothing', async () => {
    const persister = indexedDbPersister();
    await persister.persistClient(client('a member’s cruises'));
    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();
  });
});
