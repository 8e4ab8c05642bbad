import type { PublicCache } from '../platform/cache/index.ts';
import type { EntityManager } from '../platform/db/index.ts';
import { publish } from '../platform/events/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { contentSummary } from './content.summary.ts';
import { contentAnswers } from './content-answers.ts';
import type { ContentDeps } from './content-changes.ts';
import { ContentPortable } from './content-portable.ts';
import { ProjectSchema } from './projects/project.entity.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { ProjectsService } from './projects/projects.service.ts';
import { PromotionSchema } from './promotions/promotion.entity.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { PromotionsService } from './promotions/promotions.service.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { SettingsService } from './settings/settings.service.ts';
import { SiteSettingsSchema } from './settings/site-settings.entity.ts';
import { SkillSchema } from './skills/skill.entity.ts';
import { skillsRoutes } from './skills/skills.routes.ts';
import { SkillsService } from './skills/skills.service.ts';
import { SocialLinkSchema } from './social-links/social-link.entity.ts';
import { socialLinksRoutes } from './social-links/social-links.routes.ts';
import { SocialLinksService } from './social-links/social-links.service.ts';

export {
  CONTENT_EVENTS,
  type ContentChange,
  contentChangeSchema,
  projectChanged,
  promotionChanged,
  settingsChanged,
  skillChanged,
} from './content.events.ts';
export {
  type ProjectView,
  type PromotionView,
  projectCreateSchema,
  promotionCreateSchema,
  type SettingsView,
  type SkillView,
  type SocialLinkView,
  skillCreateSchema,
  socialLinkCreateSchema,
} from './content.schemas.ts';
export type { ContentActivity, ContentSummary } from './content.summary.ts';
export type { ContentAnswers } from './content-answers.ts';
export type {
  ContentPortable,
  PortableKind,
  PortableRecord,
  PortableSettings,
} from './content-portable.ts';
export { Project } from './projects/project.entity.ts';
export { presentProject } from './projects/project.presenter.ts';
export { Promotion } from './promotions/promotion.entity.ts';
export { presentPromotion } from './promotions/promotion.presenter.ts';
export { Skill } from './skills/skill.entity.ts';
export { presentSkill } from './skills/skill.presenter.ts';
export { SocialLink } from './social-links/social-link.entity.ts';

/** Every entity of the content module, for the ORM and migrations. */
export const contentEntities = [
  SkillSchema,
  ProjectSchema,
  PromotionSchema,
  SocialLinkSchema,
  SiteSettingsSchema,
];

export type ContentModuleDeps = {
  em: EntityManager;
  /** Its public answers' cache (namespace `content`), made by the composition root. */
  cache: PublicCache;
  storage: UploadStorage;
  log: Logger;
  clock?: () => Date;
};

/**
 * Portfolio content: skills, projects, promotions, social links and site settings. Every change
 * records a `content.*_changed` event in its transaction; public lists are cached per instance
 * and invalidated on every instance after each committed change (see public-cache.ts).
 */
export function createContentModule(deps: ContentModuleDeps) {
  const { cache } = deps;
  const shared: ContentDeps = {
    em: deps.em,
    publish,
    files: deps.storage,
    cache,
    clock: deps.clock ?? (() => new Date()),
  };
  const services = {
    skills: new SkillsService(shared),
    projects: new ProjectsService(shared),
    promotions: new PromotionsService(shared),
    socialLinks: new SocialLinksService(shared),
    settings: new SettingsService(shared),
  };
  const answers = contentAnswers(services, cache);
  return {
    ...services,
    cache,
    /** Every record and the settings for the site's export, and how its import saves them back. */
    portable: new ContentPortable(shared),
    /** What visitors read, as answers: for its routes and the server render. */
    answers,
    routes: [
      skillsRoutes(services.skills, deps.storage, answers),
      projectsRoutes(services.projects, deps.storage, answers),
      promotionsRoutes(services.promotions, deps.storage, answers),
      socialLinksRoutes(services.socialLinks, deps.storage, answers),
      settingsRoutes(services.settings, answers),
    ],
    jobs: [],
    handlers: [],
    /** Counts and latest additions for the admin dashboard (composed by the admin module). */
    summary: (limit: number) => contentSummary(deps.em, limit),
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
