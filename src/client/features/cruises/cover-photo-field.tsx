import { ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { downscaleImage } from '../../lib/downscale-image';

/**
 * The cover photo of the cruise form: a preview, choose or change a file (shrunk in the browser
 * to 800 px JPEG 0.8), and remove. `value` is a data URL, the stored `/media/...` URL, or null.
 */
export function CoverPhotoField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [coverError, setCoverError] = useState<string | null>(null);
  const chooseCover = async (file: File | undefined) => {
    if (!file) return;
    setCoverError(null);
    try {
      onChange(await downscaleImage(file));
    } catch (error) {
      setCoverError((error as Error).message);
    }
  };
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-ocean-900">Cover photo</p>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img src={value} alt="Cover preview" className="h-24 w-40 rounded-xl object-cover shadow-card" />
        ) : (
          <div className="flex h-24 w-40 items-center justify-center rounded-xl border border-dashed border-ocean-200 bg-sand-50 text-ocean-700">
            <ImagePlus className="h-6 w-6" aria-hidden />
          </div>
        )}
        <div className="flex flex-col gap-2">
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ocean-200 px-4 py-2 text-sm font-semibold text-ocean-800 hover:bg-ocean-50 focus-within:ring-3 focus-within:ring-ocean-200">
            <ImagePlus className="h-4 w-4" aria-hidden />
            {value ? 'Change photo' : 'Choose a photo'}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label="Cover photo"
              onChange={(e) => {
                void chooseCover(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Remove photo
            </Button>
          ) : null}
        </div>
      </div>
      {coverError ? (
        <p role="alert" className="mt-1.5 text-sm text-coral-700">
          {coverError}
        </p>
      ) : (
        <p className="mt-1.5 text-xs text-ocean-900/70">JPG, PNG, GIF or WebP, up to 5 MB.</p>
      )}
    </div>
  );
}
