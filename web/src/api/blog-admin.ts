import { useQuery } from '@tanstack/react-query';
import {
  type AdminPostAnswer,
  adminPostsResponseSchema,
  type CommentAnswer,
  categoriesResponseSchema,
  commentsResponseSchema,
  mediaUploadResponseSchema,
  POST_STATUSES,
} from '../../../modules/blog/blog-views.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { ANY_ANSWER, adminRequest } from '../lib/api-client';
import {
  itemPath,
  queryString,
  readOrFail,
  useAdminList,
  useAdminMutation,
  useFilteredList,
} from './admin-api';

/**
 * The back office's blog calls (admin spec: Blog). Answers are parsed with the blog module's own
 * schemas (modules/blog/blog-views.schemas.ts), the same the public page uses.
 */
export { POST_STATUSES };
export type PostStatus = (typeof POST_STATUSES)[number];
export type AdminPost = AdminPostAnswer;
export type AdminComment = CommentAnswer;

export type BlogFilters = { search: string; category: string; status: string };

const ALL = 'All';

function listPath({ search, category, status }: BlogFilters): string {
  return `/api/blog${queryString({
    search: search.trim(),
    category: category === ALL ? '' : category,
    status: status === ALL ? '' : status.toLowerCase(),
  })}`;
}

const readPosts = readOrFail(adminPostsResponseSchema, (a) => a.posts, 'Failed to fetch blog posts');
const readComments = readOrFail(commentsResponseSchema, (a) => a.comments, 'Failed to fetch comments');

export function useAdminPosts(filters: BlogFilters) {
  const key = adminKeys.blogs.list(filters);
  return useFilteredList(key, (signal) => readPosts(listPath(filters), signal));
}

export function useBlogCategories() {
  const key = adminKeys.blogs.categories();
  return useAdminList(key, '/api/blog/meta/categories', categoriesResponseSchema, (a) => a.categories);
}

export function useAdminComments(postId: string) {
  const path = `${itemPath('/api/blog', postId)}/comments`;
  return useQuery({
    queryKey: adminKeys.blogs.comments(postId),
    queryFn: ({ signal }) => readComments(path, signal),
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

const post = (id?: string | null) => itemPath('/api/blog', id);

const savePost = ({ id, body }: { id: string | null; body: FormData }) =>
  adminRequest(post(id), ANY_ANSWER, { method: id ? 'PUT' : 'POST', body });

const setPostStatus = ({ id, status }: { id: string; status: PostStatus }) =>
  adminRequest(post(id), ANY_ANSWER, { method: 'PUT', body: { status } });

const deletePost = (id: string) => adminRequest(post(id), ANY_ANSWER, { method: 'DELETE' });

const deleteComment = ({ id }: { id: string; postId: string }) =>
  adminRequest(itemPath('/api/blog/comments', id), ANY_ANSWER, {
    method: 'DELETE',
    body: { userIdentifier: 'admin' },
  });

const POSTS = [adminKeys.blogs.all];

export function useBlogMutations() {
  return {
    save: useAdminMutation(savePost, POSTS),
    setStatus: useAdminMutation(setPostStatus, POSTS),
    remove: useAdminMutation(deletePost, POSTS),
    removeComment: useAdminMutation(deleteComment, ({ postId }) => [
      adminKeys.blogs.comments(postId),
      ...POSTS,
    ]),
  };
}
