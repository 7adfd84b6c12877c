import { Plus, X } from 'lucide-react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { DialogActions } from './dialog-actions';

/**
 * The item rows of a "New …" dialog. Each row's id, made with the row, is the item's id (the same
 * on every retry). A new row gets the focus once it is on the page.
 */
export function useNewListRows<Row extends { id: string }>(emptyRow: (last: Row | undefined) => Row) {
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(undefined)]);
  const listRef = useRef<HTMLUListElement>(null);
  return {
    rows,
    listRef,
    change: (id: string, field: Exclude<keyof Row, 'id'>, value: string) =>
      setRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row))),
    add: () => {
      // Rendered at once and focused in the same click, so nothing typed a moment later (into
      // another field) lands in the new row as a late focus would make it.
      flushSync(() => setRows((current) => [...current, emptyRow(current.at(-1))]));
      listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
    },
    remove: (id: string) => setRows((current) => current.filter((row) => row.id !== id)),
  };
}

/** A row's "Remove item n" button; the last row stays. */
export function RemoveRowButton({
  index,
  disabled,
  onRemove,
}: {
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onRemove}
      aria-label={`Remove item ${index + 1}`}
      disabled={disabled}
    >
      <X className="h-4 w-4" aria-hidden />
    </Button>
  );
}

/**
 * "New Checklist" / "New Packing List": a name (required), the kind's item rows with "Add item"
 * under them, and Cancel / Create.
 */
export function NewListDialog({
  title,
  className,
  nameId,
  name,
  nameError,
  namePlaceholder,
  onNameChange,
  hint,
  listRef,
  beforeRows,
  children,
  onAddRow,
  createLabel,
  isCreating,
  onSubmit,
  onClose,
}: {
  title: string;
  className?: string;
  nameId: string;
  name: string;
  nameError: string | undefined;
  namePlaceholder: string;
  onNameChange: (name: string) => void;
  /** The line under "Items". */
  hint: ReactNode;
  listRef: RefObject<HTMLUListElement | null>;
  /** Put above the rows (the category suggestions). */
  beforeRows?: ReactNode;
  /** The rows, each an `li`. */
  children: ReactNode;
  onAddRow: () => void;
  createLabel: string;
  isCreating: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} className={className}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field id={nameId} label="Name" required error={nameError}>
          <Input
            id={nameId}
            value={name}
            maxLength={200}
            onChange={(event) => onNameChange(event.target.value)}
            placeholder={namePlaceholder}
            aria-invalid={nameError ? true : undefined}
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ocean-900">Items</legend>
          <p className="mb-2 text-xs text-ocean-900/70">{hint}</p>
          {beforeRows}
          <ul ref={listRef} className="space-y-2">
            {children}
          </ul>
          <Button variant="outline" size="sm" className="mt-3" onClick={onAddRow}>
            <Plus className="h-4 w-4" aria-hidden /> Add item
          </Button>
        </fieldset>
        <DialogActions submitLabel={createLabel} isBusy={isCreating} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
