import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP proxy on loopback between an app's `pg` pool and the PostgreSQL server, so a test can make
 * a real outage on the app's connections without stopping the server other work uses:
 * - `stop()`: no longer listening (new connections are refused, ECONNREFUSED, as with a stopped
 *   server) and every open connection destroyed;
 * - `cutOn(pattern)`: the first client message containing `pattern` is not forwarded and the proxy
 *   stops at that moment (a connection lost in the middle of a transaction); `cutAfter(pattern)`:
 *   that message reaches the server, the proxy stops when the answer comes (the server did the
 *   work, the app never hears of it);
 * - `start()`: back to forwarding, on the same port; `start({ frozen: true })`: connections are
 *   accepted but nothing is forwarded (a host that stopped answering).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const hung = new Set<Socket>();
  let frozen = false;
  let cutPattern: string | undefined;
  let cutAfterPattern: string | undefined;
  let cutOnReply = false;
  let server: Server | undefined;
  let port = 0;

  const destroyAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    for (const socket of hung) socket.destroy();
    hung.clear();
  };

  const onConnection = (client: Socket) => {
    if (frozen) {
      // Accepted, never answered: the peer waits until it gives up.
      hung.add(client);
      client.on('error', () => {});
      client.on('close', () => hung.delete(client));
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    client.on('data', (chunk: Buffer) => {
      if (frozen) return;
      if (cutPattern && chunk.includes(cutPattern)) {
        cutPattern = undefined;
        void api.stop();
        return;
      }
      if (cutAfterPattern && chunk.includes(cutAfterPattern)) {
        cutAfterPattern = undefined;
        cutOnReply = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (cutOnReply) {
        cutOnReply = false;
        void api.stop();
        return;
      }
      if (!frozen) client.write(chunk);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(onConnection);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (typeof address === 'object' && address) port = address.port;
        server = next;
        resolve();
      });
    });

  const api = {
    get port() {
      return port;
    },
    /** The proxy's local ports towards the server: `client_port` in `pg_stat_activity`. */
    upstreamPorts() {
      return [...pairs].map(({ upstream }) => upstream.localPort).filter((p): p is number => p !== undefined);
    },
    async stop() {
      const closing = server;
      server = undefined;
      destroyAll();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    /** Listens again; `frozen`: accepts connections but never forwards a byte. */
    async start(options: { frozen?: boolean } = {}) {
      frozen = options.frozen ?? false;
      if (!server) await listen();
    },
    cutOn(pattern: string) {
      cutPattern = pattern;
    },
    /** Forwards the message containing `pattern`, then stops before its answer reaches the client. */
    cutAfter(pattern: string) {
      cutAfterPattern = pattern;
    },
    async close() {
      await api.stop();
    },
  };
  await listen();
  return api;
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
