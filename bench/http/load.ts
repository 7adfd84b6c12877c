/** The load: the endpoints' requests, autocannon driving them, and what a slice measured. */
import autocannon from 'autocannon';
import type { Variant } from './capture.js';
import { cpuTimeOf } from './processes.js';

export interface Endpoint {
  key: string;
  name: string;
  method: 'GET' | 'POST';
  read: boolean;
  variants: (Variant & { makeBody?: () => string })[];
}

export interface Measured {
  rps: number;
  /** CPU time the server's process spent per request (user + system), in µs. */
  cpuUs?: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** The request autocannon is about to send, as `setupRequest` may rewrite it. */
export interface OutgoingRequest {
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  method?: string;
}

/** Makes the outgoing request one variant's (a fresh body for a create, none for a read). */
export function asVariant(req: OutgoingRequest, method: string, variant: Endpoint['variants'][number]) {
  req.method = method;
  req.path = variant.path;
  req.headers = variant.headers;
  const body = variant.makeBody?.() ?? variant.body;
  if (body !== undefined) req.body = body;
  else delete req.body;
  return req;
}

/** autocannon, `connections` at once, each request the next variant in turn (another session). */
export async function drive(
  base: string,
  method: string,
  variants: Endpoint['variants'],
  {
    connections,
    warmUp,
    duration,
    pid,
  }: { connections: number; warmUp: number; duration: number; pid?: number },
): Promise<Measured> {
  let next = 0;
  const request = {
    method,
    setupRequest: (req: OutgoingRequest) =>
      asVariant(req, method, variants[next++ % variants.length] as Endpoint['variants'][number]),
  };
  const run = (duration: number) => autocannon({ url: base, connections, duration, requests: [request] });
  if (warmUp > 0) await run(warmUp);
  const cpuBefore = cpuTimeOf(pid);
  const result = await run(duration);
  const cpuAfter = cpuTimeOf(pid);
  if (result['2xx'] === 0)
    throw new Error(`${method} ${variants[0]?.path}: no 2xx answer (is the server still up?)`);
  return {
    rps: result.requests.average,
    cpuUs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export const average = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

export const median = <T>(values: T[], key: (value: T) => number): T | undefined =>
  [...values].sort((a, b) => key(a) - key(b))[Math.floor((values.length - 1) / 2)];
