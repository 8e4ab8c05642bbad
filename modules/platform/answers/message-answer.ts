import { z } from 'zod/mini';

/**
 * The answer of a write that has nothing to show but a sentence: `{ success: true, message }`
 * (a newsletter subscription, an unsubscribe, order help, a deleted comment). One description for
 * every module, so the web app reads all of them the same way. Only `zod/mini` here: the modules'
 * `*-views.schemas.ts` files re-export it, and the public pages load those.
 */
export const messageAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export type MessageAnswer = z.output<typeof messageAnswerSchema>;
