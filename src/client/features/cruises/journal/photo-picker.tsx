import { Camera } from 'lucide-react';
import type { Photo } from '../../../../shared/schemas/photos';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePhotos } from '../photos/api';

const photoName = (photo: Photo, index: number) =>
  [photo.caption || `Photo ${index + 1}`, photo.dayNumber ? `day ${photo.dayNumber}` : null]
    .filter(Boolean)
    .join(', ');

/**
 * The cruise's photos as a grid of thumbnails, each with a real checkbox (keyboard and screen
 * readers work as with any checkbox list); the ticked ones are attached to the entry.
 */
export function PhotoPicker({
  cruiseId,
  entryId,
  selected,
  onChange,
}: {
  cruiseId: string;
  entryId: string | undefined;
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const { data: photos, isPending: isLoading, isError } = usePhotos(cruiseId);
  const toggle = (id: string, isOn: boolean) =>
    onChange(isOn ? [...selected, id] : selected.filter((other) => other !== id));

  return (
    <fieldset>
      <legend className="mb-1.5 flex w-full items-baseline justify-between text-sm font-medium text-ocean-900">
        Photos
        {selected.length > 0 ? (
          <span className="text-xs font-normal text-ocean-900/70">{selected.length} attached</span>
        ) : null}
      </legend>
      {isLoading ? (
        <div className="grid grid-cols-4 gap-2" aria-busy>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="aspect-square" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-coral-700">
          The cruise’s photos could not be loaded. You can still save the entry without them.
        </p>
      ) : !photos || photos.length === 0 ? (
        <div className="flex items-start gap-3 rounded-xl border border-dashed border-ocean-200 bg-sand-50 p-3 text-sm text-ocean-900/80">
          <Camera className="mt-0.5 h-4 w-4 shrink-0 text-ocean-600" aria-hidden />
          {/* A hint, not a link: leaving for the Photos tab would close this dialog and lose the entry. */}
          <p>This cruise has no photos yet. Add new ones below: they go into the album too.</p>
        </div>
      ) : (
        <ul className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:max-h-64 sm:grid-cols-5">
          {photos.map((photo, index) => {
            const isSelected = selected.includes(photo.id);
            const isElsewhere = Boolean(photo.journalEntryId && photo.journalEntryId !== entryId);
            return (
              <li key={photo.id}>
                <label
                  className="relative block aspect-square cursor-pointer overflow-hidden rounded-xl bg-ocean-50 ring-2 ring-transparent transition-shadow has-checked:ring-ocean-600 has-focus-visible:ring-ocean-400"
                  title={isElsewhere ? 'Attached to another entry: ticking it moves it here' : undefined}
                >
                  <img
                    src={photo.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                  <input
                    type="checkbox"
                    checked={isSelected}
                    onChange={(event) => toggle(photo.id, event.target.checked)}
                    aria-label={`Attach ${photoName(photo, index)}`}
                    className="absolute top-1.5 left-1.5 h-5 w-5 cursor-pointer accent-ocean-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  />
                  {photo.caption || isElsewhere ? (
                    <span className="absolute inset-x-0 bottom-0 truncate bg-ocean-950/70 px-1.5 py-0.5 text-[0.68rem] text-white">
                      {[photo.caption, isElsewhere && !isSelected ? 'in another entry' : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
