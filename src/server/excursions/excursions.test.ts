import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Method, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (...args: [Method, string, string?, object?]) => apiCall(ctx.app, ...args);

const newMember = () => memberWithCruise(ctx.app);

const countOf = async (cruiseId: string) =>
  (await ctx.database.query('select 1 from excursions where cruise_id = $1', [cruiseId])).length;

describe('excursions', () => {
  it('answers a visitor 401', async () => {
    expect((await call('GET', `/api/cruises/${randomUUID()}/excursions`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/excursions/${randomUUID()}`)).statusCode).toBe(401);
  });

  it('adds (shore excursion by default), lists by date and time, edits and deletes', async () => {
    const { cookie, cruiseId } = await newMember();
    const late = await call('POST', `/api/cruises/${cruiseId}/excursions`, cookie, {
      name: 'Mendenhall Glacier kayak',
      portName: 'Juneau',
      date: '2027-07-12',
      time: '13:00',
      bookingReference: 'PX-1234',
    });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({
      type: 'shore_excursion',
      bookingReference: 'PX-1234',
      endsAfterAllAboard: null,
    });
    await call('POST', `/api/cruises/${cruiseId}/excursions`, cookie, {
      name: 'Crown Grill',
      type: 'specialty_dining',
      date: '2027-07-11',
      time: '19:30',
    });
    const list = (await call('GET', `/api/cruises/${cruiseId}/excursions`, cookie)).json();
    expect(list.map((e: { name: string }) => e.name)).toEqual(['Crown Grill', 'Mendenhall Glacier kayak']);
    const edited = await call('PUT', `/api/excursions/${late.json().id}`, cookie, {
      notes: 'Bring gloves',
      type: 'onboard_activity',
    });
    expect(edited.json()).toMatchObject({
      notes: 'Bring gloves',
      type: 'onboard_activity',
      name: 'Mendenhall Glacier kayak',
    });
    expect((await call('DELETE', `/api/excursions/${late.json().id}`, cookie)).statusCode).toBe(204);
    expect(await countOf(cruiseId)).toBe(1);
  });

  it('keeps notes typed on several lines', async () => {
    const { cookie, cruiseId } = await newMember();
    const res = await call('POST', `/api/cruises/${cruiseId}/excursions`, cookie, {
      name: 'Glacier walk',
      notes: 'Bring gloves.\r\nMeet at the pier, gate 4.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBe('Bring gloves.\nMeet at the pier, gate 4.');
  });

  it('refuses a missing name, an unknown type, a bad date or time, and stores nothing', async () => {
    const { cookie, cruiseId } = await newMember();
    for (const [payload, path] of [
      [{ portName: 'Juneau' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Zip line', type: 'skydiving' }, 'type'],
      [{ name: 'Zip line', date: '2027-02-30' }, 'date'],
      [{ name: 'Zip line', time: '25:00' }, 'time'],
    ] as const) {
      const res = await call('POST', `/api/cruises/${cruiseId}/excursions`, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const missing = await call('POST', `/api/cruises/${cruiseId}/excursions`, cookie, {});
    expect(missing.json().issues).toContainEqual({ path: 'name', message: 'Excursion name is required' });
    expect(await countOf(cruiseId)).toBe(0);
  });

  it('flags an excursion that ends after the ship’s all-aboard time that day', async () => {
    const { cookie, cruiseId } = await newMember();
    // Day 4 of a cruise sailing on 10 July is 13 July.
    await call('POST', `/api/cruises/${cruiseId}/itinerary`, cookie, {
      dayNumber: 4,
      portName: 'Skagway',
      allAboardTime: '16:30',
    });
    const tooLate = await call('POST', `/api/cruises/${cruiseId}/excursions`, cookie, {
      name: 'White Pass railway',
      date: '2027-07-13',
      time: '13:00',
      endTime: '17:15',
    });
    expect(tooLate.json().endsAfterAllAboard).toBe('16:30');
    const inTime = await call('POST', `/api/cruises/${cruiseId}/excursions`, cookie, {
      name: 'Gold rush walk',
      date: '2027-07-13',
      endTime: '15:00',
    });
    expect(inTime.json().endsAfterAllAboard).toBeNull();
  });

  it('is idempotent on a client-made id, and never lets an excursion into another user’s cruise', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const id = randomUUID();
    const first = await call('POST', `/api/cruises/${owner.cruiseId}/excursions`, owner.cookie, {
      id,
      name: 'Salmon bake',
    });
    const retry = await call('POST', `/api/cruises/${owner.cruiseId}/excursions`, owner.cookie, {
      id,
      name: 'Salmon bake',
    });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(await countOf(owner.cruiseId)).toBe(1);
    const intruder = await call('POST', `/api/cruises/${owner.cruiseId}/excursions`, stranger.cookie, {
      name: 'Mine',
    });
    expect(intruder.statusCode).toBe(404);
    expect(await countOf(owner.cruiseId)).toBe(1);
  });
});
