import type { Database } from '../db/client.js';
import { listShipIds } from './repository.js';

/** Ships change only when the catalogue is imported: the sitemap is rebuilt at most this often. */
const SITEMAP_TTL_MS = 10 * 60_000;

/** The sitemap, made from the ship ids and kept for {@link SITEMAP_TTL_MS}. */
export function sitemapOf(database: Database, render: (shipIds: string[]) => string) {
  let cached: { xml: string; at: number } | undefined;
  return async () => {
    if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS) {
      cached = { xml: render(await listShipIds(database.db)), at: Date.now() };
    }
    return cached.xml;
  };
}
