/**
 * Database handles that look between a service's statements. `interleaved` makes another
 * request's write land exactly between a service's checks and its own write: `before` runs once,
 * just ahead of the first insert, update or delete on `table`, on the handle that write runs on
 * (the transaction, when there is one, so a lock the service holds never blocks it).
 * `countingReads` counts the reads a call starts.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CruiseContext } from '../cruises/service.js';
import type { DbOrTx } from '../db/client.js';

type WriteKind = 'insert' | 'update' | 'delete';

/** A query builder whose execution waits for `hook` first; its chained calls keep the wait. */
function delayed<T extends object>(builder: T, hook: () => Promise<void>): T {
  const proxy: T = new Proxy(builder, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === 'then' && typeof value === 'function') {
        return (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) =>
          hook().then(() => value.call(target, ok, fail), fail);
      }
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const out = value.apply(target, args);
        if (out === target) return proxy;
        return out && typeof out === 'object' ? delayed(out, hook) : out;
      };
    },
  });
  return proxy;
}

function wrapHandle<H extends object>(
  handle: H,
  on: { kind: WriteKind; table: PgTable },
  state: { armed: boolean },
  before: (handle: DbOrTx) => Promise<unknown>,
): H {
  return new Proxy(handle, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'transaction') {
        return (run: (tx: object) => unknown, config?: unknown) =>
          value.call(target, (tx: object) => run(wrapHandle(tx, on, state, before)), config);
      }
      if (prop === on.kind) {
        return (table: unknown, ...rest: unknown[]) => {
          const builder = value.call(target, table, ...rest);
          if (!state.armed || table !== on.table) return builder;
          return delayed(builder, async () => {
            if (!state.armed) return;
            state.armed = false;
            await before(target as unknown as DbOrTx);
          });
        };
      }
      return value.bind(target);
    },
  });
}

/** `ctx` whose database runs `before` once, right before the first `kind` write on `table`. */
export function interleaved(
  ctx: { database: CruiseContext['database'] },
  on: { kind: WriteKind; table: PgTable },
  before: (handle: DbOrTx) => Promise<unknown>,
): CruiseContext {
  const db = wrapHandle(ctx.database.db, on, { armed: true }, before);
  // The lists' services never touch media; a call that did would fail loudly.
  return { database: { ...ctx.database, db }, media: undefined as never };
}

/** `ctx` whose database counts the reads it starts (`select` builders), for "one query" claims. */
export function countingReads(ctx: { database: CruiseContext['database'] }) {
  let reads = 0;
  const db = new Proxy(ctx.database.db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'select') {
        return (...args: unknown[]) => {
          reads += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  const counted: CruiseContext = { database: { ...ctx.database, db }, media: undefined as never };
  return { ctx: counted, reads: () => reads };
}
