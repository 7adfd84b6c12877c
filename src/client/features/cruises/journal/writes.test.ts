import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import type { AlbumPhoto } from '../photos/album-cache';
import { photosKey } from '../photos/api';
import { journalKey } from './keys';
import {
  type CreateJournalEntryVariables,
  createJournalEntryWrite,
  deleteJournalEntryWrite,
  type UpdateJournalEntryVariables,
  updateJournalEntryWrite,
} from './writes';

const CRUISE = 'c1';
const V1 = '2030-07-12T10:00:00.000Z';

function photo(id: string, journalEntryId: string | null, createdAt: string): AlbumPhoto {
  return {
    id,
    cruiseId: CRUISE,
    journalEntryId,
    filename: `${id}.jpg`,
    originalName: null,
    url: `/media/${id}.jpg`,
    thumbnailUrl: `/media/${id}-thumb.jpg`,
    caption: id,
    portName: null,
    dayNumber: null,
    width: 40,
    height: 30,
    createdAt,
    updatedAt: createdAt,
  };
}
const shown = (p: AlbumPhoto) => ({
  id: p.id,
  url: p.url,
  thumbnailUrl: p.thumbnailUrl,
  caption: p.caption,
  width: p.width,
  height: p.height,
});

function entry(id: string, entryDate: string, extra: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id,
    cruiseId: CRUISE,
    dayNumber: null,
    portName: null,
    title: id,
    content: 'Text',
    entryDate,
    photos: [],
    createdAt: V1,
    updatedAt: V1,
    ...extra,
  };
}

const pA = photo('pA', null, '2030-07-12T08:00:00.000Z');
const pB = photo('pB', 'old', '2030-07-12T07:00:00.000Z');
const old = entry('old', '2030-07-10', { photos: [shown(pB)] });
const later = entry('later', '2030-07-14');

function cacheWith(journal: JournalEntry[] | undefined, album: AlbumPhoto[] = [pA, pB]) {
  const queryClient = new QueryClient();
  if (journal) queryClient.setQueryData(journalKey(CRUISE), journal);
  queryClient.setQueryData(photosKey(CRUISE), album);
  return queryClient;
}
const journalOf = (queryClient: QueryClient) => queryClient.getQueryData<JournalEntry[]>(journalKey(CRUISE));
const albumOf = (queryClient: QueryClient) => queryClient.getQueryData<AlbumPhoto[]>(photosKey(CRUISE));

const fields = {
  title: ' Sea day ',
  entryDate: '2030-07-12',
  dayNumber: 3,
  portName: '',
  content: 'Calm\r\nseas. ',
  photoIds: ['pA', 'pB'],
};
const created: CreateJournalEntryVariables = { ...fields, id: 'new', cruiseId: CRUISE, createdAt: V1 };
const edited: UpdateJournalEntryVariables = {
  ...fields,
  id: 'old',
  cruiseId: CRUISE,
  updatedAt: V1,
  entryDate: '2030-07-20',
  photoIds: ['pA'],
};

describe('journal writes: requests', () => {
  it.each([
    [
      'create',
      createJournalEntryWrite.request(created),
      'POST',
      `/api/cruises/${CRUISE}/journal-entries`,
      undefined,
    ],
    ['update', updateJournalEntryWrite.request(edited), 'PUT', '/api/journal-entries/old', V1],
    [
      'delete',
      deleteJournalEntryWrite.request({ id: 'old', cruiseId: CRUISE, title: null, entryDate: '2030-07-10' }),
      'DELETE',
      '/api/journal-entries/old',
      undefined,
    ],
  ])('%s: its method and URL, a version only for edits', (_name, request, method, url, ifMatch) => {
    expect(request).toMatchObject({ method, url });
    expect(request.ifMatch).toBe(ifMatch);
  });

  it('a create carries its client-made id; no request carries the version in its body', () => {
    expect(createJournalEntryWrite.request(created).body).toMatchObject({
      id: 'new',
      photoIds: ['pA', 'pB'],
    });
    expect(updateJournalEntryWrite.request(edited).body).not.toHaveProperty('updatedAt');
  });
});

describe('createJournalEntry', () => {
  it('shows the entry where the journal sorts it, with its photos (moved from another entry), idempotently', () => {
    const queryClient = cacheWith([old, later]);
    createJournalEntryWrite.apply!(queryClient, created);
    const once = structuredClone({ journal: journalOf(queryClient), album: albumOf(queryClient) });
    createJournalEntryWrite.apply!(queryClient, created);
    expect({ journal: journalOf(queryClient), album: albumOf(queryClient) }).toEqual(once);

    expect(journalOf(queryClient)).toEqual([
      { ...old, photos: [] },
      {
        id: 'new',
        cruiseId: CRUISE,
        title: 'Sea day',
        entryDate: '2030-07-12',
        dayNumber: 3,
        portName: null,
        content: 'Calm\nseas.',
        photos: [shown(pB), shown(pA)],
        createdAt: V1,
        updatedAt: V1,
      },
      later,
    ]);
    expect(albumOf(queryClient)!.map((p) => p.journalEntryId)).toEqual(['new', 'new']);
    expect(createJournalEntryWrite.local!(created, queryClient)).toEqual(journalOf(queryClient)![1]);
  });

  it('does nothing to a journal never loaded', () => {
    const queryClient = cacheWith(undefined);
    createJournalEntryWrite.apply!(queryClient, created);
    expect(journalOf(queryClient)).toBeUndefined();
  });

  it("settles the server's entry, keeping the photos still waiting on this device to be uploaded", () => {
    const waiting = {
      ...shown(pA),
      id: 'waiting',
      url: 'blob:x',
      thumbnailUrl: 'blob:x',
      isPending: true as const,
    };
    const queryClient = cacheWith([entry('new', '2030-07-12', { photos: [waiting] })]);
    const stored = entry('new', '2030-07-12', { photos: [shown(pB)], updatedAt: '2030-07-12T10:00:05.000Z' });
    createJournalEntryWrite.settle!(queryClient, stored, created);
    expect(journalOf(queryClient)).toEqual([{ ...stored, photos: [shown(pB), waiting] }]);
  });
});

describe('updateJournalEntry and deleteJournalEntry', () => {
  it('an edit changes the fields and photo set, keeps the version it was based on, re-sorts, idempotently', () => {
    const queryClient = cacheWith([old, later]);
    updateJournalEntryWrite.apply!(queryClient, edited);
    const once = structuredClone({ journal: journalOf(queryClient), album: albumOf(queryClient) });
    updateJournalEntryWrite.apply!(queryClient, edited);
    expect({ journal: journalOf(queryClient), album: albumOf(queryClient) }).toEqual(once);

    const [first, second] = journalOf(queryClient)!;
    expect(first).toEqual(later);
    expect(second).toMatchObject({ id: 'old', entryDate: '2030-07-20', updatedAt: V1, createdAt: V1 });
    expect(second!.photos).toEqual([shown(pA)]);
    // pB is no longer listed: detached in the album; pA attached.
    expect(albumOf(queryClient)!.map((p) => [p.id, p.journalEntryId])).toEqual([
      ['pA', 'old'],
      ['pB', null],
    ]);
  });

  it('an edit of an entry no longer in the journal changes nothing', () => {
    const queryClient = cacheWith([later]);
    updateJournalEntryWrite.apply!(queryClient, edited);
    expect(journalOf(queryClient)).toEqual([later]);
  });

  it('a delete takes the entry out and detaches its photos, twice the same as once', () => {
    const queryClient = cacheWith([old, later]);
    const variables = { id: 'old', cruiseId: CRUISE, title: 'old', entryDate: '2030-07-10' };
    deleteJournalEntryWrite.apply!(queryClient, variables);
    deleteJournalEntryWrite.apply!(queryClient, variables);
    expect(journalOf(queryClient)).toEqual([later]);
    expect(albumOf(queryClient)!.find((p) => p.id === 'pB')!.journalEntryId).toBeNull();
    expect(deleteJournalEntryWrite.describe(variables)).toBe('Delete journal entry “old”');
  });
});
