import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, type TestAccount } from '../support/accounts.ts';
import { setUpContentAdmin } from '../support/content.ts';
import { form, list, outboxActions, pngBytes, record, uploadExists } from '../support/factories.ts';

describe('skills', () => {
  const { api, asAdmin, post } = setUpContentAdmin('/api/skills');
  let member: TestAccount;

  beforeAll(async () => {
    member = await createAccount(api, { role: 'user' });
  });

  it('creates with the defaults and derives experience from started_year', async () => {
    const answer = await post({ name: 'TypeScript', category: 'Web', started_year: '2019' });
    expect(answer.status).toBe(201);
    expect(answer.json.message).toBe('Skill created successfully!');
    const skill = record(answer.json, 'skill');
    expect(skill).toMatchObject({ proficiency: 50, status: 'active', order_index: 0, icon: null });
    expect(skill.experience).toBe(new Date().getFullYear() - 2019);
    expect(await outboxActions(api, 'content.skill_changed', String(skill.id))).toEqual(['created']);
  });

  it('refuses broken input with the spec messages', async () => {
    const answer = await post({
      name: '',
      category: '',
      proficiency: '120',
      started_year: '1980',
      status: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain('Name is required');
    expect(answer.json.error).toContain('Category is required');
    expect(answer.json.error).toContain('Proficiency must be between 0 and 100');
    expect(answer.json.error).toContain('Started year must be between 1990 and the current year');
    const future = await post({
      name: 'X',
      category: 'Y',
      started_year: String(new Date().getFullYear() + 1),
    });
    expect(future.status).toBe(400);
    expect((await post({ name: 'X', category: 'Y', order_index: '-1' })).json.error).toBe(
      'Order index must be at least 0',
    );
  });

  it('shows visitors active skills only, admins everything, in order_index then name order', async () => {
    await post({ name: 'Zig', category: 'Systems', status: 'learning', order_index: '0' });
    await post({ name: 'Alpha', category: 'Web', order_index: '0' });
    await post({ name: 'Paused', category: 'Web', status: 'paused', order_index: '5' });
    const visitor = await api.request('/api/skills?status=active');
    const names = list(visitor.json, 'skills').map((s) => s.name);
    expect(names).not.toContain('Zig');
    expect(names).not.toContain('Paused');
    expect(names.indexOf('Alpha')).toBeLessThan(names.indexOf('TypeScript'));
    expect(list((await api.request('/api/skills')).json, 'skills').map((s) => s.status)).not.toContain(
      'learning',
    );
    expect(list((await api.request('/api/skills?status=paused')).json, 'skills')).toEqual([]);
    const all = await asAdmin('/api/skills');
    expect(list(all.json, 'skills').map((s) => s.name)).toEqual(expect.arrayContaining(['Zig', 'Paused']));
    const learning = await asAdmin('/api/skills?status=learning');
    expect(list(learning.json, 'skills').map((s) => s.name)).toEqual(['Zig']);
    const asMember = await api.request('/api/skills', { headers: bearer(member.token) });
    expect(list(asMember.json, 'skills').map((s) => s.name)).not.toContain('Zig');
  });

  it('lists categories for admins only', async () => {
    expect((await api.request('/api/skills/categories')).status).toBe(401);
    const answer = await asAdmin('/api/skills/categories');
    expect(answer.json.categories).toEqual(['Systems', 'Web']);
  });

  it('uploads, replaces and removes an icon, deleting old files from disk', async () => {
    const created = record(
      (await post({ name: 'Go', category: 'Backend' }, { icon: await pngBytes() })).json,
      'skill',
    );
    const first = created.icon;
    expect(first).toMatch(/^\/uploads\//);
    expect(await uploadExists(api, first)).toBe(true);
    const put = (body: FormData) => asAdmin(`/api/skills/${created.id}`, { method: 'PUT', body });
    const replaced = await put(form({ name: 'Go' }, { icon: await pngBytes(20) }));
    expect(replaced.json.message).toBe('Skill updated successfully!');
    const second = record(replaced.json, 'skill').icon;
    expect(second).not.toBe(first);
    expect(await uploadExists(api, first)).toBe(false);
    const removed = await put(form({ remove_icon: 'true' }));
    expect(record(removed.json, 'skill').icon).toBeNull();
    expect(await uploadExists(api, second)).toBe(false);
  });

  it('refuses a non-image icon and leaves nothing behind', async () => {
    const bad = new FormData();
    bad.set('name', 'Bad');
    bad.set('category', 'Web');
    bad.set('icon', new Blob(['not an image at all'], { type: 'image/png' }), 'x.png');
    const answer = await asAdmin('/api/skills', {
      method: 'POST',
      body: bad,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('Please select a valid image file');
  });

  it('answers 404 for unknown and malformed ids, and records deletes', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const put = await asAdmin(`/api/skills/${id}`, {
        method: 'PUT',
        json: {},
      });
      expect(put.status).toBe(404);
      expect(put.json.error).toBe('Skill not found');
      const del = await asAdmin(`/api/skills/${id}`, { method: 'DELETE' });
      expect(del.status).toBe(404);
    }
    const skill = record(
      (await post({ name: 'Temp', category: 'Web' }, { icon: await pngBytes() })).json,
      'skill',
    );
    const del = await asAdmin(`/api/skills/${skill.id}`, {
      method: 'DELETE',
    });
    expect(del.json).toMatchObject({ success: true, message: 'Skill deleted successfully!' });
    expect(await uploadExists(api, skill.icon)).toBe(false);
    expect(await outboxActions(api, 'content.skill_changed', String(skill.id))).toEqual([
      'created',
      'deleted',
    ]);
  });
});
