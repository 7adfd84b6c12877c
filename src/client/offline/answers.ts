import type { BackoffOptions } from './outbox-types';

/**
 * How the outbox reads the server's answers: which ones mean "try again later", how long to wait,
 * the message of a refusal, and whether a 409's current record already holds the change.
 */

/** Answers that say "try again later" rather than "no". */
export const TRANSIENT_STATUSES = new Set([408, 425, 429, 502, 503, 504]);

/** The wait before attempt `failures + 1`: base × 2^(failures−1), capped, ±20 % jitter. */
export function backoffDelay(failures: number, options: BackoffOptions, random: number): number {
  const raw = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(raw * (0.8 + 0.4 * random));
}

export function parseJson(body: string): unknown {
  if (!body) return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export function messageOf(body: string, status: number): string {
  const parsed = parseJson(body);
  if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
    return (parsed as { message: string }).message;
  }
  return typeof parsed === 'string' && parsed ? parsed : `HTTP ${status}`;
}

const normalize = (value: unknown): unknown => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value === undefined ? null : value;
};

function sameValue(sent: unknown, stored: unknown): boolean {
  const a = normalize(sent);
  const b = normalize(stored);
  if (a === b) return true;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (a && b && typeof a === 'object' && typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  if (typeof a === 'string' && typeof b === 'string') {
    // Dates and times: '2026-07-01' sent, '2026-07-01T00:00:00.000Z' stored, and the like.
    const ta = Date.parse(a);
    const tb = Date.parse(b);
    return !Number.isNaN(ta) && ta === tb;
  }
  return false;
}

/**
 * True when the record the server has already holds every field the update sent: the update was
 * made before and only its answer was lost, so its 409 is no conflict.
 */
export function isAlreadyApplied(body: Record<string, unknown> | undefined, current: unknown): boolean {
  if (!body || !current || typeof current !== 'object') return false;
  const record = current as Record<string, unknown>;
  return Object.entries(body).every(([key, value]) => {
    if (key === 'updatedAt') return true;
    // A picture sent as a data URL is stored as a /media/ URL: sent and kept if there is one now.
    if (typeof value === 'string' && value.startsWith('data:')) return typeof record[key] === 'string';
    // A journal entry's photoIds come back as its photos.
    if (key === 'photoIds' && Array.isArray(value) && Array.isArray(record.photos)) {
      const stored = (record.photos as { id?: unknown }[]).map((photo) => photo.id);
      return value.length === stored.length && value.every((id) => stored.includes(id));
    }
    return key in record && sameValue(value, record[key]);
  });
}
