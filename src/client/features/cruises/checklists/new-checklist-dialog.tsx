import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { successToast } from '../lists/toasts';
import { useCreateChecklist } from './api';

/** A row of the dialog; its id, made with the row, is the item's id (the same on every retry). */
interface Row {
  id: string;
  text: string;
  dueDate: string;
}

const emptyRow = (): Row => ({ id: uuidv7(), text: '', dueDate: '' });

/**
 * "New Checklist": a name (required) and item rows with an optional due date; blank rows are
 * skipped. The list's id is made once per dialog, so "Create" again after a failure is the same
 * create (the server answers with the list if the first one got there).
 */
export function NewChecklistDialog({ cruiseId, onClose }: { cruiseId: string; onClose: () => void }) {
  const [listId] = useState(() => uuidv7());
  const create = useCreateChecklist(cruiseId, listId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const listRef = useRef<HTMLUListElement>(null);

  const change = (id: string, field: 'text' | 'dueDate', value: string) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row)));
  const addRow = () => {
    setRows((current) => [...current, emptyRow()]);
    // Focus the new row once it is on the page.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Checklist name is required');
      return;
    }
    const items = rows
      .filter((row) => row.text.trim())
      .map((row) => ({ id: row.id, text: row.text.trim(), dueDate: row.dueDate || null }));
    create.mutate(
      { id: listId, cruiseId, name: name.trim(), items },
      {
        onSuccess: () => {
          successToast('Checklist created successfully!')();
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="New Checklist">
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field id="checklist-name" label="Name" required error={nameError}>
          <Input
            id="checklist-name"
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Documents"
            aria-invalid={nameError ? true : undefined}
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ocean-900">Items</legend>
          <p className="mb-2 text-xs text-ocean-900/70">A due date is optional. Empty rows are skipped.</p>
          <ul ref={listRef} className="space-y-2">
            {rows.map((row, index) => (
              <li
                key={row.id}
                className="flex flex-wrap items-center gap-2 rounded-xl border border-ocean-100 p-2 sm:flex-nowrap sm:border-0 sm:p-0"
              >
                <Input
                  value={row.text}
                  maxLength={500}
                  onChange={(event) => change(row.id, 'text', event.target.value)}
                  aria-label={`Item ${index + 1}`}
                  placeholder={`Item ${index + 1}`}
                  className="min-w-0 flex-[1_1_100%] sm:flex-[1_1_0]"
                />
                <Input
                  type="date"
                  value={row.dueDate}
                  onChange={(event) => change(row.id, 'dueDate', event.target.value)}
                  aria-label={`Due date for item ${index + 1}`}
                  className="w-auto min-w-0 flex-1 sm:w-40 sm:flex-none"
                />
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}
                  aria-label={`Remove item ${index + 1}`}
                  disabled={rows.length === 1}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
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
            Create checklist
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
