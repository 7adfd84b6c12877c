import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from './mailer.js';
import type { PasswordHasher } from './passwords.js';

/** What the authentication services need, built once per app. */
export interface AuthContext {
  database: Database;
  config: Config;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** For work that outlives its request (sending mail). */
  log: FastifyBaseLogger;
}
