/**
 * Link previews (issue 12): the Open Graph and Twitter card tags of the pages a traveller pastes
 * into a messenger: a shared cruise, a public profile and a ship. The server adds them to the head
 * of index.html per request; every other page gets the plain file. One query at most per page.
 */
import type { Database } from '../db/client.js';
import { sharedMediaUrl } from '../media/access.js';
import { findPublicUserCard, findShipCard } from '../shares/repository.js';
import { findSharedCruiseByToken } from '../shares/service.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute, or left out when the page has no picture. */
  image?: string;
}

const SITE_NAME = 'Cruise Companion';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A stored image's absolute URL: our own paths under the public URL, http(s) URLs as they are. An
 * SVG (a built-in default picture) is left out: link previews do not show SVG images.
 */
function absoluteImage(publicUrl: string, url: string | null | undefined): string | undefined {
  if (!url || /\.svg$/i.test(url)) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl.replace(/\/+$/, '')}${url}`;
  return /^https?:\/\//i.test(url) ? url : undefined;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (iso: string) => DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));

/** The preview of the page at this path, or undefined for a page that has none. */
export async function findPageMeta(database: Database, publicUrl: string, pathname: string) {
  const [, section, key, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (!key || rest.length > 0) return undefined;
  const param = decodeURIComponentSafe(key);
  if (param === undefined) return undefined;

  if (section === 'share') {
    const cruise = await findSharedCruiseByToken({ database }, param);
    if (!cruise) return undefined;
    return {
      title: `${cruise.tripName || cruise.primaryDestination} — ${cruise.shipName}`,
      description: `${formatDate(cruise.sailDate)} – ${formatDate(cruise.returnDate)} · ${cruise.primaryDestination} with ${cruise.cruiseLine}`,
      // The link's token goes with its cover's address, or a messenger's preview could not read it.
      image: absoluteImage(publicUrl, sharedMediaUrl(cruise.coverPhotoUrl, param)),
    } satisfies PageMeta;
  }
  if (section === 'user' && UUID.test(param)) {
    const user = await findPublicUserCard(database.db, param);
    if (!user) return undefined;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'A traveller';
    return {
      title: `${name} on ${SITE_NAME}`,
      description: user.hometown
        ? `${name} from ${user.hometown}: cruises, stats and travel log.`
        : `${name}'s cruises, stats and travel log.`,
      image: absoluteImage(publicUrl, user.profileImageUrl),
    } satisfies PageMeta;
  }
  if (section === 'ships' && param.length <= 200) {
    const ship = await findShipCard(database.db, param);
    if (!ship) return undefined;
    return {
      title: `${ship.shipName} — ${ship.operator}`,
      description: `${ship.shipName} of ${ship.operator}: facts and figures in the ${SITE_NAME} ship directory.`,
      image: absoluteImage(publicUrl, ship.coverImage),
    } satisfies PageMeta;
  }
  return undefined;
}

function decodeURIComponentSafe(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The head tags of a preview, every value HTML-escaped. */
export function renderMetaTags(meta: PageMeta, pageUrl: string): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  return tags
    .map(([attr, name, value]) => `<meta ${attr}="${name}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}

/** The head tags of the page at this path (for registerClientAssets), or undefined. */
export function pageHeadOf(database: Database, publicUrl: string) {
  return async (pathname: string) => {
    const meta = await findPageMeta(database, publicUrl, pathname);
    return meta && renderMetaTags(meta, `${publicUrl.replace(/\/+$/, '')}${pathname}`);
  };
}
