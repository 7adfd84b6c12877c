import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { lazyComponent } from '../../../lib/lazy-component';
import type { PhotoViewerProps } from './photo-viewer-dialog';

export type { PhotoViewerProps };

const photoViewerDialog = lazyComponent(() =>
  import('./photo-viewer-dialog').then((m) => m.PhotoViewerDialog),
);

/** Fetches the viewer's code ahead of time (when an album shows), so opening a photo is instant. */
export const preloadPhotoViewer = photoViewerDialog.preload;

/**
 * The photo viewer, from its own chunk: mount it to open it on `photos[startIndex]`; `onClose`
 * unmounts it. Browse with the arrows (buttons or keys) or a swipe; Escape closes. Pass
 * `editCruiseId` to offer editing caption, port and day.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  return <LazyDialog of={photoViewerDialog} {...props} />;
}
