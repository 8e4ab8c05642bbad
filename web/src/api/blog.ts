import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CommentAnswer,
  PostAnswer,
  PostPageAnswer,
  VoteAnswer,
} from '../../../modules/blog/blog-views.schemas.ts';
import { failingWith, lazyAnswers, readAdminToken } from '../lib/api-client';
import { formatShortDate } from '../lib/dates';
import { refreshUnlessServerRendered } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';

export type PostView = PostAnswer;
export type CommentView = CommentAnswer;
export type PostPage = PostPageAnswer;
export type { VoteAnswer };
export type VoteType = NonNullable<VoteAnswer['userVote']>;

/**
 * The blog module's own answer schemas (zod/mini), loaded beside the first request rather than
 * with the page, so zod stays out of the home page's first load.
 */
const parsed = lazyAnswers(() => import('../../../modules/blog/blog-views.schemas.ts'));

/** Spec defaults (public section 9). */
export const DEFAULT_READ_TIME = 5;
export const DEFAULT_AUTHOR = 'Admin';
export const BLOG_PAGE_SIZE = 12;
export const RELATED_LIMIT = 3;

export const readTimeOf = (post: Pick<PostView, 'read_time'>): number => post.read_time || DEFAULT_READ_TIME;
export const authorOf = (post: Pick<PostView, 'author_name'>): string => post.author_name || DEFAULT_AUTHOR;

/** Spec: 'short month, day, year', e.g. 'Mar 4, 2026', in the site's zone (same on server and browser). */
export const formatPostDate = (value: string | null | undefined): string => formatShortDate(value);
export const postDateOf = (post: Pick<PostView, 'published_at' | 'created_at'>): string =>
  formatPostDate(post.published_at || post.created_at);

const enc = encodeURIComponent;

export function fetchPublishedPosts(signal?: AbortSignal): Promise<PostView[]> {
  return failingWith(
    'Failed to fetch blog posts',
    async () =>
      (
        await parsed('/api/blog?status=published', (a) => a.postsResponseSchema, {
          signal,
          server: (reads) => reads.posts(),
        })
      ).posts,
    signal,
  );
}

export function fetchPost(slug: string, signal?: AbortSignal): Promise<PostView> {
  return failingWith(
    'Post not found',
    async () =>
      (
        await parsed(`/api/blog/slug/${enc(slug)}`, (a) => a.postResponseSchema, {
          signal,
          server: (reads) => reads.post(slug),
        })
      ).post,
    signal,
  );
}

export function fetchRelated(id: string, signal?: AbortSignal): Promise<PostView[]> {
  return failingWith(
    'Failed to fetch posts',
    async () =>
      (
        await parsed(`/api/blog/${enc(id)}/related?limit=${RELATED_LIMIT}`, (a) => a.postsResponseSchema, {
          signal,
          server: (reads) => reads.relatedPosts(id, RELATED_LIMIT),
        })
      ).posts,
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
      parsed(
        `/api/blog/${by}/${enc(value)}?page=${page}&limit=${BLOG_PAGE_SIZE}`,
        (a) => a.postPageResponseSchema,
        { signal, server: (reads) => reads.postPage(by, value, page, BLOG_PAGE_SIZE) },
      ),
    signal,
  );
}

export async function fetchComments(postId: string, userIdentifier: string, signal?: AbortSignal) {
  const answer = await parsed(
    `/api/blog/${enc(postId)}/comments?userIdentifier=${enc(userIdentifier)}`,
    (a) => a.commentsResponseSchema,
    // The server renders the thread as a visitor with nothing of their own in it sees it.
    { signal, ...(userIdentifier === '' && { server: (reads) => reads.thread(postId) }) },
  );
  return answer.comments;
}

/** Where the post page's script records a view (boot.ts: `data-view-beacon`). */
export const viewBeaconPath = (slug: string): string => `/api/blog/slug/${enc(slug)}/view`;

export type NewComment = {
  name: string;
  email: string;
  content: string;
  parent_id: string | null;
  /** Honeypot: people never see the field, so it stays empty. */
  website: string;
  /** The form's signed start time: a form sent faster than a person writes is a bot's. */
  form_token?: string | undefined;
  /** Tell me of replies by email (confirmed by a link first); the email is kept only then. */
  notify_replies?: boolean;
};

/**
 * A signed start time for a comment form (never cached), and when the form may be sent: the
 * server drops a form sent sooner than its minimum as a bot's, so the site's own form waits.
 */
export async function fetchFormToken(postId: string): Promise<{ token: string; readyAt: number }> {
  const answer = await parsed(`/api/blog/${enc(postId)}/comments/form`, (a) => a.formTokenResponseSchema);
  // A little over the minimum: the two clocks measure from slightly different moments.
  return { token: answer.form_token, readyAt: Date.now() + answer.min_submit_ms + 300 };
}

/** POST a comment; the answer is the comment as stored, ready to take the pending entry's place. */
export async function addComment(
  postId: string,
  comment: NewComment,
  userIdentifier: string,
): Promise<CommentView> {
  const answer = await parsed(`/api/blog/${enc(postId)}/comments`, (a) => a.commentResponseSchema, {
    method: 'POST',
    // The owner signed in on this browser comments as the author: the server gives the badge
    // for the token alone.
    admin: readAdminToken() !== null,
    body: {
      ...comment,
      email: comment.email.trim() || undefined,
      notify_replies: comment.notify_replies && comment.email.trim() !== '' ? true : undefined,
      metadata: {
        userIdentifier,
        userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
        timestamp: new Date().toISOString(),
      },
    },
  });
  return answer.comment;
}

export function voteComment(commentId: string, type: VoteType, userIdentifier: string) {
  return parsed(`/api/blog/comments/${enc(commentId)}/vote`, (a) => a.voteResponseSchema, {
    method: 'POST',
    body: { type, userIdentifier },
  });
}

/** PUT a comment's new text; the answer is the comment as stored. */
export async function updateComment(
  commentId: string,
  content: string,
  userIdentifier: string,
): Promise<CommentView> {
  const answer = await parsed(`/api/blog/comments/${enc(commentId)}`, (a) => a.commentResponseSchema, {
    method: 'PUT',
    body: { content, userIdentifier },
  });
  return answer.comment;
}

/** DELETE a comment; the answer is `{ success: true, message }`. */
export function deleteComment(commentId: string, userIdentifier: string) {
  return parsed(`/api/blog/comments/${enc(commentId)}`, (a) => a.messageAnswerSchema, {
    method: 'DELETE',
    body: { userIdentifier },
  });
}

/*
 * The query options of each read, shared by its hook and by the server render's prefetch (same key,
 * same function: the server's answer is exactly what the hook would store).
 */
export const publishedPostsQuery = () =>
  queryOptions({
    queryKey: queryKeys.site.blogPosts(),
    queryFn: ({ signal }) => fetchPublishedPosts(signal),
    // Refreshed at every mount, except right after a server render that brought it.
    staleTime: refreshUnlessServerRendered,
  });

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.blog.post(slug),
    queryFn: ({ signal }) => fetchPost(slug, signal),
    retry: false,
  });

export const relatedPostsQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.blog.related(id ?? ''),
    queryFn: ({ signal }) => fetchRelated(id ?? '', signal),
    enabled: !!id,
  });

export const postPageQuery = (by: 'category' | 'tag', value: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.blog.page(by, value, page),
    queryFn: ({ signal }) => fetchPostPage(by, value, page, signal),
  });

export const commentsQuery = (postId: string | undefined, userIdentifier: string) =>
  queryOptions({
    queryKey: queryKeys.blog.comments(postId ?? '', userIdentifier),
    queryFn: ({ signal }) => fetchComments(postId ?? '', userIdentifier, signal),
    // Each visitor's thread carries their own votes: nothing to load before the browser says who it is.
    enabled: !!postId && !!userIdentifier,
  });

export function usePublishedPosts() {
  return useQuery(publishedPostsQuery());
}

export function usePost(slug: string) {
  return useQuery(postQuery(slug));
}

export function useRelatedPosts(id: string | undefined) {
  return useQuery(relatedPostsQuery(id));
}

export function usePostPage(by: 'category' | 'tag', value: string, page: number) {
  return useQuery(postPageQuery(by, value, page));
}

export function useComments(postId: string | undefined, userIdentifier: string) {
  return useQuery(commentsQuery(postId, userIdentifier));
}

/** What a reply-email link does from its page: confirm the notifications, or stop them. */
export type ReplyLinkAction = 'confirm' | 'unsubscribe';

/**
 * POST /api/blog/comment-replies/{confirm|unsubscribe}/{token}: only the page's button gets here
 * (mail scanners open links, they press no buttons). Tried once: a link used stays so.
 */
export async function replyLink(action: ReplyLinkAction, token: string): Promise<{ message: string }> {
  return parsed(`/api/blog/comment-replies/${action}/${enc(token)}`, (a) => a.messageAnswerSchema, {
    method: 'POST',
    retry: false,
  });
}
