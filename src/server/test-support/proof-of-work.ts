import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../app.js';

/** Fetches a challenge from the app and solves it as a browser would: the `proofOfWork` value. */
export async function solveProofOfWork(app: App): Promise<string> {
  const res = await app.inject('/api/auth/challenge');
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode}`);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
