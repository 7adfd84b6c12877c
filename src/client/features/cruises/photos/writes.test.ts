import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import { journalKey } from '../journal/keys';
import type { AlbumPhoto } from './album-cache';
import { photosKey } from './api';
import {
  type AddPhotoVariables,
  addPhotoWrite,
  deletePhotoWrite,
  type UpdatePhotoVariables,
  updatePhotoWrite,
} from './writes';

const CRUISE = 'c1';

function photo(id: string, dayNumber: number | null, createdAt: string, extra: Partial<AlbumPhoto> = {}) {
  return {
    id,
    cruiseId: CRUISE,
    journalEntryId: null,
    filename: `${id}.jpg`,
    originalName: `${id}.png`,
    url: `/media/${id}.jpg`,
    thumbnailUrl: `/media/${id}-thumb.jpg`,
    caption: null,
    portName: null,
    dayNumber,
    width: 400,
    height: 300,
    createdAt,
    updatedAt: createdAt,
    ...extra,
  } satisfies AlbumPhoto;
}

function entry(id: string, photos: JournalEntry['photos'] = []): JournalEntry {
  return {
    id,
    cruiseId: CRUISE,
    dayNumber: 3,
    portName: 'Juneau',
    title: 'Whales',
    content: 'A humpback.',
    entryDate: '2030-07-12',
    photos,
    createdAt: '2030-07-12T10:00:00.000Z',
    updatedAt: '2030-07-12T10:00:00.000Z',
  };
}

const day1 = photo('p1', 1, '2030-07-10T10:00:00.000Z');
const noDay = photo('p9', null, '2030-07-09T10:00:00.000Z');

function cacheWith(album: AlbumPhoto[] | undefined, journal?: JournalEntry[]) {
  const queryClient = new QueryClient();
  if (album) queryClient.setQueryData(photosKey(CRUISE), album);
  if (journal) queryClient.setQueryData(journalKey(CRUISE), journal);
  return queryClient;
}
const albumOf = (queryClient: QueryClient) => queryClient.getQueryData<AlbumPhoto[]>(photosKey(CRUISE));
const journalOf = (queryClient: QueryClient) => queryClient.getQueryData<JournalEntry[]>(journalKey(CRUISE));

const blob = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
const added: AddPhotoVariables = {
  id: 'new',
  cruiseId: CRUISE,
  filename: 'glacier.jpg',
  originalName: 'glacier.png',
  url: blob,
  width: 1600,
  height: 1200,
  caption: ' Glacier ',
  portName: '',
  dayNumber: 2,
  journalEntryId: 'e1',
  createdAt: '2030-07-11T09:00:00.000Z',
};
const edit: UpdatePhotoVariables = {
  id: 'p1',
  cruiseId: CRUISE,
  caption: 'Whale tail',
  portName: 'Juneau',
  dayNumber: 3,
  updatedAt: day1.updatedAt,
  journalEntryId: 'e1',
  label: 'p1.png',
};

describe('photo writes: requests', () => {
  it.each([
    ['addPhoto', addPhotoWrite.request(added), 'POST', '/api/photos', undefined],
    ['updatePhoto', updatePhotoWrite.request(edit), 'PUT', '/api/photos/p1', day1.updatedAt],
    [
      'deletePhoto',
      deletePhotoWrite.request({ id: 'p1', cruiseId: CRUISE, journalEntryId: null, label: 'x' }),
      'DELETE',
      '/api/photos/p1',
      undefined,
    ],
  ])('%s: its method and URL, a version only for edits', (_name, request, method, url, ifMatch) => {
    expect(request).toMatchObject({ method, url });
    expect(request.ifMatch).toBe(ifMatch);
  });

  it('sends the JPEG as the Blob itself in `url`, and only what the API takes', () => {
    const { body } = addPhotoWrite.request(added);
    expect(body?.url).toBe(blob);
    expect(Object.keys(body ?? {}).sort()).toEqual(
      [
        'caption',
        'cruiseId',
        'dayNumber',
        'filename',
        'id',
        'journalEntryId',
        'originalName',
        'portName',
        'url',
      ].sort(),
    );
    expect(updatePhotoWrite.request(edit).body).toEqual({
      caption: 'Whale tail',
      portName: 'Juneau',
      dayNumber: 3,
    });
  });
});

describe('addPhoto', () => {
  it('shows the waiting photo at once, from one object URL of its Blob, where the album sorts it, and in its entry', () => {
    const queryClient = cacheWith([day1, noDay], [entry('e1'), entry('e2')]);
    addPhotoWrite.apply!(queryClient, added);
    const once = structuredClone({ album: albumOf(queryClient), journal: journalOf(queryClient) });
    addPhotoWrite.apply!(queryClient, added);
    expect({ album: albumOf(queryClient), journal: journalOf(queryClient) }).toEqual(once);

    const album = albumOf(queryClient)!;
    expect(album.map((p) => p.id)).toEqual(['p1', 'new', 'p9']);
    const shown = album[1]!;
    expect(shown).toMatchObject({
      isPending: true,
      caption: 'Glacier',
      portName: null,
      width: 1600,
      height: 1200,
    });
    expect(shown.url).toMatch(/^blob:/);
    expect(shown.thumbnailUrl).toBe(shown.url);
    expect(journalOf(queryClient)!.map((e) => e.photos.map((p) => p.id))).toEqual([['new'], []]);
    expect(addPhotoWrite.local!(added, queryClient)).toEqual(shown);
  });

  it('leaves a photo the server already answered with alone, and a cache never loaded unloaded', () => {
    const stored = photo('new', 2, '2030-07-11T09:00:01.000Z');
    const queryClient = cacheWith([stored]);
    addPhotoWrite.apply!(queryClient, added);
    expect(albumOf(queryClient)).toEqual([stored]);

    const empty = cacheWith(undefined);
    addPhotoWrite.apply!(empty, added);
    expect(albumOf(empty)).toBeUndefined();
    expect(journalOf(empty)).toBeUndefined();
  });

  it("settles the server's photo in place of the waiting one, in the album and in its entry", () => {
    const queryClient = cacheWith([day1], [entry('e1')]);
    addPhotoWrite.apply!(queryClient, added);
    const stored = photo('new', 2, '2030-07-11T09:00:01.000Z', { journalEntryId: 'e1', caption: 'Glacier' });
    addPhotoWrite.settle!(queryClient, stored, added);
    expect(albumOf(queryClient)).toEqual([day1, stored]);
    expect(journalOf(queryClient)![0]!.photos).toEqual([
      {
        id: 'new',
        url: stored.url,
        thumbnailUrl: stored.thumbnailUrl,
        caption: 'Glacier',
        width: 400,
        height: 300,
      },
    ]);
  });
});

describe('updatePhoto and deletePhoto', () => {
  const entryPhoto = {
    id: 'p1',
    url: day1.url,
    thumbnailUrl: day1.thumbnailUrl,
    caption: null,
    width: 400,
    height: 300,
  };

  it('an edit sets the fields, keeps the version it was based on, moves the photo to its day, and is idempotent', () => {
    const day2 = photo('p2', 2, '2030-07-10T11:00:00.000Z');
    const queryClient = cacheWith([day1, day2], [entry('e1', [entryPhoto])]);
    updatePhotoWrite.apply!(queryClient, edit);
    const once = structuredClone(albumOf(queryClient));
    updatePhotoWrite.apply!(queryClient, edit);
    expect(albumOf(queryClient)).toEqual(once);
    expect(albumOf(queryClient)).toEqual([
      day2,
      { ...day1, caption: 'Whale tail', portName: 'Juneau', dayNumber: 3, updatedAt: day1.updatedAt },
    ]);
    expect(journalOf(queryClient)![0]!.photos[0]!.caption).toBe('Whale tail');
  });

  it('a delete takes the photo out of the album and of its entry, twice the same as once', () => {
    const queryClient = cacheWith([day1, noDay], [entry('e1', [entryPhoto])]);
    const variables = { id: 'p1', cruiseId: CRUISE, journalEntryId: 'e1', label: 'p1.png' };
    deletePhotoWrite.apply!(queryClient, variables);
    deletePhotoWrite.apply!(queryClient, variables);
    expect(albumOf(queryClient)).toEqual([noDay]);
    expect(journalOf(queryClient)![0]!.photos).toEqual([]);
  });
});
