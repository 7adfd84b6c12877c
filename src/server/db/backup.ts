/**
 * A logical, driver-independent backup: every table's rows as JSON (PostgreSQL's own to_jsonb),
 * read inside one repeatable-read transaction so the copy is consistent, written as gzip'd JSON
 * lines. The same file restores into PGlite or PostgreSQL, so it also moves a PGlite household
 * to PostgreSQL. Media files under DATA_DIR/media are not in it: copy that folder alongside.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { tablesInDependencyOrder } from './schema.js';

const FORMAT = 'cruise-companion-backup';
const VERSION = 1;
const RESTORE_BATCH = 500;

type TableName = (typeof tablesInDependencyOrder)[number];
interface Header {
  format: string;
  version: number;
  createdAt: string;
  migrations: number;
  counts: Record<string, number>;
}

async function appliedMigrations(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return rows[0]?.n ?? 0;
}

/** Writes a consistent backup of every table to `file`; returns the row counts. */
export async function backupDatabase(database: Database, file: string): Promise<Record<string, number>> {
  const lines: string[] = [];
  const counts: Record<string, number> = {};
  await database.db.transaction(
    async (tx) => {
      for (const table of tablesInDependencyOrder) {
        const result = await tx.execute(sql`select to_jsonb(t) as r from ${sql.identifier(table)} t`);
        const rows = (result as unknown as { rows: { r: unknown }[] }).rows;
        counts[table] = rows.length;
        for (const row of rows) lines.push(JSON.stringify({ t: table, r: row.r }));
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const header: Header = {
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(database),
    counts,
  };
  async function* content() {
    yield `${JSON.stringify(header)}\n`;
    for (const line of lines) yield `${line}\n`;
  }
  await pipeline(Readable.from(content()), createGzip(), createWriteStream(file, { mode: 0o600 }));
  return counts;
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/**
 * Restores a backup into a migrated, empty database, all in one transaction: on any problem
 * nothing is written. Returns the row counts restored.
 */
export async function restoreDatabase(database: Database, file: string): Promise<Record<string, number>> {
  const reader = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let header: Header | undefined;
  const rowsByTable = new Map<TableName, unknown[]>(tablesInDependencyOrder.map((t) => [t, []]));
  try {
    for await (const line of reader) {
      if (!line) continue;
      if (!header) {
        header = JSON.parse(line) as Header;
        if (header.format !== FORMAT || header.version !== VERSION)
          throw new RestoreError('This file is not a Cruise Companion backup.');
        continue;
      }
      const { t, r } = JSON.parse(line) as { t: TableName; r: unknown };
      const rows = rowsByTable.get(t);
      if (!rows) throw new RestoreError(`The backup names an unknown table "${t}".`);
      rows.push(r);
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The backup file could not be read: ${(error as Error).message}`);
  }
  if (!header) throw new RestoreError('The backup file is empty.');
  const migrations = await appliedMigrations(database);
  if (header.migrations > migrations) {
    throw new RestoreError('The backup comes from a newer version of the app: update the app first.');
  }

  const counts: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    for (const table of tablesInDependencyOrder) {
      const existing = await tx.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
      if ((existing as unknown as { rows: unknown[] }).rows.length > 0) {
        throw new RestoreError(
          `The target database is not empty (table "${table}" has rows). Restore into an empty one.`,
        );
      }
    }
    for (const table of tablesInDependencyOrder) {
      const rows = rowsByTable.get(table) ?? [];
      for (let i = 0; i < rows.length; i += RESTORE_BATCH) {
        const batch = JSON.stringify(rows.slice(i, i + RESTORE_BATCH));
        const target = sql.identifier(table);
        await tx.execute(
          sql`insert into ${target} select * from jsonb_populate_recordset(null::${target}, ${batch}::jsonb)`,
        );
      }
      counts[table] = rows.length;
    }
  });
  return counts;
}
