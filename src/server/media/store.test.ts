import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test-support/s3-server.js';
import { testConfig } from '../test-support/test-app.js';
import { createMediaStore, type MediaStore } from './store.js';

const drivers = [
  { name: 'file', start: async () => ({ s3: undefined, close: async () => {} }) },
  {
    name: 's3',
    start: async () => {
      const s3 = await startS3Server();
      return { s3, close: () => s3.close() };
    },
  },
];

describe.each(drivers)('the $name media store', ({ name, start }) => {
  let store: MediaStore;
  let dataDir: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const started = await start();
    const config = testConfig({ s3: started.s3 });
    dataDir = config.dataDir;
    store = createMediaStore(config);
    close = started.close;
  });
  afterAll(() => close());

  it('gives back what was put, with its content type', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await store.put('abcdefghijklmnopqrstuvwx.jpg', bytes, 'image/jpeg');
    expect(await store.get('abcdefghijklmnopqrstuvwx.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
  });

  it('answers null for a key it does not hold, and deletes missing keys quietly', async () => {
    expect(await store.get('nothing-stored-under-this-key.jpg')).toBeNull();
    await expect(store.delete('nothing-stored-under-this-key.jpg')).resolves.toBeUndefined();
  });

  it('deletes', async () => {
    await store.put('to-be-deleted-0123456789.jpg', Buffer.from('x'), 'image/jpeg');
    await store.delete('to-be-deleted-0123456789.jpg');
    expect(await store.get('to-be-deleted-0123456789.jpg')).toBeNull();
  });

  it('replaces an object whole', async () => {
    await store.put('replaced-0123456789abcdef.jpg', Buffer.from('first version'), 'image/jpeg');
    await store.put('replaced-0123456789abcdef.jpg', Buffer.from('second'), 'image/jpeg');
    expect((await store.get('replaced-0123456789abcdef.jpg'))?.bytes.toString()).toBe('second');
  });

  if (name === 'file') {
    it('writes files under DATA_DIR/media and leaves no temporary file behind', async () => {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.put(
            `parallel-${String(i).padStart(2, '0')}-abcdefghijkl.jpg`,
            Buffer.alloc(50_000, i),
            'image/jpeg',
          ),
        ),
      );
      const names = readdirSync(path.join(dataDir, 'media'));
      expect(names.filter((n) => n.startsWith('.'))).toEqual([]);
      expect(names.filter((n) => n.startsWith('parallel-'))).toHaveLength(20);
    });

    it('refuses keys that could leave its folder', async () => {
      await expect(store.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Unsafe/);
      await expect(store.put('.hidden.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Unsafe/);
      await expect(store.delete('a/../../b.jpg')).rejects.toThrow(/Unsafe/);
      expect(await store.get('../../etc/passwd')).toBeNull();
      expect(existsSync(path.join(dataDir, 'escape.jpg'))).toBe(false);
    });
  } else {
    it('keeps nothing on the local disk', () => {
      expect(existsSync(path.join(dataDir, 'media'))).toBe(false);
    });
  }
});
