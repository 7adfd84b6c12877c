/**
 * A child process for the durability test: opens the embedded database exactly as the server
 * does (lock, migrations), then commits one user per transaction and prints each committed id,
 * until it is killed.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema.js';

const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database);
for (let i = 0; ; i++) {
  const [row] = await database.db
    .insert(users)
    .values({ email: `durable-${process.pid}-${i}@example.com`, firstName: `Sailor ${i}` })
    .returning({ id: users.id });
  process.stdout.write(`committed ${row!.id}\n`);
}
