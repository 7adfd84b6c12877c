/**
 * Versioned updates on every user-owned record (issue 11, conflicts; `http/versions.ts`): one table
 * of the PUT routes, each walked through the same contract. A stale version (body `updatedAt` or
 * If-Match) answers 409 `<KIND>_CHANGED` with the record as a fresh GET shows it and changes
 * nothing; a matching version, `*` or none applies with a newer updatedAt; a malformed If-Match is
 * a 400; a stranger gets 404 whatever version they send; two updates from one version race to
 * exactly one 200 and one 409.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IF_MATCH_MESSAGE } from './http/versions.js';
import { signUp } from './test-support/auth-helpers.js';
import { ownershipFixtures } from './test-support/ownership-fixtures.js';
import { createTestApp, type TestContext } from './test-support/test-app.js';

let ctx: TestContext;
let fixtures: ReturnType<typeof ownershipFixtures>['OWNED_RECORDS'];
beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = ownershipFixtures(ctx).OWNED_RECORDS;
});
afterAll(() => ctx.close());

type Json = Record<string, unknown> & { id: string; updatedAt: string };

async function get(cookie: string, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A PUT with an optional If-Match. */
function put(cookie: string, url: string, body: object, ifMatch?: string) {
  const headers: Record<string, string> = { cookie };
  if (ifMatch !== undefined) headers['if-match'] = ifMatch;
  return ctx.app.inject({ method: 'PUT', url, headers, payload: body });
}

/**
 * How to read a cruise's child as its list GET shows it: `cruiseOf` finds the cruise of the
 * record's id; `nested` reads an item inside its list's `items`.
 */
function fromCruiseList(cruiseOf: string, list: string, nested = false) {
  return async (cookie: string, id: string): Promise<Json> => {
    const [row] = await ctx.database.query<{ cruise_id: string }>(cruiseOf, [id]);
    const records = (await get(cookie, `/api/cruises/${row!.cruise_id}/${list}`)) as Json[];
    const all = nested ? records.flatMap((record) => record.items as Json[]) : records;
    return all.find((record) => record.id === id)!;
  };
}

const itemCruise = (items: string, lists: string, key: string) =>
  `select l.cruise_id from ${items} i join ${lists} l on l.id = i.${key} where i.id = $1`;

/** Every PUT of a user-owned record: its path, its 409 and 404 codes, and its fresh GET. */
const ROUTES = [
  {
    path: '/api/cruises',
    changed: 'CRUISE_CHANGED',
    thing: 'cruise',
    missing: 'CRUISE_NOT_FOUND',
    read: (cookie: string, id: string) => get(cookie, `/api/cruises/${id}`) as Promise<Json>,
  },
  {
    path: '/api/itinerary',
    changed: 'DAY_CHANGED',
    thing: 'itinerary day',
    missing: 'ITINERARY_ITEM_NOT_FOUND',
    read: fromCruiseList('select cruise_id from itinerary_items where id = $1', 'itinerary'),
  },
  {
    path: '/api/excursions',
    changed: 'EXCURSION_CHANGED',
    thing: 'excursion',
    missing: 'EXCURSION_NOT_FOUND',
    read: fromCruiseList('select cruise_id from excursions where id = $1', 'excursions'),
  },
  {
    path: '/api/checklists',
    changed: 'CHECKLIST_CHANGED',
    thing: 'checklist',
    missing: 'CHECKLIST_NOT_FOUND',
    read: fromCruiseList('select cruise_id from checklists where id = $1', 'checklists'),
  },
  {
    path: '/api/checklist-items',
    changed: 'CHECKLIST_ITEM_CHANGED',
    thing: 'checklist item',
    missing: 'CHECKLIST_ITEM_NOT_FOUND',
    read: fromCruiseList(itemCruise('checklist_items', 'checklists', 'checklist_id'), 'checklists', true),
  },
  {
    path: '/api/packing-lists',
    changed: 'PACKING_LIST_CHANGED',
    thing: 'packing list',
    missing: 'PACKING_LIST_NOT_FOUND',
    read: fromCruiseList('select cruise_id from packing_lists where id = $1', 'packing-lists'),
  },
  {
    path: '/api/packing-items',
    changed: 'PACKING_ITEM_CHANGED',
    thing: 'packing item',
    missing: 'PACKING_ITEM_NOT_FOUND',
    read: fromCruiseList(
      itemCruise('packing_items', 'packing_lists', 'packing_list_id'),
      'packing-lists',
      true,
    ),
  },
  {
    path: '/api/photos',
    changed: 'PHOTO_CHANGED',
    thing: 'photo',
    missing: 'PHOTO_NOT_FOUND',
    read: fromCruiseList('select cruise_id from photos where id = $1', 'photos'),
  },
  {
    path: '/api/journal-entries',
    changed: 'JOURNAL_ENTRY_CHANGED',
    thing: 'journal entry',
    missing: 'JOURNAL_ENTRY_NOT_FOUND',
    read: fromCruiseList('select cruise_id from journal_entries where id = $1', 'journal-entries'),
  },
];

describe('the versioned routes', () => {
  /**
   * Not here: the password (not a record), the order endpoints (a whole new order), and the
   * profile (versioned too, but it has no id: its cases are in profiles/profiles.test.ts).
   */
  const UNVERSIONED = new Set(['/api/user/password', '/api/user/profile']);
  it('are every PUT of a user-owned record (the order endpoints, the password and the profile aside)', () => {
    const puts = ctx.app.routeTable
      .filter((route) => route.method === 'PUT')
      .map((route) => route.url)
      .filter((url) => !url.endsWith('/order') && !UNVERSIONED.has(url));
    expect(puts.sort()).toEqual(ROUTES.map((route) => `${route.path}/:id`).sort());
  });
});

describe.each(ROUTES)('PUT $path/:id with a version', (route) => {
  const fixture = () => fixtures[`${route.path}/:id`]!;

  /** A member, one record of theirs (as its GET shows it) and its URL. */
  async function ownerWithRecord() {
    const { cookie } = await signUp(ctx.app);
    const id = await fixture().create(cookie);
    return { cookie, id, url: `${route.path}/${id}`, record: await route.read(cookie, id) };
  }

  /** A change the record accepts (the ownership fixture's body), applied; answers the new record. */
  async function changed(cookie: string, url: string) {
    const res = await put(cookie, url, fixture().payload);
    expect(res.statusCode).toBe(200);
    return res.json() as Json;
  }

  it(`answers a stale updatedAt 409 ${route.changed} with the current record, changing nothing`, async () => {
    const { cookie, id, url, record: base } = await ownerWithRecord();
    await changed(cookie, url);
    const before = await fixture().snapshot(id);
    const res = await put(cookie, url, { ...fixture().payload, updatedAt: base.updatedAt });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: route.changed,
      message: `This ${route.thing} was changed elsewhere. Review the latest version.`,
      current: await route.read(cookie, id),
    });
    expect(await fixture().snapshot(id)).toEqual(before);
  });

  it('answers a stale If-Match 409 too, bare, quoted or weak, and when either of two versions is stale', async () => {
    const { cookie, id, url, record: base } = await ownerWithRecord();
    const now = await changed(cookie, url);
    const before = await fixture().snapshot(id);
    const stale = [
      { ifMatch: base.updatedAt },
      { ifMatch: `"${base.updatedAt}"` },
      { ifMatch: `W/"${base.updatedAt}"` },
      { ifMatch: `"${now.updatedAt}"`, updatedAt: base.updatedAt },
      { ifMatch: `"${base.updatedAt}"`, updatedAt: now.updatedAt },
      { ifMatch: '*', updatedAt: base.updatedAt },
    ];
    for (const { ifMatch, updatedAt } of stale) {
      const res = await put(cookie, url, { ...fixture().payload, updatedAt }, ifMatch);
      expect([res.statusCode, res.json().code]).toEqual([409, route.changed]);
      expect(res.json().current).toEqual(now);
    }
    expect(await fixture().snapshot(id)).toEqual(before);
  });

  it('applies a matching version, * or no version, each time answering a newer updatedAt', async () => {
    const { cookie, url, record } = await ownerWithRecord();
    let last = record.updatedAt;
    const versions: { body?: boolean; ifMatch?: (updatedAt: string) => string }[] = [
      { body: true },
      { ifMatch: (updatedAt) => `"${updatedAt}"` },
      { ifMatch: (updatedAt) => updatedAt, body: true },
      { ifMatch: () => '*' },
      {},
    ];
    for (const version of versions) {
      const body = { ...fixture().payload, ...(version.body ? { updatedAt: last } : {}) };
      const res = await put(cookie, url, body, version.ifMatch?.(last));
      expect(res.statusCode).toBe(200);
      const next = (res.json() as Json).updatedAt;
      expect(Date.parse(next)).toBeGreaterThan(Date.parse(last));
      last = next;
    }
    // What the last PUT answered is what is stored.
    expect((await route.read(cookie, record.id)).updatedAt).toBe(last);
  });

  it('refuses a malformed If-Match or updatedAt with 400, changing nothing', async () => {
    const { cookie, id, url, record } = await ownerWithRecord();
    const before = await fixture().snapshot(id);
    const dateOnly = record.updatedAt.slice(0, 10);
    for (const ifMatch of ['yesterday', `"${dateOnly}"`, `"${record.updatedAt}", "${record.updatedAt}"`]) {
      const res = await put(cookie, url, fixture().payload, ifMatch);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: IF_MATCH_MESSAGE });
    }
    const badBody = await put(cookie, url, { ...fixture().payload, updatedAt: dateOnly });
    expect([badBody.statusCode, badBody.json().issues[0].path]).toEqual([400, 'updatedAt']);
    expect(await fixture().snapshot(id)).toEqual(before);
  });

  it(`answers a stranger 404 ${route.missing} whatever version they send, never the record`, async () => {
    const { cookie, id, url, record: base } = await ownerWithRecord();
    await changed(cookie, url);
    const before = await fixture().snapshot(id);
    const stranger = await signUp(ctx.app);
    const attempts = [
      { body: { ...fixture().payload, updatedAt: base.updatedAt } },
      { body: fixture().payload, ifMatch: `"${base.updatedAt}"` },
      { body: fixture().payload, ifMatch: '*' },
    ];
    for (const { body, ifMatch } of attempts) {
      const res = await put(stranger.cookie, url, body, ifMatch);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: route.missing, message: expect.any(String) });
    }
    expect(await fixture().snapshot(id)).toEqual(before);
    // A version of a record that does not exist is just as missing.
    const missing = await put(cookie, `${route.path}/${randomUUID()}`, fixture().payload, '*');
    expect([missing.statusCode, missing.json().code]).toEqual([404, route.missing]);
  });

  it('lets exactly one of two updates sent at once from the same version through', async () => {
    const { cookie, url, record } = await ownerWithRecord();
    const body = { ...fixture().payload, updatedAt: record.updatedAt };
    const answers = await Promise.all([put(cookie, url, body), put(cookie, url, body, record.updatedAt)]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json();
    const loser = answers.find((res) => res.statusCode === 409)!.json();
    expect(loser.current).toEqual(winner);
    expect(await route.read(cookie, record.id)).toEqual(winner);
  });
});

describe('ticks and moves are not edits', () => {
  it.each([
    {
      lists: '/api/checklists',
      items: '/api/checklist-items',
      text: 'text',
      tick: 'isCompleted',
      get: 'checklists',
    },
    {
      lists: '/api/packing-lists',
      items: '/api/packing-items',
      text: 'name',
      tick: 'isPacked',
      get: 'packing-lists',
    },
  ])(
    'keep an item’s version ($items), so an edit based on it made before them still applies',
    async (kind) => {
      const { cookie } = await signUp(ctx.app);
      const cruise = await ctx.app.inject({
        method: 'POST',
        url: '/api/cruises',
        headers: { cookie },
        payload: {
          cruiseLine: 'Cunard',
          shipName: 'Queen Anne',
          sailDate: '2027-09-01',
          returnDate: '2027-09-08',
          primaryDestination: 'Fjords',
        },
      });
      const cruiseId = cruise.json().id as string;
      const list = await ctx.app.inject({
        method: 'POST',
        url: kind.lists,
        headers: { cookie },
        payload: {
          id: randomUUID(),
          cruiseId,
          name: 'Bag',
          items: [{ [kind.text]: 'Passport' }, { [kind.text]: 'Charger' }],
        },
      });
      expect(list.statusCode, list.body).toBe(201);
      const [passport, charger] = ((await get(cookie, `/api/cruises/${cruiseId}/${kind.get}`)) as Json[])[0]!
        .items as Json[];
      const tick = await put(cookie, `${kind.items}/${passport!.id}`, { [kind.tick]: true });
      expect(tick.statusCode).toBe(200);
      expect(tick.json().updatedAt).toBe(passport!.updatedAt);
      const move = await put(cookie, `${kind.lists}/${list.json().id}/order`, {
        itemIds: [charger!.id, passport!.id],
      });
      expect(move.statusCode).toBe(200);
      // The edit queued behind the tick and the move, based on the version the device had: no conflict.
      const edit = await put(
        cookie,
        `${kind.items}/${passport!.id}`,
        { [kind.text]: 'Passports (all four)' },
        passport!.updatedAt,
      );
      expect(edit.statusCode).toBe(200);
      expect(edit.json().updatedAt, edit.body).not.toBe(passport!.updatedAt);
      const [, stored] = ((await get(cookie, `/api/cruises/${cruiseId}/${kind.get}`)) as Json[])[0]!
        .items as Json[];
      expect(stored).toMatchObject({
        id: passport!.id,
        [kind.text]: 'Passports (all four)',
        [kind.tick]: true,
      });
    },
  );
});

describe('attaching a photo to a journal entry is not an edit of the photo', () => {
  it('keeps the photo’s version, so a caption edit based on it still applies', async () => {
    const { cookie } = await signUp(ctx.app);
    const inject = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const cruise = await inject('POST', '/api/cruises', {
      cruiseLine: 'Cunard',
      shipName: 'Queen Anne',
      sailDate: '2027-09-01',
      returnDate: '2027-09-08',
      primaryDestination: 'Fjords',
    });
    const cruiseId = cruise.json().id as string;
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGOQq1gFRwzEcQD/gxQBURpUvgAAAABJRU5ErkJggg==';
    const photo = (
      await inject('POST', '/api/photos', { cruiseId, url: png, filename: 'fjord.png' })
    ).json() as Json;
    const entry = await inject('POST', `/api/cruises/${cruiseId}/journal-entries`, {
      title: 'Geiranger',
      content: 'Mist.',
      entryDate: '2027-09-03',
      photoIds: [photo.id],
    });
    expect(entry.statusCode).toBe(201);
    const caption = await put(
      cookie,
      `/api/photos/${photo.id}`,
      { caption: 'Seven Sisters' },
      photo.updatedAt,
    );
    expect(caption.statusCode, caption.body).toBe(200);
    expect(caption.json()).toMatchObject({ caption: 'Seven Sisters', journalEntryId: entry.json().id });
  });
});
