import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const VALID = {
  cruiseLine: 'Royal Caribbean International',
  shipName: 'Icon of the Seas',
  sailDate: '2027-02-06',
  returnDate: '2027-02-13',
  primaryDestination: 'Caribbean Western',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function createCruise(cookie: string, overrides: object = {}) {
  const res = await call('POST', '/api/cruises', cookie, { ...VALID, ...overrides });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function pngDataUrl(width = 1600, height = 900) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#1f82ad' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const countCruises = async (userId: string) =>
  (await ctx.database.query('select 1 from cruises where user_id = $1', [userId])).length;

describe('cruises: create, read, update, delete', () => {
  it('answers a visitor 401 on every call', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/cruises'],
      ['POST', '/api/cruises'],
      ['GET', `/api/cruises/${id}`],
      ['PUT', `/api/cruises/${id}`],
      ['DELETE', `/api/cruises/${id}`],
      ['GET', '/api/stats'],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : VALID,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Unauthorized' });
    }
  });

  it('creates a cruise with the defaults, lists it and reads it back', async () => {
    const { cookie } = await signUp(ctx.app);
    const created = await createCruise(cookie, { tripName: '  Birthday at sea ', totalCost: '4,250.5' });
    expect(created).toMatchObject({
      ...VALID,
      tripName: 'Birthday at sea',
      numberOfGuests: 2,
      isCompleted: false,
      totalCost: 4250.5,
      coverPhotoUrl: null,
      entryCount: 0,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await call('GET', '/api/cruises', cookie);
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([created.id]);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', `/api/cruises/${created.id}`, cookie)).json()).toEqual(created);
  });

  it('lists each cruise exactly as its own page shows it, every field and the entry count', async () => {
    const { cookie } = await signUp(ctx.app);
    const full = await createCruise(cookie, {
      tripName: 'Fjords & "friends"',
      sailDate: '2027-06-01',
      returnDate: '2027-06-12',
      reservationNumber: 'QX7-2201',
      cabinNumber: '9114',
      numberOfGuests: 3,
      cabinCategory: 'Balcony',
      departurePort: 'Southampton',
      bookingDate: '2026-01-31',
      totalCost: '12,345.67',
      travelAgent: 'Seaview Travel',
      isCompleted: true,
      coverPhotoUrl: await pngDataUrl(300, 200),
      overallRating: 5,
      shipRating: 4,
      cabinRating: 3,
      diningRating: 5,
      serviceRating: 4,
      portsRating: 2,
      entertainmentRating: 1,
      reviewSummary: 'Calm seas,\nbright nights. 🚢',
    });
    const bare = await createCruise(cookie, { numberOfGuests: null });
    const entry = await call('POST', `/api/cruises/${full.id}/journal-entries`, cookie, {
      entryDate: '2027-06-02',
      content: 'Sailed past Stavanger.',
    });
    expect(entry.statusCode).toBe(201);
    const pages = await Promise.all(
      [bare.id, full.id].map(async (id) => (await call('GET', `/api/cruises/${id}`, cookie)).json()),
    );
    expect(pages[1]).toMatchObject({ entryCount: 1, totalCost: 12345.67, bookingDate: '2026-01-31' });
    expect(pages[1].coverThumbnailUrl).toMatch(/-thumb\.jpg$/);
    expect(pages[1].updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // By sail date: February's cruise first.
    expect((await call('GET', '/api/cruises', cookie)).json()).toEqual(pages);
  });

  it.each([
    ['cruiseLine', { cruiseLine: undefined }],
    ['shipName', { shipName: '' }],
    ['sailDate', { sailDate: undefined }],
    ['returnDate', { returnDate: undefined }],
    ['primaryDestination', { primaryDestination: undefined }],
    ['primaryDestination', { primaryDestination: 'Atlantis' }],
    ['returnDate', { returnDate: '2027-02-05' }],
    ['sailDate', { sailDate: '2027-02-30' }],
    ['numberOfGuests', { numberOfGuests: 0 }],
    ['numberOfGuests', { numberOfGuests: 21 }],
    ['numberOfGuests', { numberOfGuests: 'two' }],
    ['totalCost', { totalCost: 12.345 }],
    ['totalCost', { totalCost: 100_000_000 }],
    ['totalCost', { totalCost: -5 }],
    ['cabinCategory', { cabinCategory: 'Penthouse' }],
    ['overallRating', { overallRating: 6 }],
    ['isCompleted', { isCompleted: 'yes' }],
    ['tripName', { tripName: 'x'.repeat(1_000_000) }],
    ['reviewSummary', { reviewSummary: 'a\u0000b' }],
    ['coverPhotoUrl', { coverPhotoUrl: 'https://evil.example/x.jpg' }],
    ['id', { id: 'not-a-uuid' }],
  ])('refuses a bad %s with 400 and a message, storing nothing', async (field, override) => {
    const { cookie, user } = await signUp(ctx.app);
    const res = await call('POST', '/api/cruises', cookie, { ...VALID, ...override });
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === field);
    expect(issue?.message, JSON.stringify(res.json().issues)).toBeTruthy();
    expect(await countCruises(user.id)).toBe(0);
  });

  it('says which field is missing in words', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await call('POST', '/api/cruises', cookie, { ...VALID, cruiseLine: undefined });
    expect(res.json().issues).toContainEqual({ path: 'cruiseLine', message: 'Cruise line is required' });
    const dates = await call('POST', '/api/cruises', cookie, { ...VALID, returnDate: '2027-01-01' });
    expect(dates.json().issues).toContainEqual({
      path: 'returnDate',
      message: 'Return date cannot be before the sail date',
    });
  });

  it('refuses a cruise longer than a year, on create and on an edit of either date, storing nothing', async () => {
    const { cookie, user } = await signUp(ctx.app);
    const tooLong = { path: 'returnDate', message: 'A cruise can last at most 365 days' };
    // Sail day and return day both count: 365 days is the most.
    const longest = await call('POST', '/api/cruises', cookie, {
      ...VALID,
      sailDate: '2027-01-01',
      returnDate: '2027-12-31',
    });
    expect(longest.statusCode).toBe(201);
    const twentyYears = await call('POST', '/api/cruises', cookie, {
      ...VALID,
      sailDate: '2027-01-01',
      returnDate: '2047-01-01',
    });
    expect(twentyYears.statusCode).toBe(400);
    expect(twentyYears.json().issues).toContainEqual(tooLong);
    expect(await countCruises(user.id)).toBe(1);
    // An edit of one date alone is checked against the other, as stored.
    const id = longest.json().id;
    const later = await call('PUT', `/api/cruises/${id}`, cookie, { returnDate: '2028-01-01' });
    expect(later.statusCode).toBe(400);
    expect(later.json().issues).toContainEqual(tooLong);
    const earlier = await call('PUT', `/api/cruises/${id}`, cookie, { sailDate: '2026-12-31' });
    expect(earlier.statusCode).toBe(400);
    expect((await call('GET', `/api/cruises/${id}`, cookie)).json()).toEqual(longest.json());
  });

  // Versions (a stale updatedAt or If-Match → 409 CRUISE_CHANGED) are walked for every record in
  // record-versions.test.ts.
  it('updates only the fields given and keeps the rules', async () => {
    const { cookie } = await signUp(ctx.app);
    const created = await createCruise(cookie);
    const updated = await call('PUT', `/api/cruises/${created.id}`, cookie, {
      cabinNumber: '10234',
      cabinCategory: 'Balcony',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...VALID, cabinNumber: '10234', cabinCategory: 'Balcony' });
    const backwards = await call('PUT', `/api/cruises/${created.id}`, cookie, { returnDate: '2027-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect((await call('GET', `/api/cruises/${created.id}`, cookie)).json()).toEqual(updated.json());
  });

  it('never shows, changes or deletes another user’s cruise (404, unchanged)', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const cruise = await createCruise(owner.cookie);
    expect((await call('GET', `/api/cruises/${cruise.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/cruises/${cruise.id}`, other.cookie, { tripName: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/cruises/${cruise.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/cruises', other.cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/cruises/${cruise.id}`, owner.cookie)).json()).toEqual(cruise);
  });

  it('makes one cruise from a retried create with the same id, and refuses an id that is someone else’s', async () => {
    const { cookie, user } = await signUp(ctx.app);
    const id = randomUUID();
    const first = await call('POST', '/api/cruises', cookie, { ...VALID, id });
    const retry = await call('POST', '/api/cruises', cookie, { ...VALID, id });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const racing = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/cruises', cookie, { ...VALID, id: randomUUID() })),
    );
    expect(racing.every((res) => res.statusCode === 201)).toBe(true);
    expect(await countCruises(user.id)).toBe(4);
    const other = await signUp(ctx.app);
    const taken = await call('POST', '/api/cruises', other.cookie, { ...VALID, id });
    expect(taken.statusCode).toBe(409);
    expect(await countCruises(other.user.id)).toBe(0);
  });

  it('deletes a cruise with everything under it', async () => {
    const { cookie } = await signUp(ctx.app);
    const cruise = await createCruise(cookie);
    await ctx.database.query(
      `insert into itinerary_items (id, cruise_id, day_number, port_name) values ($1, $2, 1, 'Cozumel')`,
      [randomUUID(), cruise.id],
    );
    const res = await call('DELETE', `/api/cruises/${cruise.id}`, cookie);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/api/cruises/${cruise.id}`, cookie)).statusCode).toBe(404);
    expect(
      await ctx.database.query('select 1 from itinerary_items where cruise_id = $1', [cruise.id]),
    ).toHaveLength(0);
  });
});

describe('cruise cover photos', () => {
  it('stores a cover as an 800 px JPEG under /media, replaces it (deleting the old one) and removes it', async () => {
    const { cookie } = await signUp(ctx.app);
    const cruise = await createCruise(cookie, { coverPhotoUrl: await pngDataUrl() });
    expect(cruise.coverPhotoUrl).toMatch(/^\/media\/[\w-]+\.jpg$/);
    expect(cruise.coverThumbnailUrl).toBe(cruise.coverPhotoUrl.replace('.jpg', '-thumb.jpg'));
    const image = await call('GET', cruise.coverPhotoUrl);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect(Math.max(width!, height!)).toBe(800);

    const replaced = (
      await call('PUT', `/api/cruises/${cruise.id}`, cookie, { coverPhotoUrl: await pngDataUrl(400, 300) })
    ).json();
    expect(replaced.coverPhotoUrl).not.toBe(cruise.coverPhotoUrl);
    expect((await call('GET', cruise.coverPhotoUrl)).statusCode).toBe(404);
    const kept = (
      await call('PUT', `/api/cruises/${cruise.id}`, cookie, { coverPhotoUrl: replaced.coverPhotoUrl })
    ).json();
    expect(kept.coverPhotoUrl).toBe(replaced.coverPhotoUrl);
    const removed = (await call('PUT', `/api/cruises/${cruise.id}`, cookie, { coverPhotoUrl: null })).json();
    expect(removed.coverPhotoUrl).toBeNull();
    expect((await call('GET', replaced.coverPhotoUrl)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, and lists never carry image bytes', async () => {
    const { cookie, user } = await signUp(ctx.app);
    const fake = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    const res = await call('POST', '/api/cruises', cookie, { ...VALID, coverPhotoUrl: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a valid image file.');
    expect(await countCruises(user.id)).toBe(0);
    await createCruise(cookie, { coverPhotoUrl: await pngDataUrl(200, 100) });
    const list = await call('GET', '/api/cruises', cookie);
    expect(list.body).not.toContain('data:image');
  });
});
