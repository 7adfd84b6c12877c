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

const newMember = () =>
  memberWithCruise(ctx.app, {
    cruiseLine: 'Norwegian Cruise Line',
    shipName: 'Norwegian Prima',
    sailDate: '2027-06-01',
    returnDate: '2027-06-08',
    primaryDestination: 'Scandinavia/Norway',
  });

const daysOf = async (cruiseId: string) =>
  (await ctx.database.query('select 1 from itinerary_items where cruise_id = $1', [cruiseId])).length;

describe('itinerary days', () => {
  it('answers a visitor 401', async () => {
    const id = randomUUID();
    expect((await call('GET', `/api/cruises/${id}/itinerary`)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/itinerary', undefined, { cruiseId: id, dayNumber: 1, portName: 'X' }))
        .statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/api/itinerary/${id}`)).statusCode).toBe(401);
  });

  it('adds days through both calls of the spec, sorted by day, with the port’s country', async () => {
    const { cookie, cruiseId } = await newMember();
    const second = await call('POST', `/api/cruises/${cruiseId}/itinerary`, cookie, {
      dayNumber: 2,
      portName: 'Ålesund',
      arrivalTime: '08:00',
      departureTime: '17:30',
      activities: 'Aksla viewpoint',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      dayNumber: 2,
      portName: 'Ålesund',
      notes: 'Aksla viewpoint',
      kind: 'port',
      countryCode: 'NO',
    });
    const first = await call('POST', '/api/itinerary', cookie, {
      cruiseId,
      dayNumber: 1,
      portName: 'Southampton',
      departureTime: '17:00',
    });
    expect(first.statusCode).toBe(201);
    const sea = await call('POST', '/api/itinerary', cookie, { cruiseId, dayNumber: 3, kind: 'sea' });
    expect(sea.json()).toMatchObject({
      portName: 'At Sea',
      kind: 'sea',
      countryCode: null,
      arrivalTime: null,
    });
    const list = (await call('GET', `/api/cruises/${cruiseId}/itinerary`, cookie)).json();
    expect(list.map((d: { dayNumber: number }) => d.dayNumber)).toEqual([1, 2, 3]);
  });

  it('keeps the rules: a day number from 1, a port for a port day, known kinds; nothing stored otherwise', async () => {
    const { cookie, cruiseId } = await newMember();
    for (const [payload, path] of [
      [{ portName: 'Bergen' }, 'dayNumber'],
      [{ dayNumber: 0, portName: 'Bergen' }, 'dayNumber'],
      [{ dayNumber: 1 }, 'portName'],
      [{ dayNumber: 1, portName: 'Bergen', kind: 'lunar' }, 'kind'],
      [{ dayNumber: 1, portName: 'Bergen', portCall: 'swam' }, 'portCall'],
      [{ dayNumber: 1, portName: 'x'.repeat(201) }, 'portName'],
    ] as const) {
      const res = await call('POST', `/api/cruises/${cruiseId}/itinerary`, cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    // A megabyte of text never reaches validation: the body limit answers first.
    const huge = await call('POST', `/api/cruises/${cruiseId}/itinerary`, cookie, {
      dayNumber: 1,
      portName: 'x'.repeat(1_000_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(await daysOf(cruiseId)).toBe(0);
  });

  it('edits and deletes a day; a sea day drops its times', async () => {
    const { cookie, cruiseId } = await newMember();
    const day = (
      await call('POST', `/api/cruises/${cruiseId}/itinerary`, cookie, {
        dayNumber: 4,
        portName: 'Geiranger',
        arrivalTime: '09:00',
      })
    ).json();
    const tender = await call('PUT', `/api/itinerary/${day.id}`, cookie, {
      portCall: 'tendered',
      allAboardTime: '16:30',
      notes: 'Eagle Road',
    });
    expect(tender.json()).toMatchObject({
      portCall: 'tendered',
      allAboardTime: '16:30',
      notes: 'Eagle Road',
      arrivalTime: '09:00',
    });
    const blank = await call('PUT', `/api/itinerary/${day.id}`, cookie, { portName: '' });
    expect(blank.statusCode).toBe(400);
    const sea = await call('PUT', `/api/itinerary/${day.id}`, cookie, {
      kind: 'scenic',
      portName: 'Cruising the Geirangerfjord',
    });
    expect(sea.json()).toMatchObject({
      kind: 'scenic',
      arrivalTime: null,
      allAboardTime: null,
      portCall: null,
    });
    expect((await call('DELETE', `/api/itinerary/${day.id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/itinerary/${day.id}`, cookie)).statusCode).toBe(404);
  });

  it('imports a pasted itinerary in one transaction: all days or none, replacing the old ones', async () => {
    const { cookie, cruiseId } = await newMember();
    await call('POST', `/api/cruises/${cruiseId}/itinerary`, cookie, { dayNumber: 1, portName: 'Old plan' });
    const bad = await call('POST', `/api/cruises/${cruiseId}/itinerary/import`, cookie, {
      days: [{ dayNumber: 1, portName: 'Copenhagen' }, { dayNumber: 2 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await daysOf(cruiseId)).toBe(1);
    const empty = await call('POST', `/api/cruises/${cruiseId}/itinerary/import`, cookie, { days: [] });
    expect(empty.json().issues[0].message).toBe('Please enter a valid itinerary format');
    const ok = await call('POST', `/api/cruises/${cruiseId}/itinerary/import`, cookie, {
      days: [
        { dayNumber: 1, portName: 'Copenhagen', departureTime: '16:00' },
        { dayNumber: 2, portName: 'At Sea' },
        { dayNumber: 3, portName: 'Oslo', arrivalTime: '09:00', departureTime: '15:00' },
      ],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().map((d: { portName: string; kind: string }) => `${d.portName}/${d.kind}`)).toEqual([
      'Copenhagen/port',
      'At Sea/sea',
      'Oslo/port',
    ]);
    expect(await daysOf(cruiseId)).toBe(3);
  });

  it('imports once under client-made day ids: a retry doubles nothing and answers the same days', async () => {
    const { cookie, cruiseId } = await newMember();
    const old = await call('POST', `/api/cruises/${cruiseId}/itinerary`, cookie, {
      dayNumber: 1,
      portName: 'Kiel',
    });
    const [copenhagen, sea] = [randomUUID(), randomUUID()];
    const paste = (replace: boolean) => ({
      replace,
      days: [
        { id: copenhagen, dayNumber: 1, portName: 'Copenhagen' },
        { id: sea, dayNumber: 2, portName: 'At Sea' },
      ],
    });
    const path = `/api/cruises/${cruiseId}/itinerary/import`;
    const first = await call('POST', path, cookie, paste(false));
    const retry = await call('POST', path, cookie, paste(false));
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    const idsOf = (res: typeof first) => res.json().map((day: { id: string }) => day.id);
    expect(idsOf(first)).toEqual([old.json().id, copenhagen, sea]);
    expect(idsOf(retry)).toEqual(idsOf(first));
    // The days answer under the ids the device shows: an edit made offline reaches them.
    const edit = await call('PUT', `/api/itinerary/${sea}`, cookie, { notes: 'Spa day' });
    expect(edit.statusCode).toBe(200);

    const [oslo, bergen] = [randomUUID(), randomUUID()];
    const replacing = {
      days: [
        { id: oslo, dayNumber: 1, portName: 'Oslo' },
        { id: bergen, dayNumber: 2, portName: 'Bergen' },
      ],
    };
    const replaced = await call('POST', path, cookie, replacing);
    const again = await call('POST', path, cookie, replacing);
    expect([replaced.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(idsOf(replaced)).toEqual([oslo, bergen]);
    expect(idsOf(again)).toEqual([oslo, bergen]);
    expect(await daysOf(cruiseId)).toBe(2);
  });

  it('makes an import sent twice at once (a retry racing the first) once', async () => {
    const { cookie, cruiseId } = await newMember();
    const body = {
      days: [1, 2, 3].map((dayNumber) => ({ id: randomUUID(), dayNumber, portName: 'At Sea' })),
    };
    const path = `/api/cruises/${cruiseId}/itinerary/import`;
    const answers = await Promise.all([call('POST', path, cookie, body), call('POST', path, cookie, body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(await daysOf(cruiseId)).toBe(3);
  });

  it('refuses an import whose day ids repeat or belong to another day elsewhere, storing nothing', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const path = `/api/cruises/${owner.cruiseId}/itinerary/import`;
    const id = randomUUID();
    const repeated = await call('POST', path, owner.cookie, {
      days: [
        { id, dayNumber: 1, portName: 'Oslo' },
        { id, dayNumber: 2, portName: 'Bergen' },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().issues[0].message).toBe('Each day id may appear only once');
    const theirs = await call('POST', `/api/cruises/${stranger.cruiseId}/itinerary`, stranger.cookie, {
      dayNumber: 1,
      portName: 'Tromsø',
    });
    const taken = await call('POST', path, owner.cookie, {
      days: [
        { id: randomUUID(), dayNumber: 1, portName: 'Oslo' },
        { id: theirs.json().id, dayNumber: 2, portName: 'Bergen' },
      ],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ID_TAKEN');
    expect(await daysOf(owner.cruiseId)).toBe(0);
    const stillTheirs = await call('GET', `/api/cruises/${stranger.cruiseId}/itinerary`, stranger.cookie);
    expect(stillTheirs.json()).toMatchObject([{ id: theirs.json().id, portName: 'Tromsø' }]);
  });

  it('is idempotent on a client-made id, and never lets a day into another user’s cruise', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const id = randomUUID();
    const first = await call('POST', `/api/cruises/${owner.cruiseId}/itinerary`, owner.cookie, {
      id,
      dayNumber: 1,
      portName: 'Bergen',
    });
    const retry = await call('POST', `/api/cruises/${owner.cruiseId}/itinerary`, owner.cookie, {
      id,
      dayNumber: 1,
      portName: 'Bergen',
    });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().id).toBe(id);
    expect(await daysOf(owner.cruiseId)).toBe(1);
    const intoForeign = await call('POST', '/api/itinerary', stranger.cookie, {
      cruiseId: owner.cruiseId,
      dayNumber: 2,
      portName: 'Mine',
    });
    expect(intoForeign.statusCode).toBe(404);
    expect((await call('GET', `/api/cruises/${owner.cruiseId}/itinerary`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect(await daysOf(owner.cruiseId)).toBe(1);
  });

  it('counts sea and scenic days as no port in the stats', async () => {
    const { cookie, cruiseId } = await newMember();
    await call('POST', `/api/cruises/${cruiseId}/itinerary/import`, cookie, {
      days: [
        { dayNumber: 1, portName: 'Bergen' },
        { dayNumber: 2, portName: 'Bergen Fjord Sightseeing', kind: 'scenic' },
        { dayNumber: 3, portName: 'Bergen Sea Day', kind: 'sea' },
      ],
    });
    const stats = (await call('GET', '/api/stats', cookie)).json();
    expect(stats).toMatchObject({ uniquePorts: 1, countries: 1 });
  });
});
