import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC';

/** Keys a shared page must never carry, at any depth. */
const PRIVATE_KEYS = [
  'reservationNumber',
  'cabinNumber',
  'cabinCategory',
  'totalCost',
  'travelAgent',
  'bookingDate',
  'numberOfGuests',
  'checklists',
  'packingLists',
  'excursions',
  'bookingReference',
  'userId',
  'email',
  'cruiseId',
  'id',
];

function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysDeep(inner, into);
    }
  }
  return into;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A member's cruise full of private details, a day, a photo in a journal entry, a checklist. */
async function richCruise() {
  const member = await memberWithCruise(ctx.app, {
    tripName: 'Alaska with Gran',
    reservationNumber: 'RES-SECRET-42',
    cabinNumber: 'C-9191',
    cabinCategory: 'Suite',
    totalCost: 4321.5,
    travelAgent: 'Agent Secretsson',
    bookingDate: '2026-01-02',
    numberOfGuests: 3,
  });
  const { cookie, cruiseId } = member;
  await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary`, cookie, {
    dayNumber: 1,
    portName: 'Juneau',
  });
  const entry = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/journal-entries`, cookie, {
    title: 'Whales',
    content: 'Humpbacks at breakfast.',
    entryDate: '2027-07-11',
  });
  const photo = await apiCall(ctx.app, 'POST', '/api/photos', cookie, {
    cruiseId,
    url: TINY_PNG,
    caption: 'Tail fin',
    journalEntryId: entry.json().id,
  });
  expect(photo.statusCode).toBe(201);
  await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/excursions`, cookie, {
    name: 'Glacier walk',
    bookingReference: 'BOOK-SECRET-7',
  });
  await apiCall(ctx.app, 'POST', '/api/checklists', cookie, {
    cruiseId,
    name: 'Secret list',
    items: [{ text: 'Passport' }],
  });
  return member;
}

const share = (cookie: string, cruiseId: string, options: object = {}) =>
  apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/share`, cookie, options);
const view = (token: string) => apiCall(ctx.app, 'GET', `/api/share/${token}`);

describe('sharing a cruise', () => {
  it('answers the owner with an unguessable token and its absolute URL', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const first = await share(cookie, cruiseId);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ includePhotos: false, includeJournal: false });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(body.url).toBe(`${ctx.config.publicUrl}/share/${body.token}`);
    expect(body.token).not.toContain(cruiseId.replace(/-/g, '').slice(0, 8));
    expect(Buffer.from(body.token, 'base64url').toString('hex')).not.toContain(cruiseId.replace(/-/g, ''));

    const again = (await share(cookie, cruiseId)).json();
    expect(again.token).not.toBe(body.token);
    expect((await view(body.token)).statusCode).toBe(404);
    expect((await view(again.token)).statusCode).toBe(200);
    const current = await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/share`, cookie);
    expect(current.json()).toEqual(again);
  });

  it('shows the cruise, its days and its owner, and nothing private, to a visitor without an account', async () => {
    const { cookie, cruiseId, user } = await richCruise();
    const { token } = (await share(cookie, cruiseId, { includePhotos: true, includeJournal: true })).json();
    const res = await view(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const body = res.json();
    expect(body.cruise).toMatchObject({ tripName: 'Alaska with Gran', shipName: 'Discovery Princess' });
    expect(body.itinerary.map((d: { portName: string }) => d.portName)).toEqual(['Juneau']);
    expect(body.photos).toEqual([expect.objectContaining({ caption: 'Tail fin' })]);
    expect(body.journal).toEqual([
      expect.objectContaining({
        title: 'Whales',
        photos: [expect.objectContaining({ caption: 'Tail fin' })],
      }),
    ]);
    expect(body.owner).toEqual({ firstName: expect.any(String), profileImageUrl: null });
    const keys = keysDeep(body);
    expect(PRIVATE_KEYS.filter((key) => keys.has(key))).toEqual([]);
    for (const secret of [
      'RES-SECRET',
      'C-9191',
      'Balcony-Secret',
      '4321',
      'Secretsson',
      'BOOK-SECRET',
      'Secret list',
      user.email,
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('leaves the photos and journal out unless the owner ticks them', async () => {
    const { cookie, cruiseId } = await richCruise();
    const { token } = (await share(cookie, cruiseId)).json();
    const plain = (await view(token)).json();
    expect(plain).not.toHaveProperty('photos');
    expect(plain).not.toHaveProperty('journal');

    const onlyJournal = (
      await view((await share(cookie, cruiseId, { includeJournal: true })).json().token)
    ).json();
    expect(onlyJournal).not.toHaveProperty('photos');
    expect(onlyJournal.journal).toEqual([expect.not.objectContaining({ photos: expect.anything() })]);
  });

  it('kills the link when turned off, and answers any unknown or malformed token the same 404', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    const { token } = (await share(cookie, cruiseId)).json();
    expect((await apiCall(ctx.app, 'DELETE', `/api/cruises/${cruiseId}/share`, cookie)).statusCode).toBe(204);
    for (const bad of [token, 'x'.repeat(32), 'short', '%00%3Cscript%3E', 'a'.repeat(400)]) {
      const res = await view(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe('This link is no longer shared.');
    }
    const gone = await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/share`, cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This cruise is not shared.');
  });

  it('refuses a body that is not two booleans, and closes the owner routes to visitors and strangers', async () => {
    const { cookie, cruiseId } = await memberWithCruise(ctx.app);
    expect((await share(cookie, cruiseId, { includePhotos: 'yes' })).statusCode).toBe(400);
    expect((await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/share`)).statusCode).toBe(401);
    const stranger = await signUp(ctx.app);
    expect((await share(stranger.cookie, cruiseId)).statusCode).toBe(404);
    expect(
      (await apiCall(ctx.app, 'GET', `/api/cruises/${cruiseId}/share`, stranger.cookie)).statusCode,
    ).toBe(404);
  });
});
