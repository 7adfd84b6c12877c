/**
 * PGlite's disk full, and the media folder read-only, for real: the app runs in a mount namespace
 * of its own (`unshare`) with DATA_DIR a 64 MB tmpfs (test-support/storage-sandbox.ts). Filling
 * it makes PGlite fail with SQLSTATE 53100 ("could not extend file ... No space left on device")
 * and the file store with ENOSPC; a read-only bind mount of DATA_DIR/media makes the file store
 * fail with EROFS. Writes are refused with a 503 and a message, nothing is half written (no
 * checklist without its items, no photo row, no file), reads go on, and once space is freed the
 * same app (not restarted) saves the same changes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../test-support/auth-helpers.js';
import { imageDataUrl } from '../test-support/photo-helpers.js';
import { freePort, waitForHealthy } from '../test-support/processes.js';
import { startStorageSandbox } from '../test-support/storage-sandbox.js';
import { STORAGE_FULL_MESSAGE } from './storage-full.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-storage-full-'));
let sandbox: ReturnType<typeof startStorageSandbox>;
let base: string;
let cookie: string;
let cruiseId: string;

async function api(method: string, pathname: string, body?: unknown) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const mediaFiles = () => Number(sandbox.run('ls -A "$DATA_DIR/media" | grep -v "^\\." | wc -l').trim());
const checklist = (id: string, items: number) => ({
  id,
  cruiseId,
  name: `Packing ${id.slice(0, 8)}`,
  items: Array.from({ length: items }, (_, i) => ({
    text: `${i + 1}: ${'a long line to fill pages '.repeat(9)}`,
  })),
});
const photo = async (id: string) => ({ id, cruiseId, url: await imageDataUrl('png', 640, 480) });

beforeAll(async () => {
  const port = await freePort();
  sandbox = startStorageSandbox({ dataDir, sizeMb: 64, port, snapshot: inject('pgliteSnapshotPath') });
  await waitForHealthy(port, 30_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${sandbox.output()}`);
  });
  base = `http://127.0.0.1:${port}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('disk'), password: GOOD_PASSWORD }),
  });
  expect(registered.status).toBe(201);
  cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  const cruise = await api('POST', '/api/cruises', {
    cruiseLine: 'Cunard',
    shipName: 'Queen Anne',
    sailDate: '2027-09-01',
    returnDate: '2027-09-08',
    primaryDestination: 'Fjords',
  });
  expect(cruise.status).toBe(201);
  cruiseId = cruise.body.id;
  // A first checklist, so the next one's row fits in a page already there and only its items
  // need new space: the failure then comes between two statements of one transaction.
  expect((await api('POST', '/api/checklists', checklist(randomUUID(), 1))).status).toBe(201);
}, 60_000);
afterAll(async () => {
  sandbox?.child.kill('SIGTERM');
  await sandbox?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the disk full', () => {
  it('refuses writes with a 503 and a message, half writes nothing, and saves them once there is room', async () => {
    const filesBefore = mediaFiles();
    sandbox.run('cat /dev/zero > "$DATA_DIR/filler" 2>/dev/null; true');
    expect(sandbox.run('df -k "$DATA_DIR" | tail -1')).toMatch(/100%/);

    // A checklist alone still fits in the page there is: the failure below is its items'.
    expect((await api('POST', '/api/checklists', checklist(randomUUID(), 0))).status).toBe(201);
    const listId = randomUUID();
    const list = await api('POST', '/api/checklists', checklist(listId, 120));
    expect(list).toMatchObject({
      status: 503,
      body: { message: STORAGE_FULL_MESSAGE, code: 'STORAGE_FULL' },
    });
    const photoId = randomUUID();
    const upload = await api('POST', '/api/photos', await photo(photoId));
    expect(upload).toMatchObject({
      status: 503,
      body: { message: STORAGE_FULL_MESSAGE, code: 'STORAGE_FULL' },
    });

    // Nothing half written: no checklist row without its items, no photo row, no file.
    const lists = await api('GET', `/api/cruises/${cruiseId}/checklists`);
    expect(lists.status).toBe(200);
    expect(lists.body.map((l: { id: string }) => l.id)).not.toContain(listId);
    expect((await api('GET', `/api/cruises/${cruiseId}/photos`)).body).toEqual([]);
    expect(mediaFiles()).toBe(filesBefore);

    // Room again: the same changes, sent again as the offline queue would, are saved whole.
    sandbox.run('rm "$DATA_DIR/filler"');
    const again = await api('POST', '/api/checklists', checklist(listId, 120));
    expect(again.status).toBe(201);
    expect(again.body.items).toHaveLength(120);
    expect((await api('POST', '/api/photos', await photo(photoId))).status).toBe(201);
    expect(mediaFiles()).toBe(filesBefore + 2);
  });
});

describe('the media folder read-only', () => {
  it('refuses uploads with a 503 and a message, keeps no row, and takes other writes', async () => {
    const filesBefore = mediaFiles();
    sandbox.run('mount -o remount,bind,ro "$DATA_DIR/media"');
    const photoId = randomUUID();
    const upload = await api('POST', '/api/photos', await photo(photoId));
    expect(upload).toMatchObject({
      status: 503,
      body: { message: STORAGE_FULL_MESSAGE, code: 'STORAGE_FULL' },
    });
    const photos = (await api('GET', `/api/cruises/${cruiseId}/photos`)).body as { id: string }[];
    expect(photos.map((p) => p.id)).not.toContain(photoId);
    expect(mediaFiles()).toBe(filesBefore);
    // The database is elsewhere and still takes writes.
    expect((await api('POST', '/api/checklists', checklist(randomUUID(), 2))).status).toBe(201);

    sandbox.run('mount -o remount,bind,rw "$DATA_DIR/media"');
    expect((await api('POST', '/api/photos', await photo(photoId))).status).toBe(201);
    expect(mediaFiles()).toBe(filesBefore + 2);
  });
});
