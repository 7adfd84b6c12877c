/**
 * The ownership matrices' fixtures (route-table.test.ts): for every member route, how to make a
 * record or a parent for an owner, what a stranger sends at it, and how to read it back.
 */
import { TRANSATLANTIC_CRUISE } from './cruise-helpers.js';
import type { TestContext } from './test-app.js';

/** A 1×1 PNG, the smallest real image a photo can be made from. */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC';

/**
 * Records a user owns, by the routes that take their id: how to make one for an owner, a body to
 * send with writes, and how to read it back untouched. A new member route with a parameter needs
 * an entry here, or the matrix in route-table.test.ts fails: no route can skip the other-user check.
 */
export interface OwnedRecordFixture {
  create(cookie: string): Promise<string>;
  payload: object;
  snapshot(id: string): Promise<unknown>;
}

/**
 * Writes that name their parent in the body (`cruiseId`, `checklistId`, `packingListId`): how to
 * make a parent for an owner, the body that aims at it, and how to read what lies under it.
 */
export interface BodyOwnedFixture {
  parent(cookie: string): Promise<string>;
  payload(parentId: string): object;
  snapshot(parentId: string): Promise<unknown>;
}

/**
 * Writes without an id in the path that act only on the caller's own account, and why they need
 * no body fixture below.
 */
export const OWN_ACCOUNT_WRITES: Record<string, string> = {
  'POST /api/cruises': 'a new top-level record; another user’s client-made id answers 409 (cruises.test.ts)',
  'POST /api/auth/setup-security-questions': 'the caller’s own account',
  'POST /api/user/password': 'the caller’s own account',
  'PUT /api/user/password': 'the caller’s own account',
  'PUT /api/user/profile': 'the caller’s own account (no id anywhere in the request)',
  'DELETE /api/user': 'the caller’s own account, confirmed with its password (account/deletion.test.ts)',
  'POST /api/itinerary/read':
    'reads the pasted text into days and saves nothing; no id anywhere in the request (read-itinerary.test.ts)',
  'POST /api/bookings/read':
    'reads the sent confirmation into a cruise’s facts and saves nothing; no id anywhere in the request (bookings/routes.test.ts)',
  'DELETE /api/calendar': 'turns off the caller’s own calendar feed (no id anywhere in the request)',
  'POST /api/import':
    'restores into the caller’s own account; ids of another account’s records answer 409 and write nothing (data-export.test.ts)',
};

/** The fixtures over one test app (its database is where they look records up). */
export function ownershipFixtures(ctx: TestContext) {
  async function ownersCruise(cookie: string): Promise<string> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cruises',
      headers: { cookie },
      payload: TRANSATLANTIC_CRUISE,
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
    '/api/cruises/:id/share': {
      async create(cookie) {
        const cruiseId = await ownersCruise(cookie);
        await ctx.app.inject({
          method: 'POST',
          url: `/api/cruises/${cruiseId}/share`,
          headers: { cookie },
          payload: {},
        });
        return cruiseId;
      },
      payload: { includePhotos: true, includeJournal: true },
      snapshot: (id) => ctx.database.query('select * from cruise_shares where cruise_id = $1', [id]),
    },
    '/api/cruises/:id/calendar.ics': { ...cruiseWithItsDays, payload: {} },
    '/api/cruises/:id': {
      create: ownersCruise,
      payload: { tripName: 'Taken over', cruiseLine: 'Cunard' },
      snapshot: (id) => ctx.database.query('select * from cruises where id = $1', [id]),
    },
  };

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

  return { OWNED_RECORDS, BODY_OWNED };
}
