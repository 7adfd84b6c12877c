import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { geoGraticule10, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { defineConfig, type Plugin } from 'vite';
import { pwaPlugins } from './pwa.config.js';
import { mapProjection } from './src/client/components/world-map/projection.js';
import { toRelativePath } from './src/client/components/world-map/relative-path.js';

const apiPort = Number(process.env.API_PORT ?? 3001);

/** The fonts every page shows, as Fontsource names them (Latin subsets of the variable fonts). */
const FIRST_SCREEN_FONTS = /^assets\/(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;
/** The `unicode-range` of Fontsource's Latin files: the subset keeps every character of it. */
const LATIN_RANGE =
  'U+0020-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
/** The OpenType features the pages use (Inter's cv11 and ss01 in the body, tabular figures) and the basic ones. */
const KEPT_FEATURES = [
  'kern',
  'liga',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'cv11',
  'ss01',
  'tnum',
  'case',
];

/**
 * Preloads the two variable fonts every page shows (Inter for text, Fraunces for headings, Latin
 * subsets), so they are fetched with the page instead of after the style sheet is parsed.
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => FIRST_SCREEN_FONTS.test(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

function characters(range: string): string {
  const points: number[] = [];
  for (const part of range.split(',')) {
    const [from, to] = part.slice(2).split('-') as [string, string | undefined];
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to ?? from, 16); point++)
      points.push(point);
  }
  return String.fromCodePoint(...points);
}

/**
 * Subsets the two first-screen fonts at build time (issue 15): only the weights the pages use
 * (400 to 700 of the variable weight axis) and the features above, every character of the Latin
 * range kept. Inter 48 → 28 KB, Fraunces 37 → 32 KB. Each file gets a name from its new content
 * (assets are cached for a year) and the style sheets are pointed at it.
 */
function subsetFonts(): Plugin {
  return {
    name: 'subset-fonts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { default: subsetFont } = await import('subset-font');
      const renamed = new Map<string, string>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !FIRST_SCREEN_FONTS.test(fileName)) continue;
        // `keepFeatures` is in subset-font 2.9, not yet in its published types (2.3).
        const options = {
          targetFormat: 'woff2',
          variationAxes: { wght: { min: 400, max: 700 } },
          keepFeatures: KEPT_FEATURES,
        } as Parameters<typeof subsetFont>[2];
        const subset = await subsetFont(
          Buffer.from(output.source as Uint8Array),
          characters(LATIN_RANGE),
          options,
        );
        const hash = createHash('sha256')
          .update(subset)
          .digest('base64url')
          .slice(0, 8)
          .replace(/[-_]/g, 'x');
        const newName = fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
        delete bundle[fileName];
        this.emitFile({ type: 'asset', fileName: newName, source: subset });
        renamed.set(fileName, newName);
      }
      if (renamed.size !== 2) this.error(`expected the two Latin variable fonts, found ${renamed.size}`);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        let css = String(output.source);
        for (const [from, to] of renamed)
          css = css.replaceAll(from.replace(/^assets\//, ''), to.replace(/^assets\//, ''));
        output.source = css;
      }
    },
  };
}

/**
 * The world map's country shapes, drawn once at build time instead of in every browser: the
 * Natural Earth 110m atlas (`world-atlas`) projected with the map's own projection into SVG paths
 * of relative steps to a tenth of a map pixel (`toRelativePath`). The page then renders strings:
 * it no longer decodes the TopoJSON and projects 177 countries on a phone's main thread, and the
 * paths weigh less than the atlas did.
 */
export function worldCountries(): Plugin {
  const id = 'virtual:world-countries';
  return {
    name: 'world-countries',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const atlas = JSON.parse(
        readFileSync(fileURLToPath(import.meta.resolve('world-atlas/countries-110m.json')), 'utf8'),
      ) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
      const path = geoPath(mapProjection());
      const countries = feature(atlas, atlas.objects.countries).features.map((country) => ({
        id: String(country.id ?? ''),
        name: country.properties?.name ?? '',
        d: toRelativePath(path(country) ?? ''),
      }));
      return [
        `export const countries = ${JSON.stringify(countries)};`,
        `export const SPHERE = ${JSON.stringify(toRelativePath(path({ type: 'Sphere' }) ?? ''))};`,
        `export const GRATICULE = ${JSON.stringify(toRelativePath(path(geoGraticule10()) ?? ''))};`,
      ].join('\n');
    },
  };
}

/**
 * The browser gets Preact's React-compatible runtime instead of React DOM: about 4 KB of gzip
 * instead of 65 KB on every page's first load (docs/decisions/007-preact-compat-in-the-browser.md).
 * The code, its types and the libraries are still written against React's API.
 */
export const reactToPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React Router's package exports only its development build, whose one difference is
  // `ENABLE_DEV_WARNINGS = true` (checks and warnings as routes render); the production build ships
  // beside it.
  {
    find: /^react-router$/,
    replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
  },
];

/** How many pages (and the shell) have a module on their first screen: reach it by static imports. */
function firstScreens(id: string, getModuleInfo: (id: string) => { importers: readonly string[] } | null) {
  const pages = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    if (/[\\/]src[\\/]client[\\/](main\.tsx|features[\\/].+-page\.tsx)$/.test(current)) pages.add(current);
    queue.push(...(getModuleInfo(current)?.importers ?? []));
  }
  return pages.size;
}

/**
 * The small modules pages' first screens share (icons of a few hundred bytes, the app's own cards,
 * badges and helpers), gathered in two files instead of one file each: on a phone's HTTP/1.1
 * connection (six requests at a time, a round trip each) forty small files cost about a second
 * before the largest paint that a dozen do not (issue 15). What only a dialog, a form or the map
 * needs stays with it.
 */
const SHARED_BY = 5;
const FIRST_SCREEN_GROUPS = [
  {
    name: (id: string, ctx: { getModuleInfo: (id: string) => { importers: readonly string[] } | null }) =>
      /[\\/]src[\\/]client[\\/](api|hooks|lib|components)[\\/]/.test(id) &&
      firstScreens(id, (m) => ctx.getModuleInfo(m)) >= SHARED_BY
        ? 'app'
        : null,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  resolve: { alias: reactToPreact },
  publicDir: isSsrBuild ? false : '../../public',
  // The pre-rendering build (scripts/lib/prerender.mjs) bundles every library, so Node renders with
  // the browser's Preact runtime too; it needs none of the client's assets.
  plugins: isSsrBuild
    ? [react(), worldCountries()]
    : [react(), tailwindcss(), subsetFonts(), preloadFonts(), worldCountries(), ...pwaPlugins()],
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? '../../dist/prerender' : '../../dist/client',
    emptyOutDir: true,
    // Read by scripts/lib/route-modules.mjs (each route's modules), then deleted.
    manifest: !isSsrBuild,
    // Maps are written for debugging but never linked from the bundles, nor served (client-assets.ts).
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: isSsrBuild ? {} : { codeSplitting: { groups: FIRST_SCREEN_GROUPS } },
      onwarn(warning, warn) {
        // React Router probes for React 19's useOptimistic and falls back when it is missing, as it
        // is in preact/compat: the probe is expected, not a problem.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      // Not the client's own modules under src/client/api (/api/http.ts): they are Vite's to serve.
      '^/api/(?!.*\\.tsx?(?:\\?|$))': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/media': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
