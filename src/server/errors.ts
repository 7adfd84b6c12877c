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
