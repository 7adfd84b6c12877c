import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { HttpError } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { parseDay } from '../day-input';
import { useItinerary } from '../itinerary/api';
import { FilePreviews, photoFileInputClass } from './file-previews';
import {
  PhotoDetailsFields,
  type PhotoDetailsValues,
  portDaysOf,
  portNameOf,
  valuesOf,
} from './photo-details-fields';
import { UploadProgressBar } from './upload-progress-bar';
import { addedDescription, type UploadFailure, usePhotoUpload } from './use-photo-upload';

/** "Add Photos": one or many image files with an optional caption, port and day, uploaded in turn. */
export function AddPhotosDialog({ cruiseId, onClose }: { cruiseId: string; onClose: () => void }) {
  const portDays = portDaysOf(useItinerary(cruiseId).data);
  const { upload, cancel, progress, isUploading } = usePhotoUpload(cruiseId);
  const [files, setFiles] = useState<File[]>([]);
  const [values, setValues] = useState<PhotoDetailsValues>(() => valuesOf(undefined, []));
  const [errors, setErrors] = useState<{ files?: string; day?: string }>({});
  const [failures, setFailures] = useState<UploadFailure[]>([]);

  const close = () => {
    if (isUploading) cancel();
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const day = parseDay(values.day);
    const nextErrors = {
      ...(files.length === 0 ? { files: 'Please select at least one photo' } : {}),
      ...('error' in day ? { day: day.error } : {}),
    };
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0 || 'error' in day) return;
    setFailures([]);
    const result = await upload(files, {
      caption: values.caption.trim() || null,
      portName: portNameOf(values, portDays),
      dayNumber: day.dayNumber,
    });
    if (result.failed.length === 0) {
      if (result.isCancelled) return;
      // SPEC.md section 8 has one text for this toast; a batch says how many in the description,
      // and photos waiting on this device say so.
      const description = addedDescription(result.added.length, result.queued);
      toast({ title: 'Photo added successfully!', ...(description ? { description } : {}) });
      onClose();
      return;
    }
    const first = result.failed[0]!;
    // A full storage or a too-fast upload says so in the server's words (its message says what to do).
    const saysWhy =
      first.error instanceof HttpError && (first.error.status === 413 || first.error.status === 429);
    toast({
      title: 'Error',
      description: `Failed to add photo: ${
        saysWhy || !(first.error instanceof Error) ? first.message : first.error.message
      }`,
      variant: 'destructive',
    });
    setFailures(result.failed);
    // Keep the files that failed, themselves (two files can share a name): only they go again.
    const failedFiles = new Set(result.failed.map((f) => f.file));
    setFiles((chosen) => chosen.filter((file) => failedFiles.has(file)));
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())} title="Add Photos">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="photo-files" label="Photos" required error={errors.files} hint="JPEG, PNG, WebP or GIF">
          <input
            id="photo-files"
            type="file"
            accept="image/*"
            multiple
            disabled={isUploading}
            aria-invalid={errors.files ? true : undefined}
            aria-describedby={errors.files ? 'photo-files-error' : 'photo-files-hint'}
            onChange={(e) => {
              setFiles(Array.from(e.target.files ?? []));
              setFailures([]);
              setErrors((current) => ({ ...current, files: undefined }));
            }}
            className={photoFileInputClass}
          />
        </Field>
        <FilePreviews files={files} />
        <PhotoDetailsFields
          idPrefix="new-photo"
          values={values}
          onChange={setValues}
          portDays={portDays}
          dayError={errors.day}
          captionHint={files.length > 1 ? 'Given to every photo of this upload' : undefined}
        />
        {progress ? <UploadProgressBar progress={progress} /> : null}
        {failures.length > 0 ? (
          <div role="alert" className="rounded-xl bg-coral-50 p-3 text-sm text-coral-700">
            <p className="font-semibold">
              {failures.length === 1
                ? 'This photo was not added:'
                : `${failures.length} photos were not added:`}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {failures.map((failure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: names repeat, and the list is replaced whole.
                <li key={index} className="break-words">
                  {failure.name}: {failure.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isUploading}>
            <ImagePlus className="h-4 w-4" aria-hidden />
            {files.length > 1 ? `Upload ${files.length} photos` : 'Upload photo'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
