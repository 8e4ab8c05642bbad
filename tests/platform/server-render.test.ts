import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApi } from '../support/admin-api.ts';
import { createPost, type Post } from '../support/blog.ts';
import { startRenderingApi } from '../support/server-render.ts';

const ORIGIN = 'https://site.example';

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

describe('public pages arrive rendered by React on the server', () => {
  let ctx: AdminApi;
  let post: Post;

  beforeAll(async () => {
    ctx = await startRenderingApi({ PUBLIC_URL: ORIGIN, COMMENT_RATE_LIMIT_POINTS: '1000' });
    post = await createPost(ctx, {
      title: 'Reading a title deed',
      slug: 'reading-a-title-deed',
      excerpt: 'What each line of a Kenyan title deed tells you.',
      content: '<p>Every title deed in Kenya opens with the parcel number.</p>',
    });
    const comment = await ctx.api.request(`/api/blog/${post.id}/comments`, {
      method: 'POST',
      json: { name: 'Amina', content: 'Very clear, thank you!', metadata: { userIdentifier: 'user_1_abc' } },
    });
    expect(comment.status).toBe(201);
  });
  afterAll(() => ctx.stop());

  const page = (p: string, init: RequestInit = {}) =>
    fetch(`${ctx.api.baseUrl}${p}`, { redirect: 'manual', ...init });

  it('a post: its opening paragraph and its comments in #root, one title, description and canonical', async () => {
    const response = await page('/blog/reading-a-title-deed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const root = rootOf(html);
    expect(root).toContain('Every title deed in Kenya opens with the parcel number.');
    expect(root).toContain('Very clear, thank you!');
    expect(count(html, /<title[ >]/)).toBe(1);
    expect(count(html, /<meta [^>]*name="description"/)).toBe(1);
    expect(count(html, /<link [^>]*rel="canonical"/)).toBe(1);
    expect(html).toContain('What each line of a Kenyan title deed tells you.');
    expect(html).toMatch(/<link data-ssr-head="" rel="canonical" href="https:\/\/site\.example\/blog\/reading-a-title-deed"/);
    // The data the render used travels with it, for hydration.
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const keys = (JSON.parse(state).queries as { queryKey: unknown[] }[]).map((query) => query.queryKey);
    expect(keys).toContainEqual(['blog', 'post', 'reading-a-title-deed']);
    expect(keys).toContainEqual(['blog', 'comments', post.id, '']);
  });
});
