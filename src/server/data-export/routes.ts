import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { ImportResultSchema } from '../../shared/schemas/data-export.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import { AppError } from '../errors.js';
import { type DataExportContext, exportFileName, exportUserData } from './export-service.js';
import { importUserData } from './import-service.js';
import { IMPORT_CONCURRENCY, ImportBusyError, ImportSlots } from './import-slots.js';

const tooLarge = (maxBytes: number) =>
  new AppError(
    'IMPORT_TOO_LARGE',
    413,
    `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB an import may be.`,
  );

/**
 * Streams the upload to `file`, counting: above `maxBytes` it stops and answers 413. Only a
 * buffer's worth of the body is in memory at any time, however large the file.
 */
async function saveBody(body: Readable, file: string, maxBytes: number): Promise<void> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INVALID_EXPORT_FILE', 400, 'The upload was cut short; nothing was imported.');
  }
}

/**
 * "Your data": `GET /api/export` streams the caller's zip; `POST /api/import` takes one back as
 * the raw body (`Content-Type: application/zip`, at most IMPORT_MAX_MB), streamed to a temporary
 * file (never held in memory) and read from there. One import per member and
 * {@link IMPORT_CONCURRENCY}.perServer per server run at once; beyond that 429 with Retry-After,
 * before the body is read. Both act only on the session's user: no id is taken from the request.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<{
  ctx: DataExportContext;
  importMaxBytes: number;
  /** Imports at once on this server (default {@link IMPORT_CONCURRENCY}.perServer). */
  importConcurrency?: number;
}> = async (app, { ctx, importMaxBytes, importConcurrency }) => {
  const slots = new ImportSlots(importConcurrency ?? IMPORT_CONCURRENCY.perServer);

  // Only this plugin's routes read zip bodies (Fastify scopes parsers to the plugin). The body
  // is handed on as the request's stream: the handler writes it to disk, counting its bytes.
  app.addContentTypeParser('application/zip', (_request, payload, done) => done(null, payload));

  app.get('/api/export', { onRequest: requireSignIn }, async (request, reply) => {
    const stream = await exportUserData(ctx, requireUserId(request), request.log);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.post(
    '/api/import',
    {
      onRequest: requireSignIn,
      schema: {
        response: {
          200: ImportResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(body instanceof Readable)) {
        throw new AppError(
          'IMPORT_NEEDS_ZIP',
          415,
          'Send the export zip itself as the body, with Content-Type: application/zip.',
        );
      }
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > importMaxBytes) throw tooLarge(importMaxBytes);

      const userId = requireUserId(request);
      let release: () => void;
      try {
        release = slots.acquire(userId);
      } catch (error) {
        if (!(error instanceof ImportBusyError)) throw error;
        return reply
          .status(429)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ message: error.message, code: error.code });
      }
      const dir = await mkdtemp(path.join(tmpdir(), 'cruise-import-')).catch((error) => {
        release();
        throw error;
      });
      try {
        const file = path.join(dir, 'import.zip');
        await saveBody(body, file, importMaxBytes);
        return await importUserData(ctx, userId, file);
      } finally {
        release();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
};
