import { Button } from '../../../components/ui/button';

/** The foot of a list dialog's form: Cancel, then the submit button ('Save item', 'Save name'...). */
export function DialogActions({
  submitLabel,
  isBusy,
  onCancel,
}: {
  submitLabel: string;
  isBusy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isLoading={isBusy}>
        {submitLabel}
      </Button>
    </div>
  );
}
