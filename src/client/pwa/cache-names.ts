/**
 * The service worker's runtime caches (pwa.config.ts builds the worker with these names; the app
 * reads them). Plain constants: the build's config imports this file too.
 */
export const RUNTIME_CACHES = {
  /** `/media/<key>-thumb.jpg`: photo and cover thumbnails. */
  thumbnails: 'media-thumbnails',
  /** Other `/media/<key>.jpg`: covers and photos at full size. */
  images: 'media-images',
  /** `/api/ships/<id>/illustration.svg`: the catalogue's ship pictures (public). */
  shipImages: 'ship-images',
} as const;
