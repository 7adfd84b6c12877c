/**
 * Runs once before all tests: migrates one PGlite and saves its data folder as a snapshot that
 * every test file loads in milliseconds (instead of seconds of initdb each), and migrates the
 * PostgreSQL database when DATABASE_URL is set.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openPostgres, wrapPglite } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cruise-test-snapshot-'));
  const snapshotPath = path.join(dir, 'migrated.tar');
  const client = await createPglite();
  const database = wrapPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotPath', snapshotPath);

  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = openPostgres(url, 1);
    await runMigrations(pg, { databaseUrl: url });
    await pg.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
