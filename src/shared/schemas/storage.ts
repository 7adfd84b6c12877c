import { z } from '../zod.js';

/** `GET /api/user/storage`: what the member's stored media take, and how much they may keep. */
export const StorageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

export const STORAGE_FULL = 'STORAGE_FULL';
export const UPLOAD_RATE_LIMITED = 'UPLOAD_RATE_LIMITED';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** "10 GB", "1.2 GB", "350 MB", "12 KB": binary units, one decimal where it says something. */
export function formatStorage(bytes: number): string {
  const [unit, name] = bytes >= GB ? [GB, 'GB'] : bytes >= MB ? [MB, 'MB'] : [KB, 'KB'];
  const value = bytes / unit;
  const shown =
    value >= 100 || bytes === 0 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${name}`;
}
