/**
 * The app on PGlite in DATA_DIR, loaded from the test run's migrated snapshot (SNAPSHOT) instead of
 * initdb and the catalogue import (seconds each), listening on PORT. Started by
 * `storage-sandbox.ts` inside a mount namespace of its own, on a small tmpfs, so a test can fill
 * the disk or make the media folder read-only for real.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { createPglite, wrapPglite } from '../db/client.js';
import { testConfig } from './test-app.js';

const dataDir = process.env.DATA_DIR!;
const config = testConfig({ dataDir });
const client = await createPglite({
  dataDir: path.join(dataDir, 'db'),
  loadDataDir: new Blob([readFileSync(process.env.SNAPSHOT!)]),
});
const database = wrapPglite(client);
const app = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
