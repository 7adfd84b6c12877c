import { v7 as uuidv7 } from 'uuid';

/**
 * The durable write queue ("outbox") of the offline mode. Every change the app makes is an entry
 * here first: kept in IndexedDB before anything is sent, sent one at a time in the order it was
 * made, retried with back-off when the network fails, held while the session is expired, and
 * answered with what the screen needs: the server's answer when it came at once, or "deferred"
 * when the change has to wait (the screen then keeps showing it as made).
 *
 * It knows HTTP and nothing of TanStack Query or React: `sync.ts` binds it to the query cache.
 */

import { backoffDelay, isAlreadyApplied, messageOf, parseJson, TRANSIENT_STATUSES } from './answers';
import type {
  BackoffOptions,
  OutboxEntry,
  OutboxEvents,
  OutboxOptions,
  OutboxRequest,
  OutboxSnapshot,
  OutboxStatus,
  Outcome,
  SendResult,
} from './outbox-types';

export { backoffDelay, isAlreadyApplied } from './answers';

/** The longest wait a Retry-After may ask of the queue (a wrong header never parks it for hours). */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

export type * from './outbox-types';

const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 60_000 };

const byId = (a: OutboxEntry, b: OutboxEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class Outbox {
  private entries: OutboxEntry[] = [];
  private readonly waiters = new Map<string, (outcome: Outcome) => void>();
  /** Entries being written to the store: a round that reads the store meanwhile must keep them. */
  private readonly saving = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private userId: string | null = null;
  private isOnline = true;
  private isSessionExpired = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryAt: number | null = null;
  private draining: Promise<void> | null = null;
  private isKicked = false;
  /** False until the changes kept from earlier visits are read: nothing newer may go before them. */
  private isLoaded = false;
  private progress: OutboxSnapshot['progress'] = null;
  private synced = 0;
  private deliveredSinceDrained = 0;
  private snapshotCache: OutboxSnapshot | null = null;
  private readonly backoff: BackoffOptions;
  private readonly random: () => number;
  private readonly now: () => number;
  private events: OutboxEvents;

  constructor(private readonly options: OutboxOptions) {
    this.events = options.events ?? {};
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  /** Reads the entries kept from earlier visits (nobody waits for those: they are deferred). */
  async load(): Promise<void> {
    const stored = await this.options.store.load();
    const known = new Set(this.entries.map((entry) => entry.id));
    const loaded = stored
      .filter((entry) => !known.has(entry.id))
      .map((entry) => ({ ...entry, isDeferred: true }));
    this.entries = [...this.entries, ...loaded].sort(byId);
    this.isLoaded = true;
    this.changed();
    this.kick();
  }

  /** Who is signed in (null: nobody). Sending resumes when the user whose session expired is back. */
  setUser(userId: string | null): void {
    if (userId === this.userId && !(userId && this.isSessionExpired)) return;
    this.userId = userId;
    if (userId) this.isSessionExpired = false;
    this.changed();
    this.kick();
  }

  setOnline(isOnline: boolean): void {
    if (isOnline === this.isOnline) return;
    this.isOnline = isOnline;
    if (isOnline) {
      // Back online: try at once rather than at the end of the back-off.
      this.clearRetry();
      this.failures = 0;
    } else {
      this.deferWaiting();
    }
    this.changed();
    this.kick();
  }

  /**
   * Queues a change (kept before it is sent) and returns its entry and what becomes of it: the
   * answer when it is sent at once, or `deferred` as soon as it has to wait.
   */
  async enqueue(input: {
    name: string;
    variables: unknown;
    request: OutboxRequest;
    recordId?: string | null;
  }): Promise<{ entry: OutboxEntry; outcome: Promise<Outcome> }> {
    if (!this.userId) throw new Error('Sign in to save changes.');
    const entry: OutboxEntry = {
      id: uuidv7(),
      name: input.name,
      variables: input.variables,
      request: input.request,
      recordId: input.recordId ?? null,
      userId: this.userId,
      createdAt: this.now(),
      attempts: 0,
      state: 'queued',
      isDeferred: false,
      basedOn: input.request.ifMatch,
    };
    const outcome = new Promise<Outcome>((resolve) => this.waiters.set(entry.id, resolve));
    this.entries.push(entry);
    this.saving.add(entry.id);
    this.changed();
    try {
      await this.options.store.put(entry);
    } catch (error) {
      this.entries = this.entries.filter((other) => other.id !== entry.id);
      this.waiters.delete(entry.id);
      this.changed();
      throw error;
    } finally {
      this.saving.delete(entry.id);
    }
    // The screen waits only for a change sent at once: one behind others (photos uploading, say)
    // shows as made and goes in its turn.
    if (!this.canSend() || this.nextEntry() !== entry) this.defer(entry);
    this.kick();
    return { entry, outcome };
  }

  /** Who hears about deliveries, refusals, conflicts and expired sessions (the sync layer). */
  setEvents(events: OutboxEvents): void {
    this.events = events;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): OutboxSnapshot {
    if (!this.snapshotCache) {
      this.snapshotCache = {
        entries: this.userId ? this.entries.filter((entry) => entry.userId === this.userId) : [],
        // Signed out (a session that expired), the changes kept on this device still count, but
        // only as a number: whose they are and what they say stays private.
        heldForSignIn: this.userId ? 0 : this.entries.length,
        status: this.status(),
        retryAt: this.retryAt,
        progress: this.progress,
      };
    }
    return this.snapshotCache;
  }

  /** Every entry of every user (for the cache layer's redo of pending changes). */
  pendingEntries(): readonly OutboxEntry[] {
    return this.entries.filter((entry) => entry.state !== 'refused' && entry.userId === this.userId);
  }

  /** Every traveller's entries (the sync layer's own use: loading their writes; never shown). */
  allEntries(): readonly OutboxEntry[] {
    return this.entries;
  }

  /** Drops a change (a refused one, or a conflict where the user keeps the server's version). */
  async discard(id: string): Promise<OutboxEntry | undefined> {
    const entry = this.own(id);
    if (!entry) return undefined;
    await this.remove(entry);
    this.kick();
    return entry;
  }

  /** Keeps this device's version of a conflict: sent again, based on the version now on the server. */
  async keepMine(id: string): Promise<void> {
    const entry = this.own(id);
    if (entry?.state !== 'conflict') return;
    const current = entry.problem?.current as { updatedAt?: unknown } | undefined;
    const ifMatch = typeof current?.updatedAt === 'string' ? current.updatedAt : undefined;
    await this.update(entry, { state: 'queued', problem: undefined, request: { ...entry.request, ifMatch } });
    this.kick();
  }

  /** Sends a refused change again, as it is or with new contents (`edit`). */
  async retry(id: string, edit?: { request: OutboxRequest; variables: unknown }): Promise<void> {
    const entry = this.own(id);
    if (!entry) return;
    await this.update(entry, {
      state: 'queued',
      problem: undefined,
      attempts: 0,
      ...(edit ? { request: edit.request, variables: edit.variables } : {}),
    });
    this.failures = 0;
    this.clearRetry();
    this.kick();
  }

  /** Tries at once instead of waiting for the back-off ("Sync now"). */
  syncNow(): void {
    this.clearRetry();
    this.kick();
  }

  /** Forgets every entry of a user (on sign-out). */
  async clearUser(userId: string): Promise<void> {
    for (const entry of this.entries.filter((other) => other.userId === userId)) await this.remove(entry);
  }

  /** Starts sending unless already sending or unable to. Resolves when this round is over. */
  kick(): Promise<void> {
    this.isKicked = true;
    this.draining ??= (async () => {
      try {
        // A kick while a round runs (a new change, back online) asks for one more round.
        while (this.isKicked) {
          this.isKicked = false;
          await this.exclusively(() => this.drain());
        }
      } finally {
        this.draining = null;
        this.progress = null;
        this.changed();
      }
    })();
    return this.draining;
  }

  /** An entry of the signed-in traveller (never another's). */
  private own(id: string): OutboxEntry | undefined {
    return this.entries.find((entry) => entry.id === id && entry.userId === this.userId);
  }

  private status(): OutboxStatus {
    if (!this.isOnline) return 'offline';
    if (this.isSessionExpired) return 'needs-sign-in';
    if (this.retryTimer) return 'retrying';
    if (this.draining) return 'sending';
    return 'idle';
  }

  private canSend(): boolean {
    return (
      this.isLoaded &&
      this.isOnline &&
      this.userId !== null &&
      !this.isSessionExpired &&
      this.retryTimer === null
    );
  }

  /** The first queued entry of the signed-in user that is not stuck behind a conflict on its record. */
  private nextEntry(): OutboxEntry | undefined {
    const conflicted = new Set<string>();
    for (const entry of this.entries) {
      if (entry.userId !== this.userId) continue;
      if (entry.state === 'conflict' && entry.recordId) conflicted.add(entry.recordId);
      if (entry.state !== 'queued') continue;
      if (entry.recordId && conflicted.has(entry.recordId)) continue;
      return entry;
    }
    return undefined;
  }

  /**
   * One tab sends at a time (Web Locks): the installed app and a browser tab share one queue in
   * IndexedDB. Under the lock the queue is read again, so what another tab sent is not sent twice.
   */
  private async exclusively(run: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    const round = async () => {
      await this.readStore();
      await run();
    };
    if (!locks) return round();
    await locks.request('cruise-companion-outbox', round);
  }

  /** Takes in what the store holds now: entries sent (and removed) by another tab go, new ones come. */
  private async readStore(): Promise<void> {
    if (!this.isLoaded) return;
    let stored: OutboxEntry[];
    try {
      stored = await this.options.store.load();
    } catch {
      return;
    }
    // An entry still being written is not in what was read, yet it is no less queued.
    const storedIds = new Set([...stored.map((entry) => entry.id), ...this.saving]);
    const known = new Set(this.entries.map((entry) => entry.id));
    for (const entry of this.entries) if (!storedIds.has(entry.id)) this.resolve(entry, { kind: 'deferred' });
    this.entries = [
      ...this.entries.filter((entry) => storedIds.has(entry.id)),
      ...stored.filter((entry) => !known.has(entry.id)).map((entry) => ({ ...entry, isDeferred: true })),
    ].sort(byId);
    this.changed();
  }

  private async drain(): Promise<void> {
    this.changed();
    for (let entry = this.nextEntry(); entry; entry = this.nextEntry()) {
      if (!this.canSend()) {
        this.deferWaiting();
        return;
      }
      if (!(await this.attempt(entry))) {
        this.deferWaiting();
        return;
      }
    }
    if (this.deliveredSinceDrained === 0) return;
    const synced = this.synced;
    this.synced = 0;
    this.deliveredSinceDrained = 0;
    this.events.drained?.(synced);
  }

  /** Sends one entry. Returns false when sending has to stop (no network, expired session). */
  private async attempt(entry: OutboxEntry): Promise<boolean> {
    entry.attempts += 1;
    this.progress = { entryId: entry.id, sent: 0 };
    this.changed();
    let result: SendResult;
    try {
      result = await this.options.transport.send(entry.request, (sent) => {
        this.progress = { entryId: entry.id, sent };
        this.changed();
      });
    } catch {
      this.scheduleRetry();
      return false;
    }
    // Removed meanwhile (discarded, or the user signed out): whatever came back is moot.
    if (!this.entries.includes(entry)) return true;
    const { status, body } = result;
    if (status >= 200 && status < 300) {
      await this.deliver(entry, parseJson(body));
    } else if (status === 404 && entry.request.method === 'DELETE') {
      // Already gone (a delete sent twice, or deleted elsewhere): what was asked is done.
      await this.deliver(entry, null);
    } else if (status === 401) {
      this.isSessionExpired = true;
      this.events.sessionExpired?.();
      return false;
    } else if (TRANSIENT_STATUSES.has(status)) {
      this.scheduleRetry(result.retryAfterSeconds);
      return false;
    } else if (status === 409 && this.currentOf(body) !== undefined) {
      const current = this.currentOf(body);
      if (isAlreadyApplied(entry.request.body, current)) {
        await this.deliver(entry, current);
      } else {
        await this.update(entry, {
          state: 'conflict',
          problem: { status, message: messageOf(body, status), current },
        });
        this.defer(entry);
        this.events.conflict?.(entry);
      }
    } else {
      await this.refuse(entry, status, body);
    }
    this.failures = 0;
    return true;
  }

  private currentOf(body: string): unknown {
    const parsed = parseJson(body);
    return parsed && typeof parsed === 'object' ? (parsed as { current?: unknown }).current : undefined;
  }

  private async deliver(entry: OutboxEntry, data: unknown): Promise<void> {
    // Later changes to the same record were based on the version this one was based on: they are
    // now based on the version the server just made.
    const newVersion = (data as { updatedAt?: unknown } | null)?.updatedAt;
    const bases = new Set([entry.request.ifMatch, entry.basedOn].filter(Boolean));
    if (entry.recordId && bases.size > 0 && typeof newVersion === 'string') {
      for (const later of this.entries) {
        if (later !== entry && later.recordId === entry.recordId && bases.has(later.request.ifMatch)) {
          await this.update(later, { request: { ...later.request, ifMatch: newVersion } });
        }
      }
    }
    if (entry.isDeferred) this.synced += 1;
    this.deliveredSinceDrained += 1;
    await this.remove(entry);
    this.resolve(entry, { kind: 'sent', data });
    this.events.delivered?.(entry, data);
  }

  private async refuse(entry: OutboxEntry, status: number, body: string): Promise<void> {
    const waiter = this.waiters.get(entry.id);
    if (waiter) {
      // The screen that made it is still waiting: it shows the refusal, as without the queue.
      await this.remove(entry);
      this.resolve(entry, { kind: 'refused', status, body });
      return;
    }
    await this.update(entry, { state: 'refused', problem: { status, message: messageOf(body, status) } });
    this.events.refused?.(entry);
  }

  /** The next attempt after the back-off, or later when the server said when (Retry-After). */
  private scheduleRetry(retryAfterSeconds?: number): void {
    this.failures += 1;
    const asked = Math.min(MAX_RETRY_AFTER_MS, (retryAfterSeconds ?? 0) * 1000);
    const delay = Math.max(asked, backoffDelay(this.failures, this.backoff, this.random()));
    this.retryAt = this.now() + delay;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.retryAt = null;
      this.changed();
      void this.kick();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  private defer(entry: OutboxEntry): void {
    entry.isDeferred = true;
    this.resolve(entry, { kind: 'deferred' });
  }

  private deferWaiting(): void {
    for (const entry of this.entries) if (this.waiters.has(entry.id)) this.defer(entry);
  }

  private resolve(entry: OutboxEntry, outcome: Outcome): void {
    const waiter = this.waiters.get(entry.id);
    this.waiters.delete(entry.id);
    waiter?.(outcome);
  }

  private async update(entry: OutboxEntry, changes: Partial<OutboxEntry>): Promise<void> {
    Object.assign(entry, changes);
    this.changed();
    await this.options.store.put(entry);
  }

  private async remove(entry: OutboxEntry): Promise<void> {
    this.entries = this.entries.filter((other) => other !== entry);
    this.changed();
    await this.options.store.delete(entry.id);
  }

  private changed(): void {
    this.snapshotCache = null;
    for (const listener of this.listeners) listener();
  }
}
