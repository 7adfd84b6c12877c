/**
 * The pictures of an import, one at a time: a media file a new record uses is read from the zip,
 * must be an image by its bytes (JPEG, PNG, GIF or WebP signature, a header under the import's
 * pixel limit, decoded without error) and is then re-encoded exactly as an upload is
 * (media/images.ts `reencode`: oriented, fitted, flattened, written as a fresh JPEG), so no
 * metadata, comment or bytes after the end marker of the file survive. Media files no record
 * uses are never decoded at all.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../errors.js';
import { hasAcceptedSignature, MAX_IMAGE_BYTES, MEDIA_URL_PREFIX, reencode } from '../media/images.js';
import type { MediaStore } from '../media/store.js';

/**
 * The most pixels a picture of an import may have. The app stores nothing above 1980 px a side
 * (a profile cover), so an export's pictures are far below it; a crafted 5 MB file of 40 million
 * pixels would cost a second of CPU per picture.
 */
export const IMPORT_MAX_PIXELS = 4096 * 4096;

const notImage = (name: string) =>
  new AppError('INVALID_EXPORT_FILE', 400, `${name} is not an image (JPEG, PNG, GIF or WebP).`);

export interface ImportedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Re-encodes one media file of the zip as an upload is, fitted inside `dimension`; 400 when it is not an image. */
export async function reencodeImported(
  name: string,
  bytes: Buffer,
  dimension: number,
): Promise<ImportedImage> {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES || !hasAcceptedSignature(bytes))
    throw notImage(name);
  try {
    return await reencode(bytes, dimension, { maxPixels: IMPORT_MAX_PIXELS });
  } catch (error) {
    if (error instanceof AppError && error.code === 'IMAGE_DIMENSIONS_TOO_LARGE') {
      throw new AppError(
        'INVALID_EXPORT_FILE',
        400,
        `${name} has more pixels than an imported picture may (${IMPORT_MAX_PIXELS.toLocaleString('en')}).`,
      );
    }
    throw notImage(name);
  }
}

/** Writes a new object (a fresh random key, as uploads get) and records it for clean-up on failure. */
export async function putNew(store: MediaStore, bytes: Buffer, stored: string[], key?: string) {
  const newKey = key ?? `${randomBytes(18).toString('base64url')}.jpg`;
  stored.push(newKey);
  await store.put(newKey, bytes, 'image/jpeg');
  return { key: newKey, url: MEDIA_URL_PREFIX + newKey };
}
