/**
 * `npm run seed:demo [-- --travellers N] [--seed S] [--reset]`: fills the database the environment
 * configures (PGlite in DATA_DIR, or DATABASE_URL) with demo travellers, migrated and with the
 * ship catalogue loaded as start-up does, and prints the account to sign in with.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { runMigrations } from '../db/migrate.js';
import { createMediaStore } from '../media/store.js';
import { seedShipCatalogue } from '../ships/catalogue.js';
import { DemoSeedRefusedError, seedDemo } from './run-seed.js';
import { DEMO_ACCOUNT_EMAIL, DEMO_PASSWORD } from './seed-demo.js';

const USAGE = 'Usage: npm run seed:demo -- [--travellers N] [--seed S] [--reset]';

class UsageError extends Error {}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max} (got "${value}"). ${USAGE}`);
  }
  return n;
}

function parseOptions(argv: string[]) {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      options: {
        travellers: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. ${USAGE}`);
  }
  const { values } = parsed;
  return {
    help: values.help ?? false,
    travellers: wholeNumber('travellers', values.travellers, 1000, 1, 100_000),
    seed: wholeNumber('seed', values.seed, 1, 0, 2 ** 32 - 1),
    reset: values.reset ?? false,
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database, { databaseUrl: config.databaseUrl });
    await seedShipCatalogue(database);
    const result = await seedDemo({
      database,
      media: createMediaStore(config),
      seed: options.seed,
      travellers: options.travellers,
      reset: options.reset,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    const counts = Object.entries(result.counts)
      .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
      .join(', ');
    if (result.removedTravellers > 0)
      console.log(`Removed ${result.removedTravellers} earlier demo travellers.`);
    console.log(`Seeded ${where} with seed ${options.seed} in ${seconds} s.`);
    console.log(`Rows: ${counts}; media files ${result.files.toLocaleString('en-US')}.`);
    console.log(`Sign in as ${DEMO_ACCOUNT_EMAIL} with the password: ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DemoSeedRefusedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
