import { useCallback, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { errorMessage } from '../../../api/http';
import { downscaleImageToBlob } from '../../../lib/downscale-image';
import { useOutbox, useWrite } from '../../../offline/runtime';
import type { AlbumPhoto } from './album-cache';
import { uploadError } from './api';
import { addPhotoWrite } from './writes';

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
  /** The photos the album now has: uploaded, or waiting on this device (`isPending`) to upload. */
  added: AlbumPhoto[];
  /** How many of `added` wait on this device (offline, or the connection failed) to be uploaded. */
  queued: number;
  failed: UploadFailure[];
  /** True when `cancel()` stopped the batch before every file was tried. */
  isCancelled: boolean;
}

/** The stored name of a re-encoded file: its own name with a .jpg extension, at most 255 characters. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').slice(0, 250) || 'photo';
  return `${base}.jpg`;
}

/** The success toast's description: how many, and how many wait on this device to upload. */
export function addedDescription(count: number, queued: number): string | null {
  if (queued === 0) return count > 1 ? `${count} photos added` : null;
  const waiting = 'Saved on this device — uploads when you’re online';
  if (queued === count)
    return count > 1 ? `${count} photos saved on this device — they upload when you’re online` : waiting;
  return `${count} photos added — ${queued} wait on this device to upload when you’re online`;
}

/**
 * The photo being uploaded now by the outbox (whichever screen added it) and the share of it sent,
 * 0 to 1; null when no photo is being sent.
 */
export function useUploadingPhoto(): { photoId: string; sent: number } | null {
  const { entries, progress } = useOutbox();
  if (!progress) return null;
  const entry = entries.find((other) => other.id === progress.entryId);
  if (entry?.name !== addPhotoWrite.name) return null;
  return { photoId: (entry.variables as { id: string }).id, sent: progress.sent };
}

/**
 * Adds one or many image files to a cruise's album, one after another: each is shrunk in the
 * browser (1600 px, JPEG 0.85, as a Blob) and queued as its own `addPhoto` write with a client-made
 * id; the outbox uploads them in order. Online, each is awaited (with its progress); offline, or when
 * the connection fails, the rest are queued at once and wait on this device as blobs, already shown
 * in the album. A file that fails (not an image, refused by the server) does not stop the others; the
 * result lists what was added and what failed. Reusable wherever photos are added (the album, a
 * journal entry).
 *
 * Each File gets its id once and keeps it: sent again after a failure, it is the same photo.
 *
 * `progress` is null when idle; `cancel()` stops before the next file (the current one finishes).
 */
export function usePhotoUpload(cruiseId: string) {
  const [batch, setBatch] = useState<{ total: number; done: number; name: string; id: string } | null>(null);
  const [idsOfFiles] = useState(() => new WeakMap<File, string>());
  const isCancelled = useRef(false);
  const { mutateAsync } = useWrite(addPhotoWrite);
  const uploading = useUploadingPhoto();

  const upload = useCallback(
    async (files: readonly File[], details: PhotoDetails = {}): Promise<UploadResult> => {
      isCancelled.current = false;
      const added: AlbumPhoto[] = [];
      const failed: UploadFailure[] = [];
      for (const [index, file] of files.entries()) {
        if (isCancelled.current) break;
        let id = idsOfFiles.get(file);
        if (!id) {
          id = uuidv7();
          idsOfFiles.set(file, id);
        }
        setBatch({ total: files.length, done: index, name: file.name, id });
        try {
          const image = await downscaleImageToBlob(file, {
            maxDimension: PHOTO_MAX_DIMENSION,
            quality: PHOTO_JPEG_QUALITY,
            maxFileBytes: MAX_ORIGINAL_BYTES,
          });
          const photo = await mutateAsync({
            id,
            cruiseId,
            filename: jpegName(file.name),
            originalName: file.name.slice(0, 255),
            url: image.blob,
            width: image.width,
            height: image.height,
            caption: details.caption ?? null,
            portName: details.portName ?? null,
            dayNumber: details.dayNumber ?? null,
            journalEntryId: details.journalEntryId ?? null,
            createdAt: new Date().toISOString(),
          });
          added.push(photo);
        } catch (error) {
          failed.push({
            file,
            name: file.name,
            message: errorMessage(error, 'Please try again.'),
            error: uploadError(error),
          });
        }
      }
      setBatch(null);
      return {
        added,
        queued: added.filter((photo) => photo.isPending).length,
        failed,
        isCancelled: added.length + failed.length < files.length,
      };
    },
    [cruiseId, mutateAsync, idsOfFiles],
  );

  const cancel = useCallback(() => {
    isCancelled.current = true;
  }, []);

  const progress: UploadProgress | null = batch && {
    total: batch.total,
    done: batch.done,
    current: uploading?.photoId === batch.id ? uploading.sent : 0,
    currentName: batch.name,
  };
  return { upload, cancel, progress, isUploading: batch !== null };
}
