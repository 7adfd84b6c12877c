import { describe, expect, it } from 'vitest';
import { attachablePhotoIds } from './attached-photos';

describe('attachablePhotoIds', () => {
  it('drops the ids that are no longer photos of the cruise, keeping the order', () => {
    expect(attachablePhotoIds(['c', 'gone', 'a'], [{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toEqual([
      'c',
      'a',
    ]);
    expect(attachablePhotoIds(['gone'], [])).toEqual([]);
  });

  it('keeps every id while the album is not loaded', () => {
    expect(attachablePhotoIds(['a', 'b'], undefined)).toEqual(['a', 'b']);
  });
});
