/**
 * Answers that change only with a new build or a ship import (the page shell, the operators list,
 * a ship's page, a directory search): serialised (and checked against their response schema) once,
 * compressed once per encoding a browser asks for, then sent from memory with an ETag, and a 304
 * to a browser that holds them (issue 15). Not for anything a user writes.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { namesEtag, preferredEncoding, setValidator } from './negotiation.js';

/**
 * How hard to compress. `best` (Brotli 11, gzip 9) for the few answers every visitor gets (the
 * shell, the operators list, ship pages); `fast` (Brotli 5, gzip 6) for answers keyed by what a
 * visitor types, where a flood of distinct searches must not cost a maximal compression each.
 */
export type Compression = 'best' | 'fast';

const LEVELS: Record<Compression, { br: number; gzip: number }> = {
  best: { br: 11, gzip: 9 },
  fast: { br: 5, gzip: 6 },
};

/** A body with its ETag; each compressed form is made the first time a browser asks for it. */
export class EncodedBody {
  readonly etag: string;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;

  constructor(
    readonly plain: Buffer,
    private readonly compression: Compression = 'best',
  ) {
    this.etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
  }

  get br(): Buffer {
    this.#br ??= brotliCompressSync(this.plain, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: LEVELS[this.compression].br,
        [zlib.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
      },
    });
    return this.#br;
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.plain, { level: LEVELS[this.compression].gzip });
    return this.#gzip;
  }
}

export function encodeOnce(plain: Buffer, compression: Compression = 'best'): EncodedBody {
  return new EncodedBody(plain, compression);
}

/**
 * Sends an encoded body (its content type set by the caller): 304 when the browser has it, else
 * the best encoding it accepts.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  setValidator(reply, body.etag);
  if (namesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const encoding = preferredEncoding(request);
  return encoding ? reply.header('content-encoding', encoding).send(body[encoding]) : reply.send(body.plain);
}

interface MemoryOptions<S extends z.ZodType, T> {
  ttlMs: number;
  maxEntries: number;
  cacheControl: string;
  compression?: Compression;
  /** The body out of what `load` gives (default: all of it). */
  bodyOf?: (value: T) => z.input<S>;
  /** Headers that go with the body (a list's total count), kept with it. */
  headersOf?: (value: T) => Record<string, string>;
}

interface Remembered extends EncodedBody {
  at: number;
  headers: Record<string, string> | undefined;
}

/**
 * A memory of encoded answers by key, each kept `ttlMs`; the oldest goes first when `maxEntries`
 * are held. `load` gives the value, whose body `schema` checks and strips as the route's schema
 * would; an error it throws (a 404) is answered as usual and nothing is remembered.
 */
export function unchangingAnswers<S extends z.ZodType, T = z.input<S>>(
  schema: S,
  { ttlMs, maxEntries, cacheControl, compression = 'best', bodyOf, headersOf }: MemoryOptions<S, T>,
) {
  const memory = new Map<string, Remembered>();
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<T>,
  ): Promise<FastifyReply> => {
    const now = Date.now();
    let entry = memory.get(key);
    if (!entry || now - entry.at >= ttlMs) {
      const value = await load();
      const body = bodyOf ? bodyOf(value) : (value as z.input<S>);
      const encoded = encodeOnce(Buffer.from(JSON.stringify(schema.parse(body))), compression);
      entry = Object.assign(encoded, { at: now, headers: headersOf?.(value) });
      memory.delete(key);
      if (memory.size >= maxEntries) memory.delete(memory.keys().next().value as string);
      memory.set(key, entry);
    }
    if (entry.headers) reply.headers(entry.headers);
    reply.header('cache-control', cacheControl).type('application/json; charset=utf-8');
    return sendEncoded(request, reply, entry);
  };
}
