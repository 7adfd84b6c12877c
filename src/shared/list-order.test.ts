import { describe, expect, it } from 'vitest';
import { moveAmong, moveId, reorderIds } from './list-order.js';

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

describe('moveAmong', () => {
  it('moves past the neighbour among the visible ids (one category of a packing list)', () => {
    const all = ['sock', 'passport', 'shirt', 'visa', 'hat'];
    const clothing = ['sock', 'shirt', 'hat'];
    expect(moveAmong(all, clothing, 'shirt', -1)).toEqual(['shirt', 'sock', 'passport', 'visa', 'hat']);
    expect(moveAmong(all, clothing, 'shirt', 1)).toEqual(['sock', 'passport', 'visa', 'hat', 'shirt']);
    expect(moveAmong(all, clothing, 'sock', -1)).toEqual(all);
    expect(moveAmong(all, clothing, 'hat', 1)).toEqual(all);
  });
});
