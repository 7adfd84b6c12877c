import { parseLocalDate } from '../../../../shared/cruise-timing';
import type { Photo } from '../../../../shared/schemas/photos';
import { onFirstUse } from '../../../lib/on-first-use';

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
);

/**
 * The date a photo belongs to: its cruise day's date (sail date + day − 1) when it has a day and
 * the sail date is known, else the day it was uploaded.
 */
export function photoDate(photo: Pick<Photo, 'dayNumber' | 'createdAt'>, sailDate?: string | null): string {
  if (photo.dayNumber && sailDate) {
    const date = parseLocalDate(sailDate);
    date.setDate(date.getDate() + photo.dayNumber - 1);
    return dateFormat().format(date);
  }
  return dateFormat().format(new Date(photo.createdAt));
}

/** "Day 3 · Juneau": what a thumbnail says under its caption (empty when neither is known). */
export function photoPlace(photo: Pick<Photo, 'dayNumber' | 'portName'>): string {
  return [photo.dayNumber ? `Day ${photo.dayNumber}` : null, photo.portName].filter(Boolean).join(' · ');
}

/** "Day 3 · Juneau · 12 Jul 2027": the viewer's line under the caption. */
export function photoMeta(photo: Photo, sailDate?: string | null): string {
  return [photoPlace(photo), photoDate(photo, sailDate)].filter(Boolean).join(' · ');
}

/** A photo's name for buttons and alt text: its caption, else "Photo 3". */
export function photoName(photo: Pick<Photo, 'caption'>, index: number): string {
  return photo.caption || `Photo ${index + 1}`;
}
