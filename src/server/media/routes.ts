import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import type { Database } from '../db/client.js';
import { mediaAccess } from './access.js';
import { MEDIA_KEY_PATTERN } from './images.js';
import type { MediaStore } from './store.js';

/** A key names one version of one image forever (a new image gets a new key). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The owner's own pictures: kept by their browser only (Logout's Clear-Site-Data empties it). */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';
/** Read through a share link: kept briefly, so turning the link off soon reaches every browser. */
const SHARED = 'private, max-age=300';
const NOT_FOUND = { message: 'Not found', code: 'NOT_FOUND' };

const MediaParamsSchema = z.object({ key: z.string().regex(MEDIA_KEY_PATTERN) });
const MediaQuerySchema = z.object({ share: z.string().max(64).optional() }).loose();

/** True when an If-None-Match header lists this ETag (weak comparison, as RFC 9110 asks) or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * `GET /media/:key`: stored images, under keys no one can guess (144 random bits), and read only by
 * who may see them (`media/access.ts`): a public picture by anyone, a private one by its owner or
 * through its cruise's share link. Everything else, and a key that is not one this app makes,
 * answers 404 like a missing picture, without reaching the store.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ store: MediaStore; database: Database }> = async (
  app,
  { store, database },
) => {
  app.get(
    '/media/:key',
    {
      schema: {
        params: MediaParamsSchema,
        querystring: MediaQuerySchema,
        // Bytes, sent as-is (only JSON answers go through the serializer).
        response: { 200: z.instanceof(Buffer), 304: z.null(), 404: ErrorResponseSchema },
      },
      // A malformed key is a missing image (404), not a bad request (400).
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.code(404).send(NOT_FOUND);
      const shareToken = typeof request.query.share === 'string' ? request.query.share : null;
      const access = await mediaAccess(database.db, request.params.key, {
        userId: request.auth?.userId,
        shareToken,
      });
      if (access === 'denied') return reply.code(404).send(NOT_FOUND);
      const object = await store.get(request.params.key);
      if (!object) return reply.code(404).send(NOT_FOUND);
      const etag = `"${createHash('sha256').update(object.bytes).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', { public: IMMUTABLE, owner: PRIVATE_IMMUTABLE, shared: SHARED }[access])
        .header('vary', 'cookie')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type(object.contentType).send(object.bytes);
    },
  );
};
