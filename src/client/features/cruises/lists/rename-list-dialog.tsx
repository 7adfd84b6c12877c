import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { DialogActions } from './dialog-actions';

/** Rename a checklist or packing list; the name stays required. */
export function RenameListDialog({
  title,
  name,
  requiredMessage,
  isSaving,
  onSave,
  onClose,
}: {
  title: string;
  name: string;
  requiredMessage: string;
  isSaving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(requiredMessage);
      return;
    }
    onSave(value.trim());
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field id="rename-list" label="Name" required error={error}>
          <Input
            id="rename-list"
            value={value}
            maxLength={200}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <DialogActions submitLabel="Save name" isBusy={isSaving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
