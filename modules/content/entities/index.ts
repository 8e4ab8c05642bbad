export { Project, ProjectSchema } from './project.entity.ts';
export { Promotion, PromotionSchema } from './promotion.entity.ts';
export { SiteSettings, SiteSettingsSchema } from './site-settings.entity.ts';
export { Skill, SkillSchema } from './skill.entity.ts';
export { SocialLink, SocialLinkSchema } from './social-link.entity.ts';
