import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadDotEnv, resolveSessionSecret } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { runMigrations } from './db/migrate.js';
import { seedShipCatalogue } from './ships/catalogue.js';

/** Starts the server: config → database (locked, migrated) → HTTP; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  loadDotEnv();
  const config = resolveSessionSecret(loadConfig());
  const database = await openDatabase(config);
  try {
    await runMigrations(database, { databaseUrl: config.databaseUrl });
    await seedShipCatalogue(database); // catalog/ships.json → ships, when new or changed (one query if not)
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`Cruise Companion is ready on ${config.publicUrl} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Could not start the server:', error);
  }
  process.exit(1);
});
