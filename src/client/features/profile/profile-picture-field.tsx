import { Camera, RotateCcw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { PICTURE_TYPES, usePictureFile } from './use-picture-file';

/** SPEC.md sections 5 and 9: the longest side at most 400 px, JPEG quality 0.8, files up to 5 MB. */
const AVATAR_MAX_PX = 400;

/**
 * The profile picture of the edit form: the current picture (or the initials), a chooser that
 * prepares the new one in the browser and previews it; it is saved with the rest of the form.
 * `value` is the stored URL, a new data URL, or null.
 */
export function ProfilePictureField({
  value,
  savedValue,
  initials,
  onChange,
  onPreparingChange,
}: {
  value: string | null;
  savedValue: string | null;
  initials: string;
  onChange: (value: string | null) => void;
  /** While a chosen picture is being prepared the form must not save (it would send the old one). */
  onPreparingChange?: (isPreparing: boolean) => void;
}) {
  const id = useId();
  const picture = usePictureFile(AVATAR_MAX_PX, { onlyPictureTypes: true });
  const { error, isPreparing } = picture;
  const isChanged = value !== savedValue;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    onPreparingChange?.(true);
    const dataUrl = await picture.choose(file);
    onPreparingChange?.(false);
    if (dataUrl) onChange(dataUrl);
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="relative h-24 w-24 shrink-0">
        {value ? (
          <img
            src={value}
            alt={isChanged ? 'New profile picture preview' : 'Your profile picture'}
            className="h-24 w-24 rounded-full object-cover shadow-card ring-4 ring-white"
          />
        ) : (
          <div
            role="img"
            aria-label="Your initials"
            className="flex h-24 w-24 items-center justify-center rounded-full bg-ocean-100 font-display text-3xl font-semibold text-ocean-800 ring-4 ring-white shadow-card"
          >
            {initials}
          </div>
        )}
        {isPreparing ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
            <Spinner />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <label className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-ocean-200 bg-white px-3.5 text-sm font-semibold text-ocean-800 hover:bg-ocean-50 focus-within:ring-3 focus-within:ring-ocean-200">
            <Camera className="h-4 w-4" aria-hidden />
            Change picture
            <input
              type="file"
              accept={PICTURE_TYPES.join(',')}
              className="sr-only"
              aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {isChanged ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(savedValue)}>
              <RotateCcw className="h-4 w-4" aria-hidden /> Keep current
            </Button>
          ) : value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Remove
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-center text-xs text-ocean-900/70 sm:text-left">
          JPG, PNG, GIF or WebP, up to 5 MB.
          {isChanged ? ' Preview: saved with Save Changes.' : ''}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-coral-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
