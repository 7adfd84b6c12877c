import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Small, idempotent edits of cached answers for the offline writes (`apply` and `settle`): each can
 * run again over its own result, or over a fresh server answer, and give the same list. A query
 * that is not cached is left alone (the page that needs it reads it from the server).
 */

/** Changes a cached answer; nothing when it is not in the cache (or the change returns undefined). */
export function editCached<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  edit: (data: T) => T | undefined,
) {
  queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? undefined : edit(data)));
}

/** The list with `record` in the place `compare` gives it (replacing the record of the same id). */
export function upsertSorted<T extends { id: string }>(
  list: readonly T[],
  record: T,
  compare: (a: T, b: T) => number,
): T[] {
  const others = list.filter((other) => other.id !== record.id);
  const index = others.findIndex((other) => compare(record, other) < 0);
  return index === -1 ? [...others, record] : [...others.slice(0, index), record, ...others.slice(index)];
}

/** The list with `record` added in its place, unless one of that id is there already (kept as it is). */
export function insertSorted<T extends { id: string }>(
  list: readonly T[],
  record: T,
  compare: (a: T, b: T) => number,
): T[] | undefined {
  return list.some((other) => other.id === record.id) ? undefined : upsertSorted(list, record, compare);
}

export function removeById<T extends { id: string }>(list: readonly T[], id: string): T[] | undefined {
  return list.some((other) => other.id === id) ? list.filter((other) => other.id !== id) : undefined;
}

/** Ascending like PostgreSQL's `ORDER BY x ASC`: nulls last. */
export function compareNullsLast(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * When a record made on this device was created: the time inside its UUIDv7 id, so a create
 * redone over the cache gives the very same record (and the server's order by creation time).
 */
export function createdAtOf(id: string): string {
  const hex = id.replace(/-/g, '');
  const millis = id[14] === '7' ? Number.parseInt(hex.slice(0, 12), 16) : Number.NaN;
  return new Date(Number.isFinite(millis) ? millis : 0).toISOString();
}

/** Blank text → null, other text trimmed (as the API's schemas store it). */
export function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
