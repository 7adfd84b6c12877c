import type { PackingItem } from '../../../../shared/schemas/packing';

export const OTHER_CATEGORY = 'Other';

export interface CategoryGroup {
  category: string;
  items: PackingItem[];
}

/**
 * Items by category, in the list's order: a category comes where its first item is, so moving
 * items also arranges the headings. Items without one come last, under 'Other' (as does an item
 * whose category is literally "Other", so there is never a second 'Other' heading).
 */
export function groupByCategory(items: readonly PackingItem[]): CategoryGroup[] {
  const groups = new Map<string, PackingItem[]>();
  const others: PackingItem[] = [];
  for (const item of items) {
    const category = item.category?.trim();
    if (!category || category.toLowerCase() === OTHER_CATEGORY.toLowerCase()) {
      others.push(item);
      continue;
    }
    const group = groups.get(category);
    if (group) group.push(item);
    else groups.set(category, [item]);
  }
  const result = [...groups].map(([category, grouped]) => ({ category, items: grouped }));
  return others.length > 0 ? [...result, { category: OTHER_CATEGORY, items: others }] : result;
}
