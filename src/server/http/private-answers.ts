/**
 * A member's own reads (JSON sent with `cache-control: private, …`) carry a validator, and their
 * compression is done once per distinct answer (issue 15).
 *
 * - **Never kept by the browser.** Every member answer is `private, no-store` (`PRIVATE_ANSWER`):
 *   a copy in the browser's HTTP cache outlived the app's Logout and was handed to any script on
 *   the site that asked with `cache: 'only-if-cached'` (issue 29, point 1). The app keeps what it
 *   needs offline in its own store, which Logout clears.
 * - **ETag and 304.** The weak ETag is a hash of the body. A client that kept the answer itself may
 *   send it back in `If-None-Match`, and an answer that has not changed comes back as a 304 with no
 *   body: a few hundred bytes on a ship's satellite link.
 * - **Compression kept by content.** The compressed forms of a body are kept under that same hash
 *   in a small memory, the least recently used going first, so an unchanged answer asked again
 *   (reopened, refetched on focus, replayed by the offline sync) is not compressed again. Keyed by
 *   the body's own hash, an entry is only ever sent as the bytes it was made from: two members can
 *   share one only when their answers are the same, byte for byte.
 *
 * Runs before @fastify/compress's own hook, which leaves an answer with a content encoding alone.
 */
import { hash as digest } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { namesEtag, preferredEncoding, setValidator } from './negotiation.js';

/** How every answer that holds a member's own data is sent: never stored by the browser. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * Brotli for answers made per request: quality 2 costs a third of quality 4 (about 60 µs against
 * 140 µs for a 7 KB cruise list on the 2-core machine) for 9 % more bytes.
 */
export const PER_REQUEST_BROTLI = {
  params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 2 },
};
const PER_REQUEST_GZIP_LEVEL = 6;
/** Smaller answers are sent as they are (as @fastify/compress's threshold). */
export const COMPRESS_FROM_BYTES = 1024;

interface Compressed {
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
}

/** Compressed bodies by hash, the least recently used dropped first beyond `maxBytes`. */
export class CompressedBodies {
  readonly #entries = new Map<string, Compressed>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  /** The body in `encoding`, compressed now unless it was kept. */
  get(hash: string, plain: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
    let entry = this.#entries.get(hash);
    if (entry) {
      this.#entries.delete(hash);
      this.#entries.set(hash, entry);
    } else {
      entry = { bytes: 0 };
      this.#entries.set(hash, entry);
    }
    let body = entry[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(plain, PER_REQUEST_BROTLI)
          : gzipSync(plain, { level: PER_REQUEST_GZIP_LEVEL });
      entry[encoding] = body;
      entry.bytes += body.length;
      this.#bytes += body.length;
      this.#trim();
    }
    return body;
  }

  #trim() {
    for (const [hash, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      this.#entries.delete(hash);
      this.#bytes -= entry.bytes;
    }
  }
}

function isPrivateJson(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string {
  if (typeof payload !== 'string' || reply.statusCode !== 200) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl !== 'string' || !cacheControl.startsWith('private')) return false;
  if (reply.hasHeader('etag') || reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

export function registerPrivateAnswers(app: FastifyInstance, { maxBytes = 16 * 1024 * 1024 } = {}) {
  const kept = new CompressedBodies(maxBytes);
  app.decorate('compressedBodies', kept);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isPrivateJson(request, reply, payload)) return done(null, payload);
    const hash = digest('sha256', payload, 'base64url').slice(0, 27);
    const etag = `W/"${hash}"`;
    setValidator(reply, etag);
    if (namesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    // By length: a string's UTF-8 size is never less, so what passes is over the threshold (a body
    // short in length but long in bytes is left to the plugin, which compresses it as before).
    const encoding = payload.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request) : undefined;
    // Below the threshold, or no encoding the browser takes: sent as it is (the plugin leaves it).
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    return done(null, kept.get(hash, payload, encoding));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    compressedBodies: CompressedBodies;
  }
}
