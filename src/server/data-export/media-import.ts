/**
 * The media files of an import: each must be an image by its bytes (JPEG, PNG, GIF or WebP
 * signature, a header under the pixel limit, and a full decode without error) before anything
 * is written. A JPEG exactly as this app stores them (no EXIF, ICC, XMP or IPTC, nothing after
 * its end marker, within the size its use allows) is stored byte for byte, so an export imported
 * again is identical; anything else is re-encoded like an upload (media/images.ts).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors.js';
import {
  hasAcceptedSignature,
  MAX_IMAGE_BYTES,
  MAX_INPUT_PIXELS,
  MEDIA_URL_PREFIX,
  reencode,
} from '../media/images.js';
import type { MediaStore } from '../media/store.js';

const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp']);

export interface CheckedImage {
  bytes: Buffer;
  format: string;
  width: number;
  height: number;
  /** Whether it already is a clean JPEG as the app writes them. */
  isClean: boolean;
}

const notImage = (name: string) =>
  new AppError('INVALID_EXPORT_FILE', 400, `${name} is not an image (JPEG, PNG, GIF or WebP).`);

/** Checks one media file of the zip; refuses the import when it is not an image. */
export async function checkImage(name: string, bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES || !hasAcceptedSignature(bytes))
    throw notImage(name);
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (!ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw notImage(name);
    // Decodes every pixel: a truncated or corrupt file fails here, not after the import began.
    await input.raw().toBuffer();
    const endsClean = bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
    const isClean =
      meta.format === 'jpeg' &&
      endsClean &&
      !meta.exif &&
      !meta.icc &&
      !meta.xmp &&
      !meta.iptc &&
      !meta.orientation;
    return { bytes, format: meta.format, width: meta.width, height: meta.height, isClean };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notImage(name);
  }
}

/** The bytes to store for a checked image used at most `dimension` pixels wide and high. */
export async function storableBytes(image: CheckedImage, dimension: number): Promise<Buffer> {
  if (image.isClean && image.width <= dimension && image.height <= dimension) return image.bytes;
  return (await reencode(image.bytes, dimension)).data;
}

/** Writes a new object (a fresh random key, as uploads get) and records it for clean-up on failure. */
export async function putNew(store: MediaStore, bytes: Buffer, stored: string[], key?: string) {
  const newKey = key ?? `${randomBytes(18).toString('base64url')}.jpg`;
  stored.push(newKey);
  await store.put(newKey, bytes, 'image/jpeg');
  return { key: newKey, url: MEDIA_URL_PREFIX + newKey };
}
