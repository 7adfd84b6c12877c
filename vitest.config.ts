import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { COMPONENT_API_PORT, COMPONENT_PAGE_PORT } from './src/client/test-support/component-ports.js';
import { reactToPreact, worldCountries } from './vite.config.js';

const hasPostgres = Boolean(process.env.DATABASE_URL);

/** Every test file under `dir`, relative to the project. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.browser.test.tsx'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

/**
 * A server test file that opens a database: it makes the app or a database itself, or starts the
 * app as a process. The others (headers, parsers, catalogue data, images) run in the unit project:
 * no snapshot to load, and not again on PostgreSQL. One that guesses wrong fails loudly (a unit
 * file that opens a database finds no snapshot).
 */
const OPENS_A_DATABASE =
  /createTestApp|createTestDatabase|openDatabase|openPostgres|createPglite|wrapPglite|TEST_DB|spawnTs|measureLargeImport|startTestServer/;
const serverFiles = testFiles('src/server');
const databaseFiles = serverFiles.filter(
  (file) => /\.(once|postgres)\.test\.ts$/.test(file) || OPENS_A_DATABASE.test(readFileSync(file, 'utf8')),
);
const unitServerFiles = serverFiles.filter((file) => !databaseFiles.includes(file));
/** The client's tests that sync with the real server (test-support/sync-harness.ts): on PGlite. */
const clientFiles = testFiles('src/client');
const clientDatabaseFiles = clientFiles.filter((file) => OPENS_A_DATABASE.test(readFileSync(file, 'utf8')));
/** Files that replace modules (`vi.mock`): in a worker of their own modules, never shared. */
const mocking = databaseFiles.filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
const shared = databaseFiles.filter((file) => !mocking.includes(file));
const onPglite = (files: string[]) => files.filter((file) => !file.endsWith('.postgres.test.ts'));
const onPostgres = (files: string[]) => files.filter((file) => !file.endsWith('.once.test.ts'));

/** A project of database tests (`TEST_DB`): the shared files without isolation, one worker's
 * modules (and PGlite) reused from file to file; the files that mock modules isolated. */
const databaseProjects = (
  name: string,
  db: string,
  files: (list: string[]) => string[],
  more: string[] = [],
) => [
  {
    extends: true as const,
    test: {
      name,
      include: [...files(shared), ...more],
      isolate: false,
      globalSetup: ['./src/server/test-support/global-setup.ts'],
      env: { TEST_DB: db, TEST_SHARED_PGLITE: db === 'pglite' ? '1' : '0' },
    },
  },
  {
    extends: true as const,
    test: {
      name: `${name}-isolated`,
      include: files(mocking),
      globalSetup: ['./src/server/test-support/global-setup.ts'],
      env: { TEST_DB: db },
    },
  },
];

const api = { target: `http://127.0.0.1:${COMPONENT_API_PORT}`, changeOrigin: false };

/**
 * The component tier (`*.browser.test.tsx`): parts of the app rendered alone in Debian's Chromium,
 * with the production runtime (Preact, through the same aliases as the build) and styles, their
 * requests passed to the real app over a real PGlite (test-support/component-server.ts).
 */
const componentProject = {
  plugins: [react(), tailwindcss(), worldCountries()],
  resolve: { alias: reactToPreact },
  server: { proxy: { '/api': api, '/media': api } },
  test: {
    name: 'component',
    include: ['src/client/**/*.browser.test.tsx'],
    globalSetup: ['./src/client/test-support/component-server.ts'],
    setupFiles: ['./src/client/test-support/component-setup.ts'],
    // A guard against hangs, not a speed limit: the longest keyboard rounds take about 10 s on a
    // quiet 2-core machine, and a slow host runs two to three times slower.
    testTimeout: 60_000,
    // Not `extends: true` (its plugins differ), so the root's worker count is set again: the
    // files run side by side, each in its own page of one Chromium.
    maxWorkers: availableParallelism(),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        // The app honours reduced motion (app.css): dialogs open at once instead of sliding in, so
        // no step waits for an animation to end. What is tested is the same.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' as const }],
      api: { port: COMPONENT_PAGE_PORT, strictPort: true },
      screenshotFailures: false,
    },
  },
};

// One run, on every core: unit tests (src/shared, the client, database-free server files) without
// any set-up; the server's integration tests on PGlite, each worker loading the migrated snapshot
// the global set-up makes once; and those again on PostgreSQL when DATABASE_URL is set.
// `*.once.test.ts` files make their own databases and run on PGlite only; `*.postgres.test.ts`
// need PostgreSQL (several instances on one database) and run there only. Database files keep
// apart by making their own users and data, as they always did on the shared PostgreSQL database.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: availableParallelism(),
    // `npm run test:coverage`: line and branch coverage (V8) of the Vitest tiers.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/test-support/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-reports/coverage',
      // The figures are kept when a test fails too (the run still fails).
      reportOnFailure: true,
    },
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            ...clientFiles.filter((file) => !clientDatabaseFiles.includes(file)),
            ...unitServerFiles,
          ],
        },
      },
      ...databaseProjects('pglite', 'pglite', onPglite, clientDatabaseFiles),
      componentProject,
      ...(hasPostgres ? databaseProjects('postgres', 'postgres', onPostgres) : []),
    ],
  },
});
