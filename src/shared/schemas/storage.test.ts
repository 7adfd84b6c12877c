import { describe, expect, it } from 'vitest';
import { formatStorage } from './storage.js';

describe('formatStorage', () => {
  it.each([
    [0, '0 KB'],
    [12 * 1024, '12 KB'],
    [1536 * 1024, '1.5 MB'],
    [350 * 1024 * 1024, '350 MB'],
    [1024 * 1024 * 1024, '1 GB'],
    [1.23 * 1024 * 1024 * 1024, '1.2 GB'],
    [10 * 1024 * 1024 * 1024, '10 GB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatStorage(bytes)).toBe(shown);
  });
});
