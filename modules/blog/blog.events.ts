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

/** A commenter asked to hear of replies: their confirmation email is owed (`id` of the notice). */
export const replyNoticeRequested = defineEvent(
  'blog.reply_notice_requested',
  z.object({ id: z.string(), occurredAt: z.iso.datetime() }),
);

/** A reply became visible (posted approved, or approved from the queue): its parent's author may be told. */
export const replyApproved = defineEvent(
  'blog.reply_approved',
  z.object({ id: z.string(), parentId: z.string(), occurredAt: z.iso.datetime() }),
);

/**
 * Only facts someone listens to are events (each costs a relay and a fan-out): a comment posted
 * or deleted is not one; a reply approved is (reply emails), and a notice asked for (its
 * confirmation email).
 */
export const BLOG_EVENTS = [postChanged, postPublished, replyNoticeRequested, replyApproved] as const;
