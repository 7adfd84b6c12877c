import { Button } from './button';
import { Dialog } from './dialog';

/** The spec's delete confirmations ("Are you sure you want to delete this …?"): Cancel or Delete. */
export function ConfirmDeleteDialog({
  title,
  question,
  isDeleting,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      <p className="text-ocean-900">{question}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" isLoading={isDeleting} onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
