import { Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { LIST_LIMITS } from '../../../../shared/schemas/list-common';
import { quantityError, quantityFromInput } from '../../../../shared/schemas/packing';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { successToast } from '../lists/toasts';
import { useCreatePackingList } from './api';
import { CategorySuggestions } from './category-suggestions';

/** A row of the dialog; its id, made with the row, is the item's id (the same on every retry). */
interface Row {
  id: string;
  name: string;
  category: string;
  quantity: string;
}

const emptyRow = (category = ''): Row => ({ id: uuidv7(), name: '', category, quantity: '1' });

/**
 * "New Packing List": a name (required) and rows of item, category (free text with suggestions)
 * and quantity (1 to 999; anything not a number counts as 1). Rows without a name are skipped.
 * The list's id is made once per dialog, so "Create" again after a failure is the same create.
 */
export function NewPackingListDialog({ cruiseId, onClose }: { cruiseId: string; onClose: () => void }) {
  const [listId] = useState(() => uuidv7());
  const create = useCreatePackingList(cruiseId, listId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [badQuantities, setBadQuantities] = useState<Map<string, string>>(new Map());
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const listRef = useRef<HTMLUListElement>(null);
  const suggestionsId = useId();

  const change = (id: string, field: 'name' | 'category' | 'quantity', value: string) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row)));
  const addRow = () => {
    // A new row starts in the category of the last one: lists are written a category at a time.
    setRows((current) => [...current, emptyRow(current.at(-1)?.category ?? '')]);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const filled = rows.filter((row) => row.name.trim());
    const bad = new Map(
      filled.flatMap((row) => {
        const problem = quantityError(quantityFromInput(row.quantity));
        return problem ? [[row.id, problem] as const] : [];
      }),
    );
    setNameError(name.trim() ? undefined : 'Packing list name is required');
    setBadQuantities(bad);
    if (!name.trim() || bad.size > 0) return;
    const items = filled.map((row) => ({
      id: row.id,
      name: row.name.trim(),
      category: row.category.trim() || null,
      quantity: quantityFromInput(row.quantity),
    }));
    create.mutate(
      { id: listId, cruiseId, name: name.trim(), items },
      {
        onSuccess: () => {
          successToast('Packing list created successfully!')();
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="New Packing List"
      className="sm:max-w-xl"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field id="packing-list-name" label="Name" required error={nameError}>
          <Input
            id="packing-list-name"
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Suitcase"
            aria-invalid={nameError ? true : undefined}
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ocean-900">Items</legend>
          <p className="mb-2 text-xs text-ocean-900/70">
            Group them by category. Rows without an item are skipped.
          </p>
          <CategorySuggestions id={suggestionsId} extra={rows.map((row) => row.category)} />
          <ul ref={listRef} className="space-y-2">
            {rows.map((row, index) => {
              const problem = badQuantities.get(row.id);
              return (
                <li key={row.id} className="rounded-xl border border-ocean-100 p-2 sm:border-0 sm:p-0">
                  <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
                    <Input
                      value={row.name}
                      maxLength={200}
                      onChange={(event) => change(row.id, 'name', event.target.value)}
                      aria-label={`Item ${index + 1}`}
                      placeholder={`Item ${index + 1}`}
                      className="min-w-0 flex-[1_1_100%] sm:flex-[2_1_0]"
                    />
                    <Input
                      value={row.category}
                      maxLength={100}
                      list={suggestionsId}
                      onChange={(event) => change(row.id, 'category', event.target.value)}
                      aria-label={`Category of item ${index + 1}`}
                      placeholder="Category"
                      className="min-w-0 flex-[1_1_0]"
                    />
                    <div className="w-20 shrink-0">
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={LIST_LIMITS.quantity}
                        value={row.quantity}
                        onChange={(event) => change(row.id, 'quantity', event.target.value)}
                        aria-label={`Quantity of item ${index + 1}`}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `quantity-error-${row.id}` : undefined}
                      />
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}
                      aria-label={`Remove item ${index + 1}`}
                      disabled={rows.length === 1}
                    >
                      <X className="h-4 w-4" aria-hidden />
                    </Button>
                  </div>
                  {problem ? (
                    <p id={`quantity-error-${row.id}`} role="alert" className="mt-1 text-sm text-coral-700">
                      {problem}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <Button variant="outline" size="sm" className="mt-3" onClick={addRow}>
            <Plus className="h-4 w-4" aria-hidden /> Add item
          </Button>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            Create packing list
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
