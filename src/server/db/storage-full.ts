/**
 * Tells "the server cannot write to its disk" (full, over quota, or mounted read-only) from other
 * failures: PostgreSQL's and PGlite's `disk_full` (SQLSTATE 53100, "could not extend file ... No
 * space left on device"), and a media file write's ENOSPC, EDQUOT or EROFS. The error handler
 * answers 503 with a message saying nothing was saved (a transaction rolls back, an upload removes
 * the files it stored), so the offline queue keeps the change and sends it again later.
 */
const ERRNO_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);
const SQLSTATE_DISK_FULL = '53100';

export function isStorageFull(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (code === SQLSTATE_DISK_FULL || (typeof code === 'string' && ERRNO_CODES.has(code))) return true;
    current = current.cause;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE =
  "The server can't save anything right now: its disk is full or read-only. Nothing was changed; try again later.";
