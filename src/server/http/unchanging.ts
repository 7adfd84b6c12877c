/**
 * Answers that change only with a new build or a ship import (the page shell, the operators list,
 * a ship's page): serialised (and checked against their response schema) and compressed once,
 * then sent from memory with an ETag, and a 304 to a browser that holds them (issue 15). Not for
 * anything a user writes.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A body with its compressed forms and its ETag, made once. */
export interface EncodedBody {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function encodeOnce(plain: Buffer): EncodedBody {
  return {
    plain,
    br: brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Sends an encoded body (its content type set by the caller): 304 when the browser has it, else
 * the best encoding it accepts.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('etag', body.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.plain);
}

/**
 * A memory of encoded answers by key, each kept `ttlMs`; the oldest goes first when `maxEntries`
 * are held. `load` gives the value, which `schema` checks and strips as the route's schema would;
 * an error it throws (a 404) is answered as usual and nothing is remembered.
 */
export function unchangingAnswers<S extends z.ZodType>(
  schema: S,
  { ttlMs, maxEntries, cacheControl }: { ttlMs: number; maxEntries: number; cacheControl: string },
) {
  const memory = new Map<string, EncodedBody & { at: number }>();
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<z.input<S>>,
  ): Promise<FastifyReply> => {
    const now = Date.now();
    let body = memory.get(key);
    if (!body || now - body.at >= ttlMs) {
      body = { ...encodeOnce(Buffer.from(JSON.stringify(schema.parse(await load())))), at: now };
      if (memory.size >= maxEntries) memory.delete(memory.keys().next().value as string);
      memory.set(key, body);
    }
    reply.header('cache-control', cacheControl).type('application/json; charset=utf-8');
    return sendEncoded(request, reply, body);
  };
}
