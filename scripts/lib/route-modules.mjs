// The modules each route of the router needs before its first screen (issue 15): the page's lazy
// module and what it imports statically, less what index.html already preloads. The server names
// them in the shell it sends for that route (`<link rel="modulepreload">`), so a page's code is
// fetched with the entry script instead of after it has run (src/server/http/client-assets.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `path: '/x'` … `import('./module')` pairs of the router's source, in order. */
export function routeImports(routerSource) {
  const pairs = [
    ...routerSource.matchAll(/path:\s*'([^']+)',(?:(?!path:)[\s\S])*?\bimport\('\.\/([^']+)'\)/g),
  ].map((match) => ({ path: match[1], module: match[2] }));
  const imports = [...routerSource.matchAll(/\bimport\('\.\//g)].length;
  if (pairs.length !== imports) {
    throw new Error(`router.tsx: ${imports} lazy imports, but ${pairs.length} found with their path`);
  }
  return pairs;
}

/**
 * Reads Vite's manifest of the client build and writes `route-modules.json` beside index.html:
 * `[{ path, modules: ['/assets/…js', …] }]`. The manifest itself is deleted: it is not served.
 */
export function writeRouteModules(root) {
  const clientDir = path.join(root, 'dist', 'client');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('the Vite manifest has no index.html entry');
  const withEntry = closure([entryKey]);

  const router = readFileSync(path.join(root, 'src', 'client', 'router.tsx'), 'utf8');
  const routes = routeImports(router).map(({ path: routePath, module }) => {
    const key = ['.tsx', '.ts'].map((extension) => `${module}${extension}`).find((name) => manifest[name]);
    if (!key) throw new Error(`no built chunk for ./${module} (route ${routePath})`);
    const modules = [...closure([key])].filter((file) => !withEntry.has(file)).map((file) => `/${file}`);
    return { path: routePath, modules };
  });
  writeFileSync(path.join(clientDir, 'route-modules.json'), `${JSON.stringify(routes, null, 2)}\n`);
  rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
  return routes.length;
}
