/**
 * The component tier's global set-up: the real app over a real, migrated PGlite, listening on
 * loopback for the page the components render in (Vite passes that page's `/api` and `/media`
 * requests on to it). Its public address is that page's, so the app's cross-site check lets the
 * page's writes through as it does for the app itself.
 */
import { createPglite, wrapPglite } from '../../server/db/client.js';
import { runMigrations } from '../../server/db/migrate.js';
import { createTestApp } from '../../server/test-support/test-app.js';
import { COMPONENT_API_PORT, COMPONENT_PAGE_PORT } from './component-ports.js';

export default async function setup() {
  const database = wrapPglite(await createPglite());
  await runMigrations(database);
  const context = await createTestApp({
    database,
    config: {
      publicUrl: `http://localhost:${COMPONENT_PAGE_PORT}`,
      // Each test's account comes from an address of its own (sign-ups are limited per address).
      trustProxy: 'loopback',
    },
  });
  await context.app.listen({ port: COMPONENT_API_PORT, host: '127.0.0.1' });
  return async () => {
    await context.close();
    await database.close();
  };
}
