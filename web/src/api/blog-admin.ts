import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPostAnswer,
  adminPostsResponseSchema,
  type CommentAnswer,
  categoriesResponseSchema,
  commentsResponseSchema,
  mediaUploadResponseSchema,
  POST_STATUSES,
} from '../../../modules/blog/blog-views.schemas.ts';
import { ANY_ANSWER, adminRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * The back office's blog calls (admin spec: Blog). Answers are parsed with the blog module's own
 * schemas (modules/blog/blog-views.schemas.ts), the same the public page uses.
 */
export { POST_STATUSES };
export type PostStatus = (typeof POST_STATUSES)[number];
export type AdminPost = AdminPostAnswer;
export type AdminComment = CommentAnswer;

export type BlogFilters = { search: string; category: string; status: string };

const enc = encodeURIComponent;

function listPath({ search, category, status }: BlogFilters): string {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (category && category !== 'All') query.set('category', category);
  if (status && status !== 'All') query.set('status', status.toLowerCase());
  const text = query.toString();
  return text ? `/api/blog?${text}` : '/api/blog';
}

export function useAdminPosts(filters: BlogFilters) {
  return useQuery({
    queryKey: queryKeys.admin.blogs.list(filters),
    queryFn: async ({ signal }) => {
      try {
        return (await adminRequest(listPath(filters), adminPostsResponseSchema, { signal })).posts;
      } catch (cause) {
        throw new Error('Failed to fetch blog posts', { cause });
      }
    },
    placeholderData: (previous) => previous,
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: queryKeys.admin.blogs.categories(),
    queryFn: async ({ signal }) =>
      (
        await adminRequest('/api/blog/meta/categories', categoriesResponseSchema, {
          signal,
        })
      ).categories,
  });
}

export function useAdminComments(postId: string) {
  return useQuery({
    queryKey: queryKeys.admin.blogs.comments(postId),
    queryFn: async ({ signal }) => {
      try {
        return (
          await adminRequest(`/api/blog/${enc(postId)}/comments`, commentsResponseSchema, {
            signal,
          })
        ).comments;
      } catch (cause) {
        throw new Error('Failed to fetch comments', { cause });
      }
    },
  });
}

/** Uploads an image (or media) for the editor; the answer's `location` is an /uploads/ path. */
export async function uploadMedia(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await adminRequest('/api/blog/upload-media', mediaUploadResponseSchema, {
    method: 'POST',
    body,
  });
  return answer.location;
}

export type PostForm = {
  title: string;
  content: string;
  excerpt: string;
  category: string;
  status: PostStatus;
  read_time: string;
  tags: string[];
  /** A local date-time (datetime-local); empty leaves the server's choice (now on publish). */
  published_at: string;
};

/** The spec's multipart body: fields as text, `tags` as JSON text, the image file when chosen. */
export function postFormData(form: PostForm, image: File | null): FormData {
  const body = new FormData();
  body.append('title', form.title.trim());
  body.append('content', form.content);
  body.append('excerpt', form.excerpt);
  body.append('category', form.category.trim());
  body.append('status', form.status);
  const readTime = Number(form.read_time);
  body.append('read_time', String(Number.isFinite(readTime) && form.read_time !== '' ? readTime : 5));
  body.append('tags', JSON.stringify(form.tags));
  if (form.published_at) body.append('published_at', new Date(form.published_at).toISOString());
  if (image) body.append('featured_image', image);
  return body;
}

export function useBlogMutations() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.blogs.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: FormData }) =>
        adminRequest(id ? `/api/blog/${enc(id)}` : '/api/blog', ANY_ANSWER, {
          method: id ? 'PUT' : 'POST',
          body,
        }),
      onSuccess: settle,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: PostStatus }) =>
        adminRequest(`/api/blog/${enc(id)}`, ANY_ANSWER, { method: 'PUT', body: { status } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => adminRequest(`/api/blog/${enc(id)}`, ANY_ANSWER, { method: 'DELETE' }),
      onSuccess: settle,
    }),
    removeComment: useMutation({
      mutationFn: ({ id }: { id: string; postId: string }) =>
        adminRequest(`/api/blog/comments/${enc(id)}`, ANY_ANSWER, {
          method: 'DELETE',
          body: { userIdentifier: 'admin' },
        }),
      onSuccess: (_data, { postId }) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.blogs.comments(postId) });
        void settle();
      },
    }),
  };
}
