import { z } from '../zod.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** True when text holds control characters (PostgreSQL refuses NUL; nothing needs the others). */
export function hasControlCharacters(value: string): boolean {
  return value.search(CONTROL_CHARACTERS) !== -1;
}

/** Text from outside (a provider's claims, an imported file) with control characters removed. */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/** Trimmed text of at most `max` characters, without control characters. */
export const cleanText = (max: number, tooLong = `At most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value), 'must not contain control characters');

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * Text typed in a text area (notes, a review, a journal entry): like {@link cleanText}, but line
 * breaks and tabs stay (Windows line ends become `\n`), since paragraphs are the point.
 */
export const multilineText = (max: number, tooLong = `At most ${max} characters`) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(max, tooLong)
        .refine((value) => !CONTROL_EXCEPT_LINES.test(value), 'must not contain control characters'),
    );

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Optional text-area text: blank becomes null. */
export const optionalMultilineText = (max: number) =>
  z.preprocess(blankToNull, multilineText(max).nullable().optional());

/** Body of every error answer of the API. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * The `updatedAt` an update was based on (optional on every PUT of a user's record): a record
 * changed since answers 409 with its current state instead of being overwritten.
 */
export const BaseVersionSchema = z.iso.datetime({ offset: true }).optional();

/**
 * The 409 of a versioned update: the error and, when the version was stale, the record as it is
 * now (`current`), in the record's own schema (a response schema drops keys it does not name).
 */
export const conflictResponseSchema = <T extends z.ZodType>(current: T) =>
  ErrorResponseSchema.extend({ current: current.optional() });

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  driver: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
