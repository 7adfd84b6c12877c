import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('the app’s QueryClient', () => {
  it('keeps an answer no page shows any more (at sea the next page reads it from memory)', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/cruises'], ['kept']);
    // A query nobody observes is scheduled for collection at once; wait past the timer's first tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData(['/api/cruises'])).toEqual(['kept']);
  });
});
