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

export const commentEventSchema = z.object({
  id: z.string(),
  postId: z.string(),
  parentId: z.string().nullable(),
  occurredAt: z.iso.datetime(),
});

export const postChanged = defineEvent('blog.post_changed', postChangeSchema);
export const postPublished = defineEvent('blog.post_published', postPublishedSchema);
export const commentPosted = defineEvent('blog.comment_posted', commentEventSchema);
export const commentDeleted = defineEvent('blog.comment_deleted', commentEventSchema);

export const BLOG_EVENTS = [postChanged, postPublished, commentPosted, commentDeleted] as const;
