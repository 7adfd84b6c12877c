import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CreatePhotoInput, Photo, UpdatePhotoInput } from '../../../../shared/schemas/photos';
import { apiJson, apiRequest, HttpError } from '../../../api/http';
import { journalKey } from '../journal/keys';

export const photosKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/photos`] as const;

/** A cruise's album: URLs only, by day then upload time. */
export function usePhotos(cruiseId: string) {
  return useQuery<Photo[]>({ queryKey: photosKey(cruiseId) });
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

/**
 * `POST /api/photos` with upload progress (fetch cannot report it; XMLHttpRequest can).
 * `onProgress` gets the share of the body sent so far, 0 to 1.
 */
export function postPhoto(input: CreatePhotoInput, onProgress?: (sent: number) => void): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/photos');
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(request.responseText) as Photo);
      } else {
        reject(new PhotoUploadError(request.status, request.responseText || request.statusText));
      }
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new TypeError('The upload was cancelled'));
    request.send(JSON.stringify(input));
  });
}

/** After a change to photos: the album again, and the journal when an entry shows them. */
function useRefresh(cruiseId: string) {
  const queryClient = useQueryClient();
  return (touchesJournal: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: photosKey(cruiseId) }),
      touchesJournal ? queryClient.invalidateQueries({ queryKey: journalKey(cruiseId) }) : undefined,
    ]);
}

/**
 * Adds one photo (one mutation per file, each with its own client-made id, so the offline queue
 * can replay them one by one). `onProgress` reports the current upload, 0 to 1.
 */
export function useAddPhoto(cruiseId: string, onProgress?: (sent: number) => void) {
  const refresh = useRefresh(cruiseId);
  const progress = useRef(onProgress);
  progress.current = onProgress;
  return useMutation({
    mutationKey: ['addPhoto'],
    mutationFn: (input: CreatePhotoInput & { id: string }) =>
      postPhoto(input, (sent) => progress.current?.(sent)),
    onSuccess: (photo) => refresh(Boolean(photo.journalEntryId)),
  });
}

export function useUpdatePhoto(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['updatePhoto'],
    mutationFn: ({ id, ...input }: UpdatePhotoInput & { id: string; wasInJournal?: boolean }) => {
      const { wasInJournal: _, ...body } = input;
      return apiJson<Photo>('PUT', `/api/photos/${id}`, body);
    },
    onSuccess: (photo, input) => refresh(Boolean(photo.journalEntryId || input.wasInJournal)),
  });
}

/** Deletes a photo; `journalEntryId` says whether a journal entry showed it (to refresh that too). */
export function useDeletePhoto(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['deletePhoto'],
    mutationFn: ({ id }: { id: string; journalEntryId?: string | null }) =>
      apiRequest('DELETE', `/api/photos/${id}`),
    onSuccess: (_res, input) => refresh(Boolean(input.journalEntryId)),
  });
}
