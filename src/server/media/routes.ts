import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { MEDIA_KEY_PATTERN } from './images.js';
import type { MediaStore } from './store.js';

/** A key names one version of one image forever (a new image gets a new key). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { message: 'Not found', code: 'NOT_FOUND' };

const MediaParamsSchema = z.object({ key: z.string().regex(MEDIA_KEY_PATTERN) });

/** True when an If-None-Match header lists this ETag (weak comparison, as RFC 9110 asks) or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * `GET /media/:key`: stored images, public because keys are unguessable (144 random bits). A key
 * that is not one this app makes answers 404 like a missing one, without reaching the store.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
  app.get(
    '/media/:key',
    {
      schema: {
        params: MediaParamsSchema,
        // Bytes, sent as-is (only JSON answers go through the serializer).
        response: { 200: z.instanceof(Buffer), 304: z.null(), 404: ErrorResponseSchema },
      },
      // A malformed key is a missing image (404), not a bad request (400).
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.code(404).send(NOT_FOUND);
      const object = await store.get(request.params.key);
      if (!object) return reply.code(404).send(NOT_FOUND);
      const etag = `"${createHash('sha256').update(object.bytes).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type(object.contentType).send(object.bytes);
    },
  );
};
