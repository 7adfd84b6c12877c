import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.DATABASE_URL);

// One run, two projects: everything on PGlite (pure unit tests included), and the server's
// integration tests again on PostgreSQL when DATABASE_URL is set. `*.once.test.ts` files make
// their own databases and run in the first project only; `*.postgres.test.ts` need PostgreSQL
// (several instances on one database) and run in the second only.
export default defineConfig({
  test: {
    globalSetup: ['./src/server/test-support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.postgres.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                exclude: ['src/**/*.once.test.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
