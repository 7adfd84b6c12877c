import type { Config } from '../config.js';
import { createFileMediaStore } from './file-store.js';
import { createS3MediaStore } from './s3-store.js';

/** A stored object: the bytes and the content type they are served with. */
export interface MediaObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where re-encoded images live, by key. Keys are immutable: a new image always gets a new key,
 * so nothing is ever overwritten in place and caches may keep an object forever.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when no object has this key. */
  get(key: string): Promise<MediaObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The object's size in bytes, or null when no object has this key (without one: read by `get`). */
  size?(key: string): Promise<number | null>;
}

/** How many bytes a stored object takes; 0 when it is missing. */
export async function sizeOf(store: MediaStore, key: string): Promise<number> {
  if (store.size) return (await store.size(key)) ?? 0;
  return (await store.get(key))?.bytes.length ?? 0;
}

/** The S3-compatible bucket when S3_* is configured, else files under DATA_DIR/media. */
export function createMediaStore(config: Pick<Config, 's3' | 'dataDir'>): MediaStore {
  return config.s3 ? createS3MediaStore(config.s3) : createFileMediaStore(config.dataDir);
}
