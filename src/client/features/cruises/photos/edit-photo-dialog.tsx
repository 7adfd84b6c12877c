import { useEffect, useState } from 'react';
import type { Photo } from '../../../../shared/schemas/photos';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useWrite } from '../../../offline/runtime';
import { parseDay } from '../day-input';
import { useItinerary } from '../itinerary/api';
import { PhotoDetailsFields, portDaysOf, portNameOf, valuesOf } from './photo-details-fields';
import { photoLabel, updatePhotoWrite } from './writes';

/** Edits a photo's caption, port and day (opened from the viewer). */
export function EditPhotoDialog({
  cruiseId,
  photo,
  onClose,
}: {
  cruiseId: string;
  photo: Photo;
  onClose: () => void;
}) {
  const portDays = portDaysOf(useItinerary(cruiseId).data);
  const update = useWrite(updatePhotoWrite);
  const [values, setValues] = useState(() => valuesOf(photo, portDays));
  const [isTouched, setIsTouched] = useState(false);
  const [dayError, setDayError] = useState<string | undefined>();
  // The itinerary may arrive after the dialog opened: pick the photo's port from it then.
  const portCount = portDays.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the ports first arrive.
  useEffect(() => {
    if (!isTouched && portCount > 0) setValues(valuesOf(photo, portDays));
  }, [portCount]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const day = parseDay(values.day);
    if ('error' in day) {
      setDayError(day.error);
      return;
    }
    update.mutate(
      {
        id: photo.id,
        cruiseId,
        caption: values.caption.trim() || null,
        portName: portNameOf(values, portDays),
        dayNumber: day.dayNumber,
        updatedAt: photo.updatedAt,
        journalEntryId: photo.journalEntryId,
        label: photoLabel(photo),
      },
      {
        onSuccess: () => {
          toast({ title: 'Photo updated successfully!' });
          onClose();
        },
        onError: (e) =>
          toast({
            title: 'Error',
            description: `Failed to update photo: ${errorMessage(e, 'Please try again.')}`,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Edit Photo">
      <form onSubmit={submit} noValidate className="space-y-4">
        <PhotoDetailsFields
          idPrefix="edit-photo"
          values={values}
          onChange={(next) => {
            setIsTouched(true);
            setValues(next);
          }}
          portDays={portDays}
          dayError={dayError}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            Save photo
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
