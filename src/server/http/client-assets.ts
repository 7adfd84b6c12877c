import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type EncodedBody, encodeOnce, sendEncoded } from './unchanging.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Files of the build (not pages) outside /assets/: the service worker, its Workbox runtime, the
 * manifest, the icons and the built-in pictures. Missing, they answer 404, never index.html: a browser must not take a
 * page for a worker script or a manifest.
 */
const BUILD_FILES = /^\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|icons\/.*|defaults\/.*)$/;

/**
 * Serves the built single-page app: hashed files under /assets/ cached for a year (their names
 * change with their content), precompressed .br/.gz served when the browser accepts them, and
 * every other GET for a page answered with index.html so client routes load directly. Files
 * outside /assets/ (index.html, the service worker, the manifest, icons) are revalidated on every
 * use, so a new version is seen at once: the service worker's update check relies on it.
 */
/**
 * The extra head tags of a page (link previews, src/server/og/page-meta.ts), or undefined for the
 * plain index.html.
 */
export type PageHead = (pathname: string) => Promise<string | undefined>;

export async function registerClientAssets(app: FastifyInstance, clientDir: string, pageHead?: PageHead) {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Source maps stay on the server (built hidden, for debugging): never sent to browsers.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  /** A preview that cannot be made (a database hiccup) leaves the page plain, never broken. */
  async function headOf(pathname: string) {
    if (!pageHead) return undefined;
    try {
      return await pageHead(pathname);
    } catch (error) {
      app.log.warn({ err: error }, 'page preview tags skipped');
      return undefined;
    }
  }

  let shell: EncodedBody | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (
      !wantsPage ||
      pathname.startsWith('/assets/') ||
      pathname.startsWith('/media/') ||
      BUILD_FILES.test(pathname)
    ) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet: run `npm run build` (npm start does it for you).');
    }
    reply.header('cache-control', REVALIDATE);
    // The reset page's URL holds a token: never send it onwards in a Referer header.
    if (pathname.replace(/\/+$/, '') === '/reset-password') reply.header('referrer-policy', 'no-referrer');
    // A shared cruise's URL is its capability: never sent onwards, never indexed.
    if (pathname.startsWith('/share/')) {
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-robots-tag', 'noindex');
    }
    const head = await headOf(pathname);
    if (head) {
      const html = await readFile(indexFile, 'utf8');
      return reply.type('text/html; charset=utf-8').send(injectHead(html, head));
    }
    // The shell every page route answers, read and compressed once: the build never changes under
    // a running server (issue 15's unchanging responses).
    shell ??= encodeOnce(await readFile(indexFile));
    return sendEncoded(request, reply.type('text/html; charset=utf-8'), shell);
  });
}

/** index.html with extra tags at the end of its head. */
function injectHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}  ${tags}\n  ${html.slice(end)}`;
}
