/**
 * An expected failure with a stable code: the error handler answers `{ message, code }` with
 * the given status, e.g. `throw new AppError('CRUISE_NOT_FOUND', 404, 'Cruise not found')`.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (code: string, message: string) => new AppError(code, 404, message);

/**
 * A create whose client-made id already names another user's record (or another parent's): 409,
 * so the offline queue can tell "refused" from "already saved" (docs/security.md, Authorization).
 */
export const idTaken = () => new AppError('ID_TAKEN', 409, 'This id is already used by another record.');

/**
 * A record beyond RECORD_LIMITS (shared/limits.ts): refused with the limit named, nothing written.
 * `count` is what there is now; the new record would make one more.
 */
export function requireFewerThan(count: number, limit: number, message: string): void {
  if (count >= limit) throw new AppError('LIMIT_REACHED', 400, message);
}
