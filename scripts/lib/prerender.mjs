// Pre-renders the pages a visitor opens first (issue 15; src/client/prerender/prerender.tsx) after
// the client build: each page's HTML shows its first screen and asks for one small script, which
// asks for the app's modules once that screen has painted. The server sends these pages to
// browsers without the signed-in hint cookie (src/server/http/client-assets.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file a pre-rendered page is kept in, under dist/client/prerendered/. */
export const prerenderedFileName = (pathname) => `${pathname === '/' ? 'index' : pathname.slice(1)}.html`;

/**
 * index.html without its module tags, plus the start script carrying them: the entry script first,
 * then the modules the build preloads with it and the page's own.
 */
function withScriptsAfterPaint(indexHtml, startScript, pageModules = []) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...indexHtml.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let html = indexHtml.replace(entry[0], '');
  for (const preload of preloads) html = html.replace(preload[0], '');
  const modules = [entry[1], ...preloads.map((preload) => preload[1]), ...pageModules].join(' ');
  const tag = `<script defer src="${startScript}" data-modules="${modules}"></script>`;
  return html.replace('</head>', `  ${tag}\n  </head>`);
}

/** The page the server renders at request time (src/server/http/first-screen.ts) is made from. */
export const PAGE_TEMPLATE_FILE = 'page.tpl';
/** Where the template takes the page's own modules, its title and its markup. */
export const PAGE_SLOTS = { modules: '%PAGE_MODULES%', title: '%PAGE_TITLE%', root: '%PAGE_ROOT%' };

/**
 * Builds the rendering code for Node (`run` runs a tool of node_modules/.bin) and keeps it in
 * dist/prerender/ for the server, renders every page of PRERENDERED_PAGES and writes them beside
 * the client build, with the template of the pages the server renders.
 */
export async function prerenderPages(root, run) {
  const clientDir = path.join(root, 'dist', 'client');
  const codeDir = path.join(root, 'dist', 'prerender');
  run('vite', ['build', '--ssr', 'prerender/prerender.tsx', '--logLevel', 'warn']);
  const { PRERENDERED_PAGES, prerender } = await import(
    pathToFileURL(path.join(codeDir, 'prerender.js')).href
  );

  const start = readFileSync(path.join(root, 'src', 'client', 'prerender', 'start-after-paint.js'));
  const hash = createHash('sha256').update(start).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
  const startFile = `assets/start-after-paint-${hash}.js`;
  writeFileSync(path.join(clientDir, startFile), start);

  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  // Each page's own lazy modules come with the entry's (route-modules.mjs wrote the list first).
  const routes = JSON.parse(readFileSync(path.join(clientDir, 'route-modules.json'), 'utf8'));
  const outDir = path.join(clientDir, 'prerendered');
  mkdirSync(outDir, { recursive: true });
  for (const pathname of PRERENDERED_PAGES) {
    const page = await prerender(pathname);
    const pageModules = routes.find((route) => route.path === pathname)?.modules ?? [];
    const html = withScriptsAfterPaint(indexHtml, `/${startFile}`, pageModules)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
    if (!html.includes('<div id="root"><')) throw new Error('index.html has no empty #root');
    writeFileSync(path.join(outDir, prerenderedFileName(pathname)), html);
  }
  const template = withScriptsAfterPaint(indexHtml, `/${startFile}`, [PAGE_SLOTS.modules])
    .replace(/<title>[^<]*<\/title>/, `<title>${PAGE_SLOTS.title}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${PAGE_SLOTS.root}</div>`);
  if (!template.includes(PAGE_SLOTS.root)) throw new Error('index.html has no empty #root');
  writeFileSync(path.join(outDir, PAGE_TEMPLATE_FILE), template);
  return PRERENDERED_PAGES.length;
}
