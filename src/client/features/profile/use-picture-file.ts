import { useState } from 'react';
import { downscaleImageFile } from '../../lib/downscale-image';

/** The types a profile picture may be (SPEC.md section 2: the hint lists JPG, PNG, GIF, WebP). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const INVALID = 'Please select a valid image file.';

/**
 * A chosen picture prepared in the browser (downscaled to `maxDimension`, JPEG 0.8; the 5 MB and
 * type checks of SPEC.md section 5), with its error and "preparing" state for the chooser. `choose`
 * gives the data URL, or null when the file was refused (the message is in `error`).
 */
export function usePictureFile(maxDimension: number, { onlyPictureTypes = false } = {}) {
  const [error, setError] = useState<string | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const choose = async (file: File): Promise<string | null> => {
    setError(null);
    if (onlyPictureTypes && !PICTURE_TYPES.includes(file.type)) {
      setError(INVALID);
      return null;
    }
    setIsPreparing(true);
    try {
      return (await downscaleImageFile(file, { maxDimension, quality: 0.8 })).dataUrl;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : INVALID);
      return null;
    } finally {
      setIsPreparing(false);
    }
  };
  return { choose, error, isPreparing, clearError: () => setError(null) };
}
