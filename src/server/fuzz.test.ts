/**
 * Hostile input on every JSON route in the route table (issue 15): fast-check makes bodies, path
 * parameters and query strings of the wrong types, huge and deeply nested values,
 * prototype-pollution keys, unicode edge cases, SQL and HTML injection strings and other
 * travellers' ids. No answer may be a 5xx, every 4xx says what was wrong in a `message`, a
 * refused request changes nothing in the database, and nothing pollutes Object.prototype.
 *
 * Most requests are built to get past the schema (the traveller's own record, signed in, a body
 * it accepts with one field spoiled), so the hostile value reaches the handler and the database.
 * The seed is fixed, so a run is repeatable; `FUZZ_SEED=… FUZZ_RUNS=…` explores further (a
 * handler that throws on any accepted body is caught within 20 runs).
 */

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import { tablesInDependencyOrder } from './db/schema.js';
import { signUp } from './test-support/auth-helpers.js';
import { migratedScratchPostgres } from './test-support/fresh-databases.js';
import { ownershipFixtures } from './test-support/ownership-fixtures.js';
import { createTestApp, type TestContext } from './test-support/test-app.js';
import { fromSnapshot } from './test-support/test-database.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Routes left out, and why. */
const SKIPPED: Record<string, string> = {
  'GET /api/logout': 'ends the session the other requests are made with (its own tests cover it)',
};

/** Tables a refused request may still touch: sessions roll, and failed sign-ins are counted. */
const BOOKKEEPING = new Set(['session', 'auth_attempts', 'proof_of_work_redemptions', 'app_meta']);

const INJECTIONS = [
  "' OR '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as it is.
  '${7*7}{{7*7}}',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '🚢🏴‍☠️👩‍👩‍👧‍👦',
  'ẞ İ ı ǅ',
  '   ',
  '',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x1F',
  '2027-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '__proto__',
  'constructor',
  'x'.repeat(70_000),
  'ä'.repeat(5_000),
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'userId', ''),
  fc.string({ maxLength: 8 }),
);
const hostileLeaf = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 2 ** 31, 1e308, -1e308, 0.1),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
}));

/** A JSON text: it can say what an object literal cannot, like an own "__proto__" key. */
type Body = { text: string } | undefined;
const json = (value: unknown): Body => ({ text: JSON.stringify(value) ?? 'null' });

/** A value of the same type as `example` that a schema may still let through to the handler. */
function sameTypeAs(example: unknown): fc.Arbitrary<unknown> {
  if (typeof example === 'string') return hostileString;
  if (typeof example === 'number') {
    return fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 1e308),
    );
  }
  return hostileValue;
}

/**
 * Bodies for a route, most of them a body it accepts with one field spoiled (so the hostile value
 * reaches the handler and the database, not only the schema); the rest something else entirely,
 * an own "__proto__" key, deep nesting, or broken JSON.
 */
function bodies(valid: object | undefined): fc.Arbitrary<Body> {
  const base = (valid ?? {}) as Record<string, unknown>;
  const keys = Object.keys(base);
  const spoiled = (value: fc.Arbitrary<unknown>, key: fc.Arbitrary<string>) =>
    fc.record({ key, value }).map(({ key: name, value: bad }) => json({ ...base, [name]: bad }));
  return fc.oneof(
    ...(keys.length > 0
      ? [
          {
            weight: 6,
            arbitrary: fc
              .constantFrom(...keys)
              .chain((key) => spoiled(sameTypeAs(base[key]), fc.constant(key))),
          },
          { weight: 2, arbitrary: spoiled(hostileValue, fc.constantFrom(...keys)) },
        ]
      : []),
    spoiled(hostileValue, hostileKey),
    // An own "__proto__" or "constructor" key, which would pollute a naive merge.
    fc.constantFrom('__proto__', 'constructor').map(
      (key): Body => ({
        text: JSON.stringify(base).replace(
          /^\{/,
          `{"${key}":{"polluted":true,"prototype":{"polluted":true}}${keys.length > 0 ? ',' : ''}`,
        ),
      }),
    ),
    // Anything at all in the body's place.
    hostileValue.map(json),
    // Deeply nested arrays and objects.
    fc
      .integer({ min: 50, max: 5_000 })
      .map((depth) => ({ text: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
    fc
      .integer({ min: 50, max: 2_000 })
      .map((depth) => ({ text: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` })),
    // Not JSON, though it says it is.
    fc
      .constantFrom('{', '{"a":}', "{'a':1}", 'undefined', '\u0000', '[1,]', '{"a":1}{"a":2}')
      .map((text) => ({ text })),
    fc.constant(undefined),
  );
}

let ctx: TestContext;
let scratch: Awaited<ReturnType<typeof migratedScratchPostgres>> | undefined;
let own: Database | undefined;
beforeAll(async () => {
  // A refused request must leave the whole database as it was, and every request hashes all of it:
  // this file has a database of its own (on PostgreSQL other files write to the run's database at
  // the same time; the worker's shared PGlite holds every earlier file's rows, which made each
  // hash, and the file, three times slower).
  if (process.env.TEST_DB === 'postgres') scratch = await migratedScratchPostgres(process.env.DATABASE_URL!);
  else own = await fromSnapshot();
  ctx = await createTestApp({ database: scratch?.database ?? own });
});
afterAll(async () => {
  await ctx.close();
  await scratch?.dispose();
  await own?.close();
});

/** Every user-data table's row count and content hash, in one statement. */
async function fingerprint(): Promise<string> {
  const tables = tablesInDependencyOrder.filter((table) => !BOOKKEEPING.has(table));
  const rows = await ctx.database.query<{ t: string; n: number; h: string }>(
    tables
      .map(
        (table) =>
          `select '${table}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
      )
      .join(' union all '),
  );
  return rows.map((row) => `${row.t}:${row.n}:${row.h}`).join(' ');
}

describe('hostile input on every JSON route', () => {
  it('never answers 5xx, says what was wrong, and a refused request changes nothing', async () => {
    const { OWNED_RECORDS, BODY_OWNED } = ownershipFixtures(ctx);
    const traveller = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const routes = ctx.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        !(`${route.method} ${route.url}` in SKIPPED),
    );
    expect(routes.length).toBeGreaterThan(80);

    const problems: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const owned = OWNED_RECORDS[url];
      // Ids that exist: the traveller's own record (the request reaches the handler's real work)
      // and another traveller's (it must be as unknown as a made-up one).
      const ownId = owned ? await owned.create(traveller.cookie) : undefined;
      const strangersId = owned ? await owned.create(stranger.cookie) : undefined;
      const bodyParent = BODY_OWNED[key] ? await BODY_OWNED[key].parent(traveller.cookie) : undefined;
      const valid = bodyParent ? BODY_OWNED[key]?.payload(bodyParent) : owned?.payload;
      const param = fc.oneof(
        ...(ownId ? [{ weight: 4, arbitrary: fc.constant(ownId) }] : []),
        ...(strangersId ? [fc.constant(strangersId)] : []),
        hostileString
          .filter((text) => text.length > 0)
          .map((text) => encodeURIComponent(text.toWellFormed())),
        // Broken percent-encoding and dot segments, sent as they are.
        fc.constantFrom('%', '%E0%A4%A', '%FF%FE', '%00', '..', '%2e%2e', '%C0%AF'),
      );
      const query = fc.array(
        fc.tuple(
          fc.constantFrom(
            'q',
            'limit',
            'offset',
            'status',
            'kind',
            'date',
            'year',
            'operator',
            'sort',
            'include',
          ),
          hostileString,
        ),
        { maxLength: 3 },
      );
      const hasBody = method !== 'GET' && method !== 'DELETE';

      await fc
        .assert(
          fc.asyncProperty(
            param,
            query,
            hasBody ? bodies(valid) : fc.constant(undefined),
            fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
            async (paramValue, queryPairs, body, signedIn) => {
              const path = url.replace(/:[A-Za-z]+/g, paramValue);
              const search = new URLSearchParams(queryPairs).toString();
              const before = hasBody || method === 'DELETE' ? await fingerprint() : undefined;
              const res = await ctx.app.inject({
                method: method as 'POST',
                url: search ? `${path}?${search}` : path,
                headers: {
                  ...(signedIn ? { cookie: traveller.cookie } : {}),
                  ...(body ? { 'content-type': 'application/json' } : {}),
                },
                payload: body?.text,
              });
              const what = `${key} ${path.slice(0, 80)}?${search.slice(0, 80)} ${body?.text.slice(0, 120) ?? ''}`;
              expect(res.statusCode, `${what} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
              expect(
                ({} as Record<string, unknown>).polluted,
                `${what} polluted Object.prototype`,
              ).toBeUndefined();
              if (res.statusCode >= 400) {
                // The provider sign-in routes are pages a browser is sent to: they answer a page.
                const isPage = String(res.headers['content-type']).startsWith('text/html');
                const message = isPage
                  ? /<title>[^<]+<\/title>/.exec(res.body)?.[0]
                  : (res.json() as { message?: unknown }).message;
                expect(typeof message === 'string' && message.trim().length > 0, `${what}: no message`).toBe(
                  true,
                );
                if (before !== undefined)
                  expect(await fingerprint(), `${what} changed the database`).toBe(before);
              }
            },
          ),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) => {
          const cause = error.cause instanceof Error ? error.cause.message : '';
          problems.push(
            `${key}: ${cause.split('\n')[0]}\n${error.message.split('\n').slice(0, 3).join('\n')}`,
          );
        });
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
