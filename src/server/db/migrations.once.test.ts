/**
 * Applies every migration to an empty PGlite and (with DATABASE_URL) an empty PostgreSQL, then
 * checks the resulting tables, foreign keys, their delete rules and indexes, and that deleting a
 * user really removes everything they own. Runs once: it makes its own databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseTargets } from '../test-support/fresh-databases.js';
import type { Database } from './client.js';
import { tablesInDependencyOrder } from './schema.js';

const targets = freshDatabaseTargets();

const expectedForeignKeys = [
  'calendar_feeds.user_id -> users CASCADE',
  'checklist_items.checklist_id -> checklists CASCADE',
  'checklists.cruise_id -> cruises CASCADE',
  'cruise_shares.cruise_id -> cruises CASCADE',
  'cruises.user_id -> users CASCADE',
  'excursions.cruise_id -> cruises CASCADE',
  'itinerary_items.cruise_id -> cruises CASCADE',
  'journal_entries.cruise_id -> cruises CASCADE',
  'packing_items.packing_list_id -> packing_lists CASCADE',
  'packing_lists.cruise_id -> cruises CASCADE',
  'password_reset_tokens.user_id -> users CASCADE',
  'photos.cruise_id -> cruises CASCADE',
  'photos.journal_entry_id -> journal_entries SET NULL',
  'session.user_id -> users CASCADE',
  'ship_names.ship_id -> ships CASCADE',
  'upload_allowances.user_id -> users CASCADE',
  'user_identities.user_id -> users CASCADE',
];

describe.each(targets)('migrations on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await target.open());
  });
  afterAll(() => dispose());

  it('creates every table of the specification', async () => {
    const rows = await database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([...tablesInDependencyOrder].sort());
  });

  it('creates the foreign keys with the delete rules of the specification', async () => {
    const rows = await database.query<{ fk: string }>(`
      select kcu.table_name || '.' || kcu.column_name || ' -> ' || ccu.table_name || ' ' || rc.delete_rule as fk
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name
      where kcu.table_schema = 'public'
      order by 1`);
    expect(rows.map((r) => r.fk)).toEqual(expectedForeignKeys);
  });

  it('indexes every foreign key column', async () => {
    const rows = await database.query<{ fk: string }>(`
      select c.conrelid::regclass::text || '.' || a.attname as fk
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )`);
    expect(rows).toEqual([]);
  });

  it('keeps emails unique and refuses over-long text', async () => {
    await database.query(`insert into users (id, email) values (gen_random_uuid(), 'same@example.com')`);
    await expect(
      database.query(`insert into users (id, email) values (gen_random_uuid(), 'same@example.com')`),
    ).rejects.toThrow(/duplicate key|unique/i);
    await expect(
      database.query(
        `insert into users (id, email, first_name) values (gen_random_uuid(), 'long@example.com', $1)`,
        ['x'.repeat(1_000_000)],
      ),
    ).rejects.toThrow(/too long/i);
  });

  it('refuses a cruise that returns before it sails, and bad guests or ratings', async () => {
    const [user] = await database.query<{ id: string }>(
      `insert into users (id, email) values (gen_random_uuid(), 'rules@example.com') returning id`,
    );
    const insert = (extra: string) =>
      database.query(
        `insert into cruises (id, user_id, cruise_line, ship_name, sail_date, return_date, primary_destination ${extra ? ',' : ''} ${extra.split('=')[0] ?? ''})
         values (gen_random_uuid(), $1, 'Cunard', 'Queen Mary 2', '2027-05-10', '2027-05-17', 'Transatlantic' ${extra ? `, ${extra.split('=')[1]}` : ''})`,
        [user!.id],
      );
    await expect(insert('')).resolves.toBeDefined();
    await expect(insert("return_date=date '2027-05-01'")).rejects.toThrow(/cruises_dates_order|return_date/);
    await expect(insert('number_of_guests=21')).rejects.toThrow(/cruises_guests_range/);
    await expect(insert('overall_rating=6')).rejects.toThrow(/cruises_ratings_range/);
  });

  it('removes every cruise and child row when the user is deleted, and unlinks photos from deleted entries', async () => {
    const one = async <T>(text: string, params: unknown[] = []) =>
      (await database.query<T>(text, params))[0]!;
    const user = await one<{ id: string }>(
      `insert into users (id, email) values (gen_random_uuid(), 'cascade@example.com') returning id`,
    );
    const cruise = await one<{ id: string }>(
      `insert into cruises (id, user_id, cruise_line, ship_name, sail_date, return_date, primary_destination)
       values (gen_random_uuid(), $1, 'Royal Caribbean International', 'Icon of the Seas', '2027-01-10', '2027-01-17', 'Caribbean Western')
       returning id`,
      [user.id],
    );
    const c = [cruise.id];
    await database.query(
      `insert into itinerary_items (id, cruise_id, day_number, port_name) values (gen_random_uuid(), $1, 1, 'Miami')`,
      c,
    );
    const checklist = await one<{ id: string }>(
      `insert into checklists (id, cruise_id, name) values (gen_random_uuid(), $1, 'Documents') returning id`,
      c,
    );
    await database.query(
      `insert into checklist_items (id, checklist_id, text) values (gen_random_uuid(), $1, 'Passport')`,
      [checklist.id],
    );
    const packing = await one<{ id: string }>(
      `insert into packing_lists (id, cruise_id, name) values (gen_random_uuid(), $1, 'Clothes') returning id`,
      c,
    );
    await database.query(
      `insert into packing_items (id, packing_list_id, name) values (gen_random_uuid(), $1, 'Swimsuit')`,
      [packing.id],
    );
    await database.query(
      `insert into excursions (id, cruise_id, name) values (gen_random_uuid(), $1, 'Snorkelling')`,
      c,
    );
    const entry = await one<{ id: string }>(
      `insert into journal_entries (id, cruise_id, content, entry_date) values (gen_random_uuid(), $1, 'Sail away!', '2027-01-10') returning id`,
      c,
    );
    const photo = await one<{ id: string }>(
      `insert into photos (id, cruise_id, journal_entry_id, filename, url) values (gen_random_uuid(), $1, $2, 'a.jpg', '/media/a') returning id`,
      [cruise.id, entry.id],
    );
    await database.query(
      `insert into photos (id, cruise_id, filename, url) values (gen_random_uuid(), $1, 'b.jpg', '/media/b')`,
      c,
    );
    await database.query(
      `insert into session (sid, sess, expire, user_id) values ('s1', '{}', now() + interval '1 day', $1)`,
      [user.id],
    );
    await database.query(
      `insert into password_reset_tokens (id, user_id, token, expires_at) values (gen_random_uuid(), $1, 'tok', now())`,
      [user.id],
    );
    await database.query(
      `insert into user_identities (issuer, subject, user_id) values ('https://id', 'sub', $1)`,
      [user.id],
    );

    await database.query('delete from journal_entries where id = $1', [entry.id]);
    const unlinked = await one<{ journal_entry_id: string | null }>(
      'select journal_entry_id from photos where id = $1',
      [photo.id],
    );
    expect(unlinked.journal_entry_id).toBeNull();

    await database.query('delete from users where id = $1', [user.id]);
    const counts = await one<Record<string, number>>(
      `select (select count(*)::int from cruises where user_id = $1) as cruises,
              (select count(*)::int from itinerary_items where cruise_id = $2) as itinerary_items,
              (select count(*)::int from checklists where cruise_id = $2) as checklists,
              (select count(*)::int from checklist_items where checklist_id = $3) as checklist_items,
              (select count(*)::int from packing_lists where cruise_id = $2) as packing_lists,
              (select count(*)::int from packing_items where packing_list_id = $4) as packing_items,
              (select count(*)::int from excursions where cruise_id = $2) as excursions,
              (select count(*)::int from journal_entries where cruise_id = $2) as journal_entries,
              (select count(*)::int from photos where cruise_id = $2) as photos,
              (select count(*)::int from session where user_id = $1) as sessions,
              (select count(*)::int from password_reset_tokens where user_id = $1) as tokens,
              (select count(*)::int from user_identities where user_id = $1) as identities,
              (select count(*)::int from cruises) as all_cruises`,
      [user.id, cruise.id, checklist.id, packing.id],
    );
    expect(counts).toEqual({
      cruises: 0,
      itinerary_items: 0,
      checklists: 0,
      checklist_items: 0,
      packing_lists: 0,
      packing_items: 0,
      excursions: 0,
      journal_entries: 0,
      photos: 0,
      sessions: 0,
      tokens: 0,
      identities: 0,
      all_cruises: 1, // another user's cruise (made by the test above) is untouched
    });
  });
});
