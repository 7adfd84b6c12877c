import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './persist';

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
