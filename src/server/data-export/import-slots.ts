/**
 * How many imports run at once: one per member, and a few per server (an import inflates and
 * re-encodes pictures, which takes CPU and some memory). A request beyond either answers 429
 * with Retry-After before its body is read.
 */
import { AppError } from '../errors.js';

export const IMPORT_CONCURRENCY = {
  /** Imports running at once on this server. */
  perServer: 2,
  /** Seconds a refused caller is told to wait (Retry-After). */
  retryAfterSeconds: { member: 30, server: 15 },
} as const;

/** The 429 of a busy import: the route answers it with Retry-After. */
export class ImportBusyError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, 429, message);
  }
}

export class ImportSlots {
  private readonly running = new Set<string>();

  constructor(private readonly perServer: number = IMPORT_CONCURRENCY.perServer) {}

  /** Takes a slot for `userId`, or throws the 429 to answer; the returned function gives it back (once). */
  acquire(userId: string): () => void {
    if (this.running.has(userId)) {
      throw new ImportBusyError(
        'IMPORT_IN_PROGRESS',
        'An import of yours is still running; nothing was imported. Wait for it to finish, then try again.',
        IMPORT_CONCURRENCY.retryAfterSeconds.member,
      );
    }
    if (this.running.size >= this.perServer) {
      throw new ImportBusyError(
        'IMPORT_SERVER_BUSY',
        'The server is busy with other imports; nothing was imported. Try again in a moment.',
        IMPORT_CONCURRENCY.retryAfterSeconds.server,
      );
    }
    this.running.add(userId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running.delete(userId);
    };
  }

  get size(): number {
    return this.running.size;
  }
}
