import { OptionalDayNumberSchema } from '../../../shared/schemas/photos';

/**
 * A typed day of the cruise (a photo's or a journal entry's) as the API takes it, or the message
 * the server would give (the same schema: a whole number from 1 to MAX_ITINERARY_DAYS), so a
 * form never sends a day that comes back refused. Blank is no day.
 */
export function parseDay(text: string): { dayNumber: number | null } | { error: string } {
  if (!text.trim()) return { dayNumber: null };
  const parsed = OptionalDayNumberSchema.safeParse(Number(text));
  if (parsed.success) return { dayNumber: parsed.data ?? null };
  return { error: parsed.error.issues[0]?.message ?? 'Day must be a number' };
}
