import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database, DbOrTx } from '../db/client.js';
import { AppError } from '../errors.js';
import { deleteExpiredRedemptions } from './proof-of-work.js';
import { deleteOldAttempts } from './rate-limit.js';
import { SessionCache } from './session-cache.js';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSession,
  findSessionToKeep,
  insertSession,
  type SessionData,
  updateSessionData,
} from './session-repository.js';

export const SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60_000;
/** Slide the idle expiry at most once an hour, not on every request. */
const EXTEND_AFTER_MS = 60 * 60_000;

export interface AuthState {
  /** SHA-256 of the cookie's id: what the `session` table stores. */
  sid: string;
  userId: string | null;
  sess: SessionData;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
  }
  interface FastifyInstance {
    /** Session rows kept in memory while the database announces their changes. */
    sessionCache: SessionCache;
  }
  interface FastifyContextConfig {
    /**
     * `false` on public routes that never read the session (the ship directory, ports, health):
     * they skip its database lookup, which costs as much as their own query (issue 15).
     */
    session?: boolean;
  }
}

/** Marks every route a plugin registers as one that never reads the session. */
export function withoutSessions(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: false };
  });
}

/** `__Host-` and Secure behind HTTPS; a plain name on http://localhost where browsers refuse them. */
export function sessionCookieName(config: Pick<Config, 'isHttps'>) {
  return config.isHttps ? '__Host-cc_sid' : 'cc_sid';
}

/**
 * A small, readable, non-secret cookie that says "a signed-in session may exist here" (SPEC's
 * visitor pages must not ask `/api/auth/user` for nothing: issue 15). It grants nothing: the
 * session cookie alone signs in. Kept in step with the session on every API request.
 */
export const SIGNED_IN_HINT_COOKIE = 'cc_signed_in';

/** Whether the browser says a signed-in session may exist (it proves nothing: see above). */
export const hasSignedInHint = (request: FastifyRequest) => request.cookies?.[SIGNED_IN_HINT_COOKIE] === '1';

function setSignedInHint(reply: FastifyReply, config: Pick<Config, 'isHttps'>, on: boolean) {
  const options = { path: '/', httpOnly: false, sameSite: 'lax', secure: config.isHttps } as const;
  if (on) reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...options, maxAge: SESSION_ABSOLUTE_MS / 1000 });
  else reply.clearCookie(SIGNED_IN_HINT_COOKIE, options);
}

/** How many verified session cookies are kept in memory (about 200 bytes each). */
const VERIFIED_COOKIES_KEPT = 10_000;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Cookie sessions backed by the `session` table: the cookie holds 256 random bits (signed), the
 * table only their SHA-256, so a leaked table cannot be replayed. Idle expiry 30 days (sliding),
 * absolute limit 90 days. Loads `request.auth` for API requests and stored pictures.
 */
export async function registerSessions(app: FastifyInstance, config: Config, database: Database) {
  await app.register(cookie, { secret: config.sessionSecret ?? '', hook: 'onRequest' });
  app.decorateRequest('auth', null);
  const name = sessionCookieName(config);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.session === false) return;
    // A stored picture may be its owner's alone (media/access.ts): its reads know who asks too.
    if (request.url.startsWith('/media/')) return void (await loadSession(request));
    if (!request.url.startsWith('/api/')) return;
    await loadSession(request);
    // The hint follows the session: set for a session made before it existed, cleared once the
    // session has ended or expired (so the next visit asks nothing).
    const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] === '1';
    const signedIn = Boolean(request.auth?.userId);
    if (hinted !== signedIn) setSignedInHint(reply, config, signedIn);
  });

  // Reads trust the in-memory copy of a session while the database's change feed is live;
  // anything that changes data reads the table, so a session ended on another instance can
  // never write, even in the moment before its announcement arrives.
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  const stopFollowing = database.listen?.(
    'session_changed',
    (sid) => cache.forget(sid),
    (live) => cache.setLive(live),
  );
  app.addHook('onClose', async () => {
    cache.dispose();
    await stopFollowing?.();
  });

  /**
   * Session cookies already verified, each with its session id's hash: the signature check and
   * the hash are a pure function of the cookie (the secret is fixed while the server runs), and
   * they were 7 % of a profile read's CPU (issue 15). Only valid cookies are kept; the oldest goes
   * first. A signed-out or expired session is still refused by its row.
   */
  const verified = new Map<string, string>();
  function sessionIdOf(request: FastifyRequest, raw: string): string | undefined {
    const known = verified.get(raw);
    if (known) return known;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    const sid = hashId(unsigned.value);
    if (verified.size >= VERIFIED_COOKIES_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(raw, sid);
    return sid;
  }

  async function loadSession(request: FastifyRequest) {
    const raw = request.cookies[name];
    if (!raw) return;
    const sid = sessionIdOf(request, raw);
    if (!sid) return;
    const row = await readSession(sid, request.method === 'GET' || request.method === 'HEAD');
    if (!row) return;
    const now = Date.now();
    if (row.expire.getTime() <= now || row.createdAt.getTime() + SESSION_ABSOLUTE_MS <= now) {
      await deleteSession(database.db, sid);
      return;
    }
    // A copy of the data: a handler that changes it must not change the kept row.
    const sess = row.sess as SessionData;
    request.auth = {
      sid,
      userId: row.userId,
      sess: Object.keys(sess).length === 0 ? {} : structuredClone(sess),
    };
    if (row.expire.getTime() - now < SESSION_IDLE_MS - EXTEND_AFTER_MS) {
      await extendSession(database.db, sid, new Date(now + SESSION_IDLE_MS));
    }
  }

  async function readSession(sid: string, reading: boolean) {
    if (!reading || !cache.isLive) return findSession(database.db, sid);
    if (cache.recall(sid)) {
      // An announcement already on its way in (a sign-out on another instance just before this
      // request) is handled first: give the events ready now their turn, then look again.
      await new Promise((resolve) => setImmediate(resolve));
      const kept = cache.recall(sid);
      if (kept) return kept;
    }
    const generation = cache.generation;
    const row = await findSessionToKeep(database.db, sid);
    if (row) cache.remember(sid, row, generation);
    return row;
  }

  // Expired sessions, old attempt counters and spent challenges are removed hourly (and once at start-up).
  const cleanUp = async () => {
    try {
      await deleteExpiredSessions(database.db, new Date(Date.now() - SESSION_ABSOLUTE_MS));
      await deleteOldAttempts(database.db);
      await deleteExpiredRedemptions(database.db);
    } catch (error) {
      app.log.warn({ err: error }, 'session clean-up failed');
    }
  };
  const timer = setInterval(cleanUp, 60 * 60_000);
  timer.unref();
  app.addHook('onReady', async () => {
    void cleanUp();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Starts a new session (a new id every time: sign-in rotates it, so a planted id is useless)
 * and sets its cookie. Any session the request came with is deleted.
 */
export async function startSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  values: { userId: string | null; sess?: SessionData },
): Promise<AuthState> {
  if (request.auth) await deleteSession(db, request.auth.sid);
  const id = randomBytes(32).toString('base64url');
  const sid = hashId(id);
  const sess = values.sess ?? {};
  await insertSession(db, {
    sid,
    userId: values.userId,
    sess,
    expire: new Date(Date.now() + SESSION_IDLE_MS),
  });
  reply.setCookie(sessionCookieName(config), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    signed: true,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  setSignedInHint(reply, config, values.userId !== null);
  request.auth = { sid, userId: values.userId, sess };
  return request.auth;
}

/** Ends the request's session (row and cookie). */
export async function endSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, config: Config) {
  if (request.auth) await deleteSession(db, request.auth.sid);
  request.auth = null;
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
  });
  setSignedInHint(reply, config, false);
}

/**
 * Route hook for member-only routes (`onRequest: requireSignIn`): runs before the body is
 * validated, so a visitor always gets 401, never a validation answer about a form they cannot use.
 */
export async function requireSignIn(request: FastifyRequest) {
  requireUserId(request);
}

/** The signed-in user's id, or 401 Unauthorized. */
export function requireUserId(request: FastifyRequest): string {
  const userId = request.auth?.userId;
  if (!userId) throw new AppError('UNAUTHORIZED', 401, 'Unauthorized');
  return userId;
}

/** Replaces the server-side data of a session (a recovery grant, say). */
export function saveSessionData(db: DbOrTx, sid: string, sess: SessionData) {
  return updateSessionData(db, sid, sess);
}
