import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { Input } from '../../../components/ui/input';
import { NewListDialog, RemoveRowButton, useNewListRows } from '../lists/new-list-dialog';
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
  const create = useCreateChecklist(cruiseId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const { rows, listRef, change, add, remove } = useNewListRows<Row>(emptyRow);

  const submit = () => {
    if (!name.trim()) {
      setNameError('Checklist name is required');
      return;
    }
    const items = rows
      .filter((row) => row.text.trim())
      .map((row) => ({ id: row.id, text: row.text.trim(), dueDate: row.dueDate || null }));
    create.mutate(
      { id: listId, name: name.trim(), items },
      {
        onSuccess: () => {
          successToast('Checklist created successfully!')();
          onClose();
        },
      },
    );
  };

  return (
    <NewListDialog
      title="New Checklist"
      nameId="checklist-name"
      name={name}
      nameError={nameError}
      namePlaceholder="e.g. Documents"
      onNameChange={setName}
      hint="A due date is optional. Empty rows are skipped."
      listRef={listRef}
      onAddRow={add}
      createLabel="Create checklist"
      isCreating={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
          <RemoveRowButton index={index} disabled={rows.length === 1} onRemove={() => remove(row.id)} />
        </li>
      ))}
    </NewListDialog>
  );
}
