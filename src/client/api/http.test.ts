/**
 * The API client's contract (SPEC.md sections 7 and 8), against a real HTTP server on loopback:
 * error messages are "status: body", 401 reads as "signed out" where asked, and session expiry
 * shows one toast and redirects after 500 ms.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../offline/connectivity';
import { apiRequest, errorMessage, HttpError, isUnauthorizedError } from './http';
import {
  createQueryClient,
  getQueryFn,
  handleSessionExpiry,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
} from './query-client';

let server: Server;
let base: string;
const seen: { method: string; url: string; contentType: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], body });
      if (req.url === '/ok')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      if (req.url === '/unauthorized') return res.writeHead(401).end('{"message":"Unauthorized"}');
      if (req.url === '/empty-error') return res.writeHead(503).end();
      return res.writeHead(409, { 'content-type': 'application/json' }).end('{"message":"Email taken"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('sends JSON bodies with a JSON content type', async () => {
    await apiRequest('POST', `${base}/ok`, { name: 'Ana' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"name":"Ana"}',
    });
  });

  it('raises "status: body" for a failure, and exposes the server message', async () => {
    const error = await apiRequest('POST', `${base}/conflict`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('409: {"message":"Email taken"}');
    expect(errorMessage(error, 'fallback')).toBe('Email taken');
  });

  it('uses the status text when the body is empty', async () => {
    const error = await apiRequest('GET', `${base}/empty-error`).catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
  });
});

describe('the default query loader', () => {
  it('GETs the first element of the query key', async () => {
    const data = await new QueryClient().fetchQuery({
      queryKey: [`${base}/ok`, 'ignored'],
      queryFn: getQueryFn({ on401: 'throw' }),
    });
    expect(data).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/ok' });
  });

  it('turns 401 into null when asked (the current-user query), and into an error otherwise', async () => {
    const client = new QueryClient();
    await expect(
      client.fetchQuery({ queryKey: [`${base}/unauthorized`], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
    const error = await client
      .fetchQuery({ queryKey: [`${base}/unauthorized`, 2], queryFn: getQueryFn({ on401: 'throw' }) })
      .catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('is configured without retries of answers, focus refetching or staleness', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ refetchOnWindowFocus: false, refetchInterval: false });
    // Only a request that got no answer is asked again (offline/connectivity.test.ts): never an answer.
    const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new HttpError(500, 'Internal Server Error'))).toBe(false);
    expect(retry(0, new HttpError(404, 'Not Found'))).toBe(false);
    expect(retry(0, new NetworkError('no answer'))).toBe(true);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('keeps an answer no page shows any more (a gcTime past 2^31 − 1 ms would drop it at once)', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['/api/kept'], queryFn: () => 'album' });
    const unsubscribe = observer.subscribe(() => {});
    await client.fetchQuery({ queryKey: ['/api/kept'], queryFn: () => 'album' });
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(['/api/kept'])).toBe('album');
  });
});

describe('session expiry', () => {
  it('redirects to /api/login 500 ms after a 401 Unauthorized, once, and ignores other errors', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    handleSessionExpiry(new Error('409: {"message":"Email taken"}'), navigate);
    handleSessionExpiry(new HttpError(401, '{"message":"Unauthorized"}'), navigate);
    handleSessionExpiry(new HttpError(401, '{"message":"Unauthorized"}'), navigate);
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/api/login');
    vi.useRealTimers();
  });
});
