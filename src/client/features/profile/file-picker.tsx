import { Upload } from 'lucide-react';
import { useId } from 'react';

/**
 * A file chooser that looks like a button: the real input stays in the page (keyboard, screen
 * readers, tests pick files on it), named by its visible label.
 */
export function FilePicker({
  label,
  hint,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  hint: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col items-start gap-1.5">
      <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-ocean-200 bg-white px-4 text-sm font-semibold text-ocean-800 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-coral-500 hover:bg-ocean-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-55">
        <Upload className="h-4 w-4" aria-hidden />
        {label}
        <input
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so choosing the same file again (after an error) still reports it.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <p id={hintId} className="text-xs text-ocean-900/75">
        {hint}
      </p>
    </div>
  );
}

/** Why Save is off while the device is offline (profile writes go straight to the server). */
export function OfflineNote({ isOnline }: { isOnline: boolean }) {
  if (isOnline) return null;
  return (
    <p role="status" className="mt-4 rounded-xl bg-sand-100 px-3 py-2 text-sm text-ocean-900">
      You're offline. Your picture can be saved once you're back online.
    </p>
  );
}
