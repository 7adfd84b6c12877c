import { useEffect } from 'react';
import { useLazyModule } from '../../../lib/use-lazy-module';
import type { PhotoViewerProps } from './photo-viewer-dialog';

export type { PhotoViewerProps };

const loadViewer = () => import('./photo-viewer-dialog');

/** Fetches the viewer's code ahead of time (when an album shows), so opening a photo is instant. */
export function preloadPhotoViewer() {
  loadViewer().catch(() => {
    // Offline: the viewer loads when a photo is opened instead.
  });
}

/**
 * The photo viewer, from its own chunk: mount it to open it on `photos[startIndex]`; `onClose`
 * unmounts it. Browse with the arrows (buttons or keys) or a swipe; Escape closes. Pass
 * `editCruiseId` to offer editing caption, port and day.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  const { module, load } = useLazyModule(loadViewer);
  useEffect(() => {
    void load();
  }, [load]);
  return module ? <module.PhotoViewerDialog {...props} /> : null;
}
