import { type APIRequestContext, expect } from '@playwright/test';

/** A date `offset` days from today in the browser's (the traveller's) time zone, as date inputs take it. */
export function localDate(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A cruise of the signed-in member, made through the API (the request context shares the page's
 * cookies): a week on Discovery Princess in July 2030 unless `fields` say otherwise.
 */
export async function createCruise(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const res = await request.post('/api/cruises', {
    data: {
      cruiseLine: 'Princess Cruises',
      shipName: 'Discovery Princess',
      sailDate: '2030-07-10',
      returnDate: '2030-07-17',
      primaryDestination: 'Inside Passage',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}
