import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_PATH } from '../../shared/first-page-keys';
import type { CurrentUser } from '../../shared/schemas/user';
import { CACHE_OWNER_KEY } from '../api/auth';
import { HttpError } from '../api/http';
import type { Outbox, OutboxEntry, OutboxRequest } from './outbox';

/**
 * A named write (ARCHITECTURE.md, Offline): everything the app needs to make a change now, keep it
 * while it cannot be sent, send it later (after a reload too) and show it meanwhile. Each is
 * registered once (`registerWrite`) and becomes the TanStack Query mutation of its name
 * (`setMutationDefaults`), so screens only say `useWrite(definition)`. A change is written to the
 * outbox (IndexedDB) before it is applied to the cache: what the screen shows is always kept.
 */
export interface WriteDefinition<TVariables, TData = unknown> {
  /** The mutation's name: `addItineraryDay`, `updateChecklistItem`... Never renamed once shipped. */
  name: string;
  /** The HTTP request that makes the change. Put a version (`updatedAt`) in `ifMatch`, not the body. */
  request(variables: TVariables): OutboxRequest;
  /**
   * The record written: for updates and deletes the record's id, for creates the new id. Later
   * writes to a record in conflict wait for it; a versioned write to a record whose create is still
   * queued is sent unversioned (nobody else can have changed it).
   */
  recordId?(variables: TVariables): string | undefined;
  /**
   * For a create that makes several records at once (an itinerary import): their client-made ids.
   * While it is queued, a versioned write to one of them is sent unversioned, as for `recordId`.
   */
  createdIds?(variables: TVariables): string[];
  /**
   * Shows the change in the cached queries at once. Must be idempotent: it is applied again over
   * every fresh answer from the server while the change waits to be sent (so a refetch never hides
   * a change the server has not seen yet), and over the cache restored after a reload.
   */
  apply?(queryClient: QueryClient, variables: TVariables): void;
  /** Writes the server's answer (or, after a conflict the user settled for it, its version) into the cache. */
  settle?(queryClient: QueryClient, data: TData, variables: TVariables): void;
  /** Marks stale what the change affects (lists, stats, reminders...); refetched when active. */
  refresh(queryClient: QueryClient, variables: TVariables): Promise<unknown>;
  /** What the screen gets back when the change is queued instead of sent: the record as it will be. */
  local?(variables: TVariables, queryClient: QueryClient): TData;
  /** The spec's failure toast names the action: 'add item' → 'Failed to add item: {message}'. */
  action: string;
  /** One line for the sync panels: 'Tick “Passport”'. */
  describe(variables: TVariables): string;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of writes of every variable and answer type
type AnyWrite = WriteDefinition<any, any>;

const registry = new Map<string, AnyWrite>();
const installed = new Set<(definition: AnyWrite) => void>();

/** Registers a write (once per name; done by the module that defines it, when it is loaded). */
export function registerWrite<TVariables, TData>(
  definition: WriteDefinition<TVariables, TData>,
): WriteDefinition<TVariables, TData> {
  registry.set(definition.name, definition);
  for (const install of installed) install(definition);
  return definition;
}

export function writeDefinition(name: string): AnyWrite | undefined {
  return registry.get(name);
}

export interface SyncOptions {
  /** Loads every write definition (the features' modules), for changes kept from an earlier visit. */
  loadWrites?: () => Promise<unknown>;
  /** 'Failed to {action}: {message}', for a queued change the server refused later. */
  onRefused?(description: string): void;
  /** After changes that had waited reached the server (`left`: those still needing the traveller). */
  onSynced?(count: number, left: number): void;
  /** A 401 while sending: the session expired (the queue keeps everything for the next sign-in). */
  onSessionExpired?(): void;
  /** Another traveller's (or a signed-out one's) answers were dropped: drop their pictures too. */
  onCacheCleared?(): void;
}

export interface Sync {
  outbox: Outbox;
  /** Resolves once the changes kept from earlier visits are loaded (and their writes registered). */
  ready: Promise<void>;
  /** Redoes every waiting change over the cache (after the persisted cache was restored). */
  reapply(): void;
  keepMine(entryId: string): Promise<void>;
  keepTheirs(entryId: string): Promise<void>;
  discard(entryId: string): Promise<void>;
  describe(entry: OutboxEntry): string;
  /** Signs out: forgets the user's queued changes. */
  forgetUser(userId: string): Promise<void>;
  stop(): void;
}

function readOwner(): string | null {
  try {
    return globalThis.localStorage?.getItem(CACHE_OWNER_KEY) ?? null;
  } catch {
    return null; // storage blocked: the in-memory owner still guards this page's life
  }
}

function writeOwner(userId: string | null) {
  try {
    if (userId) globalThis.localStorage?.setItem(CACHE_OWNER_KEY, userId);
    else globalThis.localStorage?.removeItem(CACHE_OWNER_KEY);
  } catch {
    // As above.
  }
}

/**
 * Binds the outbox to a QueryClient: every registered write becomes a named mutation whose
 * `mutationFn` queues the change, then shows it; the outbox follows the browser's
 * connection (TanStack's `onlineManager`) and the signed-in user (the current-user query); changes
 * still waiting are applied again over every fresh server answer.
 */
export function installSync(queryClient: QueryClient, outbox: Outbox, options: SyncOptions = {}): Sync {
  const refreshAfterDrain = new Map<string, () => Promise<unknown>>();
  let needsFullRefresh = false;

  async function submit(definition: AnyWrite, variables: unknown): Promise<unknown> {
    let request = definition.request(variables);
    const recordId = definition.recordId?.(variables) ?? null;
    const isCreateQueued =
      recordId !== null &&
      outbox
        .pendingEntries()
        .some(
          (entry) =>
            entry.request.method === 'POST' &&
            (entry.recordId === recordId ||
              (writeDefinition(entry.name)?.createdIds?.(entry.variables).includes(recordId) ?? false)),
        );
    if (request.ifMatch && isCreateQueued) request = { ...request, ifMatch: undefined };
    // Kept on the device first, shown after: the cache (and the copy of it the device keeps) never
    // holds a change the outbox could lose. Not queued (no storage, nobody signed in): not shown.
    const { outcome } = await outbox.enqueue({ name: definition.name, variables, request, recordId });
    definition.apply?.(queryClient, variables);
    const result = await outcome;
    if (result.kind === 'sent') {
      definition.settle?.(queryClient, result.data, variables);
      reapply(); // a later change to the same record, still waiting, stays on screen
      await definition.refresh(queryClient, variables);
      return result.data;
    }
    if (result.kind === 'refused') {
      // Taken back: the queries are read again, with the changes still waiting redone over them.
      void definition.refresh(queryClient, variables);
      throw new HttpError(result.status, result.body);
    }
    return definition.local?.(variables, queryClient);
  }

  function install(definition: AnyWrite) {
    queryClient.setMutationDefaults([definition.name], {
      // `submit` shows the change once the outbox has it (not in `onMutate`, before it is kept).
      mutationFn: (variables: unknown) => submit(definition, variables),
      // The outbox decides when to send; TanStack must not pause or retry on its own.
      networkMode: 'always',
      retry: false,
    });
    // Registered late (its page's code loaded after a reload): show its waiting changes now.
    if (outbox.pendingEntries().some((entry) => entry.name === definition.name)) queueMicrotask(reapply);
  }
  for (const definition of registry.values()) install(definition);
  installed.add(install);

  function reapply() {
    for (const entry of outbox.pendingEntries()) {
      try {
        writeDefinition(entry.name)?.apply?.(queryClient, entry.variables);
      } catch {
        // A change that no longer fits the cached data (its list is gone): the server decides.
      }
    }
  }

  // Whose answers the cache holds (kept on the device across reloads): when someone else signs in
  // on this browser, none of them may show.
  // The owner is kept beside the cache (a reload, or the sign-in page after an expired session,
  // must not forget whose answers these are).
  let cacheOwner: string | null = readOwner();
  const forgetOthersAnswers = () =>
    queueMicrotask(() => {
      queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]) !== CURRENT_USER_PATH });
      options.onCacheCleared?.();
    });
  function onUser(userId: string | null, isServerAnswer: boolean) {
    if (userId && cacheOwner && userId !== cacheOwner) forgetOthersAnswers();
    // Signed out, as the server says (not a copy restored offline): nobody's answers stay on screen.
    if (!userId && isServerAnswer && cacheOwner) {
      forgetOthersAnswers();
      cacheOwner = null;
      writeOwner(null);
    }
    if (userId && userId !== cacheOwner) {
      cacheOwner = userId;
      writeOwner(userId);
    }
    outbox.setUser(userId);
  }

  let isReapplyScheduled = false;
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    // The signed-in user, however the query got its answer: fetched, set after a sign-in, or
    // restored from the device (hydration adds the query rather than updating it).
    if (
      String(event.query.queryKey[0]) === CURRENT_USER_PATH &&
      (event.type === 'added' || event.type === 'updated')
    ) {
      const user = event.query.state.data as CurrentUser | null | undefined;
      if (user !== undefined) onUser(user?.id ?? null, event.type === 'updated');
    }
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      if (isReapplyScheduled || outbox.pendingEntries().length === 0) return;
      isReapplyScheduled = true;
      queueMicrotask(() => {
        isReapplyScheduled = false;
        reapply();
      });
    }
  });

  const initialUser = queryClient.getQueryData<CurrentUser | null>([CURRENT_USER_PATH]);
  if (initialUser) onUser(initialUser.id, false);
  outbox.setOnline(onlineManager.isOnline());
  const unsubscribeOnline = onlineManager.subscribe((isOnline) => outbox.setOnline(isOnline));

  outbox.setEvents({
    delivered(entry, data) {
      if (!entry.isDeferred) return; // the screen that made it settles it (submit)
      const definition = writeDefinition(entry.name);
      if (!definition) {
        needsFullRefresh = true;
        return;
      }
      definition.settle?.(queryClient, data, entry.variables);
      reapply();
      refreshAfterDrain.set(entry.name + JSON.stringify(entry.variables), () =>
        definition.refresh(queryClient, entry.variables),
      );
    },
    refused(entry) {
      const definition = writeDefinition(entry.name);
      options.onRefused?.(
        `Failed to ${definition?.action ?? 'save a change'}: ${entry.problem?.message ?? 'Please try again.'}`,
      );
      if (definition) void definition.refresh(queryClient, entry.variables);
      else void queryClient.invalidateQueries();
    },
    sessionExpired() {
      options.onSessionExpired?.();
    },
    drained(synced) {
      const refreshes = [...refreshAfterDrain.values()];
      refreshAfterDrain.clear();
      if (needsFullRefresh) {
        needsFullRefresh = false;
        void queryClient.invalidateQueries();
      } else {
        for (const refresh of refreshes) void refresh();
      }
      if (synced > 0) {
        const left = outbox.snapshot().entries.length;
        options.onSynced?.(synced, left);
      }
    },
  });

  const ready = outbox.load().then(async () => {
    // Every traveller's entries: the signed-in user is often not known yet (the cache restores later).
    const hasUnknown = outbox.allEntries().some((entry) => !registry.has(entry.name));
    // Their code may not come (offline, no service worker yet): the others are still redone.
    if (hasUnknown && options.loadWrites) await options.loadWrites().catch(() => undefined);
    reapply();
  });

  async function settleWithServerVersion(entryId: string, refreshOnly: boolean) {
    const entry = await outbox.discard(entryId);
    if (!entry) return;
    const definition = writeDefinition(entry.name);
    if (!definition) return void queryClient.invalidateQueries();
    const current = entry.problem?.current;
    if (!refreshOnly && current !== undefined) definition.settle?.(queryClient, current, entry.variables);
    await definition.refresh(queryClient, entry.variables);
  }

  return {
    outbox,
    ready,
    reapply,
    keepMine: (entryId) => outbox.keepMine(entryId),
    keepTheirs: (entryId) => settleWithServerVersion(entryId, false),
    discard: (entryId) => settleWithServerVersion(entryId, true),
    describe: (entry) => writeDefinition(entry.name)?.describe(entry.variables) ?? 'A change',
    forgetUser: (userId) => outbox.clearUser(userId),
    stop() {
      installed.delete(install);
      unsubscribeCache();
      unsubscribeOnline();
    },
  };
}
