import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One file name: no separators and no leading dot, so a key can never leave the folder. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** The content type a stored file is served with, from its key's extension. */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Media as files in `DATA_DIR/media`, one per key. A file is written under a temporary name in
 * the same folder and renamed into place, so a reader never sees half an image, even after a crash.
 * The content type is not stored: it follows from the key's extension. (A MediaStore: typed
 * structurally, since store.ts imports this file.)
 */
export function createFileMediaStore(dataDir: string) {
  const dir = path.join(dataDir, 'media');
  let ready: Promise<unknown> | undefined;

  function fileOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe media key: ${JSON.stringify(key)}`);
    return path.join(dir, key);
  }

  return {
    async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
      const file = fileOf(key);
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const temp = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes, { flush: true });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await rm(fileOf(key), { force: true });
    },

    async size(key: string): Promise<number | null> {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
