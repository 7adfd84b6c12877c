/**
 * `npm run ships:import -- FILE`: imports ships from a CSV or JSON file into the configured
 * database (PGlite in DATA_DIR, or DATABASE_URL), after loading the catalogue so imported rows
 * land on top of it. Stop the app first when it runs on PGlite (the data folder is locked).
 */
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig, loadDotEnv } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { runMigrations } from '../db/migrate.js';
import { seedShipCatalogue } from './catalogue.js';
import { importShips } from './importer.js';
import { readShipFile, ShipFileError } from './ship-file.js';

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error("Usage: npm run ships:import -- FILE (a .csv or .json file with the spec's ship fields)");
    return 2;
  }
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const rows = readShipFile(content, file);

  loadDotEnv();
  const config = loadConfig();
  let database: Database | undefined;
  try {
    database = await openDatabase(config);
    await runMigrations(database, { databaseUrl: config.databaseUrl });
    await seedShipCatalogue(database);
    const report = await importShips(database, rows);
    console.log(
      `${file}: ${report.inserted} inserted, ${report.updated} updated, ${report.rejected.length} rejected`,
    );
    for (const { line, reason } of report.rejected) console.log(`  line ${line}: ${reason}`);
    return 0;
  } finally {
    await database?.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof ShipFileError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      console.error(`${error.message} Nothing was imported.`);
    } else {
      console.error('The import failed and nothing was changed:', error);
    }
    process.exit(1);
  },
);
