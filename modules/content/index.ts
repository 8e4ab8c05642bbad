import type { PublicCache } from '../platform/cache/index.ts';
import type { EntityManager, MikroORM } from '../platform/db/index.ts';
import { publish } from '../platform/events/index.ts';
import type { SpaPage } from '../platform/http/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { contentSummary } from './content.summary.ts';
import type { ContentDeps } from './content-changes.ts';
import {
  ProjectSchema,
  PromotionSchema,
  SiteSettingsSchema,
  SkillSchema,
  SocialLinkSchema,
} from './entities/index.ts';
import { homePage } from './pages/home-page.ts';
import { projectsRoutes } from './projects.routes.ts';
import { ProjectsService } from './projects.service.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { PromotionsService } from './promotions.service.ts';
import { settingsRoutes } from './settings.routes.ts';
import { SettingsService } from './settings.service.ts';
import { skillsRoutes } from './skills.routes.ts';
import { SkillsService } from './skills.service.ts';
import { socialLinksRoutes } from './social-links.routes.ts';
import { SocialLinksService } from './social-links.service.ts';

export {
  CONTENT_EVENTS,
  type ContentChange,
  contentChangeSchema,
  projectChanged,
  promotionChanged,
  settingsChanged,
  skillChanged,
  socialLinkChanged,
} from './content.events.ts';
export { presentProject, presentPromotion, presentSkill } from './content.presenter.ts';
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
export { Project, Promotion, Skill, SocialLink } from './entities/index.ts';

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
  /** For the home page's server-rendered head; without it the module serves no page. */
  pages?: { orm: MikroORM; publicUrl: string };
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
  const spaPages: SpaPage[] = deps.pages
    ? [
        homePage({
          orm: deps.pages.orm,
          cache,
          origin: deps.pages.publicUrl.replace(/\/+$/, ''),
          settings: () => services.settings.get(),
          socialLinks: () => services.socialLinks.listPublic(),
        }),
      ]
    : [];
  return {
    ...services,
    cache,
    /** The home page's share head (`/`). */
    spaPages,
    routes: [
      skillsRoutes(services.skills, deps.storage, cache),
      projectsRoutes(services.projects, deps.storage, cache),
      promotionsRoutes(services.promotions, deps.storage, cache),
      socialLinksRoutes(services.socialLinks, deps.storage, cache),
      settingsRoutes(services.settings, cache),
    ],
    jobs: [],
    handlers: [],
    /** Counts and latest additions for the admin dashboard (composed by the admin module). */
    summary: (limit: number) => contentSummary(deps.em, limit),
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
