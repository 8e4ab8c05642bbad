import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../modules/platform/http/index.ts';
import { bearer, setUpAccounts } from '../support/accounts.ts';
import { form, list } from '../support/factories.ts';
import { setUpTestApi, type TestApi } from '../support/harness.ts';

describe('public content caching', () => {
  const one = setUpTestApi();
  const two = setUpTestApi();
  const { admin } = setUpAccounts(one, { admin: 'admin' });

  const names = async (api: TestApi) =>
    list((await api.request('/api/skills?status=active')).json, 'skills').map((s) => s.name);
  const addSkill = (api: TestApi, name: string) =>
    api.request('/api/skills', {
      method: 'POST',
      headers: bearer(admin.token),
      body: form({ name, category: 'Web' }),
    });

  it('sends an ETag and revalidation headers, and 304 when the browser has the answer', async () => {
    await addSkill(one, 'Cached');
    const first = await one.request('/api/skills?status=active');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const again = await one.request('/api/skills?status=active', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const admins = await one.request('/api/skills', { headers: bearer(admin.token) });
    expect(admins.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows an admin change on the very next read, on both instances', async () => {
    // Warm both caches first, so a stale answer would be served if invalidation failed.
    const before = await one.request('/api/skills?status=active');
    await names(two);
    await addSkill(one, 'Fresh on one');
    expect(await names(one)).toContain('Fresh on one');
    expect(await names(two)).toContain('Fresh on one');
    const after = await one.request('/api/skills?status=active', {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    await addSkill(two, 'Fresh on two');
    expect(await names(one)).toContain('Fresh on two');
  });

  it('keeps every public list fresh across instances, many times over', async () => {
    const paths = [
      '/api/projects',
      '/api/projects/categories',
      '/api/promotions/active',
      '/api/social-links/active',
      '/api/settings',
    ];
    for (const path of paths) await two.request(path);
    for (let round = 0; round < 5; round += 1) {
      const title = `Round ${round}`;
      await one.request('/api/promotions', {
        method: 'POST',
        headers: bearer(admin.token),
        body: form({ title }),
      });
      const promos = list((await two.request('/api/promotions/active')).json, 'promotions').map(
        (p) => p.title,
      );
      expect(promos).toContain(title);
      await two.request('/api/projects', {
        method: 'POST',
        headers: bearer(admin.token),
        body: form({ title, category: `Cat ${round}`, description: 'd' }),
      });
      expect((await one.request('/api/projects/categories')).json.categories).toContain(`Cat ${round}`);
    }
    await one.request('/api/settings', {
      method: 'PUT',
      headers: bearer(admin.token),
      json: { owner_name: 'W. Kamau' },
    });
    expect(((await two.request('/api/settings')).json.settings as { owner_name: string }).owner_name).toBe(
      'W. Kamau',
    );
  });

  it('never serves an old answer after Redis lost the version (versions never repeat)', async () => {
    // Many changes first, so a counter restarting from 0 would stay below the cached version.
    for (let round = 0; round < 3; round += 1) await addSkill(one, `Before wipe ${round}`);
    expect(await names(two)).toContain('Before wipe 2');
    // What a Redis restart without persistence does to the key; both instances keep their maps.
    await one.redis.del(`${one.config.redisPrefix}:content:version`);
    await addSkill(one, 'After wipe');
    expect(await names(two)).toContain('After wipe');
    expect(await names(one)).toContain('After wipe');
  });

  it('sends a public list compressed once per change, the same answer in every encoding', async () => {
    for (let i = 0; i < 30; i += 1) await addSkill(one, `Compressed skill number ${i}`);
    const read = (encoding: string) =>
      one.request('/api/skills?status=active', { headers: { 'accept-encoding': encoding } });
    const [br, gzip, plain] = [await read('br, gzip'), await read('gzip'), await read('identity')];
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.json).toEqual(plain.json);
    expect(gzip.json).toEqual(plain.json);
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(list(plain.json, 'skills').map((s) => s.name)).toContain('Compressed skill number 29');
  });
});
