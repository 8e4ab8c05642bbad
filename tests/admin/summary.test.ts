import { describe, expect, it } from 'vitest';
import { summaryResponseSchema } from '../../modules/admin/index.ts';
import { bearer, createAccount } from '../support/accounts.ts';
import { setUpAdminApi } from '../support/admin-api.ts';
import { LONG_CONTENT } from '../support/blog.ts';
import { form } from '../support/factories.ts';
import { newAddress, seedSubscribers } from '../support/newsletter.ts';
import { createProduct } from '../support/shop.ts';

const DAY_MS = 86_400_000;

type Summary = {
  counts: Record<string, number>;
  activity: { type: string; title: string; created_at: string }[];
  subscriber_growth?: { last_30_days: number; previous_30_days: number };
};

describe('GET /api/admin/summary', () => {
  const ctx = setUpAdminApi();

  const create = (path: string, fields: Record<string, string>) =>
    ctx.asAdmin(path, { method: 'POST', body: form(fields) });
  const summary = async () => {
    const answer = await ctx.asAdmin('/api/admin/summary');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    return answer.json.summary as Summary;
  };

  it('is for administrators only', async () => {
    expect((await ctx.api.request('/api/admin/summary')).status).toBe(401);
    const member = await createAccount(ctx.api, { role: 'user' });
    expect((await ctx.api.request('/api/admin/summary', { headers: bearer(member.token) })).status).toBe(403);
  });

  it('counts every status and lists the latest additions by creation date, at most 5', async () => {
    expect(await summary()).toEqual({
      counts: { skills: 0, projects: 0, posts: 0, promotions: 0, subscribers: 0, pending_comments: 0 },
      activity: [],
      payments: { revenue_minor: 0, stuck: 0, reversed: 0, refunded: 0 },
      subscriber_growth: { last_30_days: 0, previous_30_days: 0 },
      search: { not_found: [] },
    });
    await create('/api/skills', { name: 'First skill', category: 'Web', status: 'paused' });
    await create('/api/projects', {
      title: 'Draft project',
      category: 'Web',
      description: 'd',
      status: 'draft',
    });
    await create('/api/promotions', { title: 'Promo one', is_active: 'false' });
    await create('/api/skills', { name: 'Second skill', category: 'Web' });
    await create('/api/promotions', { title: 'Promo two' });
    await create('/api/projects', { title: 'Latest project', category: 'Web', description: 'd' });

    // Editing the oldest item must not move it up: the list is by creation date, not last edit.
    const skills = (await ctx.asAdmin('/api/skills')).json.skills as { id: string; name: string }[];
    const first = skills.find((skill) => skill.name === 'First skill');
    await ctx.asAdmin(`/api/skills/${first?.id}`, { method: 'PUT', body: form({ description: 'edited' }) });

    const result = await summary();
    expect(result.counts).toEqual({
      skills: 2,
      projects: 2,
      posts: 0,
      promotions: 2,
      subscribers: 0,
      pending_comments: 0,
    });
    expect(result.activity.map((entry) => `${entry.type}:${entry.title}`)).toEqual([
      'project:Latest project',
      'promotion:Promo two',
      'skill:Second skill',
      'promotion:Promo one',
      'project:Draft project',
    ]);
  });

  it('counts blog posts of every status and lists the latest added post', async () => {
    await create('/api/blog', { title: 'A draft post', content: LONG_CONTENT, status: 'draft' });
    await create('/api/blog', { title: 'Newest post here', content: LONG_CONTENT, status: 'published' });
    const result = await summary();
    expect(result.counts.posts).toBe(2);
    expect(result.activity[0]).toMatchObject({ type: 'post', title: 'Newest post here' });
    expect(result.activity[1]).toMatchObject({ type: 'post', title: 'A draft post' });
  });

  it('counts subscribers who confirmed in the last 30 days against the 30 days before', async () => {
    const now = Date.now();
    const verifiedAgo = async (days: number, state: { active?: boolean; verified?: boolean } = {}) => {
      const [id] = await seedSubscribers(ctx.api, [{ email: newAddress(), verified: true, ...state }]);
      await ctx.api.orm.em
        .fork()
        .execute('update newsletter_subscriber set verified_at = ? where id = ?', [
          new Date(now - days * DAY_MS),
          id,
        ]);
    };
    await verifiedAgo(1);
    await verifiedAgo(29);
    // Confirmed, then left: still a new subscriber of that period, not counted on the card.
    await verifiedAgo(10, { active: false });
    await verifiedAgo(31);
    await verifiedAgo(59);
    await verifiedAgo(61);
    // Never confirmed: not a subscriber yet, in neither count.
    await seedSubscribers(ctx.api, [{ email: newAddress(), verified: false }]);

    const result = await summary();
    expect(result.counts.subscribers).toBe(5);
    expect(result.subscriber_growth).toEqual({ last_30_days: 3, previous_30_days: 2 });
  });

  it("answers what the dashboard's parser (the same schema) accepts, products and subscribers included", async () => {
    await createProduct(ctx, { name: 'Budget planner' });
    const answer = await ctx.asAdmin('/api/admin/summary');
    const parsed = summaryResponseSchema.safeParse(answer.json);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.summary.activity[0]).toMatchObject({ type: 'product', title: 'Budget planner' });
    // Nothing the server sends is dropped by the parser: the screen sees the whole answer.
    expect(parsed.data).toEqual(answer.json);
  });
});
