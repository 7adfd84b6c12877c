/**
 * Pre-rendering (issue 15): the pages a visitor opens first are rendered to HTML at build time, so
 * a phone paints them from the HTML and the style sheet instead of waiting for the app's scripts.
 * Built for Node by `scripts/lib/prerender.mjs` (a Vite SSR build of this file, with the same
 * Preact runtime as the browser's), which writes each page's HTML. The server sends it to a
 * browser without the signed-in hint cookie; the app then starts over the same markup (main.tsx).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { CURRENT_USER_KEY } from '../api/auth';
import type { RouteHandle } from '../components/layout/app-shell';
import { documentTitle } from '../hooks/use-document-title';
import { routes } from '../router';

/**
 * The pages pre-rendered for visitors: the ones that need no data to show their first screen. The
 * ship directory and a ship's page show data from the API, so they still render in the browser.
 */
export const PRERENDERED_PAGES = ['/', '/login', '/privacy-policy', '/terms-of-service'] as const;

export interface PrerenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The page's tab title, as `useDocumentTitle` sets it. */
  title: string;
}

/** One query's answer the server already has, for the page's first render. */
export interface FirstAnswer {
  key: readonly unknown[];
  data: unknown;
}

/**
 * Renders the page at `url` (path and query) over the answers given: the user's
 * (`CURRENT_USER_KEY`; nobody signed in when absent) and the page's first queries. A query
 * without an answer renders as it does while loading. Undefined when the address is not a page
 * (a redirect, the not-found page).
 */
export async function renderPage(
  url: string,
  answers: FirstAnswer[] = [],
): Promise<PrerenderedPage | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response || context.statusCode !== 200) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);

  // Nothing is fetched while rendering: what is not given shows as loading.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, retry: false, queryFn: notFetchedHere } },
  });
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  for (const answer of answers) queryClient.setQueryData(answer.key, answer.data);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  return {
    html: disableControlsUntilStart(html),
    title: documentTitle(handles.findLast((handle) => handle.title)?.title),
  };
}

const notFetchedHere = () => Promise.reject(new Error('Nothing is fetched while rendering on the server'));

/** Renders one page as a visitor sees it, before anything is fetched (the build's pages). */
export async function prerender(pathname: string): Promise<PrerenderedPage> {
  const page = await renderPage(pathname);
  if (!page) throw new Error(`${pathname} is not a page a visitor can open`);
  return page;
}

/**
 * Every control of the page disabled until the app starts, so nothing typed or pressed before then
 * is lost: a form would otherwise submit itself natively (a password in the URL) and the app would
 * clear what was typed. Links work as they are. The app's first render takes both attributes off
 * (Preact compares the page's attributes with its own), and app.css keeps the controls' look.
 */
export const disableControlsUntilStart = (html: string) =>
  html.replace(/<(button|input|select|textarea)(?=[\s>])/g, '<$1 disabled data-until-start');
