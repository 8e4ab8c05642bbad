import { z } from 'zod/mini';

/**
 * The blog's answers as the web app reads them: the one description of a post, a comment and the
 * vote tally. Written with zod/mini, so the public page loads these very schemas beside its first
 * request without zod's weight; the admin screens parse with them too. The presenters' types
 * (PostView, CommentView in blog.schemas.ts) are checked against them in web/src/api/blog-views.test.ts, so a server change
 * that a screen cannot read fails the typecheck. Fields the web app does not need are optional.
 */
/** Spelled here, not in blog.schemas.ts, so the public page's parsers need no full zod. */
export const POST_STATUSES = ['draft', 'published', 'archived'] as const;
/** A comment's moderation state: only `approved` ones are public. */
export const COMMENT_STATUSES = ['pending', 'approved', 'spam'] as const;

const text = z.string();
const optionalText = z.nullable(z.string());
const voteType = z.nullable(z.enum(['up', 'down']));

export const postViewSchema = z.object({
  id: text,
  slug: text,
  title: text,
  excerpt: z.optional(optionalText),
  category: text,
  tags: z.array(text),
  featured_image: z.optional(optionalText),
  author_name: z.optional(optionalText),
  published_at: z.optional(optionalText),
  created_at: text,
  updated_at: z.optional(text),
  read_time: z.optional(z.nullable(z.number())),
  views: z.optional(z.nullable(z.number())),
  content: z.optional(text),
  status: text,
  /** The owner closed its comments: the thread stays, the form goes. */
  comments_closed: z.optional(z.boolean()),
});

/** The admin table's row: the post with its text, its comment count and whether it is scheduled. */
export const adminPostViewSchema = z.extend(postViewSchema, {
  content: text,
  status: z.enum(POST_STATUSES),
  comment_count: z._default(z.number(), 0),
  scheduled: z.optional(z.boolean()),
});

/** A comment as visitors get it; `metadata` only on the caller's own. */
export const commentViewSchema = z.object({
  id: text,
  parent_id: z.nullable(text),
  name: text,
  user_name: z.optional(text),
  email: z.optional(optionalText),
  content: text,
  created_at: text,
  updated_at: text,
  upvotes: z.number(),
  downvotes: z.number(),
  userVote: voteType,
  deleted: z.optional(z.boolean()),
  /** `pending` or `spam` reach only their author (and the admin): "Awaiting moderation". */
  status: z.optional(z.enum(COMMENT_STATUSES)),
  /** Written by the site's owner (decided by the server from an admin token). */
  author_badge: z.optional(z.boolean()),
  pinned: z.optional(z.boolean()),
  metadata: z.nullable(
    z.object({
      userIdentifier: z.optional(text),
      userAgent: z.optional(optionalText),
      timestamp: z.optional(text),
    }),
  ),
  get replies() {
    return z.array(commentViewSchema);
  },
});

export const postsResponseSchema = z.object({ posts: z.array(postViewSchema) });
export const adminPostsResponseSchema = z.object({ posts: z.array(adminPostViewSchema) });
export const postResponseSchema = z.object({ post: postViewSchema });
export const commentsResponseSchema = z.object({ comments: z.array(commentViewSchema) });
/** The answer to a new or edited comment: the comment as stored. */
export const commentResponseSchema = z.object({ comment: commentViewSchema });
/** A deleted comment: the kernel's `{ success: true, message }`. */
export { messageAnswerSchema } from '../platform/answers/index.ts';
export const postPageResponseSchema = z.object({
  posts: z.array(postViewSchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export const categoriesResponseSchema = z.object({ categories: z.array(text) });
/** An editor upload: where the stored image or media is served from. */
export const mediaUploadResponseSchema = z.object({ location: text });
/** The comment form's signed start time (`GET /api/blog/:id/comments/form`). */
export const formTokenResponseSchema = z.object({ form_token: text, min_submit_ms: z.number() });
export const voteResponseSchema = z.object({
  upvotes: z.number(),
  downvotes: z.number(),
  userVote: voteType,
});

export type CommentAnswer = z.output<typeof commentViewSchema>;
export type AdminPostAnswer = z.output<typeof adminPostViewSchema>;
export type PostAnswer = z.output<typeof postViewSchema>;
export type PostPageAnswer = z.output<typeof postPageResponseSchema>;
export type VoteAnswer = z.output<typeof voteResponseSchema>;
