import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestAccount } from '../support/accounts.ts';
import { startAdminApi } from '../support/admin-api.ts';
import { form } from '../support/factories.ts';
import { BROWSER_UA, type TestApi } from '../support/harness.ts';

const NUL_ERROR = {
  success: false,
  code: 'validation_failed',
  error: 'Text must not contain NUL characters',
};
const TABLES = ['content_skill', 'content_project', 'content_promotion', 'content_social_link', 'app_user'];

describe('NUL characters in text, on every boundary', () => {
  let api: TestApi;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ api, admin } = await startAdminApi());
  });
  afterAll(() => api.stop());

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = await api.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${table}`);
      counts[table] = Number(row?.n);
    }
    return counts;
  }

  type Probe = {
    name: string;
    path: string;
    method?: string;
    json?: unknown;
    body?: FormData;
    field: string;
  };
  const probes: Probe[] = [
    {
      name: 'login email (JSON)',
      path: '/api/auth/login',
      json: { email: 'a\u0000@x.io', password: 'x' },
      field: 'email',
    },
    {
      name: 'login password (JSON)',
      path: '/api/auth/login',
      json: { email: 'a@x.io', password: 'p\u0000' },
      field: 'password',
    },
    { name: 'users search (query)', path: '/api/users?search=a%00b', method: 'GET', field: 'search' },
    { name: 'skills status (query)', path: '/api/skills?status=active%00', method: 'GET', field: 'status' },
    { name: 'site search (query)', path: '/api/search?q=a%00b', method: 'GET', field: 'q' },
    {
      name: 'skill name (multipart)',
      path: '/api/skills',
      body: form({ name: 'a\u0000b', category: 'Web' }),
      field: 'name',
    },
    {
      name: 'skill name (JSON)',
      path: '/api/skills',
      json: { name: 'a\u0000b', category: 'Web' },
      field: 'name',
    },
    {
      name: 'project technologies (JSON)',
      path: '/api/projects',
      json: { title: 'T', category: 'Web', description: 'D', technologies: ['a\u0000'] },
      field: 'technologies.0',
    },
    {
      name: 'project technologies (multipart, JSON text)',
      path: '/api/projects',
      body: form({ title: 'T', category: 'Web', description: 'D', technologies: '["a\\u0000"]' }),
      field: 'technologies.0',
    },
    {
      name: 'promotion title (multipart)',
      path: '/api/promotions',
      body: form({ title: 'P\u0000', type: 'book' }),
      field: 'title',
    },
    {
      name: 'social link name (multipart)',
      path: '/api/social-links',
      body: form({ name: 'X\u0000', url: 'https://example.com' }),
      field: 'name',
    },
    {
      name: 'settings (JSON)',
      path: '/api/settings',
      method: 'PUT',
      json: { owner_name: 'Ow\u0000ner' },
      field: 'owner_name',
    },
    {
      name: 'user update (multipart)',
      path: '/api/users/:self',
      method: 'PUT',
      body: form({ name: 'N\u0000' }),
      field: 'name',
    },
    {
      name: 'page view (beacon)',
      path: '/api/analytics/track',
      json: { page_path: '/a\u0000b' },
      field: 'page_path',
    },
  ];

  it.each(probes)('refuses a NUL in the $name with 400, never 500 or 503', async (probe) => {
    const before = await rowCounts();
    const settingsBefore = await api.request('/api/settings');
    const backlogBefore = await api.modules.analytics.service.backlog();
    const res = await api.request(probe.path.replace(':self', admin.id), {
      method: probe.method ?? 'POST',
      headers: { ...bearer(admin.token), 'user-agent': BROWSER_UA },
      json: probe.json,
      body: probe.body,
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject(NUL_ERROR);
    expect(res.json.errors).toEqual([{ path: probe.field, message: NUL_ERROR.error }]);
    expect(await rowCounts()).toEqual(before);
    expect((await api.request('/api/settings')).json).toEqual(settingsBefore.json);
    expect(await api.modules.analytics.service.backlog()).toBe(backlogBefore);
  });
});
