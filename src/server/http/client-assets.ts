import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstPageKeys } from '../../shared/first-page-keys.js';
import { escapeHtml } from '../auth/notices.js';
import { hasSignedInHint } from '../auth/sessions.js';
import { loadFirstScreen } from './first-screen.js';
import { PRIVATE_ANSWER } from './private-answers.js';
import { ROUTE_MODULES_FILE, readRoutePreloads } from './route-modules.js';
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

const PRERENDERED_DIR = 'prerendered';

/**
 * The pages the build pre-rendered for visitors (scripts/lib/prerender.mjs: `prerendered/login.html`
 * for `/login`, `prerendered/index.html` for `/`), by path; each encoding is made when first sent.
 */
function readPrerenderedPages(clientDir: string): Map<string, EncodedBody> {
  const dir = path.join(clientDir, PRERENDERED_DIR);
  const pages = new Map<string, EncodedBody>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const pathname = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
    pages.set(pathname, encodeOnce(readFileSync(path.join(dir, file))));
  }
  return pages;
}

/**
 * A visitor's browser: no signed-in hint cookie (auth/sessions.ts). A member's gets the plain
 * shell, whose app asks who is signed in before it renders.
 */
const isVisitor = (request: FastifyRequest) => !hasSignedInHint(request);

/**
 * `<link rel="preload" as="fetch">` for the API answers the page reads first
 * (`shared/first-page-keys.ts`), so the browser asks them with the page's scripts instead of after
 * them; the app's own requests then take the preloaded answers (same address, credentials
 * included). A member page's only when the hint cookie says a session exists (a visitor would be
 * told 401); a public profile's for everyone. Keys that carry the traveller's date are left out:
 * the server does not know the browser's time zone.
 */
function firstDataTags(request: FastifyRequest, pathname: string): string {
  const isPublic = pathname.startsWith('/user/');
  if (!isPublic && isVisitor(request)) return '';
  const at = request.url.indexOf('?');
  const search = at === -1 ? '' : request.url.slice(at);
  return firstPageKeys(pathname, search)
    .filter((key) => !key.includes('today='))
    .map((key) => `<link rel="preload" as="fetch" href="${escapeHtml(key)}" crossorigin="use-credentials">`)
    .join('');
}

/** The shells that name a page's own data, by address: kept for the pages opened most lately. */
const DATA_SHELLS_KEPT = 500;
/**
 * A visitor's rendered directory and ship pages, by address: the catalogue changes only on an
 * import, and the app's own copy of the same answers is fresh for five minutes (SPEC.md section 9).
 */
const PUBLIC_PAGES_KEPT = 500;
const PUBLIC_PAGE_FRESH_MS = 5 * 60_000;

export async function registerClientAssets(app: FastifyInstance, clientDir: string, pageHead?: PageHead) {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  const prerendered = readPrerenderedPages(clientDir);
  const preloadsOf = readRoutePreloads(clientDir);
  const firstScreen = hasClient ? loadFirstScreen(app, clientDir) : undefined;
  const publicPages = new Map<string, { body: EncodedBody; until: number }>();
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Source maps stay on the server (built hidden, for debugging): never sent to browsers.
      // The pre-rendered pages and the routes' module list are read by the server, never sent as files.
      allowedPath: (pathName) =>
        !pathName.endsWith('.map') &&
        !pathName.startsWith(`/${PRERENDERED_DIR}/`) &&
        pathName !== `/${ROUTE_MODULES_FILE}`,
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

  /** The shell of each route (index.html naming the route's modules), read and compressed once. */
  const shells = new Map<string, EncodedBody>();
  const dataShells = new Map<string, EncodedBody>();
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
    const preloads = preloadsOf(pathname);
    const head = await headOf(pathname);
    // The page's first screen rendered here, over its data (http/first-screen.ts).
    const kept = publicPages.get(request.url);
    if (kept && kept.until > Date.now() && isVisitor(request)) {
      return sendEncoded(request, reply.type('text/html; charset=utf-8').header('vary', 'cookie'), kept.body);
    }
    const rendered = await firstScreen?.render(request, preloads?.modules ?? []);
    if (rendered) {
      reply.type('text/html; charset=utf-8').header('vary', 'cookie');
      const html = head ? injectHead(rendered.html, head) : rendered.html;
      if (rendered.isPrivate) return reply.header('cache-control', PRIVATE_ANSWER).send(html);
      if (pathname.startsWith('/user/')) return reply.send(html);
      const body = encodeOnce(Buffer.from(html), 'fast');
      if (publicPages.size >= PUBLIC_PAGES_KEPT)
        publicPages.delete(publicPages.keys().next().value as string);
      publicPages.delete(request.url);
      publicPages.set(request.url, { body, until: Date.now() + PUBLIC_PAGE_FRESH_MS });
      return sendEncoded(request, reply, body);
    }
    const dataTags = firstDataTags(request, pathname);
    if (head) {
      const html = await readFile(indexFile, 'utf8');
      return reply
        .type('text/html; charset=utf-8')
        .send(injectHead(html, head + (preloads?.tags ?? '') + dataTags));
    }
    // Whether the page depends on the hint cookie, for any cache between the browser and us.
    reply.header('vary', 'cookie');
    // Only the page itself: a query may change the first screen (`/login?tab=signup`).
    const page = request.url.includes('?') ? undefined : prerendered.get(pathname.replace(/\/+$/, '') || '/');
    if (page && isVisitor(request)) return sendEncoded(request, reply.type('text/html; charset=utf-8'), page);
    if (dataTags) {
      // Named by its address (a cruise's id), so kept apart from the route's shell.
      let shell = dataShells.get(request.url);
      if (!shell) {
        const html = await readFile(indexFile, 'utf8');
        shell = encodeOnce(Buffer.from(injectHead(html, (preloads?.tags ?? '') + dataTags)));
        if (dataShells.size >= DATA_SHELLS_KEPT) dataShells.delete(dataShells.keys().next().value as string);
      }
      dataShells.delete(request.url);
      dataShells.set(request.url, shell);
      return sendEncoded(request, reply.type('text/html; charset=utf-8'), shell);
    }
    // The shell every page route answers, read and compressed once per route: the build never
    // changes under a running server (issue 15's unchanging responses).
    const route = preloads?.route ?? '';
    let shell = shells.get(route);
    if (!shell) {
      const html = await readFile(indexFile, 'utf8');
      shell = encodeOnce(Buffer.from(preloads ? injectHead(html, preloads.tags) : html));
      shells.set(route, shell);
    }
    return sendEncoded(request, reply.type('text/html; charset=utf-8'), shell);
  });
}

/** index.html with extra tags at the end of its head. */
function injectHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}  ${tags}\n  ${html.slice(end)}`;
}
