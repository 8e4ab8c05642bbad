import { z } from 'zod';
import { defineEvent } from '../platform/events/index.ts';

/** A post was created, edited, unpublished, archived or deleted: subscribers re-read it by id. */
export const postChangeSchema = z.object({
  id: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
  occurredAt: z.iso.datetime(),
});
export type PostChange = z.infer<typeof postChangeSchema>;

/** A post became visible to visitors (now, or at its scheduled time). */
export const postPublishedSchema = z.object({
  id: z.string(),
  slug: z.string(),
  publishedAt: z.iso.datetime(),
  occurredAt: z.iso.datetime(),
});

export const postChanged = defineEvent('blog.post_changed', postChangeSchema);
export const postPublished = defineEvent('blog.post_published', postPublishedSchema);

/**
 * Only facts someone listens to are events (each costs a relay and a fan-out): a comment posted
 * or deleted is not one, since nothing reacts to it.
 */
export const BLOG_EVENTS = [postChanged, postPublished] as const;
