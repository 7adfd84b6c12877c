import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_TYPES, BookingAnswerSchema, type BookingType } from '../../shared/schemas/bookings.js';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { readBookingDocument } from './service.js';

/** The largest booking document read (a PDF e-ticket with its pictures, an e-mail with one). */
export const BOOKING_MAX_BYTES = 10 * 1024 * 1024;

const tooLarge = () =>
  new AppError(
    'BOOKING_TOO_LARGE',
    413,
    `The document is larger than the ${BOOKING_MAX_BYTES / 1024 / 1024} MB a booking may be.`,
  );
const wrongType = () =>
  new AppError(
    'BOOKING_TYPE',
    415,
    'Send the confirmation as text/plain (its text), message/rfc822 (an .eml file) or application/pdf.',
  );

/** The body, counted as it comes: over the limit it stops with 413, whatever Content-Length said. */
async function readBody(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > BOOKING_MAX_BYTES) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * `POST /api/bookings/read` (signed in): the document itself as the body, typed by its
 * Content-Type. 415 for another type, 413 over {@link BOOKING_MAX_BYTES}, 400 for a document that
 * cannot be read; nothing is saved either way.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  // Only this plugin's route takes these bodies, as streams (Fastify scopes parsers to the plugin).
  app.removeContentTypeParser('text/plain');
  for (const type of BOOKING_TYPES)
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.post(
    '/api/bookings/read',
    {
      onRequest: requireSignIn,
      schema: {
        response: {
          200: BookingAnswerSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      requireUserId(request);
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!(BOOKING_TYPES as readonly string[]).includes(type)) throw wrongType();
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > BOOKING_MAX_BYTES) throw tooLarge();
      const bytes = await readBody(request.body as Readable);
      reply.header('cache-control', PRIVATE_ANSWER);
      return readBookingDocument(database, type as BookingType, bytes);
    },
  );
};
