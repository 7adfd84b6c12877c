import { useState } from 'react';
import type { ChecklistItem } from '../../../../shared/schemas/checklists';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { DialogActions } from '../lists/dialog-actions';

/** Edit a checklist item's text (required) and due date (optional; cleared when emptied). */
export function EditChecklistItemDialog({
  item,
  isSaving,
  onSave,
  onClose,
}: {
  item: ChecklistItem;
  isSaving: boolean;
  onSave: (changes: { text: string; dueDate: string | null }) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(item.text);
  const [dueDate, setDueDate] = useState(item.dueDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Item text is required');
      return;
    }
    onSave({ text: text.trim(), dueDate: dueDate || null });
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Edit item">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="checklist-item-text" label="Item" required error={error}>
          <Input
            id="checklist-item-text"
            value={text}
            maxLength={500}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <Field
          id="checklist-item-due"
          label="Due date"
          hint="Optional. Dated items appear in the dashboard's reminders."
        >
          <Input
            id="checklist-item-due"
            type="date"
            aria-describedby="checklist-item-due-hint"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </Field>
        <DialogActions submitLabel="Save item" isBusy={isSaving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
