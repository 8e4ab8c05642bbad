import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../infra/seed/seed-content.ts';
import { list, uploadsExist } from '../support/factories.ts';
import { setUpSeeding } from '../support/seeding.ts';

describe('demo content seed', () => {
  const { api, seed } = setUpSeeding((modules) => seedDemoContent(modules.content, modules.storage));

  it('fills an empty database once, with images in the upload store, and changes nothing the second time', async () => {
    expect(await seed()).toBe(true);
    const skills = list((await api.request('/api/skills?status=active')).json, 'skills');
    const projects = list((await api.request('/api/projects')).json, 'projects');
    const promotions = list((await api.request('/api/promotions/active')).json, 'promotions');
    const links = list((await api.request('/api/social-links/active')).json, 'socialLinks');
    expect(skills.length).toBeGreaterThanOrEqual(8);
    expect(projects).toHaveLength(6);
    expect(promotions).toHaveLength(4);
    expect(links).toHaveLength(5);
    expect((await api.request('/api/projects/categories')).json.categories).toEqual([
      'Mobile',
      'Real Estate',
      'Web',
      'Writing',
    ]);
    expect(
      await uploadsExist(
        api,
        projects.map((project) => project.image),
      ),
    ).toBe(true);
    expect(
      await uploadsExist(
        api,
        skills.map((skill) => skill.icon),
      ),
    ).toBe(true);

    expect(await seed()).toBe(false);
    expect(list((await api.request('/api/projects')).json, 'projects')).toHaveLength(6);
  });
});
