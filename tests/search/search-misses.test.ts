import { beforeEach, describe, expect, it } from 'vitest';
import { setUpAdminApi } from '../support/admin-api.ts';
import { indexDocument } from '../support/search.ts';

type Miss = { query: string; count: number; last_searched_at: string };

describe('searches that find nothing, counted for the owner', () => {
  // The owner's list holds every miss: each test starts from an empty world with one document.
  const ctx = setUpAdminApi({}, { world: 'test' });

  beforeEach(async () => {
    await indexDocument(ctx.api, 'skill', {
      refId: 'k1',
      title: 'React',
      tags: 'Frontend',
      body: 'Components and hooks',
      item: { id: 'k1', name: 'React' },
    });
  });

  const search = async (q: string) => {
    const answer = await ctx.api.request(`/api/search?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    // Misses are written off the request's path: wait for what this search counted.
    await ctx.api.modules.search.flushMisses();
    return answer.json.total;
  };
  const notFound = async (): Promise<Miss[]> => {
    const answer = await ctx.asAdmin('/api/admin/summary');
    expect(answer.status).toBe(200);
    return (answer.json.summary as { search: { not_found: Miss[] } }).search.not_found;
  };

  it('counts each normalised query that found nothing, cached answers included, with the last time', async () => {
    const before = Date.now();
    expect(await search('Kubernetes')).toBe(0);
    expect(await search('  kubernetes ')).toBe(0);
    expect(await search('KUBERNETES!')).toBe(0);
    expect(await search('golang  tips')).toBe(0);
    // Found (a typo forgiven) or blank: not counted.
    expect(await search('reakt')).toBe(1);
    expect(await search('   ')).toBe(0);
    const misses = await notFound();
    expect(misses.map(({ query, count }) => ({ query, count }))).toEqual([
      { query: 'kubernetes', count: 3 },
      { query: 'golang tips', count: 1 },
    ]);
    const last = Date.parse(misses[0]?.last_searched_at ?? '');
    expect(last).toBeGreaterThanOrEqual(before - 1_000);
    expect(last).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('keeps no personal data: email addresses and phone numbers are not recorded', async () => {
    expect(await search('jane.doe@example.com')).toBe(0);
    expect(await search('call +254 712 345 678')).toBe(0);
    expect(await notFound()).toEqual([]);
  });

  it('shows the top 10 of the last 30 days, most searched first', async () => {
    const em = ctx.api.orm.em.fork();
    // Twelve queries seen today (query n searched n times), one only 31 days ago.
    await em.execute(
      `insert into search_miss (query, day, count, last_searched_at)
       select 'query ' || n, current_date, n, now() from generate_series(1, 12) as n`,
    );
    await em.execute(
      `insert into search_miss (query, day, count, last_searched_at)
       values ('old', current_date - 31, 100, now() - interval '31 days'),
              ('query 1', current_date - 3, 20, now() - interval '3 days')`,
    );
    const misses = await notFound();
    expect(misses.map(({ query, count }) => ({ query, count }))).toEqual([
      { query: 'query 1', count: 21 },
      { query: 'query 12', count: 12 },
      { query: 'query 11', count: 11 },
      { query: 'query 10', count: 10 },
      { query: 'query 9', count: 9 },
      { query: 'query 8', count: 8 },
      { query: 'query 7', count: 7 },
      { query: 'query 6', count: 6 },
      { query: 'query 5', count: 5 },
      { query: 'query 4', count: 4 },
    ]);
    // Recording prunes days outside the window.
    expect(await search('nothing here')).toBe(0);
    const old = await em.execute<{ query: string }[]>(`select query from search_miss where query = 'old'`);
    expect(old).toEqual([]);
  });

  it('stays bounded: a day keeps at most 500 distinct queries, and known ones still count', async () => {
    const em = ctx.api.orm.em.fork();
    await em.execute(
      `insert into search_miss (query, day, count, last_searched_at)
       select 'filler ' || n, current_date, 1, now() from generate_series(1, 500) as n`,
    );
    expect(await search('brand new query')).toBe(0);
    expect(await search('filler 7')).toBe(0);
    const rows = await em.execute<{ query: string; count: number }[]>(
      `select query, count from search_miss where query in ('brand new query', 'filler 7')`,
    );
    expect(rows).toEqual([{ query: 'filler 7', count: 2 }]);
  });
});
