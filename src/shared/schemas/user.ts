import { z } from 'zod';
import { AUTH_METHODS } from '../limits.js';

/** The signed-in user as `GET /api/auth/user` returns it: never a hash, answer or token. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  coverPhotoUrl: z.string().nullable(),
  authMethod: z.enum(AUTH_METHODS),
  hasPassword: z.boolean(),
  hasSecurityQuestions: z.boolean(),
  bio: z.string().nullable(),
  hometown: z.string().nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
