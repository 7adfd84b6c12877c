import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { MAX_ITINERARY_DAYS } from '../../../../shared/itinerary-days';
import { LIMITS } from '../../../../shared/limits';
import type { Cruise } from '../../../../shared/schemas/cruises';
import { CONTENT_REQUIRED, type JournalEntry } from '../../../../shared/schemas/journal';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useWrite } from '../../../offline/runtime';
import { parseDay } from '../day-input';
import { useItinerary } from '../itinerary/api';
import { usePhotos } from '../photos/api';
import { UploadProgressBar } from '../photos/upload-progress-bar';
import { addedDescription, usePhotoUpload } from '../photos/use-photo-upload';
import { attachablePhotoIds } from './attached-photos';
import { dayNumberOn, defaultEntryDate } from './journal-dates';
import { NewPhotosField } from './new-photos-field';
import { PhotoPicker } from './photo-picker';
import { createJournalEntryWrite, updateJournalEntryWrite } from './writes';

/** Shown once the text nears its limit, so a long entry is never cut without warning. */
const COUNT_FROM = LIMITS.journalContent - 2_000;

/**
 * Write or edit an entry: title, date (required), day number and port (both filled from the date,
 * the sail date and the itinerary until the traveller types their own), the text (required) and
 * the cruise's photos to attach, and new photos to add to the album with it.
 *
 * Saving sends the entry first, then each new photo as its own upload attached to the entry (the
 * outbox keeps that order, so at sea the entry and its photos wait together and reach the server in
 * that order).
 */
export function EntryDialog({
  cruise,
  entry,
  onClose,
}: {
  cruise: Pick<Cruise, 'id' | 'sailDate' | 'returnDate' | 'isCompleted'>;
  entry?: JournalEntry;
  onClose: () => void;
}) {
  const create = useWrite(createJournalEntryWrite);
  const update = useWrite(updateJournalEntryWrite);
  const { upload, progress } = usePhotoUpload(cruise.id);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const itinerary = useItinerary(cruise.id);
  const album = usePhotos(cruise.id).data;
  // Made once per dialog: "Save" again after an answer lost at sea is the same entry (200), not a second.
  const [newId] = useState(() => uuidv7());
  const startDate = entry?.entryDate ?? defaultEntryDate(cruise);
  const [title, setTitle] = useState(entry?.title ?? '');
  const [entryDate, setEntryDate] = useState(startDate);
  const [content, setContent] = useState(entry?.content ?? '');
  const [photoIds, setPhotoIds] = useState(entry?.photos.map((p) => p.id) ?? []);
  // null: follow the date (day number) or the itinerary (port); a string: what the traveller typed.
  const [dayInput, setDayInput] = useState<string | null>(
    entry && entry.dayNumber !== dayNumberOn(cruise.sailDate, startDate)
      ? String(entry.dayNumber ?? '')
      : null,
  );
  const [portInput, setPortInput] = useState<string | null>(entry ? (entry.portName ?? '') : null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const autoDay = dayNumberOn(cruise.sailDate, entryDate);
  const dayText = dayInput ?? (autoDay ? String(autoDay) : '');
  const dayNumber = /^\d+$/.test(dayText.trim()) ? Number(dayText) : null;
  const itineraryDay = itinerary.data?.find((d) => d.dayNumber === dayNumber);
  const portText = portInput ?? itineraryDay?.portName ?? '';
  const ports = [...new Set((itinerary.data ?? []).map((d) => d.portName))];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const found: Record<string, string> = {};
    if (!entryDate) found.entryDate = 'Please choose a date';
    const day = parseDay(dayText);
    if ('error' in day) found.dayNumber = day.error;
    if (!content.trim()) found.content = CONTENT_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0 || 'error' in day) return;
    const fields = {
      title: title.trim() || null,
      entryDate,
      dayNumber: day.dayNumber,
      portName: portText.trim() || null,
      content,
      photoIds: attachablePhotoIds(photoIds, album),
    };
    const entryId = entry?.id ?? newId;
    setIsSaving(true);
    try {
      if (entry) {
        await update.mutateAsync({
          ...fields,
          id: entry.id,
          cruiseId: cruise.id,
          updatedAt: entry.updatedAt,
        });
      } else {
        await create.mutateAsync({
          ...fields,
          id: newId,
          cruiseId: cruise.id,
          createdAt: new Date().toISOString(),
        });
      }
    } catch (e) {
      setIsSaving(false);
      toast({
        title: 'Error',
        description: `Failed to ${entry ? 'update' : 'add'} journal entry: ${errorMessage(e, 'Please try again.')}`,
        variant: 'destructive',
      });
      return;
    }
    // The entry is saved (or waits on this device): its new photos follow it, attached to it.
    const photos =
      newFiles.length > 0
        ? await upload(newFiles, {
            journalEntryId: entryId,
            dayNumber: fields.dayNumber,
            portName: fields.portName,
          })
        : null;
    const note =
      photos && photos.added.length > 0 ? addedDescription(photos.added.length, photos.queued) : null;
    toast({
      title: `Journal entry ${entry ? 'updated' : 'added'} successfully!`,
      ...(note ? { description: note } : {}),
    });
    const failure = photos?.failed[0];
    if (failure) {
      toast({
        title: 'Error',
        description: `Failed to add photo: ${failure.error instanceof Error ? failure.error.message : failure.message}`,
        variant: 'destructive',
      });
    }
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={entry ? 'Edit Journal Entry' : 'New Journal Entry'}
      className="sm:max-w-2xl"
      isDismissedByOutsideTap={false}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="entry-title" label="Title">
          <Input
            id="entry-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={LIMITS.journalTitle}
            placeholder="e.g. Whales off Juneau"
          />
        </Field>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[11rem_6.5rem_1fr]">
          <Field id="entry-date" label="Date" required error={errors.entryDate}>
            <Input
              id="entry-date"
              type="date"
              value={entryDate}
              onChange={(e) => setEntryDate(e.target.value)}
              aria-invalid={Boolean(errors.entryDate)}
            />
          </Field>
          <Field id="entry-day" label="Day" error={errors.dayNumber}>
            <Input
              id="entry-day"
              type="number"
              min={1}
              max={MAX_ITINERARY_DAYS}
              inputMode="numeric"
              value={dayText}
              onChange={(e) => setDayInput(e.target.value)}
              aria-invalid={Boolean(errors.dayNumber)}
            />
          </Field>
          <div className="col-span-2 sm:col-span-1">
            <Field
              id="entry-port"
              label="Port"
              hint={
                itineraryDay && portText === itineraryDay.portName
                  ? `From the itinerary, day ${itineraryDay.dayNumber}`
                  : undefined
              }
            >
              <Input
                id="entry-port"
                value={portText}
                onChange={(e) => setPortInput(e.target.value)}
                list="entry-port-suggestions"
                autoComplete="off"
                maxLength={LIMITS.portName}
              />
              <datalist id="entry-port-suggestions">
                {ports.map((port) => (
                  <option key={port} value={port} />
                ))}
              </datalist>
            </Field>
          </div>
        </div>
        <Field
          id="entry-content"
          label="Entry"
          required
          error={errors.content}
          {...(content.length > COUNT_FROM
            ? {
                hint: `${content.length.toLocaleString()} of ${LIMITS.journalContent.toLocaleString()} characters`,
              }
            : {})}
        >
          <Textarea
            id="entry-content"
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={LIMITS.journalContent}
            rows={8}
            className="min-h-48 sm:min-h-56"
            placeholder="What happened today? The sights, the food, the people you met…"
            aria-invalid={Boolean(errors.content)}
          />
        </Field>
        <PhotoPicker
          cruiseId={cruise.id}
          entryId={entry?.id}
          selected={attachablePhotoIds(photoIds, album)}
          onChange={setPhotoIds}
        />
        <NewPhotosField files={newFiles} onChange={setNewFiles} isDisabled={isSaving} />
        {progress ? <UploadProgressBar progress={progress} /> : null}
        <div className="flex justify-end gap-2 pt-1">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSaving}>
            Save entry
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
