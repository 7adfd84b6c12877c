/** What is kept of a session row (the `session` table's columns). */
export interface KeptSession {
  sid: string;
  sess: unknown;
  expire: Date;
  userId: string | null;
  createdAt: Date;
}

/** Every cache of this process (one per app; tests run several): a change made here reaches each. */
const cachesHere = new Set<SessionCache>();

/**
 * Called by the session repository right after its statement changed session rows (`sids`, or
 * any number of them when not given): this instance forgets them at once, without waiting for
 * the database's announcement. Inside a transaction the rows are still there for others until it
 * commits; a miss reads with `for share` (`findSessionToKeep`), which waits for that commit.
 */
export function forgetSessionsHere(sids?: readonly string[]) {
  for (const cache of cachesHere) {
    if (sids) for (const sid of sids) cache.forget(sid);
    else cache.forgetAll();
  }
}

/**
 * Session rows kept in memory, so a member's read does not cost a second database round trip
 * (issue 15: the lookup was as dear as the endpoint's own query).
 *
 * It is only trusted while the database's change feed is live: every update or delete of a
 * session row is announced on `session_changed` (trigger of migration 0010) to every instance,
 * which drops its copy at once. While the feed is down (not yet connected, or lost with the
 * database) nothing is cached and every request reads the table. Entries also age out after
 * `ttlMs`, a safety net only.
 *
 * A read that raced an announcement must not put the old row back: `generation` counts the
 * announcements, and a row read before one of them is not stored (see `remember`). Changes made
 * by this instance are forgotten at once (`forgetSessionsHere`), before their announcement.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: KeptSession; storedAt: number }>();
  private live = false;
  /** Bumped by every announcement and every loss of the feed. */
  private changes = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {
    cachesHere.add(this);
  }

  /** Stops taking part in `forgetSessionsHere` (the app closed). */
  dispose() {
    cachesHere.delete(this);
    this.setLive(false);
  }

  /** Taken before reading the table; handed back to `remember` with the row read. */
  get generation() {
    return this.changes;
  }

  get isLive() {
    return this.live;
  }

  get size() {
    return this.entries.size;
  }

  /** The feed connected (true) or was lost (false): either way, what is held may be stale. */
  setLive(live: boolean) {
    this.live = live;
    this.forgetAll();
  }

  /** The kept row of session `sid`, if fresh. The caller must not change it. */
  recall(sid: string): KeptSession | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps a row read from the table, unless a change was announced since `generation`. */
  remember(sid: string, row: KeptSession, generation: number) {
    if (!this.live || generation !== this.changes) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(sid)) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sid, { row, storedAt: this.now() });
  }

  /** A change to session `sid` was announced (or made here). */
  forget(sid: string) {
    this.changes++;
    this.entries.delete(sid);
  }

  forgetAll() {
    this.changes++;
    this.entries.clear();
  }
}
