/**
 * The demo photos' pictures: a few small seascapes drawn as SVG and put through the same
 * re-encoding as an upload (`reencode` of media/images.ts: JPEG quality 80, fitted inside the
 * photo and thumbnail sizes of the photo service), so stored bytes, sizes and thumbnails look
 * exactly like an uploaded photo's. Made once per run and shared by every photo row.
 */
import sharp from 'sharp';
import { reencode } from '../media/images.js';
import { PHOTO_DIMENSION, PHOTO_THUMBNAIL } from '../photos/service.js';

export interface DemoImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const SCENES = [
  { sky: ['#0b3d91', '#7fb3e6'], sea: '#0a5c8a', sun: '#ffd166' },
  { sky: ['#ff7e5f', '#feb47b'], sea: '#2b4c7e', sun: '#fff1c1' },
  { sky: ['#1e3c72', '#2a5298'], sea: '#0f2a4a', sun: '#f4f4f4' },
  { sky: ['#56ccf2', '#e0f7ff'], sea: '#1b98a8', sun: '#ffe066' },
  { sky: ['#614385', '#f6a192'], sea: '#35477d', sun: '#ffd3a5' },
  { sky: ['#89f7fe', '#66a6ff'], sea: '#00707f', sun: '#fffbe6' },
  { sky: ['#f83600', '#f9d423'], sea: '#3d2c5a', sun: '#fff4d6' },
  { sky: ['#a1c4fd', '#c2e9fb'], sea: '#2d7fb8', sun: '#ffffff' },
];

function sceneSvg(index: number, width: number, height: number): string {
  const scene = SCENES[index % SCENES.length]!;
  const horizon = Math.round(height * (0.55 + (index % 3) * 0.05));
  const sunX = Math.round(width * (0.2 + ((index * 37) % 60) / 100));
  const shipX = Math.round(width * (0.55 - ((index * 23) % 40) / 100));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${horizon}" fill="url(#s)"/>
  <circle cx="${sunX}" cy="${Math.round(horizon * 0.55)}" r="${Math.round(height * 0.08)}" fill="${scene.sun}"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${scene.sea}"/>
  <path d="M${shipX} ${horizon - 6} h160 l-18 26 h-126 z" fill="#f5f5f5"/>
  <rect x="${shipX + 40}" y="${horizon - 30}" width="70" height="24" fill="#ffffff"/>
  <rect x="${shipX + 95}" y="${horizon - 48}" width="14" height="20" fill="#e4572e"/>
</svg>`;
}

/** `count` different pictures, each with its thumbnail, as the photo upload would store them. */
export async function makeDemoImages(count: number, width = 960, height = 640): Promise<DemoImage[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const png = await sharp(Buffer.from(sceneSvg(index, width, height)))
        .png()
        .toBuffer();
      const image = await reencode(png, PHOTO_DIMENSION);
      const thumbnail = await reencode(image.data, PHOTO_THUMBNAIL);
      return { image: image.data, thumbnail: thumbnail.data, width: image.width, height: image.height };
    }),
  );
}
