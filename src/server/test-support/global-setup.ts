/**
 * Runs once per database project before its tests: for PGlite, migrates one PGlite and saves its
 * data folder as a snapshot that each worker loads in milliseconds (instead of seconds of initdb);
 * for PostgreSQL, migrates the run's database.
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
  // The PostgreSQL projects need only the database migrated; the PGlite ones only the snapshot.
  if (project.name.startsWith('postgres')) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('The postgres projects need DATABASE_URL');
    const pg = openPostgres(url, 1);
    await runMigrations(pg, { databaseUrl: url });
    await pg.close();
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'cruise-test-snapshot-'));
  const snapshotPath = path.join(dir, 'migrated.tar');
  const client = await createPglite();
  const database = wrapPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotPath', snapshotPath);
  return () => rmSync(dir, { recursive: true, force: true });
}
