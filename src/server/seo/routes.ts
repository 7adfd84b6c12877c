/**
 * What search engines read (issue 15): `/robots.txt` and `/sitemap.xml`. The sitemap lists the
 * public pages and every ship page; traveller profiles stay out of it (a public profile is for the
 * people it is shared with, not a list to crawl) and shared cruises are never indexed.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { listShipIds } from './repository.js';

/** The pages anyone may open, in the order a visitor meets them. */
const PUBLIC_PAGES = ['/', '/ships', '/login', '/privacy-policy', '/terms-of-service'];
/** Pages that need a session or hold a capability: nothing there for a crawler. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/share/',
  '/dashboard',
  '/planner',
  '/add-cruise',
  '/logbook',
  '/stats',
  '/profile',
  '/cruise/',
  '/reset-password',
];
/** Ships change only when the catalogue is imported: the sitemap is rebuilt at most this often. */
const SITEMAP_TTL_MS = 10 * 60_000;

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string, shipIds: string[]): string {
  const urls = [...PUBLIC_PAGES, ...shipIds.map((id) => `/ships/${encodeURIComponent(id)}`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${xmlEscape(publicUrl + url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export async function seoRoutes(
  app: FastifyInstance,
  { database, publicUrl }: { database: Database; publicUrl: string },
) {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );

  let cached: { xml: string; at: number } | undefined;
  app.get('/sitemap.xml', async (_request, reply) => {
    if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS) {
      cached = { xml: sitemapXml(publicUrl, await listShipIds(database.db)), at: Date.now() };
    }
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(cached.xml);
  });
}
