import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Where the e2e server's SMTP catcher writes mail (reset links); read by e2e/support/mail.ts. */
export const mailDir = path.join(tmpdir(), `cruise-e2e-mail-${port}`);
const baseURL = `http://127.0.0.1:${port}`;
/** The second server, on PGlite, when the first is on PostgreSQL. */
const smokePort = port + 1;

/** The built app on a fresh data folder (scripts/e2e-server.mjs), on PostgreSQL when `databaseUrl` is given. */
function e2eServer(serverPort: number, databaseUrl: string | undefined) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUST_PROXY: specs give requests an address of their own with X-Forwarded-For (rate limits).
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      E2E_MAIL_DIR: path.join(tmpdir(), `cruise-e2e-mail-${serverPort}`),
      TRUST_PROXY: 'loopback',
      ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
// Debian's Chromium (never a downloaded browser); scripts/test.mjs resolves and checks it.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // One retry, with a trace recorded only then: a test that fails once shows why, and a flaky one
  // still fails the run (scripts/test.mjs counts it).
  retries: 1,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Guards against hangs, not speed tests. The longest journeys take 20–30 s on a quiet 2-core
  // machine and up to a minute on a busy one (28 November: the whole suite 16 → 39 minutes, the
  // same build): waits are sized for the busy one, so a slow day does not read as a failure.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The built app installs a service worker: pages could come from its precache and its fetches
    // escape page.route. Specs run without it; the PWA and offline specs opt in with
    // test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // The app honours reduced motion (app.css): dialogs, sheets and toasts appear at once, so no
    // click waits for a slide to settle and axe for a fade to end. Nothing tested moves.
    reducedMotion: 'reduce',
  },
  // A spec about layout or accessibility runs at both sizes. A journey whose logic is the same at
  // both sizes runs once, at the size its traveller uses (keyboard walks of dialogs: desktop): `*.phone.spec.ts` (at sea: offline,
  // the installed app, photos) and `*.desktop.spec.ts` (accounts, planning, the logbook, profiles).
  // `accessibility.spec.ts` checks every member page's fit on a phone, so layout stays covered.
  projects: [
    {
      name: 'desktop',
      testIgnore: [/\.phone\.spec\.ts$/, /\.quiet\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: [/\.desktop\.spec\.ts$/, /\.quiet\.spec\.ts$/],
      // A test of logic in a spec that runs at both sizes says so with `{ tag: '@one-size' }`.
      grepInvert: /@one-size/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    // With DATABASE_URL the app under test runs on PostgreSQL; the embedded PGlite path (the one
    // `npm start` takes) keeps a short journey end to end, on a second server.
    ...(process.env.DATABASE_URL
      ? [
          {
            name: 'pglite-smoke',
            testMatch: /cruises\.spec\.ts$/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1440, height: 900 },
              launchOptions,
              baseURL: `http://127.0.0.1:${smokePort}`,
            },
          },
        ]
      : []),
    {
      // Measurements of the server's own responsiveness (`*.quiet.spec.ts`): after every other
      // spec, with nothing else running, so another worker's browser does not take the CPU.
      name: 'quiet',
      testMatch: /\.quiet\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
      use: { launchOptions },
    },
  ],
  webServer: [
    e2eServer(port, process.env.DATABASE_URL),
    ...(process.env.DATABASE_URL ? [e2eServer(smokePort, undefined)] : []),
  ],
});
