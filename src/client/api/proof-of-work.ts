import { useSyncExternalStore } from 'react';
import { apiJson, HttpError } from './http';

/**
 * When an address has failed too often, the server answers sign-in, sign-up and recovery calls
 * with 429 `CHALLENGE_REQUIRED`. The browser then fetches a challenge, solves it (about a second of
 * PBKDF2 in WebCrypto, off the main thread's critical path) and sends the call again with the
 * solution. The solver loads only when it is needed.
 */
export async function withProofOfWork<T>(send: (proofOfWork?: string) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isChallengeRequired(error)) throw error;
    return send(await solveChallenge());
  }
}

export function isChallengeRequired(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 429) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown }).code === 'CHALLENGE_REQUIRED';
  } catch {
    return false;
  }
}

let solving = 0;
const listeners = new Set<() => void>();
const setSolving = (delta: number) => {
  solving += delta;
  for (const listener of listeners) listener();
};

/** True while the browser is solving a challenge: forms say so instead of looking stuck. */
export function useIsSolvingChallenge(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => solving > 0,
    () => false,
  );
}

async function solveChallenge(): Promise<string> {
  setSolving(1);
  try {
    const [{ solveChallenge: solve }, { deriveKey }, challenge] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/pbkdf2'),
      apiJson<Parameters<typeof import('altcha-lib')['solveChallenge']>[0]['challenge']>(
        'GET',
        '/api/auth/challenge',
      ),
    ]);
    const solution = await solve({ challenge, deriveKey, timeout: 60_000 });
    if (!solution) throw new Error('Your browser could not finish the security check. Please try again.');
    return btoa(JSON.stringify({ challenge, solution }));
  } finally {
    setSolving(-1);
  }
}
