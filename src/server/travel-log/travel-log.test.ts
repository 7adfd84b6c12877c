/** The travel log (issue 13): days resolved through the gazetteer, nothing private, the profile's privacy rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A member with a week in Alaska: a known port, a sea day and a port the gazetteer does not know. */
async function travellerWithDays() {
  const member = await memberWithCruise(ctx.app, { reservationNumber: 'SECRET-42' });
  const days = [
    { dayNumber: 1, portName: 'Juneau', arrivalTime: '07:00', notes: 'Cabin 8042 breakfast' },
    { dayNumber: 2, portName: 'At Sea', kind: 'sea' },
    { dayNumber: 3, portName: 'Nowhere Bay' },
  ];
  for (const day of days) {
    const res = await apiCall(
      ctx.app,
      'POST',
      `/api/cruises/${member.cruiseId}/itinerary`,
      member.cookie,
      day,
    );
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  return member;
}

describe('the travel log', () => {
  it('gives the member each cruise with its days resolved to ports, countries and coordinates, and nothing private', async () => {
    const member = await travellerWithDays();
    const res = await apiCall(ctx.app, 'GET', '/api/travel-log', member.cookie);
    expect(res.statusCode).toBe(200);
    const [cruise] = res.json();
    expect(cruise).toMatchObject({ id: member.cruiseId, shipName: 'Discovery Princess', isCompleted: false });
    expect(cruise.days).toEqual([
      {
        dayNumber: 1,
        label: 'Juneau',
        isSeaDay: false,
        port: { name: 'Juneau', country: 'US', lat: expect.any(Number), lon: expect.any(Number) },
      },
      { dayNumber: 2, label: 'At Sea', isSeaDay: true, port: null },
      { dayNumber: 3, label: 'Nowhere Bay', isSeaDay: false, port: null },
    ]);
    expect(cruise.days[0].port.lat).toBeCloseTo(58.3, 0);
    expect(cruise.days[0].port.lon).toBeCloseTo(-134.4, 0);
    for (const secret of ['SECRET-42', '07:00', 'Cabin 8042']) expect(res.body).not.toContain(secret);
  });

  it('shows a public profile’s log to visitors, hides a private one, and is for members at its own address', async () => {
    const member = await travellerWithDays();
    const visitor = await apiCall(ctx.app, 'GET', `/api/users/${member.user.id}/travel-log`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()[0].days).toHaveLength(3);
    expect(visitor.body).not.toContain('SECRET-42');

    await ctx.database.query("update users set profile_visibility = 'private' where id = $1", [
      member.user.id,
    ]);
    const hidden = await apiCall(ctx.app, 'GET', `/api/users/${member.user.id}/travel-log`);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, 'User not found.']);
    const own = await apiCall(ctx.app, 'GET', `/api/users/${member.user.id}/travel-log`, member.cookie);
    expect(own.statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'GET', '/api/users/not-a-user/travel-log')).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', '/api/travel-log')).statusCode).toBe(401);
  });
});
