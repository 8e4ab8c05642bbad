import { FormTokens } from '../../modules/blog/index.ts';
import type { AdminApi } from './admin-api.ts';
import { form } from './factories.ts';
import { TEST_JWT_SECRET, type TestApi } from './harness.ts';

/**
 * A comment form's token as the site's form gets it, `ageMs` ago (a person took that long to
 * write): signed with the tests' secret, as `GET /api/blog/:id/comments/form` signs it.
 */
export function formToken(postId: string, ageMs = 10_000, secret = TEST_JWT_SECRET): string {
  return new FormTokens(secret).issue(postId, new Date(Date.now() - ageMs));
}

/** Enough words to pass the 50-character minimum. */
export const LONG_CONTENT =
  '<p>Nairobi property prices moved again this quarter, and here is what that means for buyers.</p>';

export type PostFields = Record<string, string>;
export type Post = {
  id: string;
  slug: string;
  title: string;
  status: string;
  content: string;
  published_at: string | null;
  tags: string[];
  category: string;
  views: number;
} & Record<string, unknown>;

/** Creates a post through the admin API (published by default) and returns it. */
export async function createPost(ctx: Pick<AdminApi, 'asAdmin'>, fields: PostFields = {}): Promise<Post> {
  const answer = await ctx.asAdmin('/api/blog', {
    method: 'POST',
    body: form({
      title: `Post ${Math.random().toString(36).slice(2, 8)}`,
      content: LONG_CONTENT,
      status: 'published',
      category: 'Real Estate',
      tags: '["nairobi","property"]',
      ...fields,
    }),
  });
  if (answer.status !== 201) throw new Error(`createPost: ${answer.status} ${answer.text}`);
  return answer.json.post as Post;
}

/** Outbox rows of one event name for one record id (any payload shape with an `id`). */
export async function outboxCount(api: TestApi, name: string, id: string): Promise<number> {
  const rows = await api.orm.em
    .fork()
    .execute<{ count: string }[]>(
      `select count(*) as count from outbox_event where name = ? and payload->>'id' = ?`,
      [name, id],
    );
  return Number(rows[0]?.count ?? 0);
}
