import { useEffect, useState } from 'react';

const PREVIEW_COUNT = 8;

/** Object URLs of the first chosen files, made and revoked with the choice (and when unmounted). */
function useFilePreviews(files: readonly File[]) {
  const [previews, setPreviews] = useState<{ name: string; url: string }[]>([]);
  useEffect(() => {
    const made = files
      .slice(0, PREVIEW_COUNT)
      .map((file) => ({ name: file.name, url: URL.createObjectURL(file) }));
    setPreviews(made);
    return () => {
      for (const preview of made) URL.revokeObjectURL(preview.url);
    };
  }, [files]);
  return previews;
}

/** Small previews of the files chosen for an upload ("+4" for those past the first eight). */
export function FilePreviews({ files }: { files: readonly File[] }) {
  const previews = useFilePreviews(files);
  if (previews.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${files.length} chosen`}>
      {previews.map((preview) => (
        <li key={preview.url}>
          <img
            src={preview.url}
            alt={preview.name}
            className="h-14 w-14 rounded-lg object-cover ring-1 ring-ocean-100"
          />
        </li>
      ))}
      {files.length > PREVIEW_COUNT ? (
        <li className="flex h-14 w-14 items-center justify-center rounded-lg bg-ocean-50 text-sm font-semibold text-ocean-800">
          +{files.length - PREVIEW_COUNT}
        </li>
      ) : null}
    </ul>
  );
}

/** The look of a file input for photos (a dashed drop area with a round button). */
export const photoFileInputClass =
  'block w-full rounded-xl border border-dashed border-ocean-300 bg-ocean-50/50 p-3 text-sm text-ocean-900 file:mr-3 file:rounded-full file:border-0 file:bg-ocean-600 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-ocean-700 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ocean-200';
