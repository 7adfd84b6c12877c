import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { ImportResultSchema } from '../../shared/schemas/data-export.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import { AppError } from '../errors.js';
import { type DataExportContext, exportFileName, exportUserData } from './export-service.js';
import { importUserData } from './import-service.js';

/**
 * "Your data": `GET /api/export` streams the caller's zip; `POST /api/import` takes one back as
 * the raw body (`Content-Type: application/zip`, at most IMPORT_MAX_MB). Both act only on the
 * session's user: no id is taken from the request.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<{
  ctx: DataExportContext;
  importMaxBytes: number;
}> = async (app, { ctx, importMaxBytes }) => {
  // Only this plugin's routes read zip bodies (Fastify scopes parsers to the plugin).
  app.addContentTypeParser(
    'application/zip',
    { parseAs: 'buffer', bodyLimit: importMaxBytes },
    (_request, body, done) => done(null, body),
  );

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
      bodyLimit: importMaxBytes,
      schema: {
        response: {
          200: ImportResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          413: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(
          'IMPORT_NEEDS_ZIP',
          415,
          'Send the export zip itself as the body, with Content-Type: application/zip.',
        );
      }
      return importUserData(ctx, requireUserId(request), request.body);
    },
  );
};
