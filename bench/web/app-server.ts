/**
 * What both page benchmarks (`run.ts`, `long-tasks.ts`) stand on: the production server on a fresh
 * PGlite, and a signed-in member with one cruise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../../scripts/lib/build.mjs';

export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the app did not start within 60 s');
}

/** A member with one cruise, next July; the cookies sign a browser in as them. */
export async function makeMember(base: string) {
  const email = `bench-web-${Date.now()}@example.com`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Sunset on deck 2027', firstName: 'Marina', lastName: 'Keel' }),
  });
  if (registered.status !== 201)
    throw new Error(`sign-up failed: ${registered.status} ${await registered.text()}`);
  const user = (await registered.json()) as { id: string };
  const cookies = registered.headers.getSetCookie().map((line) => line.split(';')[0] as string);
  const cookie = cookies.join('; ');
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const year = new Date().getFullYear() + 1;
  const cruise = await post('/api/cruises', {
    cruiseLine: 'Princess Cruises',
    shipName: 'Discovery Princess',
    sailDate: `${year}-07-10`,
    returnDate: `${year}-07-17`,
    primaryDestination: 'Inside Passage',
  });
  return {
    userId: user.id,
    cruiseId: cruise.id,
    cookies: cookies.map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name as string, value: value.join('='), url: base };
    }),
  };
}
