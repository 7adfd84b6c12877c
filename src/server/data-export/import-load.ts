/**
 * A large import and the memory it costs the server, for `import-memory.once.test.ts` and
 * `bench/import/run.ts`: builds an export zip of real-sized, incompressible JPEG photos (random
 * pixels, 1600 × 1200, about 1.4 MB each) on disk, starts the app as its own process, signs up,
 * posts the file over HTTP (streamed from disk), and samples the server's resident memory
 * (/proc/PID/status VmRSS) throughout.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import yazl from 'yazl';
import { freePort, spawnTs, stop, waitForHealthy } from '../test-support/processes.js';

const PHOTO = { width: 1600, height: 1200, quality: 85 };
/** Distinct pictures made; a larger file uses them again under other names (each is still decoded). */
const DISTINCT = 24;

async function noisyPhoto() {
  const { width, height, quality } = PHOTO;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** Writes an export zip of about `targetBytes` of photos to `file`; returns the photo count. */
export async function writeLargeImport(file: string, targetBytes: number): Promise<{ photos: number }> {
  const pictures: Buffer[] = [];
  let total = 0;
  while (total < targetBytes && pictures.length < DISTINCT) {
    const picture = await noisyPhoto();
    pictures.push(picture);
    total += picture.length;
  }
  const perPicture = total / pictures.length;
  const count = Math.max(1, Math.round(targetBytes / perPicture));
  const stamp = '2027-05-09T10:00:00.000Z';
  const cruiseId = randomUUID();
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(file));
  const photos = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const name = `media/photo-${id}.jpg`;
    // JPEG does not deflate: stored, as the export stores them.
    zip.addBuffer(pictures[i % pictures.length]!, name, { compress: false });
    photos.push({
      id,
      journalEntryId: null,
      filename: `IMG_${1000 + i}.jpg`,
      originalName: `IMG_${1000 + i}.jpg`,
      caption: `Day ${1 + (i % 8)} at sea`,
      portName: null,
      dayNumber: 1 + (i % 8),
      width: PHOTO.width,
      height: PHOTO.height,
      file: name,
      thumbnailFile: null,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  const data = {
    format: 'cruise-companion-export',
    version: 1,
    exportedAt: stamp,
    account: {
      firstName: 'Grace',
      lastName: 'Hopper',
      bio: null,
      hometown: null,
      favoriteCruiseLine: null,
      cruisingStyle: null,
      profileVisibility: 'public',
      socialInstagram: null,
      socialFacebook: null,
      socialTwitter: null,
      socialTikTok: null,
      socialPinterest: null,
      socialYouTube: null,
      profileImage: null,
      coverPhoto: null,
    },
    cruises: [
      {
        id: cruiseId,
        tripName: 'Norwegian fjords',
        cruiseLine: 'Hurtigruten',
        shipName: 'Richard With',
        sailDate: '2027-05-01',
        returnDate: '2027-05-08',
        primaryDestination: 'Fjords',
        reservationNumber: null,
        cabinNumber: null,
        numberOfGuests: 2,
        cabinCategory: null,
        departurePort: null,
        bookingDate: null,
        totalCost: null,
        travelAgent: null,
        isCompleted: true,
        coverPhoto: null,
        overallRating: 5,
        shipRating: null,
        cabinRating: null,
        diningRating: null,
        serviceRating: null,
        portsRating: null,
        entertainmentRating: null,
        reviewSummary: null,
        createdAt: stamp,
        updatedAt: stamp,
        itinerary: [],
        checklists: [],
        packingLists: [],
        excursions: [],
        journalEntries: [],
        photos,
      },
    ],
  };
  zip.addBuffer(Buffer.from(JSON.stringify(data)), 'data.json');
  zip.end();
  await written;
  return { photos: count };
}

/** The resident memory of process `pid`, in bytes. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb * 1024;
}

function post(port: number, cookie: string, file: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/import',
        headers: {
          cookie,
          'content-type': 'application/zip',
          'content-length': statSync(file).size,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    createReadStream(file).pipe(request);
  });
}

export interface ImportMeasurement {
  zipBytes: number;
  photos: number;
  status: number;
  body: string;
  seconds: number;
  /** RSS once the server is up and has done one small import (libraries loaded). */
  baselineRss: number;
  /** RSS right after start, before anything. */
  startRss: number;
  peakRss: number;
  /** peakRss − baselineRss. */
  growth: number;
}

/** Builds a zip of about `targetBytes`, imports it into a fresh server process, and measures its memory. */
export async function measureLargeImport(targetBytes: number): Promise<ImportMeasurement> {
  const work = await mkdtemp(path.join(tmpdir(), 'cruise-import-load-'));
  const server = {
    port: await freePort(),
    dataDir: path.join(work, 'data'),
  };
  const proc = spawnTs('src/server/main.ts', {
    DATA_DIR: server.dataDir,
    PORT: String(server.port),
    IMPORT_MAX_MB: String(Math.ceil(targetBytes / 1024 / 1024) + 50),
  });
  try {
    const zipFile = path.join(work, 'large.zip');
    const warmFile = path.join(work, 'warm.zip');
    const [{ photos }] = await Promise.all([
      writeLargeImport(zipFile, targetBytes),
      waitForHealthy(server.port, 60_000),
    ]);
    await writeLargeImport(warmFile, 3_000_000);
    const pid = proc.child.pid!;
    const startRss = rssOf(pid);

    const base = `http://127.0.0.1:${server.port}`;
    const signUp = async () => {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `load-${randomUUID()}@example.com`,
          password: 'Aft-deck sunsets 2027',
          firstName: 'Grace',
          lastName: 'Hopper',
        }),
      });
      if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    };
    // One small import first, so the libraries' one-time set-up is not counted as the import's.
    const warm = await post(server.port, await signUp(), warmFile);
    if (warm.status !== 200) throw new Error(`warm-up import: ${warm.status} ${warm.body}`);
    const cookie = await signUp();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baselineRss = rssOf(pid);

    let peakRss = baselineRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(pid));
    }, 25);
    const started = Date.now();
    const result = await post(server.port, cookie, zipFile).finally(() => clearInterval(sampler));
    peakRss = Math.max(peakRss, rssOf(pid));
    return {
      zipBytes: statSync(zipFile).size,
      photos,
      status: result.status,
      body: result.body,
      seconds: (Date.now() - started) / 1000,
      startRss,
      baselineRss,
      peakRss,
      growth: peakRss - baselineRss,
    };
  } finally {
    stop(proc.child);
    await proc.exited;
    await rm(work, { recursive: true, force: true });
  }
}
