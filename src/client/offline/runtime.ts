import { type QueryClient, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Outbox, type OutboxSnapshot } from './outbox';
import { deviceOutboxStore } from './outbox-store';
import { installSync, type Sync, type SyncOptions, type WriteDefinition } from './sync';
import { browserTransport } from './transport';

let current: Sync | null = null;

/** Starts the app's one outbox (IndexedDB, the browser's fetch) on the app's QueryClient. */
export function startSync(queryClient: QueryClient, options: SyncOptions): Sync {
  if (current) return current;
  const outbox = new Outbox({ store: deviceOutboxStore(), transport: browserTransport });
  current = installSync(queryClient, outbox, options);
  return current;
}

export function getSync(): Sync | null {
  return current;
}

const EMPTY: OutboxSnapshot = {
  entries: [],
  heldForSignIn: 0,
  status: 'idle',
  retryAt: null,
  progress: null,
};
const noop = () => () => {};

/** The queue as the screen shows it (re-renders on every change of it). */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(
    current ? (listener) => current!.outbox.subscribe(listener) : noop,
    () => current?.outbox.snapshot() ?? EMPTY,
  );
}

/**
 * The named mutation of a write: `useWrite(addDay).mutate(variables)`. The write's own options
 * (queue, optimistic change, settling) come from its registration; `options` adds what this screen
 * does afterwards (a toast, closing a dialog).
 */
export function useWrite<TVariables, TData>(
  definition: WriteDefinition<TVariables, TData>,
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationKey' | 'mutationFn'> = {},
) {
  return useNamedWrite<TVariables, TData>(definition.name, options);
}

/**
 * `useWrite` by the write's name, for a page that loads the write's module (and what it needs, such
 * as zod) after its first screen: that module must be loaded before the first `mutate`.
 */
export function useNamedWrite<TVariables, TData>(
  name: string,
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationKey' | 'mutationFn'> = {},
) {
  return useMutation<TData, Error, TVariables>({ mutationKey: [name], ...options });
}
