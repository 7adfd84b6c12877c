/** The private calendar feed (issue 13): the owner's subscription link. */
import { z } from '../zod.js';

/** The owner's feed: an absolute URL calendar apps subscribe to. */
export const CalendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** Any string: a malformed token answers the same 404 as a revoked one, never a 400. */
export const CalendarTokenParamsSchema = z.object({ token: z.string() });
