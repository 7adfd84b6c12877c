/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`, on whichever database the
 * environment configures (PGlite in DATA_DIR, or DATABASE_URL). On PGlite the server must be
 * stopped first: the data folder's lock says so if it is not.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, loadDotEnv } from '../config.js';
import { backupDatabase, RestoreError, restoreDatabase } from './backup.js';
import { openDatabase } from './client.js';
import { DataDirLockedError } from './lock.js';
import { runMigrations } from './migrate.js';

async function main() {
  const [command, fileArg] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !fileArg) {
    console.error('Usage: npm run db:backup -- FILE   |   npm run db:restore -- FILE');
    process.exit(2);
  }
  const file = path.resolve(fileArg);
  if (command === 'restore' && !existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  if (command === 'backup' && existsSync(file))
    throw new RestoreError(`${file} already exists; choose a new name.`);

  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database, { databaseUrl: config.databaseUrl });
    const counts =
      command === 'backup' ? await backupDatabase(database, file) : await restoreDatabase(database, file);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(`${command === 'backup' ? 'Backed up' : 'Restored'} ${total} rows (${file}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof RestoreError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
