import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One route of the client's router and the modules its first screen needs (the build's list). */
interface RouteModules {
  path: string;
  modules: string[];
}

export interface RoutePreloads {
  /** The route's path as the router writes it (`/cruise/:id`): one shell is kept per route. */
  route: string;
  /** `<link rel="modulepreload">` tags for the end of the shell's head. */
  tags: string;
  /** The same modules' addresses (a server-rendered page asks them once it has painted). */
  modules: string[];
}

export const ROUTE_MODULES_FILE = 'route-modules.json';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which modules the page at a path needs before its first screen (issue 15), from the build's
 * `route-modules.json` (scripts/lib/route-modules.mjs): named in the shell, the browser fetches
 * them with the entry script instead of after it has run and asked the router. Undefined for a
 * path no lazy route matches (the landing page is in the entry) or without a build list.
 */
function modulesOf(route: RouteModules): RoutePreloads {
  const modules = route.modules.filter((module) => /^\/assets\/[\w.-]+\.js$/.test(module));
  return {
    route: route.path,
    tags: modules.map((module) => `<link rel="modulepreload" crossorigin href="${module}">`).join(''),
    modules,
  };
}

export function readRoutePreloads(clientDir: string): (pathname: string) => RoutePreloads | undefined {
  const file = path.join(clientDir, ROUTE_MODULES_FILE);
  if (!existsSync(file)) return () => undefined;
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as RouteModules[]).map((route) => ({
    pattern: new RegExp(
      `^${route.path
        .split(/(:\w+)/)
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('')}/?$`,
    ),
    preloads: modulesOf(route),
  }));
  return (pathname) => routes.find((route) => route.pattern.test(pathname))?.preloads;
}
