/**
 * The photo viewer (its own chunk, loaded when first needed): the full image over a dark backdrop,
 * caption, "Day 3 · Juneau · 12 Jul 2027", a "3 / 12" counter (announced as it changes), previous
 * and next buttons, the arrow keys (Home and End for the first and last), a one-finger swipe on
 * touch screens (two fingers pinch-zoom, as anywhere else), Escape to close; Radix traps the focus
 * inside.
 */
import { ChevronLeft, ChevronRight, Pencil, X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import type { Photo } from '../../../../shared/schemas/photos';
import { EditPhotoDialog } from './edit-photo-dialog';
import { photoMeta, photoName } from './photo-label';

export interface PhotoViewerProps {
  /** The photos to browse, in order. */
  photos: readonly Photo[];
  /** The index in `photos` of the one shown first. */
  startIndex: number;
  onClose: () => void;
  /** The cruise's sail date, to tell a photo's day as a date. */
  sailDate?: string | null;
  /** When given, the viewer offers "Edit" (caption, port and day) for photos of this cruise. */
  editCruiseId?: string;
}

/** A horizontal move longer than this (px), and longer than the vertical one, is a swipe. */
const SWIPE_DISTANCE = 50;

// At either end the arrow buttons stay focusable (aria-disabled, not disabled): a disabled button
// would drop the focus out of the dialog, and the arrow keys with it.
const roundButton =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 ' +
  'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-white/70 aria-disabled:opacity-30';

export function PhotoViewerDialog({ photos, startIndex, onClose, sailDate, editCruiseId }: PhotoViewerProps) {
  // Follow the photo, not its place: an edit may move it in the list (a new day).
  const [currentId, setCurrentId] = useState(() => photos[startIndex]?.id);
  const [isEditing, setIsEditing] = useState(false);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  // The pointers down now: a second one makes the gesture a pinch, never a swipe.
  const pointersDown = useRef(new Set<number>());
  const editButton = useRef<HTMLButtonElement>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const found = photos.findIndex((p) => p.id === currentId);
  const index = found === -1 ? Math.min(startIndex, photos.length - 1) : found;
  const photo = photos[index];

  useEffect(() => {
    if (!photo) onClose();
  }, [photo, onClose]);

  // Preload the neighbours, so previous and next show at once.
  useEffect(() => {
    for (const neighbour of [photos[index - 1], photos[index + 1]]) {
      if (neighbour) new Image().src = neighbour.url;
    }
  }, [photos, index]);

  if (!photo) return null;
  const goTo = (target: number) => {
    const next = photos[target];
    if (next) setCurrentId(next.id);
  };
  const go = (step: number) => goTo(index + step);
  const name = photoName(photo, index);
  const meta = photoMeta(photo, sailDate);

  // The edit dialog has no Radix trigger to hand the focus back to: without this it would land on
  // the page behind, and the arrow keys would stop working.
  const closeEdit = () => {
    setIsEditing(false);
    setTimeout(() => editButton.current?.focus(), 0);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (isEditing || target.closest('input, textarea, select, [role="listbox"]')) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(photos.length - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: React.PointerEvent) => {
    // A primary pointer starts a new gesture: no other is down, whatever was missed before.
    if (event.isPrimary) pointersDown.current.clear();
    pointersDown.current.add(event.pointerId);
    if (pointersDown.current.size > 1) swipeStart.current = null;
    else if (event.isPrimary)
      swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  };

  const onPointerUp = (event: React.PointerEvent) => {
    pointersDown.current.delete(event.pointerId);
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    // Zoomed in (a pinch), a one-finger move pans the photo: it does not turn it.
    if ((window.visualViewport?.scale ?? 1) > 1.01) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const onPointerCancel = (event: React.PointerEvent) => {
    pointersDown.current.delete(event.pointerId);
    swipeStart.current = null;
  };

  return (
    <D.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-ocean-950 animate-fade-in" />
        <D.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            // No Radix trigger opened it (a photo of the grid did): the focus goes back to that photo.
            const target = openedFrom.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none animate-fade-in"
        >
          <div className="flex items-center justify-between gap-3 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-2 sm:px-5">
            <p
              className="text-sm font-semibold tabular-nums text-white/90"
              data-testid="photo-counter"
              aria-live="polite"
              aria-atomic
            >
              {index + 1} / {photos.length}
            </p>
            <D.Title className="sr-only">{name}</D.Title>
            <div className="flex items-center gap-2">
              {editCruiseId ? (
                <button
                  ref={editButton}
                  type="button"
                  className={roundButton}
                  onClick={() => setIsEditing(true)}
                  aria-label="Edit photo details"
                >
                  <Pencil className="h-5 w-5" aria-hidden />
                </button>
              ) : null}
              <D.Close className={roundButton} aria-label="Close viewer">
                <X className="h-5 w-5" aria-hidden />
              </D.Close>
            </div>
          </div>

          <div
            className="relative flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom items-center justify-center px-2 select-none sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          >
            {/* The thumbnail (already in the cache from the grid) holds the place until the full image arrives. */}
            <img
              key={`${photo.id}-thumb`}
              src={photo.thumbnailUrl}
              alt=""
              aria-hidden
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              className="absolute inset-0 m-auto h-full max-h-full w-full max-w-full object-contain px-2 sm:px-20"
              draggable={false}
            />
            <img
              key={photo.id}
              src={photo.url}
              alt={photo.caption ?? name}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              decoding="async"
              className="relative h-full max-h-full w-full max-w-full object-contain"
              draggable={false}
            />
            <button
              type="button"
              className={`${roundButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-5`}
              onClick={() => go(-1)}
              aria-disabled={index === 0}
              aria-label="Previous photo"
            >
              <ChevronLeft className="h-6 w-6" aria-hidden />
            </button>
            <button
              type="button"
              className={`${roundButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-5`}
              onClick={() => go(1)}
              aria-disabled={index === photos.length - 1}
              aria-label="Next photo"
            >
              <ChevronRight className="h-6 w-6" aria-hidden />
            </button>
          </div>

          <div className="mx-auto w-full max-w-3xl px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] text-center">
            <p className="font-semibold text-white" data-testid="photo-caption">
              {photo.caption ?? <span className="text-white/80">No caption</span>}
            </p>
            {meta ? <p className="mt-0.5 text-sm text-white/80">{meta}</p> : null}
          </div>

          {isEditing && editCruiseId ? (
            <EditPhotoDialog cruiseId={editCruiseId} photo={photo} onClose={closeEdit} />
          ) : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
