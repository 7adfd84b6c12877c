import { Field } from '../../../components/ui/input';
import { FilePreviews, photoFileInputClass } from '../photos/file-previews';

/**
 * Photos taken for this entry: added to the cruise's album when the entry is saved, attached to
 * it, with the entry's day and port.
 */
export function NewPhotosField({
  files,
  onChange,
  isDisabled,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  isDisabled: boolean;
}) {
  return (
    <div className="space-y-2">
      <Field
        id="entry-new-photos"
        label="Add new photos"
        hint="They go into the album too, with this entry’s day"
      >
        <input
          id="entry-new-photos"
          type="file"
          accept="image/*"
          multiple
          disabled={isDisabled}
          aria-describedby="entry-new-photos-hint"
          onChange={(e) => onChange(Array.from(e.target.files ?? []))}
          className={photoFileInputClass}
        />
      </Field>
      <FilePreviews files={files} />
    </div>
  );
}
