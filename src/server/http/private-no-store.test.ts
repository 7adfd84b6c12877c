import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/**
 * Issue 29, point 1: a member's own answers are never stored by the browser (`private, no-store`),
 * so after Logout no script on the site can read them back from the HTTP cache
 * (`fetch(url, { cache: 'only-if-cached' })`). The app's own offline copy is cleared by Logout.
 */
describe('a member’s own answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('are sent private, no-store on every read of the member’s data', async () => {
    const member = await memberWithCruise(ctx.app, { reservationNumber: 'ABC123', cabinNumber: '9214' });
    const id = member.cruiseId;
    expect((await apiCall(ctx.app, 'POST', `/api/cruises/${id}/share`, member.cookie, {})).statusCode).toBe(
      201,
    );
    const reads = [
      '/api/cruises',
      `/api/cruises/${id}`,
      `/api/cruises/${id}/itinerary`,
      `/api/cruises/${id}/checklists`,
      `/api/cruises/${id}/packing-lists`,
      `/api/cruises/${id}/excursions`,
      `/api/cruises/${id}/photos`,
      `/api/cruises/${id}/journal-entries`,
      `/api/cruises/${id}/share`,
      `/api/cruises/${id}/calendar.ics`,
      '/api/stats',
      '/api/reminders',
      '/api/travel-log',
      '/api/calendar',
      '/api/auth/user',
      '/api/export',
    ];
    for (const url of reads) {
      const res = await apiCall(ctx.app, 'GET', url, member.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
  });
});
