/**
 * What search engines read (issue 15): `/robots.txt` and `/sitemap.xml`. The sitemap lists the
 * public pages and every ship page; traveller profiles stay out of it (a public profile is for the
 * people it is shared with, not a list to crawl) and shared cruises are never indexed.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { sitemapOf } from './service.js';

/** The pages anyone may open, in the order a visitor meets them. */
const PUBLIC_PAGES = ['/', '/ships', '/login', '/privacy-policy', '/terms-of-service'];
/**
 * The API, and shared cruises (their address is a capability; they also answer noindex). Member
 * pages stay crawlable: a crawler is shown the sign-in page, and a page closed to robots.txt is
 * reported as not indexable.
 */
const PRIVATE_PREFIXES = ['/api/', '/share/'];

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

  const sitemap = sitemapOf(database, (shipIds) => sitemapXml(publicUrl, shipIds));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemap()),
  );
}
