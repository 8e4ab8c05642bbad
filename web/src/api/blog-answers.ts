import { z } from 'zod/mini';
import type { CommentView, PostPage, PostView, VoteAnswer } from './blog';

/**
 * The blog's public answers, parsed with zod/mini: the shapes of the server's PostView and
 * CommentView (modules/blog/blog.schemas.ts). blog.ts loads this file beside its first request,
 * like content-answers.ts, so zod stays out of the home page's first load.
 */
const text = z.string();
const optionalText = z.nullable(z.string());

const postSchema: z.ZodMiniType<PostView> = z.object({
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
});

const commentSchema: z.ZodMiniType<CommentView> = z.object({
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
  userVote: z.nullable(z.enum(['up', 'down'])),
  deleted: z.optional(z.boolean()),
  metadata: z.nullable(
    z.object({
      userIdentifier: z.optional(text),
      userAgent: z.optional(optionalText),
      timestamp: z.optional(text),
    }),
  ),
  get replies() {
    return z.array(commentSchema);
  },
});

export const postsAnswer: z.ZodMiniType<{ posts: PostView[] }> = z.object({ posts: z.array(postSchema) });
export const postAnswer: z.ZodMiniType<{ post: PostView }> = z.object({ post: postSchema });
export const commentsAnswer: z.ZodMiniType<{ comments: CommentView[] }> = z.object({
  comments: z.array(commentSchema),
});
export const postPageAnswer: z.ZodMiniType<PostPage> = z.object({
  posts: z.array(postSchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export const voteAnswer: z.ZodMiniType<VoteAnswer> = z.object({
  upvotes: z.number(),
  downvotes: z.number(),
  userVote: z.nullable(z.enum(['up', 'down'])),
});
