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

/**
 * Preloads the two variable fonts every page shows (Inter for text, Fraunces for headings, Latin
 * subsets), so they are fetched with the page instead of after the style sheet is parsed.
 */
function preloadFonts(): Plugin {
  const wanted = [
    /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
    /^assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/,
  ];
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => wanted.some((re) => re.test(file)));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
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
function worldCountries(): Plugin {
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
const reactToPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root: 'src/client',
  resolve: { alias: reactToPreact },
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), preloadFonts(), worldCountries(), ...pwaPlugins()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Maps are written for debugging but never linked from the bundles, nor served (client-assets.ts).
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
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
});
