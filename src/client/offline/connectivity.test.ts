/**
 * Reachability, not the browser's word (issue 29, point 0): against a real HTTP server on loopback,
 * a query whose request gets no answer pauses with the answer it had and is asked again once a probe
 * reaches the server; an answer, even an error, is final; the outbox's transport reports the same.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { reportNetworkFailure, startConnectivity } from './connectivity';
import { browserTransport } from './transport';

type Handle = { server: Server; url: string; hits: number };

/** A server on loopback; an answer of `null` drops the connection instead (no answer at all). */
async function listen(answer: (path: string) => [number, string] | null, port = 0): Promise<Handle> {
  const handle = { hits: 0 } as Handle;
  handle.server = createServer((req, res) => {
    handle.hits += 1;
    const reply = answer(req.url ?? '/');
    if (!reply) return void req.socket.destroy();
    const [status, body] = reply;
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => handle.server.listen(port, '127.0.0.1', resolve));
  handle.url = `http://127.0.0.1:${(handle.server.address() as AddressInfo).port}`;
  return handle;
}

const close = (handle: Handle) => new Promise<void>((resolve) => handle.server.close(() => resolve()));

let servers: Handle[] = [];
afterEach(async () => {
  await Promise.all(servers.map(close));
  servers = [];
  onlineManager.setOnline(true);
});

describe('the app online only while its server answers', () => {
  it('pauses a query that got no answer, keeping what it shows, and asks again once a probe reaches the server', async () => {
    // The link drops every connection while `isDown` (the ship's Wi-Fi without internet).
    let isDown = false;
    let name = 'Norwegian fjords';
    const server = await listen(() => (isDown ? null : [200, JSON.stringify({ name })]));
    servers.push(server);
    startConnectivity({ probe: async () => !isDown });
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does: paused queries resume when the app is online again
    const key = `${server.url}/api/cruises/1`;
    await client.fetchQuery({ queryKey: [key] });

    isDown = true;
    const refetch = client.refetchQueries({ queryKey: [key] });
    await expect.poll(() => client.getQueryState([key])?.fetchStatus, { timeout: 5_000 }).toBe('paused');
    expect(onlineManager.isOnline()).toBe(false);
    expect(client.getQueryState([key])).toMatchObject({
      status: 'success',
      data: { name: 'Norwegian fjords' },
    });

    // In port: the server answers the probe (2 s after the failure), and the query is asked again.
    name = 'Norwegian fjords, day 3';
    isDown = false;
    await expect.poll(() => onlineManager.isOnline(), { timeout: 8_000 }).toBe(true);
    await refetch;
    expect(client.getQueryData([key])).toEqual({ name: 'Norwegian fjords, day 3' });
    client.unmount();
  });

  it('takes any answer as final: a 500 is asked once and shown as an error, online', async () => {
    const server = await listen(() => [500, '{"message":"Something went wrong"}']);
    servers.push(server);
    const client = createQueryClient();
    const error = await client.fetchQuery({ queryKey: [`${server.url}/api/stats`] }).catch((e: unknown) => e);
    expect(String(error)).toContain('500');
    expect(server.hits).toBe(1);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('goes offline when the outbox gets no answer, and not when it gets one', async () => {
    const server = await listen(() => [409, '{"message":"changed elsewhere"}']);
    servers.push(server);
    const answer = await browserTransport.send({ method: 'PUT', url: `${server.url}/api/x`, body: {} });
    expect(answer.status).toBe(409);
    expect(onlineManager.isOnline()).toBe(true);
    const port = Number(new URL(server.url).port);
    await close(server);
    servers = [];
    await expect(
      browserTransport.send({ method: 'PUT', url: `http://127.0.0.1:${port}/api/x`, body: {} }),
    ).rejects.toThrow('could not be reached');
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('stays offline after a failure until a probe succeeds, probing less often while it fails', async () => {
    vi.useFakeTimers();
    let probes = 0;
    startConnectivity({
      probe: async () => {
        probes += 1;
        return probes >= 2;
      },
    });
    reportNetworkFailure();
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(probes).toBe(0);
    // The first probe (after 2 s) fails, the second (4 s later) reaches the server.
    await vi.advanceTimersByTimeAsync(200);
    expect([probes, onlineManager.isOnline()]).toEqual([1, false]);
    await vi.advanceTimersByTimeAsync(3_900);
    expect([probes, onlineManager.isOnline()]).toEqual([2, true]);
    vi.useRealTimers();
  });
});
