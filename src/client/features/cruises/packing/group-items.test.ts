import { describe, expect, it } from 'vitest';
import type { PackingItem } from '../../../../shared/schemas/packing';
import { groupByCategory } from './group-items';

const item = (name: string, category: string | null): PackingItem => ({
  id: name,
  packingListId: 'list',
  name,
  category,
  quantity: 1,
  notes: null,
  isPacked: false,
  position: 0,
  createdAt: '',
  updatedAt: '',
});

describe('groupByCategory', () => {
  it('groups in list order, items without a category last under Other', () => {
    const groups = groupByCategory([
      item('Socks', 'Clothing'),
      item('Lanyard', null),
      item('Passport', 'Documents'),
      item('Shirt', 'Clothing'),
      item('Hooks', 'other'),
      item('Charger', '  '),
    ]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['Clothing', ['Socks', 'Shirt']],
      ['Documents', ['Passport']],
      ['Other', ['Lanyard', 'Hooks', 'Charger']],
    ]);
  });

  it('puts categories that differ only in case under one heading, spelled as first written', () => {
    const groups = groupByCategory([
      item('Socks', 'clothing'),
      item('Shirt', 'Clothing'),
      item('Passport', 'Documents'),
      item('Belt', ' CLOTHING '),
      item('Visa', 'documents'),
    ]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['clothing', ['Socks', 'Shirt', 'Belt']],
      ['Documents', ['Passport', 'Visa']],
    ]);
  });

  it('keeps categories in other scripts apart', () => {
    const groups = groupByCategory([item('Shirt', '衣類'), item('Passport', '書類')]);
    expect(groups.map((g) => g.category)).toEqual(['衣類', '書類']);
  });

  it('has no groups for no items', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
