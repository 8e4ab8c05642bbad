import type { CachedAnswer, PublicCache } from '../platform/cache/index.ts';
import type { ProjectsService } from './projects/projects.service.ts';
import type { PromotionsService } from './promotions/promotions.service.ts';
import type { SettingsService } from './settings/settings.service.ts';
import type { SkillsService } from './skills/skills.service.ts';
import type { SocialLinksService } from './social-links/social-links.service.ts';

type Services = {
  skills: SkillsService;
  projects: ProjectsService;
  promotions: PromotionsService;
  socialLinks: SocialLinksService;
  settings: SettingsService;
};

/**
 * What visitors read of the content, as answers (`{ success: true, [name]: … }`, cached until the
 * next change): one function per read, the same for its route and for the server render
 * (`modules/pages`), which reads them without a request.
 */
export function contentAnswers(services: Services, cache: PublicCache) {
  const cached = (key: string, name: string, load: () => Promise<unknown>): Promise<CachedAnswer> =>
    cache.read(key, async () => ({ success: true, [name]: await load() }));
  return {
    skills: () => cached('skills:active', 'skills', () => services.skills.listPublic()),
    /** Visitors asking for skills of another status than active: there are none to show them. */
    noSkills: () => cached('skills:none', 'skills', async () => []),
    projects: () => cached('projects', 'projects', () => services.projects.listPublic()),
    projectCategories: () =>
      cached('projects:categories', 'categories', () => services.projects.categoriesPublic()),
    promotions: () => cached('promotions:active', 'promotions', () => services.promotions.listPublic()),
    socialLinks: () => cached('social-links:active', 'socialLinks', () => services.socialLinks.listPublic()),
    settings: () => cached('settings', 'settings', () => services.settings.get()),
  };
}

export type ContentAnswers = ReturnType<typeof contentAnswers>;
