import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type AnswerSchema, apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * The blog's public answers, parsed with zod/mini (the shapes of the server's PostView and
 * CommentView in modules/blog/blog.schemas.ts). The admin screen adds its own fields in
 * api/blog-admin.ts, in its chunk.
 */
const text = z.string();
const optionalText = z.nullable(z.string());

export const postSchema = z.object({
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
export type PostView = z.infer<typeof postSchema>;

export type VoteType = 'up' | 'down';

export type CommentView = {
  id: string;
  parent_id: string | null;
  name: string;
  user_name?: string;
  email?: string | null;
  content: string;
  created_at: string;
  updated_at: string;
  upvotes: number;
  downvotes: number;
  userVote: VoteType | null;
  deleted?: boolean;
  metadata: { userIdentifier?: string; userAgent?: string | null; timestamp?: string } | null;
  replies: CommentView[];
};

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

export const postsAnswer = z.object({ posts: z.array(postSchema) });
export const postAnswer = z.object({ post: postSchema });
export const commentsAnswer = z.object({ comments: z.array(commentSchema) });
export const postPageAnswer = z.object({
  posts: z.array(postSchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type PostPage = z.infer<typeof postPageAnswer>;
export const voteAnswer = z.object({
  upvotes: z.number(),
  downvotes: z.number(),
  userVote: z.nullable(z.enum(['up', 'down'])),
});
export const ANY: AnswerSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

/** Spec defaults (public section 9). */
export const DEFAULT_READ_TIME = 5;
export const DEFAULT_AUTHOR = 'Admin';
export const BLOG_PAGE_SIZE = 12;
export const RELATED_LIMIT = 3;

export const readTimeOf = (post: Pick<PostView, 'read_time'>): number => post.read_time || DEFAULT_READ_TIME;
export const authorOf = (post: Pick<PostView, 'author_name'>): string => post.author_name || DEFAULT_AUTHOR;

/** Spec: 'short month, day, year', e.g. 'Mar 4, 2026'. */
export function formatPostDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
export const postDateOf = (post: Pick<PostView, 'published_at' | 'created_at'>): string =>
  formatPostDate(post.published_at || post.created_at);

/** Runs a call and replaces any failure with the spec's thrown message, keeping the cause. */
async function failingWith<T>(message: string, call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(message, { cause });
  }
}

const enc = encodeURIComponent;

export function fetchPublishedPosts(signal?: AbortSignal): Promise<PostView[]> {
  return failingWith(
    'Failed to fetch blog posts',
    async () => (await apiRequest('/api/blog?status=published', postsAnswer, { signal })).posts,
    signal,
  );
}

export function fetchPost(slug: string, signal?: AbortSignal): Promise<PostView> {
  return failingWith(
    'Post not found',
    async () => (await apiRequest(`/api/blog/slug/${enc(slug)}`, postAnswer, { signal })).post,
    signal,
  );
}

export function fetchRelated(id: string, signal?: AbortSignal): Promise<PostView[]> {
  return failingWith(
    'Failed to fetch posts',
    async () =>
      (await apiRequest(`/api/blog/${enc(id)}/related?limit=${RELATED_LIMIT}`, postsAnswer, { signal }))
        .posts,
    signal,
  );
}

export function fetchPostPage(
  by: 'category' | 'tag',
  value: string,
  page: number,
  signal?: AbortSignal,
): Promise<PostPage> {
  return failingWith(
    'Failed to fetch posts',
    () =>
      apiRequest(`/api/blog/${by}/${enc(value)}?page=${page}&limit=${BLOG_PAGE_SIZE}`, postPageAnswer, {
        signal,
      }),
    signal,
  );
}

export async function fetchComments(postId: string, userIdentifier: string, signal?: AbortSignal) {
  const answer = await apiRequest(
    `/api/blog/${enc(postId)}/comments?userIdentifier=${enc(userIdentifier)}`,
    commentsAnswer,
    { signal },
  );
  return answer.comments;
}

/** Records a view; failures do not concern the reader. */
export function recordView(slug: string): void {
  apiRequest(`/api/blog/slug/${enc(slug)}/view`, ANY, { method: 'POST' }).catch(() => undefined);
}

export type NewComment = {
  name: string;
  email: string;
  content: string;
  parent_id: string | null;
  /** Honeypot: people never see the field, so it stays empty. */
  website: string;
};

export function addComment(postId: string, comment: NewComment, userIdentifier: string) {
  return apiRequest(`/api/blog/${enc(postId)}/comments`, ANY, {
    method: 'POST',
    body: {
      ...comment,
      email: comment.email.trim() || undefined,
      metadata: {
        userIdentifier,
        userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
        timestamp: new Date().toISOString(),
      },
    },
  });
}

export function voteComment(commentId: string, type: VoteType, userIdentifier: string) {
  return apiRequest(`/api/blog/comments/${enc(commentId)}/vote`, voteAnswer, {
    method: 'POST',
    body: { type, userIdentifier },
  });
}

export function updateComment(commentId: string, content: string, userIdentifier: string) {
  return apiRequest(`/api/blog/comments/${enc(commentId)}`, ANY, {
    method: 'PUT',
    body: { content, userIdentifier },
  });
}

export function deleteComment(commentId: string, userIdentifier: string) {
  return apiRequest(`/api/blog/comments/${enc(commentId)}`, ANY, {
    method: 'DELETE',
    body: { userIdentifier },
  });
}

export function usePublishedPosts() {
  return useQuery({
    queryKey: queryKeys.site.blogPosts(),
    queryFn: ({ signal }) => fetchPublishedPosts(signal),
    staleTime: 0,
  });
}

export function usePost(slug: string) {
  return useQuery({
    queryKey: queryKeys.blog.post(slug),
    queryFn: ({ signal }) => fetchPost(slug, signal),
    retry: false,
  });
}

export function useRelatedPosts(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.blog.related(id ?? ''),
    queryFn: ({ signal }) => fetchRelated(id ?? '', signal),
    enabled: !!id,
  });
}

export function usePostPage(by: 'category' | 'tag', value: string, page: number) {
  return useQuery({
    queryKey: queryKeys.blog.page(by, value, page),
    queryFn: ({ signal }) => fetchPostPage(by, value, page, signal),
  });
}

export function useComments(postId: string | undefined, userIdentifier: string) {
  return useQuery({
    queryKey: queryKeys.blog.comments(postId ?? '', userIdentifier),
    queryFn: ({ signal }) => fetchComments(postId ?? '', userIdentifier, signal),
    enabled: !!postId,
  });
}
