import { describe, expect, it } from 'vitest';
import { cruisePictureUrls, describeOfflineCopy } from './make-available-offline';

const thumb = (key: string) => ({ thumbnailUrl: `/media/${key}-thumb.jpg` });

describe('the pictures a cruise is saved with', () => {
  it('are its cover in both sizes and every thumbnail of the album and the journal, once each', () => {
    const urls = cruisePictureUrls(
      { coverPhotoUrl: '/media/cover.jpg', coverThumbnailUrl: '/media/cover-thumb.jpg' },
      '/api/ships/x/illustration.svg',
      [thumb('a'), thumb('b')],
      [{ photos: [{ ...thumb('b'), id: 'b', url: '', caption: null, width: null, height: null }] }],
    );
    expect(urls).toEqual([
      '/media/cover.jpg',
      '/media/cover-thumb.jpg',
      '/media/a-thumb.jpg',
      '/media/b-thumb.jpg',
    ]);
  });

  it("are the ship's picture when the cruise has no cover, unless it lives on another site", () => {
    const noCover = { coverPhotoUrl: null, coverThumbnailUrl: null };
    expect(cruisePictureUrls(noCover, '/api/ships/x/illustration.svg', [], [])).toEqual([
      '/api/ships/x/illustration.svg',
    ]);
    expect(cruisePictureUrls(noCover, 'https://images.example.com/ship.jpg', [], [])).toEqual([]);
    expect(cruisePictureUrls(noCover, '//images.example.com/ship.jpg', [], [])).toEqual([]);
    expect(cruisePictureUrls(noCover, null, [], [])).toEqual([]);
  });
});

describe('the "Available offline" message', () => {
  const none = { days: 0, checklists: 0, packingLists: 0, excursions: 0, journalEntries: 0, photos: 0 };
  const pictures = { pictures: 0, missedPictures: 0 };

  it('counts what was saved, singular and plural', () => {
    const copy = { days: 1, checklists: 2, packingLists: 1, excursions: 4, journalEntries: 3, photos: 12 };
    expect(describeOfflineCopy({ ...copy, ...pictures })).toBe(
      '1 itinerary day, 2 checklists, 1 packing list, 4 excursions, 3 journal entries and 12 photos',
    );
  });

  it('leaves out what the cruise has none of', () => {
    expect(describeOfflineCopy({ ...none, days: 7, photos: 1, ...pictures })).toBe(
      '7 itinerary days and 1 photo',
    );
    expect(describeOfflineCopy({ ...none, excursions: 2, ...pictures })).toBe('2 excursions');
    expect(describeOfflineCopy({ ...none, ...pictures })).toBe("The cruise's details");
  });
});
