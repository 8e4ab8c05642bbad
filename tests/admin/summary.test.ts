import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../support/accounts.ts';
import { type AdminApi, startAdminApi } from '../support/admin-api.ts';
import { clearBlog, LONG_CONTENT } from '../support/blog.ts';
import { clearContent, form } from '../support/factories.ts';
import { clearShop } from '../support/shop.ts';

type Summary = {
  counts: Record<string, number>;
  activity: { type: string; title: string; created_at: string }[];
};

describe('GET /api/admin/summary', () => {
  let ctx: AdminApi;

  beforeAll(async () => {
    ctx = await startAdminApi();
    await clearContent(ctx.api);
    await clearBlog(ctx.api);
    // Products add to the activity too; this file counts only what it creates.
    await clearShop(ctx.api);
    // Searches of earlier files that found nothing are listed too.
    await ctx.api.orm.em.fork().execute('delete from search_miss');
  });
  afterAll(() => ctx.stop());

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
      counts: { skills: 0, projects: 0, posts: 0, promotions: 0, subscribers: 0 },
      activity: [],
      payments: { revenue_minor: 0, stuck: 0, reversed: 0 },
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
    expect(result.counts).toEqual({ skills: 2, projects: 2, posts: 0, promotions: 2, subscribers: 0 });
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
});
