import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isStorageFull, STORAGE_FULL_MESSAGE } from '../db/storage-full.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../errors.js';

interface ValidationIssue {
  path: string;
  message: string;
}

function describeIssues(error: {
  validation: { instancePath: string; message?: string; params?: unknown }[];
}) {
  return error.validation.map<ValidationIssue>((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

/**
 * One place turns errors into answers: validation (the route's or a service's zod parse) → 400
 * with issues, AppError → its status and
 * code, Fastify's own 4xx (bad JSON, wrong content type, body too large) → that status, the
 * database unreachable (stopped, restarting, connection cut) or the disk full or read-only → 503
 * with Retry-After (the offline queue retries it), anything else → a logged 500 with a generic message that leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = describeIssues(error);
      const first = issues[0];
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid request';
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', issues });
    }
    // A service that parses its input again (the same zod schema as the route, or a stricter one)
    // refuses it the same way: a 400 with the issues, never a 500.
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const first = issues[0];
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid request';
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', issues });
    }
    if (error instanceof AppError) {
      // A refusal that ends (a rate limit, a busy import) says when to try again.
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...error.details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    const status = (error as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: (error as FastifyError).code });
    }
    // A 503 is sent as text: a route's own 503 schema (health's) must not turn it into a 500.
    const unavailable = (retryAfterSeconds: number, body: { message: string; code: string }) =>
      reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(body));
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full or read-only');
      return unavailable(60, { message: STORAGE_FULL_MESSAGE, code: 'STORAGE_FULL' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return unavailable(5, { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}
