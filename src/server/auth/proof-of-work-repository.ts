import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { proofOfWorkRedemptions } from '../db/schema.js';

/** Records a spent challenge; false when it was spent before (on any instance). */
export async function insertRedemption(db: DbOrTx, signature: string, expiresAt: Date): Promise<boolean> {
  const spent = await db
    .insert(proofOfWorkRedemptions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: proofOfWorkRedemptions.signature });
  return spent.length === 1;
}

export async function deleteExpiredRedemptionRows(db: DbOrTx) {
  await db.delete(proofOfWorkRedemptions).where(lt(proofOfWorkRedemptions.expiresAt, sql`now()`));
}
