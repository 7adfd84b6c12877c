import { QueryObserver } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createQueryClient } from './query-client';

it('keeps an answer no screen uses any more (offline, nothing could read it back)', async () => {
  const client = createQueryClient();
  const key = ['/api/cruises/c1/packing-lists'];
  client.setQueryData(key, [{ id: 'P1' }]);
  // A tab shown, then left: its query has no observer and waits for garbage collection.
  const unsubscribe = new QueryObserver(client, { queryKey: key, enabled: false }).subscribe(() => {});
  unsubscribe();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(client.getQueryData(key)).toEqual([{ id: 'P1' }]);
  client.clear();
});
