import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createMediaStore, type MediaStore } from '../media/store.js';
import { seedShipCatalogue } from '../ships/catalogue.js';
import { sessionCookie, signIn } from '../test-support/auth-helpers.js';
import { migratedScratchPostgres } from '../test-support/fresh-databases.js';
import { mediaFileCount } from '../test-support/photo-helpers.js';
import { testConfig } from '../test-support/test-app.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { DemoSeedRefusedError, seedDemo } from './run-seed.js';
import { DEMO_ACCOUNT_EMAIL, DEMO_PASSWORD, type DemoInput, generateDemoData } from './seed-demo.js';

const TODAY = '2026-06-15';
/** Every demo table, with the columns that are not the seed's to decide (clock, salt, random keys and tokens). */
const TABLES: [string, string[]][] = [
  ['users', ['hashed_password']], // argon2 salts every hash
  ['cruises', []],
  ['itinerary_items', []],
  ['checklists', []],
  ['checklist_items', []],
  ['packing_lists', []],
  ['packing_items', []],
  ['excursions', []],
  ['journal_entries', []],
  ['photos', ['url', 'thumbnail_url', 'media_key']],
  ['cruise_shares', ['token']],
];
const ALWAYS_SKIPPED = ['created_at', 'updated_at'];

/** A SHA-256 over every demo row (by id), so two seedings can be compared whole. */
async function summarise(database: Database) {
  const hash = createHash('sha256');
  let rows = 0;
  for (const [table, skipped] of TABLES) {
    const all = await database.query(`select * from ${table} order by 1`);
    for (const row of all) {
      const kept = Object.entries(row).filter(
        ([column]) => ![...ALWAYS_SKIPPED, ...skipped].includes(column),
      );
      hash.update(`${table}:${JSON.stringify(kept)}\n`);
    }
    rows += all.length;
  }
  return { hash: hash.digest('hex'), rows };
}

// Its own database (the shared PostgreSQL test database keeps other tests' users between runs,
// and the demo seeder refuses a database that already has demo travellers).
async function openOwnDatabase() {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await createTestDatabase();
    return { database, dispose: () => database.close() };
  }
  return migratedScratchPostgres(process.env.DATABASE_URL!);
}

describe('npm run seed:demo', () => {
  let own: Awaited<ReturnType<typeof openOwnDatabase>>;
  let database: Database;
  let config: Config;
  let media: MediaStore;
  let app: App;
  let first: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    own = await openOwnDatabase();
    database = own.database;
    await seedShipCatalogue(database);
    config = testConfig();
    media = createMediaStore(config);
    app = await buildApp({ config, database, logger: false, clientDir: `${config.dataDir}/no-client` });
    await app.ready();
    first = await seedDemo({ database, media, seed: 7, travellers: 3, today: TODAY });
  });

  afterAll(async () => {
    await app?.close();
    await own?.dispose();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('writes about ten cruises per traveller with everything under them, and a file per image', async () => {
    const { counts } = first;
    expect(counts.users).toBe(3);
    expect(counts.cruises).toBeGreaterThanOrEqual(26);
    for (const table of [
      'itineraryItems',
      'checklistItems',
      'packingItems',
      'excursions',
      'journalEntries',
      'photos',
    ] as const) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    expect(first.files).toBe(counts.photos * 2);
    expect(await mediaFileCount(config.dataDir)).toBe(first.files);
    expect(() => assertPasswordAllowed(DEMO_PASSWORD, DEMO_ACCOUNT_EMAIL)).not.toThrow();
  });

  it('signs the demo account in through the API, lists its cruises and serves its photos', async () => {
    const login = await signIn(app, DEMO_ACCOUNT_EMAIL, DEMO_PASSWORD);
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login)!;
    const list = await app.inject({ url: '/api/cruises', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const cruises = list.json() as {
      id: string;
      sailDate: string;
      returnDate: string;
      isCompleted: boolean;
    }[];
    expect(cruises).toHaveLength(10);
    expect(cruises.some((c) => c.sailDate <= TODAY && c.returnDate >= TODAY && !c.isCompleted)).toBe(true);
    expect(cruises.some((c) => c.sailDate > TODAY)).toBe(true);

    let photo: { url: string; thumbnailUrl: string; width: number } | undefined;
    for (const cruise of cruises.filter((c) => c.isCompleted)) {
      const res = await app.inject({ url: `/api/cruises/${cruise.id}/photos`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      photo ??= res.json()[0];
    }
    expect(photo).toBeDefined();
    for (const url of [photo!.url, photo!.thumbnailUrl]) {
      const image = await app.inject({ url, headers: { cookie } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect(photo!.width).toBeGreaterThan(0);
  });

  it('refuses a second seeding without --reset and changes nothing', async () => {
    const before = await summarise(database);
    const files = await mediaFileCount(config.dataDir);
    const second = seedDemo({ database, media, seed: 7, travellers: 3, today: TODAY });
    await expect(second).rejects.toThrow(DemoSeedRefusedError);
    await expect(second).rejects.toThrow(/already holds 3 demo travellers.*--reset/);
    expect(await summarise(database)).toEqual(before);
    expect(await mediaFileCount(config.dataDir)).toBe(files);
  });

  it('makes the same rows from the same seed (reset and seed again), and other rows from another', async () => {
    const before = await summarise(database);
    const again = await seedDemo({ database, media, seed: 7, travellers: 3, today: TODAY, reset: true });
    expect(again.removedTravellers).toBe(3);
    expect(await summarise(database)).toEqual(before);
    // The old photos' files went with their rows: only the new ones are left.
    expect(await mediaFileCount(config.dataDir)).toBe(again.files);

    const input: DemoInput = {
      seed: 7,
      travellers: 3,
      today: TODAY,
      passwordHash: 'x',
      ships: [{ operator: 'Cunard', shipName: 'Queen Anne' }],
      ports: [
        { id: 'nassau-bs', name: 'Nassau' },
        { id: 'miami-us', name: 'Miami' },
      ],
      imageCount: 4,
    };
    expect(generateDemoData(input)).toEqual(generateDemoData(input));
    expect(generateDemoData({ ...input, seed: 8 })).not.toEqual(generateDemoData(input));
  });
});
