import { useId, useState } from 'react';
import { LIST_LIMITS } from '../../../../shared/schemas/list-common';
import { type PackingItem, quantityError, quantityFromInput } from '../../../../shared/schemas/packing';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { DialogActions } from '../lists/dialog-actions';
import { CategorySuggestions } from './category-suggestions';

export interface PackingItemChanges {
  name: string;
  category: string | null;
  quantity: number;
  notes: string | null;
}

/** Edit a packing item: name (required), category (suggested), quantity (1 to 999), notes. */
export function EditPackingItemDialog({
  item,
  categories,
  isSaving,
  onSave,
  onClose,
}: {
  item: PackingItem;
  categories: readonly (string | null)[];
  isSaving: boolean;
  onSave: (changes: PackingItemChanges) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState({
    name: item.name,
    category: item.category ?? '',
    quantity: String(item.quantity),
    notes: item.notes ?? '',
  });
  const [errors, setErrors] = useState<{ name?: string; quantity?: string }>({});
  const suggestionsId = useId();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const quantity = quantityFromInput(values.quantity);
    const found = {
      name: values.name.trim() ? undefined : 'Item name is required',
      quantity: quantityError(quantity),
    };
    setErrors(found);
    if (found.name || found.quantity) return;
    onSave({
      name: values.name.trim(),
      category: values.category.trim() || null,
      quantity,
      notes: values.notes.trim() || null,
    });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Edit item">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="packing-item-name" label="Item" required error={errors.name}>
          <Input
            id="packing-item-name"
            value={values.name}
            maxLength={200}
            onChange={set('name')}
            aria-invalid={errors.name ? true : undefined}
          />
        </Field>
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <Field id="packing-item-category" label="Category">
            <Input
              id="packing-item-category"
              value={values.category}
              maxLength={100}
              list={suggestionsId}
              onChange={set('category')}
            />
            <CategorySuggestions id={suggestionsId} extra={categories} />
          </Field>
          <Field id="packing-item-quantity" label="Quantity" error={errors.quantity}>
            <Input
              id="packing-item-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={LIST_LIMITS.quantity}
              value={values.quantity}
              onChange={set('quantity')}
              aria-invalid={errors.quantity ? true : undefined}
            />
          </Field>
        </div>
        <Field id="packing-item-notes" label="Notes">
          <Textarea
            id="packing-item-notes"
            value={values.notes}
            maxLength={2000}
            onChange={set('notes')}
            className="min-h-20"
          />
        </Field>
        <DialogActions submitLabel="Save item" isBusy={isSaving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
