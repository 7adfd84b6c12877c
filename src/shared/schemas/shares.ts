/** A cruise's share link ("follow our cruise", issue 12) and the read-only page it opens. */
import { z } from '../zod.js';
import { ItineraryDaySchema } from './itinerary.js';

export const CreateShareSchema = z.object({
  includePhotos: z.boolean().optional(),
  includeJournal: z.boolean().optional(),
});
export type CreateShareInput = z.infer<typeof CreateShareSchema>;

/** The owner's view of a share link. */
export const ShareSchema = z.object({
  token: z.string(),
  url: z.string(),
  includePhotos: z.boolean(),
  includeJournal: z.boolean(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof ShareSchema>;

/** Any string: a malformed token answers the same 404 as a revoked one, never a 400. */
export const ShareTokenParamsSchema = z.object({ token: z.string() });

const SharedPhotoSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  caption: z.string().nullable(),
  dayNumber: z.number().nullable(),
  portName: z.string().nullable(),
});

/** A journal entry as a visitor with the link sees it. */
export const SharedJournalEntrySchema = z.object({
  title: z.string().nullable(),
  content: z.string(),
  entryDate: z.string(),
  dayNumber: z.number().nullable(),
  portName: z.string().nullable(),
  photos: z.array(SharedPhotoSchema.omit({ dayNumber: true, portName: true })).optional(),
});

/**
 * What a visitor with the link sees: the cruise's public face, its days, and the photos and journal
 * only when the owner ticked them. Never booking details, lists, ids of users or their email.
 */
export const SharedCruiseSchema = z.object({
  cruise: z.object({
    tripName: z.string().nullable(),
    cruiseLine: z.string(),
    shipName: z.string(),
    sailDate: z.string(),
    returnDate: z.string(),
    primaryDestination: z.string(),
    departurePort: z.string().nullable(),
    coverPhotoUrl: z.string().nullable(),
    isCompleted: z.boolean(),
  }),
  itinerary: z.array(ItineraryDaySchema.omit({ id: true, cruiseId: true, createdAt: true, updatedAt: true })),
  photos: z.array(SharedPhotoSchema).optional(),
  journal: z.array(SharedJournalEntrySchema).optional(),
  owner: z.object({ firstName: z.string().nullable(), profileImageUrl: z.string().nullable() }),
});
export type SharedCruise = z.infer<typeof SharedCruiseSchema>;
export type SharedJournalEntry = z.infer<typeof SharedJournalEntrySchema>;
