import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cruise } from '../../../shared/schemas/cruises';
import { errorMessage } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { forgetCruise } from './api';
import { CruiseForm, cruiseFormValues } from './cruise-form';
import { cruiseRemoval, useDeleteCruise, useUpdateCruise } from './cruise-writes';

/** The Edit Cruise dialog (its code loads apart from the Edit button: `edit-cruise-button.tsx`). */
export function EditCruiseDialog({
  cruise,
  onClose,
  afterDelete,
}: {
  cruise: Cruise;
  onClose: () => void;
  afterDelete?: string | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const failed = (action: string) => (error: unknown) =>
    toast({
      title: 'Error',
      description: `Failed to ${action}: ${errorMessage(error, 'Please try again.')}`,
      variant: 'destructive',
    });
  const update = useUpdateCruise({
    onSuccess: () => {
      toast({ title: 'Cruise updated successfully!' });
      onClose();
    },
    onError: failed('update cruise'),
  });
  const remove = useDeleteCruise({
    onSuccess: () => {
      toast({ title: 'Cruise deleted' });
      onClose();
      if (afterDelete) navigate(afterDelete);
      forgetCruise(queryClient, cruise.id);
    },
    onError: failed('delete cruise'),
  });
  const confirmDelete = () => remove.mutate(cruiseRemoval(cruise));

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Edit Cruise"
      className="sm:max-w-3xl"
    >
      {isConfirming ? (
        <div role="alertdialog" aria-labelledby="delete-cruise-title" className="space-y-4">
          <p id="delete-cruise-title" className="font-semibold text-ocean-950">
            Are you sure you want to delete this cruise?
          </p>
          <p className="text-sm text-ocean-900/75">
            Its itinerary, checklists, packing lists, excursions, journal and photos are deleted with it. This
            cannot be undone.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setIsConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" isLoading={remove.isPending} onClick={confirmDelete}>
              Delete cruise
            </Button>
          </div>
        </div>
      ) : (
        <CruiseForm
          mode="edit"
          defaultValues={cruiseFormValues(cruise)}
          isSaving={update.isPending}
          onCancel={onClose}
          extraActions={
            <Button
              type="button"
              variant="ghost"
              className="text-coral-700"
              onClick={() => setIsConfirming(true)}
            >
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </Button>
          }
          onSubmit={(values) => {
            // Keep the stored cover unless the form changed it.
            const { coverPhotoUrl, ...rest } = values;
            const cover = coverPhotoUrl === cruise.coverPhotoUrl ? {} : { coverPhotoUrl };
            update.mutate({ ...rest, ...cover, id: cruise.id, updatedAt: cruise.updatedAt });
          }}
        />
      )}
    </Dialog>
  );
}
