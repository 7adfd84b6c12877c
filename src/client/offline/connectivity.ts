import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the app can reach its server, which is not what `navigator.onLine` says. At sea the
 * phone is often on the ship's Wi-Fi without an internet package (or behind its sign-in portal):
 * the browser says online, and every request fails. Trusting the browser there made queries that
 * had answers on the device turn into "could not be loaded", and queued changes wait out a back-off
 * of up to a minute after the connection came back (issue 29, point 0).
 *
 * So TanStack's `onlineManager` (which the queries, the outbox and the status bar follow) is driven
 * from here: offline when the browser says so or when a request fails without an answer; online
 * again only once the server itself has answered a probe. Probes run when the browser says it is
 * back, when the page becomes visible, and on a back-off while the browser claims a connection
 * that does not work.
 */

/** A request that got no answer at all (no network, a portal's dead end, a stalled link). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError;
}

const PROBE_URL = '/api/health';
const PROBE_TIMEOUT_MS = 10_000;
const FIRST_PROBE_MS = 2_000;
const LONGEST_PROBE_GAP_MS = 15_000;

type Probe = () => Promise<boolean>;

/** Our server answered: its health route's JSON (a portal's HTML page or redirect is not it). */
async function probeServer(): Promise<boolean> {
  try {
    const res = await fetch(PROBE_URL, {
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'error',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return (res.headers.get('content-type') ?? '').includes('application/json');
  } catch {
    return false;
  }
}

let probe: Probe = probeServer;
let timer: ReturnType<typeof setTimeout> | null = null;
let gap = FIRST_PROBE_MS;
let isProbing = false;

function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function clearTimer() {
  if (timer) clearTimeout(timer);
  timer = null;
}

/** Asks the server now; online if it answers, else tries again later (while the browser claims a connection). */
async function checkNow(): Promise<void> {
  clearTimer();
  if (browserSaysOffline()) return onlineManager.setOnline(false);
  if (isProbing) return;
  isProbing = true;
  let isReachable = false;
  try {
    isReachable = await probe();
  } finally {
    isProbing = false;
  }
  if (isReachable && !browserSaysOffline()) {
    gap = FIRST_PROBE_MS;
    onlineManager.setOnline(true);
    return;
  }
  scheduleProbe();
}

function scheduleProbe() {
  if (timer || browserSaysOffline()) return; // the browser's 'online' event starts the next probe
  timer = setTimeout(() => {
    timer = null;
    void checkNow();
  }, gap);
  gap = Math.min(gap * 2, LONGEST_PROBE_GAP_MS);
}

/**
 * A request failed without an answer: the app is offline until a probe reaches the server. Queries
 * pause (keeping what they show) instead of failing, and the outbox holds its changes.
 */
export function reportNetworkFailure(): void {
  onlineManager.setOnline(false);
  scheduleProbe();
}

/**
 * Drives TanStack's online state from the browser's events and the server's answers (main.tsx,
 * before anything is fetched). `options.probe` replaces the server check in tests.
 */
export function startConnectivity(options: { probe?: Probe } = {}): void {
  probe = options.probe ?? probeServer;
  gap = FIRST_PROBE_MS;
  clearTimer();
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === 'undefined') return undefined; // tests outside a browser drive it by hand
    const onOffline = () => {
      clearTimer();
      setOnline(false);
    };
    // Back, says the browser: believed once the server answers.
    const onOnline = () => void checkNow();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !onlineManager.isOnline()) void checkNow();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimer();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  });
  // A reload at sea starts offline; a start on the browser's word is corrected by the first failure.
  onlineManager.setOnline(!browserSaysOffline());
}

/**
 * TanStack's retry rule for the app's queries: a request that got no answer is tried again once the
 * server is reachable (the query pauses meanwhile and keeps its data); any answer is final.
 */
export function retryWithoutAnswer(failureCount: number, error: unknown): boolean {
  return isNetworkError(error) && failureCount < 1_000;
}

/** Between such tries: short, as the query pauses anyway until a probe reaches the server. */
export const retryDelayWithoutAnswer = (failureCount: number) => Math.min(500 * 2 ** failureCount, 10_000);

/**
 * What a fetch that threw becomes: a cancellation stays what it was; anything else is the network's
 * failure, reported (the app goes offline until a probe succeeds) and raised as a NetworkError.
 */
export function failedWithoutAnswer(error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return error;
  reportNetworkFailure();
  return new NetworkError('The server could not be reached. Check your connection.', { cause: error });
}
