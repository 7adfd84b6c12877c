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

  it('has no groups for no items', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
