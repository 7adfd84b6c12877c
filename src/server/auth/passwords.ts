import { randomBytes } from 'node:crypto';
import { hash, type Options, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Options['algorithm'];

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
export const PRODUCTION_ARGON2: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Cheaper settings for the test suite only (same algorithm, so hashes still verify the same way). */
export const TEST_ARGON2: Options = { ...PRODUCTION_ARGON2, memoryCost: 1024, timeCost: 1 };

export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  verify(hashed: string, secret: string): Promise<boolean>;
  /**
   * Spends the time of a real verification and fails: used when there is no account or no
   * password, so a wrong email costs the same as a wrong password.
   */
  verifyNothing(secret: string): Promise<false>;
}

export function createPasswordHasher(options: Options = PRODUCTION_ARGON2): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (secret) => hash(secret, options),
    async verify(hashed, secret) {
      try {
        return await verify(hashed, secret);
      } catch {
        return false; // A malformed stored hash never signs anyone in.
      }
    },
    async verifyNothing(secret) {
      dummyHash ??= hash(randomBytes(32).toString('hex'), options);
      await verify(await dummyHash, secret).catch(() => false);
      return false;
    },
  };
}
