import { beforeAll, describe, expect, it } from 'vitest';
import { setUpAdminApi } from '../support/admin-api.ts';
import { createPost, outboxCount } from '../support/blog.ts';
import { eventually, startTestWorker } from '../support/harness.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

describe('scheduled posts', () => {
  const ctx = setUpAdminApi();
  const { api } = ctx;

  beforeAll(async () => {
    // The first write loads the HTML sanitiser (jsdom), which can take a second on a busy machine:
    // pay it here, not inside the scheduling window below.
    await createPost(ctx, { title: 'Warm-up draft', status: 'draft' });
  });

  const visible = async (slug: string) => (await api.request(`/api/blog/slug/${slug}`)).status === 200;
  const listed = async (slug: string) =>
    ((await api.request('/api/blog')).json.posts as { slug: string }[]).some((post) => post.slug === slug);

  it('hides a post until its time; the delayed job publishes it then and only then', async () => {
    const worker = await startTestWorker();
    try {
      // Far enough ahead that the checks before it finish first even on a loaded machine.
      const at = new Date(Date.now() + 4_000);
      const post = await createPost(ctx, { title: 'Scheduled soon', published_at: at.toISOString() });
      expect(await visible(post.slug)).toBe(false);
      expect(await listed(post.slug)).toBe(false);
      expect(await outboxCount(api, 'blog.post_published', post.id)).toBe(0);
      const admin = (await ctx.asAdmin('/api/blog')).json.posts as { id: string; scheduled: boolean }[];
      expect(admin.find((row) => row.id === post.id)?.scheduled).toBe(true);
      // The checks above are about "before its time" only if they all ran before it.
      expect(Date.now()).toBeLessThan(at.getTime());

      await eventually(
        async () => ((await outboxCount(api, 'blog.post_published', post.id)) === 1 ? true : undefined),
        30_000,
        'publication',
      );
      const occurred = await api.orm.em
        .fork()
        .execute<{ occurred_at: Date }[]>(
          `select occurred_at from outbox_event where name = 'blog.post_published' and payload->>'id' = ?`,
          [post.id],
        );
      expect(new Date(occurred[0]?.occurred_at ?? 0).getTime()).toBeGreaterThanOrEqual(at.getTime());
      expect(await visible(post.slug)).toBe(true);
      expect(await listed(post.slug)).toBe(true);
      // Running the job again changes nothing: announced once.
      expect(await api.modules.blog.posts.announce(post.id)).toBe('nothing');
      expect(await outboxCount(api, 'blog.post_published', post.id)).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('a sweep publishes a post whose time passed while the worker was down and its job was lost', async () => {
    // Far enough ahead that it is still scheduled when created, even on a loaded machine.
    const at = new Date(Date.now() + 3_000);
    const post = await createPost(ctx, { title: 'Scheduled while down', published_at: at.toISOString() });
    // The worker is down; lose the delayed job too (as if Redis lost its data).
    const removed = await api.redis.eval(
      "local keys = redis.call('keys', ARGV[1]) for _, k in ipairs(keys) do redis.call('del', k) end return #keys",
      0,
      `${api.config.redisPrefix}:blog:*`,
    );
    expect(Number(removed)).toBeGreaterThan(0);
    // Its time comes, so visitors see it (visibility is the date), but nobody announced it yet.
    await eventually(async () => ((await visible(post.slug)) ? true : undefined), 30_000, 'its time');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(await outboxCount(api, 'blog.post_published', post.id)).toBe(0);

    let worker: Worker | undefined;
    try {
      worker = await startTestWorker({ overrides: { BLOG_PUBLISH_SWEEP_EVERY_MS: '300' } });
      await eventually(
        async () => ((await outboxCount(api, 'blog.post_published', post.id)) === 1 ? true : undefined),
        30_000,
        'sweep',
      );
      expect(await listed(post.slug)).toBe(true);
      const row = await api.orm.em
        .fork()
        .execute<{ announced_at: string | null }[]>('select announced_at from blog_post where id = ?', [
          post.id,
        ]);
      expect(row[0]?.announced_at).not.toBeNull();
    } finally {
      await worker?.stop();
    }
  });

  it('clearing the date of a scheduled post publishes it now', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const post = await createPost(ctx, { title: 'Scheduled for later', published_at: at.toISOString() });
    expect(await visible(post.slug)).toBe(false);
    const body = new FormData();
    body.set('published_at', '');
    const cleared = await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'PUT', body });
    expect(cleared.status).toBe(200);
    const saved = cleared.json.post as { published_at: string };
    expect(new Date(saved.published_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await visible(post.slug)).toBe(true);
    expect(await outboxCount(api, 'blog.post_published', post.id)).toBe(1);
    // A partial update that leaves the date out keeps it.
    await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'PUT', json: { status: 'published' } });
    const kept = (await ctx.asAdmin(`/api/blog/slug/${post.slug}`)).json.post as { published_at: string };
    expect(kept.published_at).toBe(saved.published_at);
  });

  it('moving the date later re-schedules; the old job finds nothing to do', async () => {
    const post = await createPost(ctx, {
      title: 'Rescheduled',
      published_at: new Date(Date.now() + 60_000).toISOString(),
    });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'PUT', json: { published_at: later } });
    expect(await api.modules.blog.posts.announce(post.id)).toBe('not_yet');
    await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'PUT', json: { status: 'draft' } });
    expect(await api.modules.blog.posts.announce(post.id)).toBe('nothing');
    expect(await outboxCount(api, 'blog.post_published', post.id)).toBe(0);
  });
});
