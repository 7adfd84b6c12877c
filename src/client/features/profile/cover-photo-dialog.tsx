import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { cn } from '../../lib/cn';
import { FilePicker, OfflineNote } from './file-picker';
import { usePictureSave } from './picture-save';
import { usePictureFile } from './use-picture-file';

/** The two covers the app ships (public/defaults/covers/), saved as their paths. */
export const DEFAULT_COVERS = [
  { name: 'Ship on Ocean', url: '/defaults/covers/ship-on-ocean.svg' },
  { name: 'Ship & Island', url: '/defaults/covers/ship-and-island.svg' },
] as const;

/** The server keeps a profile cover within 1980 px: prepared as such in the browser (JPEG 0.8). */
const COVER_MAX_PX = 1980;

/** A picture that falls back to the banner's gradient when it cannot be shown. */
function CoverImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-ocean-400 via-ocean-600 to-ocean-900',
        className,
      )}
    >
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          onError={() => setFailed(src)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}

/**
 * Update Cover Photo (SPEC.md section 2): a preview, the two built-in covers, or an own photo
 * (recommended 990x350, at most 5 MB); Remove Cover Photo when there is one. Saves only
 * `coverPhotoUrl`.
 */
export function CoverPhotoDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const isOnline = useOnlineStatus();
  const [selected, setSelected] = useState<string | null>(current);
  const picture = usePictureFile(COVER_MAX_PX);
  const { error, isPreparing } = picture;
  const { save, isSaving, isRemoving, isBusy } = usePictureSave('coverPhotoUrl', onClose);

  const choose = async (file: File) => {
    const dataUrl = await picture.choose(file);
    if (dataUrl) setSelected(dataUrl);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Update Cover Photo"
      description="Choose one of ours or upload your own."
      className="sm:max-w-2xl"
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
              Remove Cover Photo
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!isOnline || isPreparing || isBusy || selected === current || selected === null}
            isLoading={isSaving}
            onClick={() => save(selected)}
          >
            Save Cover Photo
          </Button>
        </>
      }
    >
      <div className="relative">
        <CoverImage src={selected} className="aspect-[990/350] w-full rounded-2xl" />
        <p className="sr-only" data-testid="cover-preview-source">
          {selected ? 'Preview of the chosen cover' : 'Preview: the default blue gradient'}
        </p>
        {isPreparing ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-white/60">
            <Spinner label="Preparing photo" />
          </div>
        ) : null}
      </div>

      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-ocean-950">Built-in covers</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {DEFAULT_COVERS.map((cover) => {
            const isChosen = selected === cover.url;
            return (
              <button
                key={cover.url}
                type="button"
                aria-pressed={isChosen}
                onClick={() => {
                  picture.clearError();
                  setSelected(cover.url);
                }}
                className={cn(
                  'group rounded-2xl p-1 text-left ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-coral-500',
                  isChosen ? 'ring-ocean-600' : 'ring-transparent hover:ring-ocean-200',
                )}
              >
                <span className="relative block">
                  <CoverImage src={cover.url} className="aspect-[990/350] w-full rounded-xl" />
                  {isChosen ? (
                    <span className="absolute top-1.5 right-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-ocean-600 text-white">
                      <Check className="h-4 w-4" aria-hidden />
                    </span>
                  ) : null}
                </span>
                <span className="mt-1.5 block px-1 text-sm font-medium text-ocean-900">{cover.name}</span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-5">
        <FilePicker
          label="Upload Photo"
          hint="Recommended 990x350, max 5 MB"
          accept="image/*"
          disabled={isPreparing || isBusy}
          onFile={choose}
        />
        {error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-coral-700">
            {error}
          </p>
        ) : null}
      </div>
      <OfflineNote isOnline={isOnline} />
    </Dialog>
  );
}
