import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { MediaStore } from '../media/store.js';
import { createTestDatabase } from './test-database.js';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cruise-test-data-')),
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
  });
  return { ...config, ...overrides };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app over a real, migrated database, for `app.inject` tests. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    clientDir?: string;
    beforeReady?: (app: App) => void;
    mediaStore?: MediaStore;
    /** The app's real request log, written here (else no log at all). */
    logStream?: NodeJS.WritableStream;
    /** A database of the caller's own (it stays open on `close()`); else the run's test database. */
    database?: Database;
  } = {},
): Promise<TestContext> {
  const config = testConfig(options.config);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir ?? path.join(config.dataDir, 'no-client'),
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    mediaStore: options.mediaStore,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      // The app's data folder (media files, session secret) goes with it.
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
