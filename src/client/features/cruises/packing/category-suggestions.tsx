import { PACKING_CATEGORIES } from '../../../../shared/starter-lists';

/**
 * The category field's suggestions (a datalist: free text stays possible): the usual suitcase
 * categories, then any the traveller already uses.
 */
export function CategorySuggestions({ id, extra = [] }: { id: string; extra?: readonly (string | null)[] }) {
  const categories = [...new Set([...PACKING_CATEGORIES, ...extra.filter((c): c is string => Boolean(c))])];
  return (
    <datalist id={id}>
      {categories.map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}
