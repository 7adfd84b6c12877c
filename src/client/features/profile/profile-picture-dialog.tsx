import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { FilePicker, OfflineNote } from './file-picker';
import { usePictureSave } from './picture-save';
import { PICTURE_TYPES, usePictureFile } from './use-picture-file';

/** SPEC.md section 5, Profile picture: longest side 400 px, JPEG quality 0.8, files up to 5 MB. */
const AVATAR_MAX_PX = 400;

/**
 * Update Profile Picture (SPEC.md section 2): choose a JPG, PNG, GIF or WebP, see it, save it
 * (resized in the browser), or remove the one there is. Saves only `profileImageUrl`.
 */
export function ProfilePictureDialog({
  current,
  initials,
  onClose,
}: {
  current: string | null;
  initials: string;
  onClose: () => void;
}) {
  const isOnline = useOnlineStatus();
  const [chosen, setChosen] = useState<string | null>(null);
  const picture = usePictureFile(AVATAR_MAX_PX, { onlyPictureTypes: true });
  const { error, isPreparing } = picture;
  const { save, isSaving, isRemoving, isBusy } = usePictureSave('profileImageUrl', onClose);
  const preview = chosen ?? current;

  const choose = async (file: File) => {
    const dataUrl = await picture.choose(file);
    if (dataUrl) setChosen(dataUrl);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Update Profile Picture"
      description="A square photo of you works best."
      footer={
        <>
          {current ? (
            <Button
              variant="ghost"
              className="text-coral-700 hover:bg-coral-50 sm:mr-auto"
              disabled={!isOnline || isBusy}
              isLoading={isRemoving}
              onClick={() => save(null)}
            >
              Remove
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!isOnline || !chosen || isPreparing || isBusy}
            isLoading={isSaving}
            onClick={() => save(chosen)}
          >
            Save
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
        <div className="relative h-32 w-32 shrink-0 overflow-hidden rounded-full bg-ocean-100 ring-4 ring-ocean-50">
          {preview ? (
            <img
              src={preview}
              alt={chosen ? 'Preview of your new avatar' : 'Your current avatar'}
              className="h-full w-full object-cover"
            />
          ) : (
            <span
              className="flex h-full w-full items-center justify-center font-display text-4xl font-semibold text-ocean-700"
              aria-hidden
            >
              {initials}
            </span>
          )}
          {isPreparing ? (
            <div className="absolute inset-0 flex items-center justify-center bg-white/60">
              <Spinner label="Preparing picture" />
            </div>
          ) : null}
        </div>
        <div className="w-full">
          <FilePicker
            label="Choose Picture"
            hint="JPG, PNG, GIF or WebP, up to 5 MB."
            accept={PICTURE_TYPES.join(',')}
            disabled={isPreparing || isBusy}
            onFile={choose}
          />
          {error ? (
            <p role="alert" className="mt-2 text-sm font-medium text-coral-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <OfflineNote isOnline={isOnline} />
    </Dialog>
  );
}
