import { MapPin, Pencil, Trash2 } from 'lucide-react';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatEntryDate } from './journal-dates';

/** A name for an entry in button labels: its title, else its date. */
export const entryName = (entry: JournalEntry) =>
  entry.title ?? `entry of ${formatEntryDate(entry.entryDate)}`;

/** One entry: title, its own port when the day has several, the text with its paragraphs, photos. */
export function EntryCard({
  entry,
  showPort,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  showPort: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = entryName(entry);
  return (
    <Card className="flow-root p-4 sm:p-5">
      {/* Floated, so an entry without a title starts its text beside the buttons, not under a gap. */}
      <div className="float-right -mt-1 -mr-2 ml-2 flex gap-1">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
          <Trash2 className="h-4 w-4 text-coral-700" aria-hidden />
        </Button>
      </div>
      {entry.title ? (
        <h4 className="mb-2 font-display text-lg font-semibold break-words text-ocean-950">{entry.title}</h4>
      ) : null}
      {showPort && entry.portName ? (
        <p className="mb-2 flex items-center gap-1.5 text-sm text-ocean-900/80">
          <MapPin className="h-4 w-4 text-ocean-600" aria-hidden /> {entry.portName}
        </p>
      ) : null}
      <p className="leading-relaxed break-words whitespace-pre-line text-ocean-900">{entry.content}</p>
      {entry.photos.length > 0 ? (
        <ul className="clear-both flex flex-wrap gap-2 pt-4" aria-label="Photos of this entry">
          {entry.photos.map((photo) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener"
                className="block overflow-hidden rounded-lg ring-ocean-400 focus-visible:ring-3 focus-visible:outline-none"
              >
                <img
                  src={photo.thumbnailUrl}
                  alt={photo.caption ?? 'Photo of this entry'}
                  loading="lazy"
                  decoding="async"
                  width={80}
                  height={80}
                  className="h-16 w-16 object-cover transition-transform hover:scale-105 sm:h-20 sm:w-20"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
