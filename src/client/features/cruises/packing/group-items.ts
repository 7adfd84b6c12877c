import type { PackingItem } from '../../../../shared/schemas/packing';

export const OTHER_CATEGORY = 'Other';

export interface CategoryGroup {
  category: string;
  items: PackingItem[];
}

/**
 * Items by category, in the list's order: a category comes where its first item is, so moving
 * items also arranges the headings. Case does not make a new category ("clothing" goes under
 * "Clothing"); the heading is spelled as the category's first item spells it. Items without one
 * come last, under 'Other' (as does an item whose category is literally "Other", so there is
 * never a second 'Other' heading).
 */
export function groupByCategory(items: readonly PackingItem[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  const others: PackingItem[] = [];
  for (const item of items) {
    const category = item.category?.trim();
    const key = category?.toLowerCase();
    if (!category || !key || key === OTHER_CATEGORY.toLowerCase()) {
      others.push(item);
      continue;
    }
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { category, items: [item] });
  }
  const result = [...groups.values()];
  return others.length > 0 ? [...result, { category: OTHER_CATEGORY, items: others }] : result;
}
