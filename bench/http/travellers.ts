/** The demo travellers the benchmark signs in, and the requests each endpoint sends as them. */
import { randomUUID } from 'node:crypto';
import type { Config } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { seedDemo } from '../../src/server/demo/run-seed.js';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../../src/server/demo/seed-demo.js';
import { createMediaStore } from '../../src/server/media/store.js';
import { seedShipCatalogue } from '../../src/server/ships/catalogue.js';
import type { Endpoint } from './load.js';

const SEARCHES = ['royal', 'princess', 'harmony', 'star', 'celebrity', 'norwegian', 'queen', 'sea'];

/** Fresh ids and addresses: each traveller signs in from an address of its own. */
const addressOf = (i: number) => `10.77.${(i >> 8) & 255}.${i & 255}`;

export async function signIn(base: string, emails: string[]) {
  const cookies: string[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      const res = await fetch(`${base}/api/auth/login/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
        body: JSON.stringify({ email: emails[i], password: DEMO_PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`sign-in of ${emails[i]}: ${res.status} ${await res.text()}`);
      cookies[i] = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return cookies;
}

/** Seeds the demo data and picks, per signed-in traveller, the ids its requests use. */
export async function seed(
  config: Config,
  { travellers: count, sessions }: { travellers: number; sessions: number },
) {
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await runMigrations(database, { databaseUrl: config.databaseUrl });
    await seedShipCatalogue(database);
    const result = await seedDemo({
      database,
      media: createMediaStore(config),
      seed: 1,
      travellers: count,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `  seeded ${result.counts.users ?? '?'} travellers, ${result.counts.cruises ?? '?'} cruises, ${result.files} files in ${seconds} s`,
    );
    await database.query('analyze');
    const travellers = await database.query<{ id: string; email: string; cruise: string; checklist: string }>(
      `select u.id, u.email,
         (select c.id from cruises c where c.user_id = u.id
            and exists (select 1 from photos p where p.cruise_id = c.id)
            and exists (select 1 from itinerary_items i where i.cruise_id = c.id)
          order by c.id limit 1) as cruise,
         (select k.id from checklists k join cruises c on c.id = k.cruise_id where c.user_id = u.id
          order by k.id limit 1) as checklist
       from users u where u.email like $1 order by u.email limit $2`,
      [`%@${DEMO_EMAIL_DOMAIN}`, sessions],
    );
    const profiles = await database.query<{ id: string }>(
      `select id from users where email like $1 and profile_visibility = 'public' order by id limit $2`,
      [`%@${DEMO_EMAIL_DOMAIN}`, sessions],
    );
    const ships = await database
      .query<{ id: string }>(
        `select id from ships where id in (select distinct ship_id from cruises where ship_id is not null) order by id limit 200`,
      )
      .catch(() => database.query<{ id: string }>('select id from ships order by id limit 200'));
    return { travellers, profiles: profiles.map((row) => row.id), ships: ships.map((row) => row.id) };
  } finally {
    await database.close();
  }
}

export function endpoints(picked: Awaited<ReturnType<typeof seed>>, cookies: string[]): Endpoint[] {
  const travellers = picked.travellers.map((t, i) => ({
    ...t,
    cookie: cookies[i] as string,
    address: addressOf(i),
  }));
  const headersOf = (t: (typeof travellers)[number]) => ({
    cookie: t.cookie,
    'x-forwarded-for': t.address,
    'accept-encoding': 'br, gzip',
  });
  const withCruise = travellers.filter((t) => t.cruise);
  const withChecklist = travellers.filter((t) => t.checklist);
  const get = (
    key: string,
    name: string,
    list: typeof travellers,
    pathOf: (t: (typeof travellers)[number], i: number) => string,
  ): Endpoint => ({
    key,
    name,
    method: 'GET',
    read: true,
    variants: list.map((t, i) => ({ path: pathOf(t, i), headers: headersOf(t) })),
  });
  const list: Endpoint[] = [
    get('cruises', 'GET /api/cruises', travellers, () => '/api/cruises'),
    get('stats', 'GET /api/stats', travellers, () => '/api/stats'),
    get('cruise', 'GET /api/cruises/{id}', withCruise, (t) => `/api/cruises/${t.cruise}`),
    get(
      'itinerary',
      'GET /api/cruises/{id}/itinerary',
      withCruise,
      (t) => `/api/cruises/${t.cruise}/itinerary`,
    ),
    get('photos', 'GET /api/cruises/{id}/photos', withCruise, (t) => `/api/cruises/${t.cruise}/photos`),
    get(
      'ship',
      'GET /api/ships/{id}',
      travellers,
      (_, i) => `/api/ships/${encodeURIComponent(picked.ships[i % picked.ships.length] as string)}`,
    ),
    get(
      'search',
      'GET /api/ships?q=…',
      travellers,
      (_, i) => `/api/ships?q=${SEARCHES[i % SEARCHES.length]}&limit=12`,
    ),
    get('operators', 'GET /api/ships/operators', travellers, () => '/api/ships/operators'),
    get(
      'profile',
      'GET /api/users/{id}',
      travellers,
      (_, i) => `/api/users/${picked.profiles[(i + 1) % picked.profiles.length]}`,
    ),
    get('shell', 'GET / (HTML shell)', travellers, () => '/'),
    {
      key: 'checklist-item',
      name: 'POST /api/checklist-items',
      method: 'POST',
      read: false,
      variants: withChecklist.map((t, i) => {
        const body = (id: string) =>
          JSON.stringify({ id, checklistId: t.checklist, text: `Bench item ${i}` });
        return {
          path: '/api/checklist-items',
          headers: { ...headersOf(t), 'content-type': 'application/json' },
          body: body(randomUUID()),
          makeBody: () => body(randomUUID()),
        };
      }),
    },
  ];
  return list;
}

/** Keeps the variants that answer 2xx (a private profile, a cruise without photos would not). */
export async function preflight(base: string, list: Endpoint[]) {
  for (const endpoint of list) {
    if (endpoint.method !== 'GET') continue;
    const ok: Endpoint['variants'] = [];
    const statuses = new Map<number, number>();
    for (const variant of endpoint.variants) {
      const res = await fetch(`${base}${variant.path}`, { headers: variant.headers });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.ok) ok.push(variant);
    }
    if (ok.length < endpoint.variants.length) {
      console.log(
        `  ${endpoint.name}: kept ${ok.length} of ${endpoint.variants.length} (${JSON.stringify([...statuses])})`,
      );
    }
    if (ok.length === 0) throw new Error(`${endpoint.name}: no request answered 2xx`);
    endpoint.variants = ok;
  }
}
