import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { bearer, createAccount, type TestAccount } from '../support/accounts.ts';
import { setUpAdminApi } from '../support/admin-api.ts';
import { form } from '../support/factories.ts';
import { eventually, startTestApi, startTestWorker, type TestApi } from '../support/harness.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

describe('content changes reach the search index through events', () => {
  let api: TestApi;
  let worker: Worker;
  let admin: TestAccount;

  beforeAll(async () => {
    api = await startTestApi();
    worker = await startTestWorker();
    admin = await createAccount(api);
  });
  afterAll(async () => {
    await worker.stop();
    await api.stop();
  });

  const skillIds = async (q: string) => {
    const answer = await api.request(`/api/search?q=${encodeURIComponent(q)}`);
    return (answer.json.results as { skills: { id: string; type: string }[] }).skills.map((hit) => hit.id);
  };

  it('indexes a new skill, follows its edits, and drops it when paused or deleted', async () => {
    const created = await api.request('/api/skills', {
      method: 'POST',
      headers: bearer(admin.token),
      body: form({ name: 'Elixir', category: 'Programming', description: 'Functional and concurrent' }),
    });
    expect(created.status).toBe(201);
    const id = (created.json.skill as { id: string }).id;

    await eventually(
      async () => ((await skillIds('elixir')).includes(id) ? true : undefined),
      30_000,
      'indexing',
    );
    expect(await skillIds('elixr')).toContain(id);

    await api.request(`/api/skills/${id}`, {
      method: 'PUT',
      headers: bearer(admin.token),
      body: form({ name: 'Erlang' }),
    });
    await eventually(
      async () => ((await skillIds('erlang')).includes(id) ? true : undefined),
      30_000,
      'reindex',
    );
    expect(await skillIds('elixir')).toEqual([]);

    await api.request(`/api/skills/${id}`, {
      method: 'PUT',
      headers: bearer(admin.token),
      body: form({ status: 'paused' }),
    });
    await eventually(
      async () => ((await skillIds('erlang')).length === 0 ? true : undefined),
      30_000,
      'removal',
    );

    await api.request(`/api/skills/${id}`, {
      method: 'PUT',
      headers: bearer(admin.token),
      body: form({ status: 'active' }),
    });
    await eventually(
      async () => ((await skillIds('erlang')).includes(id) ? true : undefined),
      30_000,
      'back',
    );
    await api.request(`/api/skills/${id}`, { method: 'DELETE', headers: bearer(admin.token) });
    await eventually(
      async () => ((await skillIds('erlang')).length === 0 ? true : undefined),
      30_000,
      'deletion',
    );
  });

  it('indexes a project only while published and a promotion only while active', async () => {
    const hits = async (q: string, group: 'projects' | 'promotions') => {
      const answer = await api.request(`/api/search?q=${encodeURIComponent(q)}`);
      return (answer.json.results as Record<string, { id: string }[]>)[group]?.map((hit) => hit.id) ?? [];
    };
    const project = await api.request('/api/projects', {
      method: 'POST',
      headers: bearer(admin.token),
      body: form({
        title: 'Zanzibar Ferries',
        description: 'Timetables for the ferries',
        category: 'Web',
        status: 'draft',
      }),
    });
    expect(project.status).toBe(201);
    const projectId = (project.json.project as { id: string }).id;
    const promotion = await api.request('/api/promotions', {
      method: 'POST',
      headers: bearer(admin.token),
      body: form({
        title: 'Ferry guide',
        description: 'Guide to the ferries',
        type: 'freebie',
        price: 'KES 1,500',
        old_price: 'KES 2,000',
      }),
    });
    expect(promotion.status).toBe(201);
    const promotionId = (promotion.json.promotion as { id: string }).id;

    await eventually(
      async () => ((await hits('ferry guide', 'promotions')).includes(promotionId) ? true : undefined),
      30_000,
      'the active promotion',
    );
    // The search card variant: a discount in percent and the promotion's type as its category.
    const card = (
      (await api.request('/api/search?q=ferry%20guide')).json.results as Record<
        string,
        Record<string, unknown>[]
      >
    ).promotions?.[0];
    expect(card).toMatchObject({ type: 'promotion', category: 'freebie', discount: 25, price: 'KES 1,500' });
    expect(await hits('zanzibar', 'projects')).toEqual([]);

    await api.request(`/api/projects/${projectId}`, {
      method: 'PUT',
      headers: bearer(admin.token),
      body: form({ status: 'published' }),
    });
    await eventually(
      async () => ((await hits('zanzibar', 'projects')).includes(projectId) ? true : undefined),
      30_000,
      'the published project',
    );

    await api.request(`/api/projects/${projectId}`, {
      method: 'PUT',
      headers: bearer(admin.token),
      body: form({ status: 'archived' }),
    });
    await api.request(`/api/promotions/${promotionId}/toggle-active`, {
      method: 'PATCH',
      headers: bearer(admin.token),
    });
    await eventually(
      async () =>
        (await hits('zanzibar', 'projects')).length === 0 &&
        (await hits('ferry guide', 'promotions')).length === 0
          ? true
          : undefined,
      30_000,
      'the archived project and the inactive promotion to leave',
    );
  });
});

describe('rebuilding the search index', () => {
  // A world of its own with no worker: the index holds nothing until the rebuild reads the sources,
  // and the only project there is this test's.
  const ctx = setUpAdminApi({}, { world: 'test' });

  it('rebuilds the whole index from the sources', async () => {
    await ctx.asAdmin('/api/projects', {
      method: 'POST',
      body: form({ title: 'Draft idea', category: 'Web', description: 'Not ready yet', status: 'draft' }),
    });
    await ctx.asAdmin('/api/projects', {
      method: 'POST',
      body: form({
        title: 'Kilimani Rentals',
        category: 'Real Estate',
        description: 'Listings',
        technologies: '["Vue","Go"]',
      }),
    });
    const counts = await withEntityManagerScope(ctx.api.orm, () => ctx.api.modules.search.reindex());
    expect(counts.project).toBe(1);
    const answer = await ctx.api.request('/api/search?q=vue');
    expect((answer.json.results as { projects: { title: string }[] }).projects.map((p) => p.title)).toEqual([
      'Kilimani Rentals',
    ]);
    expect((await ctx.api.request('/api/search?q=draft')).json.total).toBe(0);
  });
});
