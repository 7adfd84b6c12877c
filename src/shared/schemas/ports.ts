import { z } from '../zod.js';
import { cleanText } from './common.js';

export const PortQuerySchema = z.object({ q: cleanText(100).optional() });

export const PortSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  timeZone: z.string(),
});
export type PortSuggestion = z.infer<typeof PortSuggestionSchema>;
export const PortSuggestionListSchema = z.array(PortSuggestionSchema);
