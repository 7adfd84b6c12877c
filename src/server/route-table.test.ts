/**
 * Walks every registered route: each is either on the public list below (with a reason) or
 * answers a visitor with 401. A new route that forgets to require sign-in fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './test-support/auth-helpers.js';
import { createTestApp, type TestContext } from './test-support/test-app.js';

/** Routes anyone may call, and why. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'load-balancer probe',
  'POST /api/auth/register': 'creating an account',
  'POST /api/auth/login/password': 'signing in',
  'GET /api/logout': 'ends only the caller’s own session',
  'GET /api/auth/user': 'answers 401 itself: that is how the client learns it is signed out',
  'GET /api/auth/security-questions': 'the fixed list of twelve questions',
  'GET /api/auth/challenge': 'a proof-of-work challenge, for people who cannot sign in yet',
  'POST /api/auth/get-user-security-questions': 'recovery, for people who cannot sign in',
  'POST /api/auth/verify-security-questions': 'recovery',
  'POST /api/auth/reset-password-with-security': 'recovery, allowed only by the session’s verified grant',
  'POST /api/auth/password-reset-request': 'recovery by email',
  'GET /api/auth/verify-reset-token/:token': 'recovery by email',
  'POST /api/auth/password-reset': 'recovery by email, allowed only by the token',
  'GET /api/auth/google': 'provider sign-in',
  'GET /api/auth/google/callback': 'provider sign-in',
  'GET /api/login': 'provider sign-in',
  'GET /api/callback': 'provider sign-in',
  'GET /api/ships': 'public ship directory',
  'GET /api/ships/operators': 'public ship directory',
  'GET /api/ships/operator-counts': 'public ship directory',
  'GET /api/ships/by-operator/:operator': 'public ship directory',
  'GET /api/ships/image/:cruiseLine/:shipName': 'public ship directory',
  'GET /api/ships/:id': 'public ship directory',
  'GET /api/ships/:id/illustration.svg': 'public ship directory',
  'GET /media/:key': 'media under unguessable keys',
  'GET /api/ports': 'port suggestions from the shipped gazetteer (reference data)',
};

const SAMPLE_ID = '0190d2a4-0000-7000-8000-000000000000';
/** A 1×1 PNG, the smallest real image a photo can be made from. */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the route table', () => {
  it('has only API routes that are public on purpose or closed to visitors', async () => {
    const apiRoutes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(10);
    const unguarded: string[] = [];
    for (const { method, url } of apiRoutes) {
      const key = `${method} ${url}`;
      if (key in PUBLIC_ROUTES) continue;
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: url.replace(/:[A-Za-z]+/g, SAMPLE_ID),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) unguarded.push(`${key} → ${res.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });

  it('lists no public route that does not exist any more', () => {
    const registered = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const stale = Object.keys(PUBLIC_ROUTES).filter(
      (key) => !registered.has(key) && !key.includes('/api/ships'),
    );
    expect(stale).toEqual([]);
  });
});

/**
 * Records a user owns, by the routes that take their id: how to make one for an owner, a body to
 * send with writes, and how to read it back untouched. A new member route with a parameter needs
 * an entry here, or the matrix below fails: no route can skip the other-user check.
 */
interface OwnedRecordFixture {
  create(cookie: string): Promise<string>;
  payload: object;
  snapshot(id: string): Promise<unknown>;
}
async function ownersCruise(cookie: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/cruises',
    headers: { cookie },
    payload: {
      cruiseLine: 'Cunard',
      shipName: 'Queen Mary 2',
      sailDate: '2027-05-01',
      returnDate: '2027-05-08',
      primaryDestination: 'Transatlantic',
    },
  });
  return res.json().id;
}
const daysOf = (cruiseId: string) =>
  ctx.database.query('select * from itinerary_items where cruise_id = $1 order by id', [cruiseId]);
const cruiseWithItsDays: Omit<OwnedRecordFixture, 'payload'> = {
  create: ownersCruise,
  snapshot: async (id) => [
    await ctx.database.query('select * from cruises where id = $1', [id]),
    await daysOf(id),
  ],
};

/** A checklist or packing list of the owner with two items; the snapshot holds the list and its items. */
function ownedList(kind: 'checklists' | 'packing-lists', payload: object): OwnedRecordFixture {
  const [lists, items, key] =
    kind === 'checklists'
      ? ['checklists', 'checklist_items', 'checklist_id']
      : ['packing_lists', 'packing_items', 'packing_list_id'];
  return {
    async create(cookie) {
      const cruiseId = await ownersCruise(cookie);
      const field = kind === 'checklists' ? 'text' : 'name';
      const rows = [{ [field]: 'Passport' }, { [field]: 'Visa' }];
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/${kind}`,
        headers: { cookie },
        payload: { cruiseId, name: 'Owned', items: rows },
      });
      return res.json().id;
    },
    payload,
    snapshot: async (id) => [
      await ctx.database.query(`select * from ${lists} where id = $1`, [id]),
      await ctx.database.query(`select * from ${items} where ${key} = $1 order by id`, [id]),
    ],
  };
}
/** An item of such a list. */
function ownedListItem(kind: 'checklists' | 'packing-lists', payload: object): OwnedRecordFixture {
  const list = ownedList(kind, {});
  const [table, key] =
    kind === 'checklists' ? ['checklist_items', 'checklist_id'] : ['packing_items', 'packing_list_id'];
  return {
    async create(cookie) {
      const listId = await list.create(cookie);
      const [item] = await ctx.database.query<{ id: string }>(
        `select id from ${table} where ${key} = $1 order by position limit 1`,
        [listId],
      );
      return item!.id;
    },
    payload,
    snapshot: (id) => ctx.database.query(`select * from ${table} where id = $1`, [id]),
  };
}

const OWNED_RECORDS: Record<string, OwnedRecordFixture> = {
  '/api/cruises/:id/checklists': {
    create: ownersCruise,
    payload: {},
    snapshot: (id) => ctx.database.query('select * from checklists where cruise_id = $1 order by id', [id]),
  },
  '/api/checklists/:id': ownedList('checklists', { name: 'Taken over' }),
  '/api/checklists/:id/order': ownedList('checklists', { itemIds: [] }),
  '/api/checklist-items/:id': ownedListItem('checklists', { text: 'Taken over', isCompleted: true }),
  '/api/cruises/:id/packing-lists': {
    create: ownersCruise,
    payload: {},
    snapshot: (id) =>
      ctx.database.query('select * from packing_lists where cruise_id = $1 order by id', [id]),
  },
  '/api/packing-lists/:id': ownedList('packing-lists', { name: 'Taken over' }),
  '/api/packing-lists/:id/order': ownedList('packing-lists', { itemIds: [] }),
  '/api/packing-items/:id': ownedListItem('packing-lists', { name: 'Taken over', isPacked: true }),
  '/api/cruises/:id/itinerary': { ...cruiseWithItsDays, payload: { dayNumber: 1, portName: 'Nassau' } },
  '/api/cruises/:id/itinerary/import': {
    ...cruiseWithItsDays,
    payload: { days: [{ dayNumber: 1, portName: 'Nassau' }] },
  },
  '/api/cruises/:id/excursions': {
    create: ownersCruise,
    payload: { name: 'Glacier helicopter' },
    snapshot: (id) => ctx.database.query('select * from excursions where cruise_id = $1 order by id', [id]),
  },
  '/api/excursions/:id': {
    async create(cookie) {
      const cruiseId = await ownersCruise(cookie);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/cruises/${cruiseId}/excursions`,
        headers: { cookie },
        payload: { name: 'Whale watching' },
      });
      return res.json().id;
    },
    payload: { name: 'Taken over' },
    snapshot: (id) => ctx.database.query('select * from excursions where id = $1', [id]),
  },
  '/api/itinerary/:id': {
    async create(cookie) {
      const cruiseId = await ownersCruise(cookie);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/cruises/${cruiseId}/itinerary`,
        headers: { cookie },
        payload: { dayNumber: 1, portName: 'Cozumel' },
      });
      return res.json().id;
    },
    payload: { portName: 'Taken over' },
    snapshot: (id) => ctx.database.query('select * from itinerary_items where id = $1', [id]),
  },
  '/api/cruises/:id/photos': {
    create: ownersCruise,
    payload: {},
    snapshot: (id) => ctx.database.query('select * from photos where cruise_id = $1 order by id', [id]),
  },
  '/api/photos/:id': {
    async create(cookie) {
      const cruiseId = await ownersCruise(cookie);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: { cookie },
        payload: { cruiseId, url: TINY_PNG, caption: 'Ours' },
      });
      return res.json().id;
    },
    payload: { caption: 'Taken over', dayNumber: 2 },
    snapshot: (id) => ctx.database.query('select * from photos where id = $1', [id]),
  },
  '/api/cruises/:id/journal-entries': {
    create: ownersCruise,
    payload: { content: 'Taken over', entryDate: '2027-05-02' },
    snapshot: (id) =>
      ctx.database.query('select * from journal_entries where cruise_id = $1 order by id', [id]),
  },
  '/api/journal-entries/:id': {
    async create(cookie) {
      const cruiseId = await ownersCruise(cookie);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/cruises/${cruiseId}/journal-entries`,
        headers: { cookie },
        payload: { title: 'Mid-Atlantic', content: 'Fog horn at dawn.', entryDate: '2027-05-03' },
      });
      return res.json().id;
    },
    payload: { title: 'Taken over', content: 'Taken over' },
    snapshot: (id) => ctx.database.query('select * from journal_entries where id = $1', [id]),
  },
  '/api/cruises/:id': {
    create: ownersCruise,
    payload: { tripName: 'Taken over', cruiseLine: 'Cunard' },
    snapshot: (id) => ctx.database.query('select * from cruises where id = $1', [id]),
  },
};

describe('the ownership matrix', () => {
  it('answers another signed-in user 404 on every route that takes a user-owned record, changing nothing', async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const routes = ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.url.includes('/:') && !(`${r.method} ${r.url}` in PUBLIC_ROUTES),
    );
    expect(routes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { method, url } of routes) {
      const fixture = OWNED_RECORDS[url];
      if (!fixture) {
        problems.push(`${method} ${url}: no ownership fixture (add one to OWNED_RECORDS)`);
        continue;
      }
      const id = await fixture.create(owner.cookie);
      const before = await fixture.snapshot(id);
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: url.replace(/:[A-Za-z]+/, id),
        headers: { cookie: stranger.cookie },
        payload: method === 'GET' || method === 'DELETE' ? undefined : fixture.payload,
      });
      if (res.statusCode !== 404) problems.push(`${method} ${url} → ${res.statusCode}`);
      expect(await fixture.snapshot(id), `${method} ${url} changed the record`).toEqual(before);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Writes without an id in the path that act only on the caller's own account, and why they need
 * no body fixture below.
 */
const OWN_ACCOUNT_WRITES: Record<string, string> = {
  'POST /api/cruises': 'a new top-level record; another user’s client-made id answers 409 (cruises.test.ts)',
  'POST /api/auth/setup-security-questions': 'the caller’s own account',
  'POST /api/user/password': 'the caller’s own account',
  'PUT /api/user/password': 'the caller’s own account',
};

/**
 * Writes that name their parent in the body (`cruiseId`, `checklistId`, `packingListId`): how to
 * make a parent for an owner, the body that aims at it, and how to read what lies under it.
 */
interface BodyOwnedFixture {
  parent(cookie: string): Promise<string>;
  payload(parentId: string): object;
  snapshot(parentId: string): Promise<unknown>;
}
const rowsUnder = (table: string, column: string) => (parentId: string) =>
  ctx.database.query(`select * from ${table} where ${column} = $1 order by id`, [parentId]);
async function ownersList(cookie: string, kind: 'checklists' | 'packing-lists') {
  const cruiseId = await ownersCruise(cookie);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/${kind}`,
    headers: { cookie },
    payload: { cruiseId, name: 'Ours' },
  });
  return res.json().id as string;
}

const BODY_OWNED: Record<string, BodyOwnedFixture> = {
  'POST /api/itinerary': {
    parent: ownersCruise,
    payload: (cruiseId) => ({ cruiseId, dayNumber: 1, portName: 'Nassau' }),
    snapshot: rowsUnder('itinerary_items', 'cruise_id'),
  },
  'POST /api/checklists': {
    parent: ownersCruise,
    payload: (cruiseId) => ({ cruiseId, name: 'Taken over', items: [{ text: 'Sneaky' }] }),
    snapshot: rowsUnder('checklists', 'cruise_id'),
  },
  'POST /api/checklist-items': {
    parent: (cookie) => ownersList(cookie, 'checklists'),
    payload: (checklistId) => ({ checklistId, text: 'Sneaky' }),
    snapshot: rowsUnder('checklist_items', 'checklist_id'),
  },
  'POST /api/packing-lists': {
    parent: ownersCruise,
    payload: (cruiseId) => ({ cruiseId, name: 'Taken over', items: [{ name: 'Sneaky' }] }),
    snapshot: rowsUnder('packing_lists', 'cruise_id'),
  },
  'POST /api/packing-items': {
    parent: (cookie) => ownersList(cookie, 'packing-lists'),
    payload: (packingListId) => ({ packingListId, name: 'Sneaky' }),
    snapshot: rowsUnder('packing_items', 'packing_list_id'),
  },
  'POST /api/photos': {
    parent: ownersCruise,
    payload: (cruiseId) => ({ cruiseId, url: TINY_PNG, caption: 'Sneaky' }),
    snapshot: rowsUnder('photos', 'cruise_id'),
  },
  'POST /api/journal-entries': {
    parent: ownersCruise,
    payload: (cruiseId) => ({ cruiseId, content: 'Sneaky', entryDate: '2027-05-02' }),
    snapshot: rowsUnder('journal_entries', 'cruise_id'),
  },
};

describe('the ownership matrix for parents named in the body', () => {
  it('answers another signed-in user 404 on every write aimed at someone else’s parent, adding nothing', async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const writes = ctx.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.includes('/:') && r.method !== 'GET')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in PUBLIC_ROUTES) && !(key in OWN_ACCOUNT_WRITES));
    expect(writes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const key of writes) {
      const fixture = BODY_OWNED[key];
      if (!fixture) {
        problems.push(`${key}: no fixture (add one to BODY_OWNED, or to OWN_ACCOUNT_WRITES with a reason)`);
        continue;
      }
      const parentId = await fixture.parent(owner.cookie);
      const before = await fixture.snapshot(parentId);
      const [method, url] = key.split(' ') as [string, string];
      const res = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie: stranger.cookie },
        payload: fixture.payload(parentId),
      });
      if (res.statusCode !== 404) problems.push(`${key} → ${res.statusCode}`);
      expect(await fixture.snapshot(parentId), `${key} changed what lies under the parent`).toEqual(before);
    }
    expect(problems).toEqual([]);
  });

  it('lists no own-account write that does not exist any more', () => {
    const registered = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(OWN_ACCOUNT_WRITES).filter((key) => !registered.has(key))).toEqual([]);
  });
});
