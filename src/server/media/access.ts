import type { Db } from '../db/client.js';
import { findMediaAccess, type MediaAccess } from './access-repository.js';

export type { MediaAccess } from './access-repository.js';

/** Who may read a stored picture: `public`, its `owner`, a share link's holder (`shared`), or `denied`. */
export function mediaAccess(
  db: Db,
  key: string,
  who: { userId?: string | null; shareToken?: string | null },
): Promise<MediaAccess> {
  return findMediaAccess(db, key, who);
}

/** A shared page's picture address: the share token goes with it, so the link's holder may read it. */
export function sharedMediaUrl(url: string, token: string): string;
export function sharedMediaUrl(url: string | null, token: string): string | null;
export function sharedMediaUrl(url: string | null, token: string): string | null {
  if (!url?.startsWith('/media/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}share=${encodeURIComponent(token)}`;
}
