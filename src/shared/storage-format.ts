/** Sizes as the data card shows them (no zod here: the profile page's first load stays small). */
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
