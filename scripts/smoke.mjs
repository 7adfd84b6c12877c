// A smoke test of the built app on a given Node.js (CI runs it on the current LTS):
// `node scripts/smoke.mjs /path/to/node`. Starts dist/node/server/main.js on a fresh data folder
// (the embedded database), then over HTTP: the health check, the home page, a sign-up, a cruise
// made and listed. Exits 1 with the server's output on the first thing that is not as it should be.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib/build.mjs';

const node = process.argv[2] ?? process.execPath;
const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-smoke-'));
const base = `http://127.0.0.1:${port}`;
const child = spawn(node, [path.join(root, 'dist', 'node', 'server', 'main.js')], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  output += chunk;
});

function fail(message) {
  console.error(`Smoke test on ${node} failed: ${message}\n--- server output ---\n${output}`);
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function expectStatus(res, status, what) {
  if (res.status !== status) fail(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

const started = Date.now();
for (;;) {
  const up = await fetch(`${base}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (up) break;
  if (child.exitCode !== null) fail(`the server exited with ${child.exitCode}`);
  if (Date.now() - started > 60_000) fail('the server did not answer /api/health within 60 s');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const version = (await (await fetch(`${base}/api/health`)).json()).status;
await expectStatus(await fetch(`${base}/`), 200, 'GET /');
const registered = await expectStatus(
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `smoke-${randomUUID()}@example.com`,
      password: 'Aft-deck sunsets 2027',
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  }),
  201,
  'POST /api/auth/register',
);
const cookie = registered.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
await expectStatus(
  await fetch(`${base}/api/cruises`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      cruiseLine: 'Cunard',
      shipName: 'Queen Mary 2',
      sailDate: '2030-05-01',
      returnDate: '2030-05-08',
      primaryDestination: 'Transatlantic',
    }),
  }),
  201,
  'POST /api/cruises',
);
const list = await (
  await expectStatus(await fetch(`${base}/api/cruises`, { headers: { cookie } }), 200, 'GET /api/cruises')
).json();
if (!Array.isArray(list) || list.length !== 1) fail(`GET /api/cruises: ${JSON.stringify(list)}`);

child.kill('SIGTERM');
await new Promise((resolve) => child.on('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
const nodeVersion = await new Promise((resolve) => {
  const v = spawn(node, ['--version']);
  let text = '';
  v.stdout.on('data', (chunk) => {
    text += chunk;
  });
  v.on('exit', () => resolve(text.trim()));
});
console.log(`Smoke test passed on Node.js ${nodeVersion} (health: ${version}).`);
