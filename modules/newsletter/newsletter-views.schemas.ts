import { z } from 'zod/mini';

/**
 * The newsletter's public answers as the web app reads them (subscribe, verify, unsubscribe all
 * answer `{ success: true, message }`). zod/mini, so the footer form loads it beside its first
 * request without putting zod in the home page's first load.
 */
export const messageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export type MessageAnswer = z.output<typeof messageResponseSchema>;
