import { useId, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { LIST_LIMITS } from '../../../../shared/schemas/list-common';
import { quantityError, quantityFromInput } from '../../../../shared/schemas/packing';
import { Input } from '../../../components/ui/input';
import { NewListDialog, RemoveRowButton, useNewListRows } from '../lists/new-list-dialog';
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

// A new row starts in the category of the last one: lists are written a category at a time.
const emptyRow = (last: Row | undefined): Row => ({
  id: uuidv7(),
  name: '',
  category: last?.category ?? '',
  quantity: '1',
});

/**
 * "New Packing List": a name (required) and rows of item, category (free text with suggestions)
 * and quantity (1 to 999; anything not a number counts as 1). Rows without a name are skipped.
 * The list's id is made once per dialog, so "Create" again after a failure is the same create.
 */
export function NewPackingListDialog({ cruiseId, onClose }: { cruiseId: string; onClose: () => void }) {
  const [listId] = useState(() => uuidv7());
  const create = useCreatePackingList(cruiseId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [badQuantities, setBadQuantities] = useState<Map<string, string>>(new Map());
  const { rows, listRef, change, add, remove } = useNewListRows<Row>(emptyRow);
  const suggestionsId = useId();

  const submit = () => {
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
      { id: listId, name: name.trim(), items },
      {
        onSuccess: () => {
          successToast('Packing list created successfully!')();
          onClose();
        },
      },
    );
  };

  return (
    <NewListDialog
      title="New Packing List"
      className="sm:max-w-xl"
      nameId="packing-list-name"
      name={name}
      nameError={nameError}
      namePlaceholder="e.g. Suitcase"
      onNameChange={setName}
      hint="Group them by category. Rows without an item are skipped."
      listRef={listRef}
      beforeRows={<CategorySuggestions id={suggestionsId} extra={rows.map((row) => row.category)} />}
      onAddRow={add}
      createLabel="Create packing list"
      isCreating={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
              <RemoveRowButton index={index} disabled={rows.length === 1} onRemove={() => remove(row.id)} />
            </div>
            {problem ? (
              <p id={`quantity-error-${row.id}`} role="alert" className="mt-1 text-sm text-coral-700">
                {problem}
              </p>
            ) : null}
          </li>
        );
      })}
    </NewListDialog>
  );
}
