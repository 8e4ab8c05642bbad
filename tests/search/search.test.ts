import { beforeEach, describe, expect, it } from 'vitest';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { setUpTestApi } from '../support/harness.ts';
import { indexDocument } from '../support/search.ts';

describe('GET /api/search', () => {
  // Totals count the whole index: each test starts from an empty world holding only these documents.
  const api = setUpTestApi({}, { world: 'test' });

  beforeEach(async () => {
    const docs = [
      [
        'skill',
        's1',
        'JavaScript',
        'Programming',
        'Modern JavaScript for the web',
        { id: 's1', name: 'JavaScript' },
      ],
      [
        'skill',
        's2',
        'TypeScript',
        'Programming',
        'Typed JavaScript at scale',
        { id: 's2', name: 'TypeScript' },
      ],
      [
        'project',
        'p1',
        'Nairobi Homes',
        'Real Estate react',
        'Listings portal for Nairobi',
        { id: 'p1', title: 'Nairobi Homes' },
      ],
      [
        'promotion',
        'm1',
        'Free React course',
        'free-resource',
        'Learn React with hooks',
        { id: 'm1', title: 'Free React course' },
      ],
    ] as const;
    await withEntityManagerScope(api.orm, async () => {
      for (const [type, refId, title, tags, body, item] of docs) {
        await api.modules.search.service.sync(type, refId, { refId, title, tags, body, item: { ...item } });
      }
    });
  });

  const search = async (q: string) => (await api.request(`/api/search?q=${encodeURIComponent(q)}`)).json;
  const ids = (answer: Record<string, unknown>) =>
    Object.values(answer.results as Record<string, { id: string }[]>)
      .flat()
      .map((hit) => hit.id)
      .sort();

  it('answers total 0 and empty groups for a blank query', async () => {
    for (const q of ['', '   ', '&|!']) {
      expect(await search(q)).toEqual({
        success: true,
        total: 0,
        results: { shop: [], blog: [], projects: [], skills: [], promotions: [] },
      });
    }
  });

  it('groups hits by kind, each carrying its type, title matches first', async () => {
    const answer = await search('javascript');
    expect(answer.total).toBe(2);
    expect((answer.results as { skills: unknown[] }).skills).toEqual([
      { id: 's1', name: 'JavaScript', type: 'skill' },
      { id: 's2', name: 'TypeScript', type: 'skill' },
    ]);
  });

  it('matches the last word as a prefix while the visitor types', async () => {
    expect(ids(await search('nair'))).toEqual(['p1']);
    expect(ids(await search('free rea'))).toEqual(['m1']);
  });

  it('forgives typos as Meilisearch does: one in a word of five to eight letters, two from nine', async () => {
    // One typo in five to eight letters: react, nairobi (one letter added), homes.
    expect(ids(await search('reakt'))).toEqual(['m1', 'p1']);
    expect(ids(await search('nairobbi'))).toEqual(['p1']);
    expect(ids(await search('listngs'))).toEqual(['p1']);
    // Two typos from nine letters (javascript, less its first a and with a k).
    expect(ids(await search('jvaskript'))).toEqual(['s1', 's2']);
    expect(ids(await search('nairobbbi'))).toEqual(['p1']);
    // Beyond the budget: two typos in five letters, any typo under five, three in eight.
    expect(ids(await search('raekt'))).toEqual([]);
    expect(ids(await search('hoks'))).toEqual([]);
    expect(ids(await search('jvskrpt'))).toEqual([]);
    // A corrected word and an exact one together; the last word stays a prefix.
    expect(ids(await search('reakt cour'))).toEqual(['m1']);
  });

  it('finds a one-letter typo in longer words, every word corrected', async () => {
    expect(ids(await search('javscript'))).toEqual(expect.arrayContaining(['s1']));
    expect(ids(await search('typscript'))).toEqual(expect.arrayContaining(['s2']));
    // Every word is corrected, in one statement with the search; one word with no near miss
    // means no results rather than a search on the others.
    expect(ids(await search('typscript javscript'))).toEqual(['s2']);
    expect(ids(await search('typscript qqzzxx'))).toEqual([]);
  });

  it('ranks a title match first even when hundreds of documents mention the word in passing', async () => {
    // More body-only matches than the ranker takes as candidates, all stored before the title match.
    await api.orm.em.fork().execute(
      `insert into search_document (type, ref_id, title, tags, body, item, updated_at)
       select 'blog', 'b' || n, 'Post ' || n, '', 'a note that mentions kotlin once', jsonb_build_object('id', 'b' || n), now()
       from generate_series(1, 450) as n`,
    );
    await indexDocument(api, 'skill', {
      refId: 'k1',
      title: 'Kotlin',
      tags: 'Mobile',
      body: 'Android apps',
      item: { id: 'k1', name: 'Kotlin' },
    });
    const answer = await search('kotlin');
    expect(answer.total).toBe(60);
    expect((answer.results as { skills: unknown[] }).skills).toEqual([
      { id: 'k1', name: 'Kotlin', type: 'skill' },
    ]);
    const sameWord = await search('kotlin once');
    expect(sameWord.total).toBe(60);
    expect((sameWord.results as { skills: unknown[] }).skills).toEqual([]);
  });

  it('answers a repeated query from its cache until the index changes, with an ETag', async () => {
    const first = await api.request('/api/search?q=javascript');
    expect(ids(first.json)).toEqual(['s1', 's2']);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(
      (await api.request('/api/search?q=javascript', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    // A row written behind the service's back (no change announced) is not seen: the answer is cached.
    await api.orm.em.fork().execute(
      `insert into search_document (type, ref_id, title, tags, body, item, updated_at)
         values ('skill', 's9', 'JavaScript testing', '', '', '{"id":"s9"}'::jsonb, now())`,
    );
    expect(ids(await search('javascript'))).toEqual(['s1', 's2']);
    // The same words spelled otherwise are the same query.
    expect(ids(await search('  JavaScript! '))).toEqual(['s1', 's2']);
    // Any change through the service drops every cached answer.
    await indexDocument(api, 'skill', {
      refId: 's3',
      title: 'Deno',
      tags: '',
      body: 'runs JavaScript',
      item: { id: 's3' },
    });
    expect(ids(await search('javascript')).sort()).toEqual(['s1', 's2', 's3', 's9']);
  });

  it('drops an item that is no longer public, and refuses an over-long query', async () => {
    await withEntityManagerScope(api.orm, () => api.modules.search.service.sync('project', 'p1', null));
    expect(ids(await search('nairobi'))).toEqual([]);
    const long = await api.request(`/api/search?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.json.error).toBe('The search text must be at most 200 characters');
  });
});
