import { z } from 'zod';

/** Body of every error answer of the API. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  driver: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
