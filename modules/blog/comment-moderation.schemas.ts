import { z } from 'zod';
import { COMMENT_STATUSES } from './blog-views.schemas.ts';

/**
 * The comment queue's bodies and answers, shared by the server and the admin's Comments screen
 * (the web app imports this file directly). Only zod here.
 */

export const MODERATION_MODES = ['off', 'first', 'all'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];
/** At most this many comments in one bulk action (a page of the queue). */
export const BULK_LIMIT = 100;
export const BLOCKED_WORDS_LIMIT = 200;

export const MODERATION_MESSAGES = {
  status: 'Status must be pending, approved or spam',
  action: 'Action must be approve, spam or delete',
  ids: `Choose between 1 and ${BULK_LIMIT} comments`,
  moderation: 'Moderation must be off, first or all',
  words: `At most ${BLOCKED_WORDS_LIMIT} blocked words of up to 50 characters`,
  block: 'Block a visitor by a comment, or an email',
  blockNotFound: 'Block not found',
  updated: 'Comment updated successfully',
  bulkDone: 'Comments updated successfully',
  settingsSaved: 'Comment settings saved',
  blocked: 'Blocked: their next comments go to Spam',
  unblocked: 'Unblocked',
  pinned: 'Comment pinned',
  closed: 'Comments closed',
  opened: 'Comments opened',
} as const;

const status = z.enum(COMMENT_STATUSES, { error: MODERATION_MESSAGES.status });

/** `GET /api/blog/comments?status=pending|approved|spam&page&limit` (admin). */
export const adminCommentsQuerySchema = z.strictObject({
  status: status.default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(BULK_LIMIT).default(50),
});

/** `PATCH /api/blog/comments/:id { status?, pinned? }` (admin). */
export const commentPatchSchema = z
  .strictObject({ status: status.optional(), pinned: z.boolean().optional() })
  .refine((body) => body.status !== undefined || body.pinned !== undefined, {
    message: MODERATION_MESSAGES.status,
  });

/** `POST /api/blog/comments/bulk { ids, action }` (admin). */
export const commentBulkSchema = z.strictObject({
  ids: z
    .array(z.uuid(MODERATION_MESSAGES.ids))
    .min(1, MODERATION_MESSAGES.ids)
    .max(BULK_LIMIT, MODERATION_MESSAGES.ids),
  action: z.enum(['approve', 'spam', 'delete'], { error: MODERATION_MESSAGES.action }),
});

const word = z.string().trim().min(1).max(50);
/** `PUT /api/blog/comment-settings` (admin). */
export const commentSettingsSchema = z.strictObject({
  moderation: z.enum(MODERATION_MODES, { error: MODERATION_MESSAGES.moderation }),
  blocked_words: z
    .array(word, { error: MODERATION_MESSAGES.words })
    .max(BLOCKED_WORDS_LIMIT, MODERATION_MESSAGES.words),
  daily_digest: z.boolean(),
});
export type CommentSettingsInput = z.infer<typeof commentSettingsSchema>;

/** `POST /api/blog/comment-blocks`: the visitor behind a comment, or an email (admin). */
export const commentBlockSchema = z.union(
  [
    z.strictObject({ comment_id: z.uuid(MODERATION_MESSAGES.block) }),
    z.strictObject({ email: z.email(MODERATION_MESSAGES.block).max(254) }),
  ],
  { error: MODERATION_MESSAGES.block },
);

/** `PATCH /api/blog/:id/comments-closed { closed }` (admin). */
export const commentsClosedSchema = z.strictObject({ closed: z.boolean() });

/** A comment in the admin queue. */
export const adminCommentSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  post_title: z.string(),
  post_slug: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  content: z.string(),
  status: status,
  held_reason: z.string().nullable(),
  author_badge: z.boolean(),
  pinned: z.boolean(),
  created_at: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentsResponseSchema = z.object({
  comments: z.array(adminCommentSchema),
  counts: z.object({ pending: z.number(), approved: z.number(), spam: z.number() }),
  page: z.number(),
  totalPages: z.number(),
});

export const commentSettingsResponseSchema = z.object({
  settings: z.object({
    moderation: z.enum(MODERATION_MODES),
    blocked_words: z.array(z.string()),
    daily_digest: z.boolean(),
  }),
  blocks: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['visitor', 'email']),
      label: z.string(),
      created_at: z.string(),
    }),
  ),
});
