import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { startS3Server } from '../test-support/s3-server.js';
import { testConfig } from '../test-support/test-app.js';
import { ingestImage, MAX_IMAGE_BYTES, MEDIA_KEY_PATTERN, mediaKeyFromUrl, removeImage } from './images.js';
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

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } });

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG whose header claims 20,000 × 20,000 RGB pixels (1.2 GB decoded) over a few real bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** True when an EXIF block (as sharp's metadata gives it) points to a GPS directory (tag 0x8825). */
function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** Wraps a store and counts writes, to show a refused upload stores nothing. */
function countingPuts(store: MediaStore) {
  const counter = { puts: 0 };
  const wrapped: MediaStore = {
    put: (...args) => {
      counter.puts++;
      return store.put(...args);
    },
    get: (key) => store.get(key),
    delete: (key) => store.delete(key),
  };
  return { store: wrapped, counter };
}

async function storedImage(store: MediaStore, url: string | null) {
  const key = mediaKeyFromUrl(url);
  if (!key) throw new Error(`not a media URL: ${url}`);
  const object = await store.get(key);
  if (!object) throw new Error(`nothing stored under ${key}`);
  return { ...object, metadata: await sharp(object.bytes).metadata() };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(drivers)('images in the $name store', ({ start }) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const started = await start();
    store = createMediaStore(testConfig({ s3: started.s3 }));
    close = started.close;
  });
  afterAll(() => close());

  it('stores a PNG as a JPEG inside maxDimension, with a thumbnail', async () => {
    const png = await solid(1600, 1000, 4).png().toBuffer();
    const result = await ingestImage(store, dataUrl('image/png', png), { maxDimension: 800 });

    expect(result.key).toMatch(MEDIA_KEY_PATTERN);
    expect(result.url).toBe(`/media/${result.key}`);
    expect(result.thumbnailUrl).toBe(`/media/${result.key.replace('.jpg', '-thumb.jpg')}`);
    expect(result).toMatchObject({ width: 800, height: 500 });
    const image = await storedImage(store, result.url);
    expect(image.contentType).toBe('image/jpeg');
    expect(image.metadata).toMatchObject({ format: 'jpeg', width: 800, height: 500 });
    const thumbnail = await storedImage(store, result.thumbnailUrl);
    expect(thumbnail.metadata).toMatchObject({ format: 'jpeg', width: 400, height: 250 });
  });

  it('never enlarges, and stores no thumbnail when asked for none', async () => {
    const jpeg = await solid(300, 200).jpeg().toBuffer();
    const result = await ingestImage(store, dataUrl('image/jpeg', jpeg), {
      maxDimension: 2000,
      thumbnailDimension: null,
    });
    expect(result.thumbnailUrl).toBeNull();
    expect((await storedImage(store, result.url)).metadata).toMatchObject({ width: 300, height: 200 });
    expect(await store.get(result.key.replace('.jpg', '-thumb.jpg'))).toBeNull();
  });

  it('drops EXIF, GPS included', async () => {
    const withGps = await solid(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Sea Camera', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 46/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '80/1 11/1 0/1',
        },
      })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif && exifHasGps(input.exif)).toBe(true);

    const result = await ingestImage(store, dataUrl('image/jpeg', withGps), { maxDimension: 1000 });
    for (const url of [result.url, result.thumbnailUrl]) {
      const { metadata, bytes } = await storedImage(store, url);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes('Sea Camera')).toBe(false);
    }
  });

  it('turns the picture upright from its EXIF orientation', async () => {
    const sideways = await solid(20, 10).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const result = await ingestImage(store, dataUrl('image/jpeg', sideways), { maxDimension: 100 });
    const { metadata } = await storedImage(store, result.url);
    expect(metadata).toMatchObject({ width: 10, height: 20 });
    expect(result).toMatchObject({ width: 10, height: 20 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('keeps the first frame of a GIF and accepts WebP, whatever type was declared', async () => {
    const gif = await solid(40, 30, 4).gif().toBuffer();
    const fromGif = await ingestImage(store, dataUrl('image/gif', gif), { maxDimension: 100 });
    expect((await storedImage(store, fromGif.url)).metadata).toMatchObject({ format: 'jpeg', width: 40 });

    const webp = await solid(40, 30).webp().toBuffer();
    const fromWebp = await ingestImage(store, dataUrl('image/jpeg', webp), { maxDimension: 100 });
    expect((await storedImage(store, fromWebp.url)).metadata).toMatchObject({ format: 'jpeg', height: 30 });
  });

  it('refuses text declared as a PNG, and stores nothing', async () => {
    const { store: counted, counter } = countingPuts(store);
    const text = Buffer.from('This is not a picture, just some words.\n');
    const error = await refusal(ingestImage(counted, dataUrl('image/png', text), { maxDimension: 800 }));
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'INVALID_IMAGE',
      message: 'Please select a valid image file.',
    });
    expect(counter.puts).toBe(0);
  });

  it.each([
    [
      'an SVG declared as a PNG',
      dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ],
    ['a declared SVG', dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))],
    ['a TIFF declared as a JPEG', 'data:image/jpeg;base64,SUkqAAgAAAA='],
    ['a URL that is not base64', 'data:image/png,hello'],
    ['base64 with foreign characters', 'data:image/png;base64,iVBORw0K!GgoAAAA='],
    ['an empty image', 'data:image/png;base64,'],
    ['a remote address', 'https://example.com/cat.jpg'],
    ['a truncated JPEG header', 'data:image/jpeg;base64,/9j/4AAQ'],
  ])('refuses %s', async (_label, value) => {
    const { store: counted, counter } = countingPuts(store);
    const error = await refusal(ingestImage(counted, value, { maxDimension: 800 }));
    expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_IMAGE' });
    expect(counter.puts).toBe(0);
  });

  it('refuses a 6 MB payload by its size, before decoding it', async () => {
    // Not an image at all: a decoder would say so; the size is what refuses it.
    const payload = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((6 * 1024 * 1024) / 3) * 4)}`;
    const error = await refusal(ingestImage(store, payload, { maxDimension: 800 }));
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'IMAGE_TOO_LARGE',
      message: 'File size must be less than 5MB.',
    });
  });

  it('refuses one byte over 5 MB and accepts 5 MB exactly', async () => {
    const jpeg = await solid(32, 32).jpeg().toBuffer();
    // Bytes after a JPEG's end marker are ignored by decoders: padding makes an exact size.
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const over = await refusal(
      ingestImage(store, dataUrl('image/jpeg', padded(MAX_IMAGE_BYTES + 1)), { maxDimension: 64 }),
    );
    expect(over.code).toBe('IMAGE_TOO_LARGE');
    const exact = await ingestImage(store, dataUrl('image/jpeg', padded(MAX_IMAGE_BYTES)), {
      maxDimension: 64,
    });
    expect((await storedImage(store, exact.url)).bytes.length).toBeLessThan(10_000);
  });

  it('refuses a decompression bomb from its header, in well under a second', async () => {
    const bomb = pngBomb();
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    const { store: counted, counter } = countingPuts(store);
    const started = performance.now();
    const error = await refusal(ingestImage(counted, dataUrl('image/png', bomb), { maxDimension: 800 }));
    expect(performance.now() - started).toBeLessThan(300);
    expect(error).toMatchObject({ statusCode: 400, message: 'This image is too large to process.' });
    expect(counter.puts).toBe(0);
  });

  it('gives every upload a new unguessable key, even the same image twice', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const first = await ingestImage(store, dataUrl('image/png', png), { maxDimension: 100 });
    const second = await ingestImage(store, dataUrl('image/png', png), { maxDimension: 100 });
    expect(first.key).not.toBe(second.key);
    for (const { key } of [first, second]) {
      const random = key.replace(/\.jpg$/, '');
      expect(random).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(Buffer.from(random, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it('removes an image and its thumbnail, from either URL', async () => {
    const png = await solid(500, 500).png().toBuffer();
    const first = await ingestImage(store, dataUrl('image/png', png), { maxDimension: 1000 });
    const second = await ingestImage(store, dataUrl('image/png', png), { maxDimension: 1000 });

    await removeImage(store, first.url);
    expect(await store.get(first.key)).toBeNull();
    expect(await store.get(mediaKeyFromUrl(first.thumbnailUrl)!)).toBeNull();

    await removeImage(store, second.thumbnailUrl);
    expect(await store.get(second.key)).toBeNull();
    expect(await store.get(mediaKeyFromUrl(second.thumbnailUrl)!)).toBeNull();
  });

  it('leaves anything that is not its own URL alone', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const kept = await ingestImage(store, dataUrl('image/png', png), { maxDimension: 100 });
    for (const url of [
      null,
      undefined,
      '',
      '/images/default-cover.jpg',
      '/api/ships/icon-of-the-seas/illustration.svg',
      `https://elsewhere.example/media/${kept.key}`,
      `/media/../${kept.key}`,
      '/media/short.jpg',
    ]) {
      await removeImage(store, url);
    }
    expect(await store.get(kept.key)).not.toBeNull();
  });
});
