import { describe, expect, it } from 'vitest';
import { moveId, reorderIds } from './list-order.js';

describe('reorderIds', () => {
  it('puts the requested ids first and keeps the others in their order after them', () => {
    expect(reorderIds(['a', 'b', 'c', 'd'], ['c', 'a'])).toEqual({ ok: true, order: ['c', 'a', 'b', 'd'] });
    expect(reorderIds(['a', 'b'], [])).toEqual({ ok: true, order: ['a', 'b'] });
    expect(reorderIds(['a', 'b'], ['b', 'a'])).toEqual({ ok: true, order: ['b', 'a'] });
  });

  it('refuses an order naming an id the list does not hold', () => {
    expect(reorderIds(['a', 'b'], ['b', 'x', 'y'])).toEqual({ ok: false, unknown: ['x', 'y'] });
  });
});

describe('moveId', () => {
  it('moves one place up or down, and stays put at either end', () => {
    expect(moveId(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });
});
