/** The outbox's shapes: its entries, what it asks of a store and a transport, what it tells. */

export type HttpMethod = 'POST' | 'PUT' | 'DELETE';

export interface OutboxRequest {
  method: HttpMethod;
  url: string;
  /** The JSON body. Top-level `Blob` values (a photo waiting offline) are sent as data URLs. */
  body?: Record<string, unknown>;
  /** The `updatedAt` the change was based on, sent as `If-Match` (409 when the record moved on). */
  ifMatch?: string;
}

/** queued: to be sent; conflict: the record changed elsewhere, the user picks; refused: 4xx. */
export type EntryState = 'queued' | 'conflict' | 'refused';

export interface EntryProblem {
  status: number;
  message: string;
  /** With a conflict: the record as the server has it now. */
  current?: unknown;
}

export interface OutboxEntry {
  /** UUIDv7: the queue's order is the order of these ids. */
  id: string;
  /** The write's name (`updateItineraryDay`): how `sync.ts` finds its definition. */
  name: string;
  /** What the screen passed to the write, kept to redo its change on screen and to describe it. */
  variables: unknown;
  request: OutboxRequest;
  /** The record written (updates and deletes): later writes to it wait while it is in conflict. */
  recordId: string | null;
  /** Whose change it is: it is only ever sent with that user's session. */
  userId: string;
  createdAt: number;
  attempts: number;
  state: EntryState;
  problem?: EntryProblem;
  /** True once nobody waits for the answer on screen (it was queued, or loaded after a reload). */
  isDeferred: boolean;
  /** The version the change was first based on (`request.ifMatch` moves on when a conflict is settled). */
  basedOn?: string;
}

export interface SendResult {
  status: number;
  body: string;
  /** The answer's Retry-After, in seconds: a 429 or 503 says when to ask again. */
  retryAfterSeconds?: number | undefined;
}

export interface Transport {
  /** Sends one request; rejects only when no answer came (network failure). */
  send(request: OutboxRequest, onProgress?: (sent: number) => void): Promise<SendResult>;
}

export interface OutboxStore {
  load(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
}

/** What the screen that made a change learns about it. */
export type Outcome =
  | { kind: 'sent'; data: unknown }
  | { kind: 'refused'; status: number; body: string }
  | { kind: 'deferred' };

export type OutboxStatus = 'idle' | 'sending' | 'offline' | 'retrying' | 'needs-sign-in';

export interface OutboxSnapshot {
  /** The signed-in user's entries, in order (none while nobody is signed in: they are private). */
  entries: readonly OutboxEntry[];
  /** While nobody is signed in: how many changes kept on this device wait for their traveller. */
  heldForSignIn: number;
  status: OutboxStatus;
  /** When the next attempt after a failure is due (epoch ms), while retrying. */
  retryAt: number | null;
  /** The entry being sent and the share of its body sent so far (photos report it). */
  progress: { entryId: string; sent: number } | null;
}

export interface OutboxEvents {
  /** The server has the change (`data`: its answer, or its current record when it already had it). */
  delivered?(entry: OutboxEntry, data: unknown): void;
  /** The server refused a change nobody was waiting for any more; it stays, to be edited or discarded. */
  refused?(entry: OutboxEntry): void;
  /** The record changed elsewhere since the change was made; the user picks. */
  conflict?(entry: OutboxEntry): void;
  /** A 401: the session expired. Sending waits for `setUser` with the same user. */
  sessionExpired?(): void;
  /** Nothing is left to send after some were delivered; `synced` of them had waited (deferred). */
  drained?(synced: number): void;
}

export interface BackoffOptions {
  /** The first wait after a failure (ms); it doubles with each failure in a row. */
  baseMs: number;
  maxMs: number;
}

export interface OutboxOptions {
  store: OutboxStore;
  transport: Transport;
  events?: OutboxEvents;
  backoff?: BackoffOptions;
  /** 0..1, for the back-off's jitter (tests pass a fixed one). */
  random?: () => number;
  now?: () => number;
}
