import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../../api/http';
import type { AlbumPhoto } from './album-cache';

export const photosKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/photos`] as const;

/**
 * A cruise's album: URLs only, by day then upload time. Photos added on this device and still
 * waiting to be uploaded are in it too (`isPending`), shown from their own JPEG.
 */
export function usePhotos(cruiseId: string) {
  return useQuery<AlbumPhoto[]>({ queryKey: photosKey(cruiseId) });
}

/**
 * A refused upload. Its message is the spec's 'HTTP error! status: {code}' (SPEC.md section 8);
 * `serverMessage` still says why ('Please select a valid image file.'). A 401 keeps the usual
 * '401: ...' message, so the session-expiry handler still sees it.
 */
export class PhotoUploadError extends HttpError {
  override name = 'PhotoUploadError';
  constructor(status: number, body: string) {
    super(status, body);
    if (status !== 401) this.message = `HTTP error! status: ${status}`;
  }
}

/** The error of an upload as the spec words it ('HTTP error! status: 400' for a refusal). */
export function uploadError(error: unknown): unknown {
  return error instanceof HttpError && !(error instanceof PhotoUploadError)
    ? new PhotoUploadError(error.status, error.body)
    : error;
}
