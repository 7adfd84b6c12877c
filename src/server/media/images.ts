import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors.js';
import type { MediaStore } from './store.js';

/** Largest accepted image, decoded (SPEC: "File size must be less than 5MB"). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Largest accepted image in pixels (width × height), checked from the header before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const DEFAULT_THUMBNAIL_DIMENSION = 400;
export const JPEG_QUALITY = 80;

/** Public URLs of stored media: `/media/<key>`. */
export const MEDIA_URL_PREFIX = '/media/';
/** Every key this module makes: 24 base64url characters (144 random bits), maybe `-thumb`, `.jpg`. */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{20,64}(-thumb)?\.jpg$/;

const DATA_URL_PREFIX = /^data:image\/(?:jpeg|png|gif|webp);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The base64 length of MAX_IMAGE_BYTES: anything longer is refused before decoding. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

const invalidImage = () => new AppError('INVALID_IMAGE', 400, 'Please select a valid image file.');
const tooLarge = () => new AppError('IMAGE_TOO_LARGE', 400, 'File size must be less than 5MB.');
const tooManyPixels = () =>
  new AppError('IMAGE_DIMENSIONS_TOO_LARGE', 400, 'This image is too large to process.');

export interface IngestOptions {
  /** The stored image fits inside maxDimension × maxDimension (never enlarged). */
  maxDimension: number;
  /** Same for the thumbnail (default 400); null stores no thumbnail. */
  thumbnailDimension?: number | null;
}

export interface IngestedImage {
  key: string;
  url: string;
  thumbnailUrl: string | null;
  /** Pixel size of the stored image (upright, after fitting), so pages can reserve its box. */
  width: number;
  height: number;
}

/**
 * Turns an uploaded data URL into a stored JPEG (and thumbnail): the declared type must be JPEG,
 * PNG, GIF or WebP, and so must the bytes themselves; the pixel count is checked from the header
 * before anything is decoded. The image is rotated upright from its EXIF orientation, shrunk to fit,
 * flattened on white (JPEG has no transparency) and re-encoded, so no metadata (EXIF and GPS, XMP,
 * ICC profiles, comments) and no trailing bytes of the upload survive. GIFs keep their first frame.
 */
export async function ingestImage(
  store: MediaStore,
  dataUrl: string,
  options: IngestOptions,
): Promise<IngestedImage> {
  return storeImage(store, await prepareImage(decodeImageDataUrl(dataUrl), options));
}

/** An image re-encoded by {@link prepareImage}, not stored yet: its bytes can be counted first. */
export interface PreparedImage {
  data: Buffer;
  thumbnail: Buffer | null;
  width: number;
  height: number;
  /** What storing it takes: the image's bytes and the thumbnail's. */
  bytes: number;
}

/** Re-encodes decoded upload bytes (and makes the thumbnail), as {@link ingestImage} does. */
export async function prepareImage(bytes: Buffer, options: IngestOptions): Promise<PreparedImage> {
  const image = await reencode(bytes, options.maxDimension);
  const thumbnailDimension =
    options.thumbnailDimension === undefined ? DEFAULT_THUMBNAIL_DIMENSION : options.thumbnailDimension;
  const thumbnail =
    thumbnailDimension === null ? null : (await reencode(image.data, thumbnailDimension)).data;
  return {
    data: image.data,
    thumbnail,
    width: image.width,
    height: image.height,
    bytes: image.data.length + (thumbnail?.length ?? 0),
  };
}

/** Stores a prepared image and its thumbnail under a new key; nothing is left when a write fails. */
export async function storeImage(store: MediaStore, image: PreparedImage): Promise<IngestedImage> {
  const { thumbnail } = image;
  const key = `${randomBytes(18).toString('base64url')}.jpg`;
  const thumbKey = thumbnailKeyOf(key);
  try {
    await Promise.all([
      store.put(key, image.data, 'image/jpeg'),
      thumbnail ? store.put(thumbKey, thumbnail, 'image/jpeg') : undefined,
    ]);
  } catch (error) {
    await Promise.allSettled([store.delete(key), store.delete(thumbKey)]);
    throw error;
  }
  return {
    key,
    url: MEDIA_URL_PREFIX + key,
    thumbnailUrl: thumbnail ? MEDIA_URL_PREFIX + thumbKey : null,
    width: image.width,
    height: image.height,
  };
}

/**
 * Deletes an image stored by {@link ingestImage} and its thumbnail, given either's URL. Anything
 * else (null, a built-in default cover, a remote URL, `/api/ships/...`) is left alone.
 */
export async function removeImage(store: MediaStore, url: string | null | undefined): Promise<void> {
  const key = mediaKeyFromUrl(url);
  if (!key) return;
  const mainKey = key.replace(/-thumb\.jpg$/, '.jpg');
  await Promise.all([store.delete(mainKey), store.delete(thumbnailKeyOf(mainKey))]);
}

/** The key of a `/media/<key>` URL made here, or null for any other value. */
export function mediaKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return MEDIA_KEY_PATTERN.test(key) ? key : null;
}

export function thumbnailKeyOf(key: string): string {
  return key.replace(/\.jpg$/, '-thumb.jpg');
}

/** The bytes of a `data:image/(jpeg|png|gif|webp);base64,` URL, its length checked before decoding. */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  if (typeof dataUrl !== 'string') throw invalidImage();
  const prefix = DATA_URL_PREFIX.exec(dataUrl.slice(0, 40));
  if (!prefix) throw invalidImage();
  const base64Length = dataUrl.length - prefix[0].length;
  if (base64Length > MAX_BASE64_LENGTH) throw tooLarge();
  const base64 = dataUrl.slice(prefix[0].length);
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) throw invalidImage();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
  if (!hasAcceptedSignature(bytes)) throw invalidImage();
  return bytes;
}

/**
 * The file signatures of JPEG, PNG, GIF and WebP: anything else (SVG, TIFF, HEIF, PDF, text) is
 * refused before it reaches an image decoder at all.
 */
export function hasAcceptedSignature(bytes: Buffer): boolean {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    ascii(0, 6) === 'GIF87a' ||
    ascii(0, 6) === 'GIF89a' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
  );
}

/**
 * Decodes under the pixel limit (MAX_INPUT_PIXELS, or a lower `maxPixels` of the caller's, e.g.
 * the import's), orients, fits inside `dimension`, flattens and writes a JPEG.
 */
export async function reencode(
  bytes: Buffer,
  dimension: number,
  options: { maxPixels?: number } = {},
): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const limitInputPixels = Math.min(options.maxPixels ?? MAX_INPUT_PIXELS, MAX_INPUT_PIXELS);
    const input = sharp(bytes, { limitInputPixels, failOn: 'error' });
    const { format } = await input.metadata();
    if (!ACCEPTED_FORMATS.has(format)) throw invalidImage();
    // No withMetadata/keep*: sharp then writes no EXIF, XMP or ICC profile (pixels converted to sRGB).
    const { data, info } = await input
      .rotate()
      .resize({ width: dimension, height: dimension, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw invalidImage();
  }
}
