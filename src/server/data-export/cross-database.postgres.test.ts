/**
 * The move the issue asks for: export from an app on PGlite, import into an app on PostgreSQL,
 * and the data compare equal (the PostgreSQL side's own export against the original, media
 * byte for byte). Runs in the "postgres" project only (DATABASE_URL set).
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { signUp } from '../test-support/auth-helpers.js';
import { freshDatabaseTargets } from '../test-support/fresh-databases.js';
import { createTestApp, type TestContext, testConfig } from '../test-support/test-app.js';
import { comparableData, exportOf, importZip, seedTraveller, unzip } from './test-helpers.js';

let onPglite: { app: App; dispose(): Promise<void>; database: import('../db/client.js').Database };
let onPostgres: TestContext;

beforeAll(async () => {
  const target = freshDatabaseTargets()[0]!;
  const opened = await target.open();
  const config = testConfig();
  const app = await buildApp({
    config,
    database: opened.database,
    clientDir: path.join(config.dataDir, 'none'),
    logger: false,
  });
  await app.ready();
  onPglite = {
    app,
    database: opened.database,
    dispose: async () => {
      await app.close();
      await opened.dispose();
    },
  };
  onPostgres = await createTestApp();
});
afterAll(async () => {
  await onPglite?.dispose();
  await onPostgres?.close();
});

it('moves a traveller from PGlite to PostgreSQL with equal data', async () => {
  expect(onPglite.database.kind).toBe('pglite');
  expect(onPostgres.database.kind).toBe('postgres');
  const traveller = await seedTraveller(onPglite.app, onPglite.database);
  const original = await unzip((await exportOf(onPglite.app, traveller.cookie)).zip);

  const newcomer = await signUp(onPostgres.app);
  const zip = Buffer.concat([(await exportOf(onPglite.app, traveller.cookie)).zip]);
  const res = await importZip(onPostgres.app, newcomer.cookie, zip);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().imported).toMatchObject({ cruises: 1, photos: 1, journalEntries: 1, mediaFiles: 5 });

  const moved = await unzip((await exportOf(onPostgres.app, newcomer.cookie)).zip);
  expect(comparableData(moved.get('data.json')!)).toEqual(comparableData(original.get('data.json')!));
  const mediaNames = [...original.keys()].filter((name) => name.startsWith('media/'));
  expect(mediaNames.length).toBe(5);
  for (const name of mediaNames) expect(moved.get(name)?.equals(original.get(name)!), name).toBe(true);

  // Twice changes nothing there either.
  const second = await importZip(onPostgres.app, newcomer.cookie, zip);
  expect(second.json().imported).toMatchObject({ cruises: 0, photos: 0, mediaFiles: 0 });
  expect(second.json().accountUpdated).toBe(false);
});
