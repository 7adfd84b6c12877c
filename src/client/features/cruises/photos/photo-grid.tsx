import { CloudUpload, Trash2 } from 'lucide-react';
import type { AlbumPhoto } from './album-cache';
import { photoName, photoPlace } from './photo-label';
import { useUploadingPhoto } from './use-photo-upload';

/**
 * Square thumbnails, lazily loaded. Tiles off screen are skipped by the browser
 * (`content-visibility: auto`, with an intrinsic size so the scrollbar does not jump), so an album of
 * hundreds scrolls smoothly. Delete shows on hover and focus, and always on touch screens (no hover).
 * A photo added on this device and not uploaded yet carries a small "Waiting to upload" badge, which
 * says how much is sent while it uploads.
 */
export function PhotoGrid({
  photos,
  onOpen,
  onDelete,
}: {
  photos: readonly AlbumPhoto[];
  onOpen: (index: number) => void;
  onDelete: (photo: AlbumPhoto) => void;
}) {
  const uploading = useUploadingPhoto();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
      {photos.map((photo, index) => {
        const name = photoName(photo, index);
        const place = photoPlace(photo);
        return (
          <li
            key={photo.id}
            className="group relative aspect-square overflow-hidden rounded-2xl bg-ocean-100 [contain-intrinsic-size:auto_12rem] [content-visibility:auto]"
          >
            <button
              type="button"
              onClick={() => onOpen(index)}
              aria-label={`View ${name}`}
              className="absolute inset-0 h-full w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ocean-400 focus-visible:ring-inset"
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                loading="lazy"
                decoding="async"
                width={400}
                height={400}
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
              {photo.caption || place ? (
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ocean-950/90 via-ocean-950/60 to-transparent px-2.5 pt-8 pb-2 text-left text-white">
                  {photo.caption ? (
                    <span className="block truncate text-sm font-semibold">{photo.caption}</span>
                  ) : null}
                  {place ? <span className="block truncate text-xs text-white/90">{place}</span> : null}
                </span>
              ) : null}
            </button>
            {photo.isPending ? (
              <PendingBadge sent={uploading?.photoId === photo.id ? uploading.sent : null} />
            ) : null}
            <button
              type="button"
              onClick={() => onDelete(photo)}
              aria-label={`Delete ${name}`}
              className="absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-coral-700 shadow-sm transition-opacity hover:bg-white focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-coral-400 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:hover)]:opacity-0"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** "Waiting to upload", or "Uploading 40%" while this photo is being sent. */
function PendingBadge({ sent }: { sent: number | null }) {
  return (
    <span
      className="pointer-events-none absolute top-2 left-2 flex items-center gap-1 rounded-full bg-white/95 px-2 py-1 text-xs font-semibold text-ocean-800 shadow-sm"
      data-testid="upload-badge"
    >
      <CloudUpload className="h-3.5 w-3.5" aria-hidden />
      {sent === null ? 'Waiting to upload' : `Uploading ${Math.round(sent * 100)}%`}
    </span>
  );
}
