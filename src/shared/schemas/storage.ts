import { z } from '../zod.js';

/** `GET /api/user/storage`: what the member's stored media take, and how much they may keep. */
export const StorageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

export const STORAGE_FULL = 'STORAGE_FULL';
export const UPLOAD_RATE_LIMITED = 'UPLOAD_RATE_LIMITED';

// The browser shows usage with `formatStorage` from `shared/storage-format.ts`, which needs no zod.
export { formatStorage } from '../storage-format.js';
