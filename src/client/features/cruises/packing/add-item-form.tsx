import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { LIST_LIMITS } from '../../../../shared/schemas/list-common';
import { quantityError, quantityFromInput } from '../../../../shared/schemas/packing';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { CategorySuggestions } from './category-suggestions';

/**
 * The last line of a packing card: name, category (suggested), quantity; Enter adds it. A quantity
 * the server would refuse (0, above 999) is said here, before anything is sent or shown.
 */
export function AddPackingItemForm({
  listName,
  categories,
  onAdd,
}: {
  listName: string;
  categories: readonly (string | null)[];
  onAdd: (item: { name: string; category: string | null; quantity: number }) => void;
}) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [quantityProblem, setQuantityProblem] = useState<string | undefined>();
  const nameRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const suggestionsId = useId();
  const quantityId = useId();
  const errorId = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      nameRef.current?.focus();
      return;
    }
    const count = quantityFromInput(quantity);
    const problem = quantityError(count);
    setQuantityProblem(problem);
    if (problem) {
      quantityRef.current?.focus();
      return;
    }
    onAdd({ name: name.trim(), category: category.trim() || null, quantity: count });
    setName('');
    setQuantity('1');
    // The category stays: items are usually added a category at a time.
    nameRef.current?.focus();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap gap-2 border-t border-ocean-100/80 px-4 py-3 sm:px-5"
      aria-label={`Add an item to ${listName}`}
    >
      <Input
        ref={nameRef}
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder="Add an item"
        aria-label={`New item for ${listName}`}
        maxLength={200}
        className="h-10 min-w-0 flex-[1_1_100%] sm:flex-[2_1_10rem]"
      />
      <Input
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        placeholder="Category"
        list={suggestionsId}
        aria-label={`Category of the new item for ${listName}`}
        maxLength={100}
        className="h-10 min-w-0 flex-[1_1_8rem]"
      />
      <CategorySuggestions id={suggestionsId} extra={categories} />
      <label htmlFor={quantityId} className="flex items-center gap-2 text-sm font-medium text-ocean-900/80">
        Qty
        <Input
          ref={quantityRef}
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          max={LIST_LIMITS.quantity}
          value={quantity}
          onChange={(event) => {
            setQuantity(event.target.value);
            setQuantityProblem(undefined);
          }}
          aria-label={`Quantity of the new item for ${listName}`}
          aria-invalid={quantityProblem ? true : undefined}
          aria-describedby={quantityProblem ? errorId : undefined}
          className="h-10 w-16 px-2.5 sm:w-20"
        />
      </label>
      <Button type="submit" variant="secondary" size="sm" className="h-10">
        <Plus className="h-4 w-4" aria-hidden /> Add
      </Button>
      {quantityProblem ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-coral-700">
          {quantityProblem}
        </p>
      ) : null}
    </form>
  );
}
