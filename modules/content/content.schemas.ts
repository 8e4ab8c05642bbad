import { z } from 'zod';
import {
  bgColor,
  blank,
  colour,
  flag,
  isHttpUrl,
  isProjectPath,
  isSocialUrl,
  MESSAGES,
  nullableText,
  orderIndex,
  PROJECT_STATUSES,
  required,
  SKILL_STATUSES,
  SOCIAL_DEFAULT_COLOR,
  SOCIAL_DEFAULT_HOVER_COLOR,
  startedYear,
  technologies,
  whole,
} from './content.fields.ts';

/**
 * Portfolio content rules (skills, projects, promotions, social links, site settings), shared by
 * the server and the admin web forms. Only zod here: the web app imports this file directly.
 * Inputs arrive as multipart text, so numbers are coerced, booleans accept 'true'/'false', and a
 * blank optional text clears it (null) while a blank number, flag or choice means "not given".
 */

export {
  MAX_IMAGE_BYTES,
  MESSAGES,
  MIN_STARTED_YEAR,
  PROJECT_STATUSES,
  PROMOTION_TYPES,
  SETTINGS_DEFAULTS,
  SKILL_STATUSES,
  SOCIAL_DEFAULT_COLOR,
  SOCIAL_DEFAULT_HOVER_COLOR,
} from './content.fields.ts';
export { isCssColour, isCssGradient, isPromotionBackground, PROMOTION_BG_CLASSES } from './css-colours.ts';

const skillFields = {
  description: nullableText(1000),
  remove_icon: blank(flag.optional()),
};
export const skillCreateSchema = z.object({
  name: required(MESSAGES.nameRequired, 100),
  category: required(MESSAGES.categoryRequired, 100),
  proficiency: blank(whole(MESSAGES.proficiency, 0, 100).default(50)),
  started_year: blank(startedYear.nullable().optional()),
  status: blank(z.enum(SKILL_STATUSES, { error: MESSAGES.skillStatus }).default('active')),
  order_index: blank(orderIndex.default(0)),
  ...skillFields,
});
export const skillUpdateSchema = z.object({
  name: required(MESSAGES.nameRequired, 100).optional(),
  category: required(MESSAGES.categoryRequired, 100).optional(),
  proficiency: blank(whole(MESSAGES.proficiency, 0, 100).optional()),
  started_year: blank(startedYear.nullable().optional()),
  status: blank(z.enum(SKILL_STATUSES, { error: MESSAGES.skillStatus }).optional()),
  order_index: blank(orderIndex.optional()),
  ...skillFields,
});
export const skillsQuerySchema = z.object({
  status: z.enum([...SKILL_STATUSES, 'all'], { error: MESSAGES.skillStatus }).optional(),
});

const projectFields = {
  link: nullableText(500, (value) => isHttpUrl(value) || isProjectPath(value), MESSAGES.projectLink),
  github_link: nullableText(500, isHttpUrl, MESSAGES.githubLink),
  remove_image: blank(flag.optional()),
};
export const projectCreateSchema = z.object({
  title: required(MESSAGES.titleRequired, 200),
  category: required(MESSAGES.categoryRequired, 100),
  description: required(MESSAGES.descriptionRequired, 5000),
  technologies: blank(technologies.default([])),
  status: blank(z.enum(PROJECT_STATUSES, { error: MESSAGES.projectStatus }).default('published')),
  featured: blank(flag.default(false)),
  order_index: blank(orderIndex.default(0)),
  ...projectFields,
});
export const projectUpdateSchema = z.object({
  title: required(MESSAGES.titleRequired, 200).optional(),
  category: required(MESSAGES.categoryRequired, 100).optional(),
  description: required(MESSAGES.descriptionRequired, 5000).optional(),
  technologies: technologies.optional(),
  status: blank(z.enum(PROJECT_STATUSES, { error: MESSAGES.projectStatus }).optional()),
  featured: blank(flag.optional()),
  order_index: blank(orderIndex.optional()),
  ...projectFields,
});

const promotionFields = {
  description: nullableText(2000),
  badge: nullableText(50),
  cta_text: nullableText(50),
  href: nullableText(1000, isHttpUrl, MESSAGES.href),
  price: nullableText(50),
  old_price: nullableText(50),
  bg_color: bgColor,
  remove_image: blank(flag.optional()),
};
export const promotionCreateSchema = z.object({
  type: blank(required(MESSAGES.typeRequired, 50).default('free-resource')),
  title: required(MESSAGES.titleRequired, 200),
  is_active: blank(flag.default(true)),
  is_ad: blank(flag.default(false)),
  order_index: blank(orderIndex.default(0)),
  ...promotionFields,
});
export const promotionUpdateSchema = z.object({
  type: required(MESSAGES.typeRequired, 50).optional(),
  title: required(MESSAGES.titleRequired, 200).optional(),
  is_active: blank(flag.optional()),
  is_ad: blank(flag.optional()),
  order_index: blank(orderIndex.optional()),
  ...promotionFields,
});

const socialUrl = z
  .string({ error: MESSAGES.urlRequired })
  .trim()
  .min(1, MESSAGES.urlRequired)
  .max(500, MESSAGES.tooLong)
  .refine(isSocialUrl, MESSAGES.socialUrl);
export const socialLinkCreateSchema = z.object({
  name: required(MESSAGES.nameRequired, 100),
  url: socialUrl,
  platform: required(MESSAGES.platformRequired, 50),
  color: blank(colour.default(SOCIAL_DEFAULT_COLOR)),
  hover_color: blank(colour.default(SOCIAL_DEFAULT_HOVER_COLOR)),
  is_active: blank(flag.default(true)),
  order_index: blank(orderIndex.default(0)),
  remove_icon: blank(flag.optional()),
});
/** The full body, or only `is_active` for the status toggle. */
export const socialLinkUpdateSchema = z.object({
  name: required(MESSAGES.nameRequired, 100).optional(),
  url: socialUrl.optional(),
  platform: required(MESSAGES.platformRequired, 50).optional(),
  color: blank(colour.optional()),
  hover_color: blank(colour.optional()),
  is_active: blank(flag.optional()),
  order_index: blank(orderIndex.optional()),
  remove_icon: blank(flag.optional()),
});

const httpUrl = (message: string) => z.string().trim().max(500, MESSAGES.tooLong).refine(isHttpUrl, message);
/** Any subset of the settings; the rest keep their stored values. */
export const settingsUpdateSchema = z.object({
  owner_name: required(MESSAGES.ownerName, 100).optional(),
  hero_title: z.string().trim().max(200, MESSAGES.tooLong).optional(),
  hero_subtitle: z.string().trim().max(600, MESSAGES.tooLong).optional(),
  contact_email: z.email(MESSAGES.email).trim().max(254).optional(),
  whatsapp_url: httpUrl('WhatsApp link must be an http(s) URL').optional(),
  telegram_url: httpUrl('Telegram link must be an http(s) URL').optional(),
});

export type SkillCreateInput = z.infer<typeof skillCreateSchema>;
export type SkillUpdateInput = z.infer<typeof skillUpdateSchema>;
export type ProjectCreateInput = z.infer<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>;
export type PromotionCreateInput = z.infer<typeof promotionCreateSchema>;
export type PromotionUpdateInput = z.infer<typeof promotionUpdateSchema>;
export type SocialLinkCreateInput = z.infer<typeof socialLinkCreateSchema>;
export type SocialLinkUpdateInput = z.infer<typeof socialLinkUpdateSchema>;
export type SettingsUpdateInput = z.infer<typeof settingsUpdateSchema>;
export type SkillStatus = (typeof SKILL_STATUSES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export {
  categoriesResponseSchema,
  contentWriteResponseSchema,
  type ProjectView,
  type PromotionView,
  projectsResponseSchema,
  projectViewSchema,
  promotionsResponseSchema,
  promotionViewSchema,
  type SettingsView,
  type SkillView,
  type SocialLinkView,
  settingsResponseSchema,
  settingsUpdateResponseSchema,
  settingsViewSchema,
  skillsResponseSchema,
  skillViewSchema,
  socialLinksResponseSchema,
  socialLinkViewSchema,
} from './content-views.schemas.ts';
