import { describe, expect, it } from 'vitest';
import { setUpContentAdmin } from '../support/content.ts';
import { form, list, outboxActions, pngBytes, record, uploadExists } from '../support/factories.ts';

describe('projects', () => {
  const { api, asAdmin, post } = setUpContentAdmin('/api/projects');
  const base = { title: 'Shamba App', category: 'Mobile', description: 'Farm records on the phone' };

  it('creates with defaults, technologies as a JSON list or comma separated', async () => {
    const json = await post({ ...base, technologies: '["React Native","SQLite"]', featured: 'true' });
    expect(json.status).toBe(201);
    expect(json.json.message).toBe('Project created successfully!');
    const project = record(json.json, 'project');
    expect(project).toMatchObject({
      technologies: ['React Native', 'SQLite'],
      status: 'published',
      featured: true,
      order_index: 0,
      views_count: 0,
    });
    const csv = record((await post({ ...base, title: 'B', technologies: 'Koa, Postgres' })).json, 'project');
    expect(csv.technologies).toEqual(['Koa', 'Postgres']);
    expect(await outboxActions(api, 'content.project_changed', String(project.id))).toEqual(['created']);
  });

  it('validates required fields and links', async () => {
    const missing = await post({ title: '', category: '', description: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Title is required, Category is required, Description is required');
    const links = await post({ ...base, link: 'javascript:alert(1)', github_link: '/PROJECTS/x' });
    expect(links.json.error).toBe(
      'Link must be an http(s) URL or a /PROJECTS/ path, GitHub link must be an http(s) URL',
    );
    const local = await post({ ...base, title: 'Local', link: '/PROJECTS/demo/index.html' });
    expect(record(local.json, 'project').link).toBe('/PROJECTS/demo/index.html');
  });

  it('hides drafts and archived projects and their categories from visitors', async () => {
    await post({ ...base, title: 'Secret draft', category: 'Writing', status: 'draft' });
    await post({ ...base, title: 'Old one', category: 'Real Estate', status: 'archived' });
    const visitor = await api.request('/api/projects');
    const titles = list(visitor.json, 'projects').map((p) => p.title);
    expect(titles).not.toContain('Secret draft');
    expect(titles).not.toContain('Old one');
    expect((await api.request('/api/projects/categories')).json.categories).toEqual(['Mobile']);
    const admin_ = await asAdmin('/api/projects');
    expect(list(admin_.json, 'projects').map((p) => p.title)).toEqual(
      expect.arrayContaining(['Secret draft', 'Old one']),
    );
    const cats = await asAdmin('/api/projects/categories');
    expect(cats.json.categories).toEqual(['Mobile', 'Real Estate', 'Writing']);
  });

  it('replaces and removes the image, and deletes it with the project', async () => {
    const project = record(
      (await post({ ...base, title: 'Pic' }, { image: await pngBytes() })).json,
      'project',
    );
    expect(await uploadExists(api, project.image)).toBe(true);
    const put = (body: FormData) => asAdmin(`/api/projects/${project.id}`, { method: 'PUT', body });
    const replaced = record(
      (await put(form({ status: 'draft' }, { image: await pngBytes(24) }))).json,
      'project',
    );
    expect(replaced.status).toBe('draft');
    expect(replaced.title).toBe('Pic');
    expect(await uploadExists(api, project.image)).toBe(false);
    expect(await uploadExists(api, replaced.image)).toBe(true);
    const del = await asAdmin(`/api/projects/${project.id}`, {
      method: 'DELETE',
    });
    expect(del.json.message).toBe('Project deleted successfully!');
    expect(await uploadExists(api, replaced.image)).toBe(false);
    expect(await outboxActions(api, 'content.project_changed', String(project.id))).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });

  it('answers 404 for unknown ids and 401 to visitors changing things', async () => {
    const missing = await asAdmin('/api/projects/nope', {
      method: 'DELETE',
    });
    expect(missing).toMatchObject({ status: 404, json: { error: 'Project not found' } });
    expect((await api.request('/api/projects', { method: 'POST', json: base })).status).toBe(401);
  });
});
