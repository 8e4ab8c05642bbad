import { z } from 'zod';
import { queryText, textList } from '../platform/fields/index.ts';

/**
 * Blog rules shared by the server and the admin web forms (posts, comments, votes). Only zod
 * here: the web app imports this file directly. Posts arrive as multipart text, so numbers are
 * coerced and `tags` is JSON text; `PUT` also takes JSON `{ status }` alone (the badge toggle).
 */

import { COMMENT_STATUSES, POST_STATUSES } from './blog-views.schemas.ts';

export { COMMENT_STATUSES, POST_STATUSES };
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export type PostStatus = (typeof POST_STATUSES)[number];
export const DEFAULT_READ_TIME = 5;
export const PAGE_SIZE = 12;
export const RELATED_LIMIT = 3;
export const EXCERPT_LENGTH = 150;
export const MAX_MEDIA_BYTES = { image: 5 * 1024 * 1024, video: 50 * 1024 * 1024, audio: 20 * 1024 * 1024 };
export const COMMENT_LIMITS = { name: 100, email: 254, content: 5000 } as const;

/** A block that already ends a sentence (closing quotes or brackets may follow the mark). */
const SENTENCE_END = /[.!?…:;]["'”’)\]]*$/;

/**
 * The excerpt of a post without one of its own, the same on the site and in the admin's
 * 'Generate from content': the blocks' text (headings, paragraphs, items), each block ending as a
 * sentence so a heading does not run into the paragraph after it, then the first `length`
 * characters cut between words (inside a word only when it is longer than half of them), and
 * '...' when cut. A plain rule, not zod: it lives here because the admin web app imports it too.
 */
export function excerptFromBlocks(blocks: readonly string[], length = EXCERPT_LENGTH): string {
  const kept = blocks.map((block) => block.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const text = kept
    .map((block, index) => (index < kept.length - 1 && !SENTENCE_END.test(block) ? `${block}.` : block))
    .join(' ');
  if (text.length <= length) return text;
  const space = text.lastIndexOf(' ', length);
  const head = space > length / 2 ? text.slice(0, space) : text.slice(0, length);
  return `${head.replace(/[\s,;:.]+$/, '')}...`;
}

export const MESSAGES = {
  titleRequired: 'Title is required',
  titleShort: 'Title must be at least 5 characters long',
  titleLong: 'Title must be less than 255 characters',
  contentRequired: 'Content is required',
  contentShort: 'Content must be at least 50 characters long',
  categoryLong: 'Category must be less than 100 characters',
  readTime: 'Read time must be at least 1 minute',
  status: 'Status must be draft, published or archived',
  tags: 'Tags must be a list of words',
  slug: 'Slug may hold only lowercase letters, digits and dashes',
  slugTaken: 'Another post already uses this slug',
  publishedAt: 'Published date must be a date',
  excerptLong: 'Excerpt must be less than 1000 characters',
  tooLong: 'Text is too long',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image file must be less than 5MB',
  mediaTooLarge: 'File is too large (images 5MB, audio 20MB, video 50MB)',
  mediaType:
    'Only images (jpg, png, gif, webp, svg), video (mp4, webm) and audio (mp3, ogg, wav, m4a) are accepted',
  fileRequired: 'No file uploaded',
  postNotFound: 'Post not found',
  postCreated: 'Blog post created successfully',
  postUpdated: 'Blog post updated successfully',
  postDeleted: 'Blog post deleted successfully',
  commentNotFound: 'Comment not found',
  nameRequired: 'Name is required',
  commentRequired: 'Content is required',
  commentTooLong: 'Comment must be less than 5000 characters',
  nameTooLong: 'Name must be less than 100 characters',
  email: 'Valid email required',
  parentNotFound: 'The comment you reply to does not exist',
  notYourComment: 'You can only change your own comments',
  adminIdentifier: 'Only an administrator can act as admin',
  identifierRequired: 'userIdentifier is required',
  commentAdded: 'Comment added successfully',
  commentUpdated: 'Comment updated successfully',
  commentDeleted: 'Comment deleted successfully',
  commentDeletedPlaceholder: 'This comment was deleted.',
  voteType: 'Vote type must be up or down',
  voteLimit: 'Too many votes on this comment from your network',
  commentsClosed: 'Comments are closed on this post',
  awaitingModeration: 'Awaiting moderation',
} as const;

const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

/** Tags as JSON text (the spec), an array, or comma separated text; trimmed, no empties or repeats. */
export const tagsSchema = textList({
  itemMax: 50,
  maxItems: 30,
  invalid: MESSAGES.tags,
  tooLong: MESSAGES.tooLong,
  tooMany: 'At most 30 tags',
});

const readTime = z.preprocess(
  (value) => {
    if (value === '' || value === undefined || value === null) return undefined;
    const number = Number(value);
    // The spec: a read time that is not a number falls back to 5.
    return Number.isFinite(number) ? Math.round(number) : DEFAULT_READ_TIME;
  },
  z.number().int().min(1, MESSAGES.readTime).max(1000, MESSAGES.readTime),
);

const title = z
  .string()
  .trim()
  .min(1, MESSAGES.titleRequired)
  .refine((value) => value === '' || value.length >= 5, MESSAGES.titleShort)
  .refine((value) => value.length < 255, MESSAGES.titleLong);
const content = z
  .string({ error: MESSAGES.contentRequired })
  .refine((value) => value.trim() !== '', MESSAGES.contentRequired)
  .refine((value) => value.trim() === '' || value.trim().length >= 50, MESSAGES.contentShort)
  .refine((value) => value.length <= 500_000, MESSAGES.tooLong);

const postFields = {
  excerpt: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(1000, MESSAGES.excerptLong).nullable().optional(),
  ),
  category: z.preprocess(
    (value) => (value === null ? '' : value),
    z.string().trim().max(99, MESSAGES.categoryLong).optional(),
  ),
  tags: blankToUndefined(tagsSchema.optional()),
  read_time: readTime.optional(),
  author_name: blankToUndefined(z.string().trim().max(100, MESSAGES.tooLong).optional()),
  slug: blankToUndefined(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(200, MESSAGES.slug)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MESSAGES.slug)
      .optional(),
  ),
  // Sent empty (the admin cleared the date): no date, so a published post goes out now; absent:
  // unchanged.
  published_at: z.preprocess(
    (value) => (value === '' ? null : value),
    z.coerce.date({ error: MESSAGES.publishedAt }).nullable().optional(),
  ),
  remove_featured_image: blankToUndefined(
    z.union([z.boolean(), z.stringbool({ error: MESSAGES.tooLong })]).optional(),
  ),
};

export const postCreateSchema = z.object({
  title: z.string({ error: MESSAGES.titleRequired }).pipe(title),
  content,
  status: blankToUndefined(z.enum(POST_STATUSES, { error: MESSAGES.status }).default('draft')),
  ...postFields,
});
export const postUpdateSchema = z.object({
  title: z.string({ error: MESSAGES.titleRequired }).pipe(title).optional(),
  content: content.optional(),
  status: blankToUndefined(z.enum(POST_STATUSES, { error: MESSAGES.status }).optional()),
  ...postFields,
});
export type PostCreateInput = z.infer<typeof postCreateSchema>;
export type PostUpdateInput = z.infer<typeof postUpdateSchema>;

const pageNumber = z.coerce.number().int().min(1).max(10_000).catch(1);
export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(PAGE_SIZE).default(PAGE_SIZE),
});
// An unknown status lists every status (the admin's 'All').
export const listQuerySchema = z.object({
  search: queryText(200, 'The search text must be at most 200 characters'),
  category: queryText(100, 'The category must be at most 100 characters'),
  status: queryText(20, 'The status must be at most 20 characters'),
});
export const relatedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(12).catch(RELATED_LIMIT).default(RELATED_LIMIT),
});
export type ListFilter = { search?: string; category?: string; status?: PostStatus };

const identifier = z
  .string({ error: MESSAGES.identifierRequired })
  .trim()
  .min(1, MESSAGES.identifierRequired)
  .max(200, MESSAGES.tooLong);

export const commentCreateSchema = z.strictObject({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(COMMENT_LIMITS.name, MESSAGES.nameTooLong),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.email(MESSAGES.email).max(COMMENT_LIMITS.email, MESSAGES.email).optional().nullable(),
  ),
  content: z
    .string({ error: MESSAGES.commentRequired })
    .trim()
    .min(1, MESSAGES.commentRequired)
    .max(COMMENT_LIMITS.content, MESSAGES.commentTooLong),
  parent_id: z.preprocess(
    (value) => (value === '' ? null : value),
    z.uuid(MESSAGES.parentNotFound).nullable().optional(),
  ),
  metadata: z
    .object({ userIdentifier: identifier.optional(), userAgent: z.string().optional().catch(undefined) })
    .partial()
    .optional()
    .catch(undefined),
  userIdentifier: identifier.optional(),
  /** Honeypot: a field people never see. Anything in it marks a bot. */
  website: z.string().max(500).optional().catch('bot'),
  /** The signed time the form was given (`GET /api/blog/:id/comments` sends it): too fast is a bot. */
  form_token: z.string().max(200).optional().catch('invalid'),
  /** Ticked: tell me of replies (by `email`, confirmed by a link first). Nothing is kept otherwise. */
  notify_replies: z.boolean().optional(),
});
export const commentUpdateSchema = z.object({
  content: z
    .string({ error: MESSAGES.commentRequired })
    .trim()
    .min(1, MESSAGES.commentRequired)
    .max(COMMENT_LIMITS.content, MESSAGES.commentTooLong),
  userIdentifier: identifier,
});
export const commentDeleteSchema = z.object({ userIdentifier: identifier.optional() });
export const voteSchema = z.object({
  type: z.enum(['up', 'down'], { error: MESSAGES.voteType }),
  userIdentifier: identifier,
});
export const commentsQuerySchema = z.object({
  userIdentifier: z.string().max(200).optional().catch(undefined),
});
export type CommentCreateInput = z.infer<typeof commentCreateSchema>;
export type VoteType = 'up' | 'down';

/** A post as the API answers it. */
export type PostView = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  category: string;
  tags: string[];
  featured_image: string | null;
  author_name: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  read_time: number;
  views: number;
  content: string;
  status: PostStatus;
  comments_closed?: boolean;
};
/** The admin table's row: the post plus its comment count and whether it is scheduled. */
export type AdminPostView = PostView & { comment_count: number; scheduled: boolean };

/** A comment as the API answers it (visitors never get emails). */
export type CommentView = {
  id: string;
  blog_id: string;
  post_id: string;
  parent_id: string | null;
  name: string;
  user_name: string;
  email?: string | null;
  content: string;
  created_at: string;
  updated_at: string;
  upvotes: number;
  downvotes: number;
  userVote: VoteType | null;
  deleted: boolean;
  metadata: { userIdentifier: string; userAgent: string | null; timestamp: string } | null;
  status?: CommentStatus;
  author_badge?: boolean;
  pinned?: boolean;
  replies: CommentView[];
};
