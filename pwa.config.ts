// The installable app: web app manifest, icons rendered from SVG at build time, and the service
// worker (Workbox through vite-plugin-pwa). docs/offline.md, "Installable app and service worker".
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { RUNTIME_CACHES } from './src/client/pwa/cache-names.js';

const ICON_SOURCES = path.resolve(import.meta.dirname, 'src/client/pwa/icons');
/** The header's colour (index.html's theme-color) and the page's sand background. */
const THEME_COLOR = '#0b2537';
const BACKGROUND_COLOR = '#fbf8f1';

/** PNGs made from the SVG sources; `icon.svg` has round corners, `icon-maskable.svg` is full bleed. */
const ICONS = [
  { file: 'icons/icon-192.png', source: 'icon.svg', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', source: 'icon.svg', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', source: 'icon-maskable.svg', size: 512, purpose: 'maskable' },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed artwork.
  { file: 'icons/apple-touch-icon.png', source: 'icon-maskable.svg', size: 180, purpose: null },
] as const;

async function renderIcon(icon: (typeof ICONS)[number]): Promise<Buffer> {
  const svg = await readFile(path.join(ICON_SOURCES, icon.source));
  // Drawn at twice the artwork's size, then scaled down: crisp edges at every size.
  return sharp(svg, { density: 144 }).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Emits the icon PNGs into the build (so no generated image lives in git) and serves them to
 * `vite` in development, where index.html links the Apple touch icon too.
 */
function pwaIcons(): Plugin {
  return {
    name: 'cruise-pwa-icons',
    async generateBundle() {
      for (const icon of ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: await renderIcon(icon) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const icon = ICONS.find((i) => request.url === `/${i.file}`);
        if (!icon) return next();
        renderIcon(icon).then(
          (png) => {
            response.setHeader('content-type', 'image/png');
            response.end(png);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

const DAY = 24 * 60 * 60;

/** The manifest, the icons and the service worker, for vite.config.ts. */
export function pwaPlugins(): Plugin[] {
  return [
    pwaIcons(),
    ...VitePWA({
      strategies: 'generateSW',
      // A new version waits until the user says "Reload" (src/client/pwa/service-worker.ts).
      registerType: 'prompt',
      // Registered by our own code: after `load`, in production builds only.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/dashboard',
        name: 'Cruise Companion',
        short_name: 'Cruises',
        description:
          'Plan your cruises, count down to sail day, keep a logbook with photos and see your statistics, even offline at sea.',
        lang: 'en',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
          src: `/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose ?? 'any',
        })),
      },
      workbox: {
        // The whole shell, lazy pages included, so any page opens offline; fonts and icons too.
        globPatterns: ['**/*.{html,js,css,woff2,png,svg}'],
        navigateFallback: '/index.html',
        // Not the app: the API (and its sign-in redirects), media files, and the reset page, whose
        // token must never reach a Referer (the server sends it with `no-referrer`).
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/reset-password/],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once (nothing to swap: it is the same build);
        // later versions wait for the user (registerType 'prompt').
        clientsClaim: true,
        skipWaiting: false,
        sourcemap: false,
        runtimeCaching: [
          {
            // Photo thumbnails: keys are never reused, so a cached copy is right forever.
            // Not a picture read through someone's share link: turning the link off ends it.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              !url.searchParams.has('share') &&
              /^\/media\/[\w-]+-thumb\.jpg$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: RUNTIME_CACHES.thumbnails,
              expiration: { maxEntries: 1500, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Full-size photos and covers: larger, so fewer are kept.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && !url.searchParams.has('share') && /^\/media\/[\w-]+\.jpg$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: RUNTIME_CACHES.images,
              expiration: { maxEntries: 300, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Ship pictures drawn by the server; a redrawn one replaces the copy on the next look.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/ships\/[^/]+\/illustration\.svg$/.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: RUNTIME_CACHES.shipImages,
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
