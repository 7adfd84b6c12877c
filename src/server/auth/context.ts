import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from './mailer.js';
import type { PasswordHasher } from './passwords.js';
import type { PowDifficulty } from './proof-of-work.js';

/** What the authentication services need, built once per app. */
export interface AuthContext {
  database: Database;
  config: Config;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** How hard the proof-of-work challenges are (cheap in tests, about a second in production). */
  pow: PowDifficulty;
  /** For work that outlives its request (sending mail). */
  log: FastifyBaseLogger;
}
