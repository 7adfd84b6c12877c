import type { UploadProgress } from './use-photo-upload';

/**
 * "Uploading 2 of 3": files done out of the total, the current file's name, and one bar for the
 * whole batch that also moves while the current file is being sent.
 */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const share = Math.min(1, (progress.done + progress.current) / Math.max(1, progress.total));
  const percent = Math.round(share * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="min-w-0 truncate text-ocean-900" aria-live="polite">
          Uploading {Math.min(progress.done + 1, progress.total)} of {progress.total}
          {progress.currentName ? <span className="text-ocean-900/80"> · {progress.currentName}</span> : null}
        </p>
        <span className="shrink-0 font-semibold text-ocean-800 tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-ocean-100"
      >
        <div
          className="h-full rounded-full bg-ocean-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
