import { useCallback, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { Photo } from '../../../../shared/schemas/photos';
import { errorMessage } from '../../../api/http';
import { downscaleImageFile } from '../cover-photo';
import { useAddPhoto } from './api';

/** What the album stores: at most 1600 px on the longest side, JPEG quality 0.85. */
export const PHOTO_MAX_DIMENSION = 1600;
export const PHOTO_JPEG_QUALITY = 0.85;
/** Camera files this big are still shrunk in the browser (what is sent stays far below 5 MB). */
const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;

/** Details given to every photo of one upload. */
export interface PhotoDetails {
  caption?: string | null;
  portName?: string | null;
  dayNumber?: number | null;
  /** Attach the photos to this journal entry (of the same cruise). */
  journalEntryId?: string | null;
}

export interface UploadProgress {
  total: number;
  /** Files finished (added or failed). */
  done: number;
  /** The share of the current file sent so far, 0 to 1. */
  current: number;
  currentName: string | null;
}

export interface UploadFailure {
  /** The file itself, to send again (names repeat: iOS calls every pick image.jpg). */
  file: File;
  name: string;
  message: string;
  /** The error itself, for the spec's toast text ('HTTP error! status: 400'). */
  error: unknown;
}

export interface UploadResult {
  added: Photo[];
  failed: UploadFailure[];
  /** True when `cancel()` stopped the batch before every file was tried. */
  isCancelled: boolean;
}

/** The stored name of a re-encoded file: its own name with a .jpg extension, at most 255 characters. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').slice(0, 250) || 'photo';
  return `${base}.jpg`;
}

/**
 * Uploads one or many image files to a cruise's album, one after another: each is shrunk in the
 * browser (1600 px, JPEG 0.85) and sent as its own `addPhoto` mutation with a client-made id. A file
 * that fails does not stop the others; the result lists what was added and what failed. Reusable
 * wherever photos are added (the album, a journal entry).
 *
 * Each File gets its id once and keeps it: sent again after a failure whose answer was lost (the
 * server had stored it), it is the same photo (200), not a second one.
 *
 * `progress` is null when idle; `cancel()` stops before the next file (the current one finishes).
 */
export function usePhotoUpload(cruiseId: string) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [idsOfFiles] = useState(() => new WeakMap<File, string>());
  const isCancelled = useRef(false);
  const add = useAddPhoto(cruiseId, (sent) => setProgress((p) => (p ? { ...p, current: sent } : p)));
  const { mutateAsync } = add;

  const upload = useCallback(
    async (files: readonly File[], details: PhotoDetails = {}): Promise<UploadResult> => {
      isCancelled.current = false;
      const added: Photo[] = [];
      const failed: UploadFailure[] = [];
      for (const [index, file] of files.entries()) {
        if (isCancelled.current) break;
        setProgress({ total: files.length, done: index, current: 0, currentName: file.name });
        try {
          const image = await downscaleImageFile(file, {
            maxDimension: PHOTO_MAX_DIMENSION,
            quality: PHOTO_JPEG_QUALITY,
            maxFileBytes: MAX_ORIGINAL_BYTES,
          });
          let id = idsOfFiles.get(file);
          if (!id) {
            id = uuidv7();
            idsOfFiles.set(file, id);
          }
          const photo = await mutateAsync({
            id,
            cruiseId,
            filename: jpegName(file.name),
            originalName: file.name.slice(0, 255),
            url: image.dataUrl,
            caption: details.caption ?? null,
            portName: details.portName ?? null,
            dayNumber: details.dayNumber ?? null,
            journalEntryId: details.journalEntryId ?? null,
          });
          added.push(photo);
        } catch (error) {
          failed.push({ file, name: file.name, message: errorMessage(error, 'Please try again.'), error });
        }
      }
      setProgress(null);
      return { added, failed, isCancelled: added.length + failed.length < files.length };
    },
    [cruiseId, mutateAsync, idsOfFiles],
  );

  const cancel = useCallback(() => {
    isCancelled.current = true;
  }, []);

  return { upload, cancel, progress, isUploading: progress !== null };
}
