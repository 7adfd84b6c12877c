import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '../../../shared/schemas/data-export';
import { throwIfResNotOk } from '../../api/http';

/** Where "Download my data" points: the server streams the zip as an attachment. */
export const EXPORT_URL = '/api/export';

/**
 * Sends an export zip to `POST /api/import` as the raw body. Not a queued offline mutation: the
 * card offers it only online, and a file is not something to replay later.
 */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult> => {
      const res = await fetch('/api/import', {
        method: 'POST',
        headers: { 'Content-Type': 'application/zip' },
        body: file,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      return (await res.json()) as ImportResult;
    },
    // Everything may have changed: cruises, lists, photos, the profile.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
