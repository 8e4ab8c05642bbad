import { excerptFromBlocks } from '../../../../modules/blog/blog.schemas.ts';
import type { AdminPost, PostForm } from '../../api/blog-admin';
import { ApiError, errorText, readAdminToken } from '../../lib/api-client';

export const EDITOR_HEIGHT = 500;

/**
 * Visible text of the editor's HTML; blocks (paragraphs, headings, items) are kept apart by a
 * space. `collapse: false` keeps the text's own line breaks (see `htmlBlocks`).
 */
export function htmlToText(html: string, collapse = true): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div|td|th)>|<br\s*\/?>/gi, '$& ');
  const text =
    typeof DOMParser !== 'undefined'
      ? (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
      : spaced.replace(/<[^>]*>/g, '');
  return collapse ? text.replace(/\s+/g, ' ').trim() : text;
}

/** The editor's blocks (headings, paragraphs, items) as lines of visible text. */
function htmlBlocks(html: string): string[] {
  const marked = html
    .replace(/\s+/g, ' ')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|div|td|th)>|<br\s*\/?>/gi, '$&\n');
  return htmlToText(marked, false).split('\n');
}

/**
 * Spec: strip the HTML, take the first 150 characters, '...' when the text is longer; null when
 * empty. The server's rule (`excerptFromBlocks`): blocks stay sentences, the cut falls between words.
 */
export function generateExcerpt(html: string): string | null {
  const text = excerptFromBlocks(htmlBlocks(html));
  return text || null;
}

/** Spec: tags are trimmed; empty and duplicate tags are ignored. */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim();
  if (!tag || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

/** The spec's form rules, each message once; the admin sees them joined with commas. */
export function validatePost(form: PostForm): string[] {
  const problems: string[] = [];
  const title = form.title.trim();
  if (!title) problems.push('Title is required');
  else if (title.length < 5) problems.push('Title must be at least 5 characters long');
  else if (title.length >= 255) problems.push('Title must be less than 255 characters');
  const content = form.content.trim();
  const text = htmlToText(content);
  if (!text && !/<img\b/i.test(content)) problems.push('Content is required');
  else if (content.length < 50) problems.push('Content must be at least 50 characters long');
  if (form.category.trim().length >= 100) problems.push('Category must be less than 100 characters');
  const readTime = Number(form.read_time);
  if (form.read_time !== '' && Number.isFinite(readTime) && readTime < 1)
    problems.push('Read time must be at least 1 minute');
  return problems;
}

/** Admin spec, Upload: the file picker's message for a failed video or audio upload. */
export const FILE_UPLOAD_FAILED = 'File upload failed. Please try again.';

/**
 * The error box text of a failed editor upload: 'Image upload failed: {reason}' for an image (the
 * server's words, else the client's, else 'Upload failed'), the file picker's message otherwise.
 */
export function uploadErrorMessage(kind: 'image' | 'media', error: unknown): string {
  return kind === 'image' ? `Image upload failed: ${errorText(error, 'Upload failed')}` : FILE_UPLOAD_FAILED;
}

/** Checked before the save call: the spec's message when there is no session token. */
export const MISSING_TOKEN = 'Authentication token not found. Please log in again.';
export const hasToken = (): boolean => !!readAdminToken();

/** The error box text of a failed save (admin spec: Blog errors). */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.errors.length > 0) return `Validation errors: ${error.errors.map((e) => e.message).join(', ')}`;
    if (error.fromServer && error.message) return error.message;
    if (error.status > 0) return `Server error: ${error.message.replace(/^HTTP \d+: /, `${error.status} `)}`;
  }
  return error instanceof Error && error.message ? error.message : 'Server error';
}

/** Whether a post waits for its publication date. */
export function isScheduled(
  post: Pick<AdminPost, 'status' | 'published_at' | 'scheduled'>,
  now = new Date(),
): boolean {
  if (post.scheduled !== undefined) return post.scheduled;
  return post.status === 'published' && !!post.published_at && new Date(post.published_at) > now;
}

/** A datetime-local value for an ISO date, in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
