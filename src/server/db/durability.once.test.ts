/**
 * The embedded database's promises, tested with real processes: committed rows survive SIGKILL,
 * a second server on the same folder refuses to start, SIGTERM shuts down cleanly, and a backup
 * restores into an empty folder with the same rows.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { freePort, spawnTs, stop, waitFor, waitForHealthy } from '../test-support/processes.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { tablesInDependencyOrder } from './schema.js';

/** A test's way to start processes, each killed when that test ends, however it ends. */
const starter =
  (onFinished: (fn: () => void) => void) => (entry: string, env: Record<string, string>, args?: string[]) => {
    const proc = spawnTs(entry, env, args);
    onFinished(() => stop(proc.child, 'SIGKILL'));
    return proc;
  };
const emptyDir = () => mkdtempSync(path.join(tmpdir(), 'cruise-durability-'));

// Migrating a data folder takes seconds; it is done once and copied for each process that needs a
// folder of its own (the migrations from zero have their own test).
let migrated = '';
beforeAll(async () => {
  migrated = emptyDir();
  const database = await openDatabase(loadConfig({ DATA_DIR: migrated }));
  await runMigrations(database);
  await database.close();
}, 60_000);
const newDataDir = () => {
  const dir = emptyDir();
  cpSync(migrated, dir, { recursive: true });
  return dir;
};

async function readAll(dataDir: string) {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    const result: Record<string, unknown[]> = {};
    for (const table of tablesInDependencyOrder) {
      result[table] = await database.query(`select to_jsonb(t) as r from "${table}" t order by 1`);
    }
    return result;
  } finally {
    await database.close();
  }
}

// The three run at once: each waits mostly on its own processes.
describe.concurrent('the embedded database (PGlite) across processes', () => {
  it('keeps every committed row after the process is killed with SIGKILL', { timeout: 90_000 }, async ({
    onTestFinished,
  }) => {
    const start = starter(onTestFinished);
    const dataDir = newDataDir();
    const writer = start('src/server/test-support/durability-writer.ts', { DATA_DIR: dataDir });
    await waitFor(writer.output, (out) => (out.match(/^committed /gm) ?? []).length >= 25);
    writer.child.kill('SIGKILL');
    await writer.exited;
    const committed = [...writer.output().matchAll(/^committed (\S+)$/gm)].map((m) => m[1]);
    expect(committed.length).toBeGreaterThanOrEqual(25);

    // The server starts on the folder the killed process left (stale lock, crash recovery).
    const port = await freePort();
    const server = start('src/server/main.ts', { DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealthy(port);
    stop(server.child);
    expect(await server.exited).toBe(0);

    const rows = await readAll(dataDir);
    const ids = new Set(rows.users!.map((row) => (row as { r: { id: string } }).r.id));
    for (const id of committed) expect(ids.has(id!)).toBe(true);
  });

  it('refuses a second server on the same data folder while the first runs', {
    timeout: 60_000,
  }, async ({ onTestFinished }) => {
    const start = starter(onTestFinished);
    const dataDir = newDataDir();
    const port = await freePort();
    const first = start('src/server/main.ts', { DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealthy(port);

    const second = start('src/server/main.ts', { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another running process \(pid \d+\)/);

    // The first is unharmed, and after a clean stop the folder opens again.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    stop(first.child);
    expect(await first.exited).toBe(0);
    await expect(readAll(dataDir)).resolves.toHaveProperty('users');
  });

  it('backs up and restores into an empty data folder with the same rows', { timeout: 90_000 }, async ({
    onTestFinished,
  }) => {
    const start = starter(onTestFinished);
    const source = newDataDir();
    const writer = start('src/server/test-support/durability-writer.ts', { DATA_DIR: source });
    await waitFor(writer.output, (out) => (out.match(/^committed /gm) ?? []).length >= 10);
    writer.child.kill('SIGKILL');
    await writer.exited;

    const file = path.join(emptyDir(), 'cruise.backup.gz');
    const backup = start('src/server/db/backup-cli.ts', { DATA_DIR: source }, ['backup', file]);
    expect(await backup.exited).toBe(0);
    expect(backup.output()).toMatch(/Backed up \d+ rows/);

    const target = emptyDir();
    const restore = start('src/server/db/backup-cli.ts', { DATA_DIR: target }, ['restore', file]);
    expect(await restore.exited).toBe(0);

    const [before, after] = [await readAll(source), await readAll(target)];
    expect(after.users!.length).toBeGreaterThanOrEqual(10);
    expect(after).toEqual(before);

    // Restoring again refuses (the target is no longer empty) and changes nothing.
    const again = start('src/server/db/backup-cli.ts', { DATA_DIR: target }, ['restore', file]);
    expect(await again.exited).toBe(1);
    expect(again.output()).toMatch(/not empty/);
    expect(await readAll(target)).toEqual(before);
  });
});
