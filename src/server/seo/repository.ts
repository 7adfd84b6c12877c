import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { ships } from '../db/schema.js';

/** Every ship page's id, in a stable order (the directory's pages for the sitemap). */
export async function listShipIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: ships.id }).from(ships).orderBy(asc(ships.id));
  return rows.map((row) => row.id);
}
