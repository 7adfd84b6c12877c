/**
 * Proof of work (ALTCHA's open protocol, `altcha-lib`, self-hosted: no third party, works on a
 * ship). Asked for only once an address has failed too often: the browser searches for the
 * counter whose PBKDF2-SHA-256 key starts with the signed prefix, about a second of work, while
 * checking a solution costs the server one HMAC. PBKDF2 runs natively in browsers (WebCrypto), so
 * a script gains little over a person's browser. Each solution is accepted once, on every
 * instance (the redemption is a row in the database).
 */
import { createHmac, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { deleteExpiredRedemptionRows, insertRedemption } from './proof-of-work-repository.js';

export interface PowDifficulty {
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The answer is a counter drawn from [0, maxCounter): on average maxCounter / 2 tries. */
  maxCounter: number;
}

/** About one second in a phone's browser (5,000 iterations take ~1.3 ms natively; ~750 tries). */
export const PRODUCTION_POW: PowDifficulty = { cost: 5_000, maxCounter: 1_500 };
/** The same protocol, solved in milliseconds, for the test suites. */
export const TEST_POW: PowDifficulty = { cost: 10, maxCounter: 20 };

const CHALLENGE_TTL_S = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

const subKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`proof-of-work:${purpose}`).digest('hex');

export async function createPowChallenge(secret: string, difficulty: PowDifficulty): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.maxCounter),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
    hmacSignatureSecret: subKey(secret, 'signature'),
    hmacKeySignatureSecret: subKey(secret, 'key'),
  });
}

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.number().int().positive().max(1_000_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(128),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }),
});

/**
 * Checks a solved challenge (base64 JSON `{ challenge, solution }`, as the client sends it in
 * `proofOfWork`) and spends it: true once per challenge, false for anything else.
 */
export async function redeemProofOfWork(db: DbOrTx, secret: string, encoded: string | undefined) {
  if (!encoded) return false;
  let payload: z.infer<typeof PayloadSchema>;
  try {
    payload = PayloadSchema.parse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
  } catch {
    return false;
  }
  const result = await verifySolution({
    challenge: payload.challenge as Challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: subKey(secret, 'signature'),
    hmacKeySignatureSecret: subKey(secret, 'key'),
  });
  if (!result.verified) return false;
  const expiresAt = new Date(((payload.challenge.parameters.expiresAt ?? 0) + 60) * 1000);
  return insertRedemption(db, payload.challenge.signature, expiresAt);
}

/** Forgets redemptions whose challenges have expired anyway (hourly clean-up). */
export function deleteExpiredRedemptions(db: DbOrTx) {
  return deleteExpiredRedemptionRows(db);
}
