import { z } from 'zod/mini';
import type { NewsletterAnswer } from './newsletter';

/**
 * The newsletter's public answers, parsed with zod/mini (server: modules/newsletter). newsletter.ts
 * loads this file beside its first request, so the footer form does not put zod in the home page's
 * first load.
 */
export const messageAnswer: z.ZodMiniType<NewsletterAnswer> = z.object({
  success: z.literal(true),
  message: z.string(),
});
