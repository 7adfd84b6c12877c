import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CURRENT_USER_PATH, firstPageKeys, shipImagePath } from '../../shared/first-page-keys.js';
import {
  directoryFilters,
  operatorCountsPath,
  SHIP_PAGE_SIZE,
  shipListPath,
  TOTAL_COUNT_HEADER,
} from '../../shared/ship-directory.js';
import { escapeHtml } from '../auth/notices.js';
import { hasSignedInHint } from '../auth/sessions.js';

/** One query's answer, keyed as the app keys it (client/prerender/prerender.tsx). */
interface FirstAnswer {
  key: readonly unknown[];
  data: unknown;
}

interface Renderer {
  renderPage(url: string, answers: FirstAnswer[]): Promise<{ html: string; title: string } | undefined>;
}

/** Where the build's page template takes the page's modules, title and markup (scripts/lib/prerender.mjs). */
const SLOTS = { modules: '%PAGE_MODULES%', title: '%PAGE_TITLE%', root: '%PAGE_ROOT%' };
const TEMPLATE_FILE = path.join('prerendered', 'page.tpl');
/** The element the app reads the answers from (client/main.tsx). */
export const FIRST_ANSWERS_ID = 'first-answers';
/** The covers looked up with a cruise list: a traveller's first cards, and more. */
const COVERS_WITH_A_LIST = 12;

export interface FirstScreenPage {
  html: string;
  /** Whose data it holds: a member's pages are never kept by a cache on the way. */
  isPrivate: boolean;
}

export interface FirstScreen {
  /**
   * The page at this request's address with its first screen rendered over the API's answers, or
   * undefined for the plain shell (a page that needs no data, or one the server cannot render).
   */
  render(request: FastifyRequest, pageModules: readonly string[]): Promise<FirstScreenPage | undefined>;
}

type Ask = (url: string) => Promise<{ data: unknown; total: string | undefined } | undefined>;

/**
 * Renders a page's first screen on the server, so a phone paints it from the HTML and the style
 * sheet instead of after the app's scripts and then its requests (issue 15): the ship directory
 * and a ship's page for visitors, a member's cruise pages, and a public profile. The answers come
 * from the app's own routes (`inject`, with the browser's cookies: nobody sees more than the API
 * would show them) and go into the page, so the app starts over the same markup from the same
 * answers (client/main.tsx). Answers that depend on the traveller's date are left to the app, as
 * the server does not know their time zone. Undefined without the build's renderer (tests that
 * serve no client).
 */
export function loadFirstScreen(app: FastifyInstance, clientDir: string): FirstScreen | undefined {
  const rendererFile = path.join(clientDir, '..', 'prerender', 'prerender.js');
  const templateFile = path.join(clientDir, TEMPLATE_FILE);
  if (!existsSync(rendererFile) || !existsSync(templateFile)) return undefined;
  const template = readFileSync(templateFile, 'utf8');
  let renderer: Promise<Renderer> | undefined;

  return {
    async render(request, pageModules) {
      const at = request.url.indexOf('?');
      const pathname = at === -1 ? request.url : request.url.slice(0, at);
      const search = at === -1 ? '' : request.url.slice(at);
      const cookie = request.headers.cookie;
      const ask: Ask = async (url) => {
        const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        if (response.statusCode !== 200) return undefined;
        const total = response.headers[TOTAL_COUNT_HEADER];
        return { data: response.json(), total: typeof total === 'string' ? total : undefined };
      };
      try {
        const plan = await answersFor(pathname, search, request, ask);
        if (!plan) return undefined;
        renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
        const page = await (await renderer).renderPage(request.url, plan.answers);
        if (!page) return undefined;
        const answers = JSON.stringify(plan.answers).replace(/</g, '\\u003c');
        const html = template
          .replace(SLOTS.modules, pageModules.join(' '))
          .replace(SLOTS.title, escapeHtml(page.title))
          .replace(SLOTS.root, page.html)
          .replace(
            '</body>',
            `<script type="application/json" id="${FIRST_ANSWERS_ID}">${answers}</script>\n  </body>`,
          );
        return { html, isPrivate: plan.isPrivate };
      } catch (error) {
        // The app renders the page as before: a first screen that cannot be made is never an error.
        request.log.warn({ err: error }, 'first screen not rendered');
        return undefined;
      }
    },
  };
}

/** The answers a page's first screen reads, or undefined when it is not rendered here. */
async function answersFor(
  pathname: string,
  search: string,
  request: FastifyRequest,
  ask: Ask,
): Promise<{ answers: FirstAnswer[]; isPrivate: boolean } | undefined> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const member = hasSignedInHint(request);

  // The directory and a ship's page, for visitors (a member's show their own quick actions).
  if (path === '/ships' || path.startsWith('/ships/')) {
    if (member) return undefined;
    const answers = path === '/ships' ? await directoryAnswers(search, ask) : await shipAnswers(path, ask);
    return answers && { answers, isPrivate: false };
  }

  const keys = firstPageKeys(path, search).filter((key) => !key.includes('today='));
  if (keys.length === 0) return undefined;
  const isProfile = path.startsWith('/user/');
  if (!member && !isProfile) return undefined;

  const answers: FirstAnswer[] = [];
  if (member) {
    const user = await ask(CURRENT_USER_PATH);
    // A session that has ended: the app sends the browser to sign in, as it does today.
    if (!user?.data) return undefined;
    answers.push({ key: [CURRENT_USER_PATH], data: user.data });
  }
  const found = await Promise.all(keys.map(async (key) => ({ key, answer: await ask(key) })));
  // The page's own answer refused (another member's cruise, a profile that is not public): the
  // app shows what it shows today.
  if (found.some(({ answer }) => !answer)) return undefined;
  for (const { key, answer } of found) answers.push({ key: [key], data: answer?.data });
  answers.push(...(await coverAnswers(answers, ask)));
  return { answers, isPrivate: member };
}

async function directoryAnswers(search: string, ask: Ask): Promise<FirstAnswer[] | undefined> {
  const filters = directoryFilters(new URLSearchParams(search));
  const listPath = shipListPath(filters);
  const separator = listPath.includes('?') ? '&' : '?';
  const countsPath = operatorCountsPath(filters.showRetired);
  const [list, counts] = await Promise.all([
    ask(`${listPath}${separator}offset=0&limit=${SHIP_PAGE_SIZE}`),
    ask(countsPath),
  ]);
  if (!list || !counts || !Array.isArray(list.data)) return undefined;
  const ships = list.data;
  const page = { ships, total: Number(list.total ?? ships.length), offset: 0 };
  return [
    // The directory's infinite query (client/features/ships/api.ts).
    { key: [listPath, 'pages'], data: { pages: [page], pageParams: [0] } },
    { key: [countsPath], data: counts.data },
  ];
}

async function shipAnswers(path: string, ask: Ask): Promise<FirstAnswer[] | undefined> {
  const segment = path.slice('/ships/'.length);
  if (!segment || segment.includes('/')) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const key = `/api/ships/${encodeURIComponent(id)}`;
  const ship = await ask(key);
  return ship ? [{ key: [key], data: ship.data }] : undefined;
}

/**
 * The cover pictures of the cruises the first screen shows without a photo of their own: the
 * ship's picture, found by line and ship (client/api/ships.ts keys it so). On a cruise's page and
 * on the first cards of a list, it is the largest paint.
 */
async function coverAnswers(answers: FirstAnswer[], ask: Ask): Promise<FirstAnswer[]> {
  const cruises: unknown[] = [];
  for (const { key, data } of answers) {
    const address = String(key[0]);
    if (/^\/api\/cruises\/[^/]+$/.test(address)) cruises.push(data);
    if (address === '/api/cruises' && Array.isArray(data)) cruises.push(...data.slice(0, COVERS_WITH_A_LIST));
  }
  const lookups = new Set<string>();
  for (const cruise of cruises) {
    const { coverPhotoUrl, cruiseLine, shipName } = (cruise ?? {}) as Record<string, unknown>;
    if (coverPhotoUrl || typeof cruiseLine !== 'string' || typeof shipName !== 'string') continue;
    if (!cruiseLine || !shipName) continue;
    lookups.add(shipImagePath(cruiseLine, shipName));
  }
  const found = await Promise.all(
    [...lookups].map(async (key) => ({ key: [key] as const, answer: await ask(key) })),
  );
  return found.flatMap(({ key, answer }) => (answer ? [{ key, data: answer.data }] : []));
}
