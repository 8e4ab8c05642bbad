import { z } from 'zod';
import { isCssColour, isPromotionBackground, paletteClass } from './css-colours.ts';

/**
 * Portfolio content rules (skills, projects, promotions, social links, site settings), shared by
 * the server and the admin web forms. Only zod here: the web app imports this file directly.
 * Inputs arrive as multipart text, so numbers are coerced, booleans accept 'true'/'false', and a
 * blank optional text clears it (null) while a blank number, flag or choice means "not given".
 */

export { isCssColour, isCssGradient, isPromotionBackground, PROMOTION_BG_CLASSES } from './css-colours.ts';

export const SKILL_STATUSES = ['active', 'learning', 'paused'] as const;
export const PROJECT_STATUSES = ['published', 'draft', 'archived'] as const;
export const PROMOTION_TYPES = [
  'free-resource',
  'affiliate',
  'course',
  'freebie',
  'service',
  'ad-space',
  'sponsored',
] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_STARTED_YEAR = 1990;
export const SOCIAL_DEFAULT_COLOR = '#6B7280';
export const SOCIAL_DEFAULT_HOVER_COLOR = '#374151';

export const MESSAGES = {
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  typeRequired: 'Type is required',
  urlRequired: 'URL is required',
  platformRequired: 'Platform is required',
  proficiency: 'Proficiency must be between 0 and 100',
  startedYear: 'Started year must be between 1990 and the current year',
  orderIndex: 'Order index must be at least 0',
  skillStatus: 'Status must be active, learning or paused',
  projectStatus: 'Status must be published, draft or archived',
  technologies: 'Technologies must be a list of names',
  projectLink: 'Link must be an http(s) URL or a /PROJECTS/ path',
  githubLink: 'GitHub link must be an http(s) URL',
  href: 'Link must be a valid http(s) URL',
  socialUrl: 'URL must start with http://, https:// or mailto:',
  bgColor: 'Background must be a CSS colour, a CSS gradient or one of the palette classes',
  colour: 'Colour must be a CSS colour such as #6B7280',
  flag: 'Must be true or false',
  email: 'Valid email required',
  ownerName: 'Owner name is required',
  tooLong: 'Text is too long',
  iconTooLarge: 'Icon file must be less than 5MB',
  imageTooLarge: 'Image file must be less than 5MB',
  invalidImage: 'Please select a valid image file',
  skillNotFound: 'Skill not found',
  projectNotFound: 'Project not found',
  promotionNotFound: 'Promotion not found',
  socialLinkNotFound: 'Social link not found',
  skillCreated: 'Skill created successfully!',
  skillUpdated: 'Skill updated successfully!',
  skillDeleted: 'Skill deleted successfully!',
  projectCreated: 'Project created successfully!',
  projectUpdated: 'Project updated successfully!',
  projectDeleted: 'Project deleted successfully!',
  promotionCreated: 'Promotion created successfully!',
  promotionUpdated: 'Promotion updated successfully!',
  promotionDeleted: 'Promotion deleted successfully!',
  promotionActivated: 'Promotion activated successfully!',
  promotionDeactivated: 'Promotion deactivated successfully!',
  socialLinkCreated: 'Social link created successfully!',
  socialLinkUpdated: 'Social link updated successfully!',
  socialLinkDeleted: 'Social link deleted successfully!',
  socialLinkActivated: 'Social link activated successfully!',
  socialLinkDeactivated: 'Social link deactivated successfully!',
  settingsUpdated: 'Settings updated successfully!',
} as const;

/** The stored site settings start from these (the values web/src/lib/site.ts shipped with). */
export const SETTINGS_DEFAULTS = {
  owner_name: 'Wanjiru Kamau',
  hero_title: 'Software that works, words that land, and property advice you can trust.',
  hero_subtitle:
    'I write software, words and property deals that hold up. Apps for the web and your phone, copy that connects and converts, and honest advice on where to live and invest.',
  contact_email: 'hello@wanjirukamau.co.ke',
  whatsapp_url: 'https://wa.me/254712345678',
  telegram_url: 'https://t.me/wanjirukamau',
} as const;

const protocolOf = (value: string): string | undefined =>
  URL.canParse(value) ? new URL(value).protocol : undefined;
const isHttpUrl = (value: string) => ['http:', 'https:'].includes(protocolOf(value) ?? '');
const isProjectPath = (value: string) => /^\/PROJECTS\/[\w\-./]*$/.test(value) && !value.includes('..');
const isSocialUrl = (value: string) =>
  isHttpUrl(value) || (protocolOf(value) === 'mailto:' && /^mailto:[^\s@]+@[^\s@]+$/i.test(value));

/** Blank means "not given": defaults apply on create, the stored value stays on update. */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);
/** Blank optional text means "clear it". */
const nullableText = (max: number, check?: (value: string) => boolean, message?: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .max(max, MESSAGES.tooLong)
        .refine((value) => check?.(value) ?? true, message)
        .nullable(),
    )
    .optional();
const required = (message: string, max = 150) =>
  z.string({ error: message }).trim().min(1, message).max(max, MESSAGES.tooLong);
const whole = (message: string, min: number, max = 1_000_000) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const orderIndex = whole(MESSAGES.orderIndex, 0);
/** A real boolean (JSON, form state) or multipart text ('true', 'false', '1', 'on' ...). */
const flag = z.union([z.boolean(), z.stringbool({ error: MESSAGES.flag })], { error: MESSAGES.flag });
const colour = z.string().trim().refine(isCssColour, MESSAGES.colour);
const startedYear = whole(MESSAGES.startedYear, MIN_STARTED_YEAR).refine(
  (year) => year <= new Date().getFullYear(),
  MESSAGES.startedYear,
);

/** A JSON array (as the spec sends it), comma separated text, or an array. */
const technologies = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text);
      } catch {
        return value;
      }
    }
    return text === '' ? [] : text.split(',');
  },
  z
    .array(z.string({ error: MESSAGES.technologies }).trim().max(50, MESSAGES.tooLong), {
      error: MESSAGES.technologies,
    })
    .max(30, 'At most 30 technologies')
    .transform((names) => [...new Set(names.filter((name) => name !== ''))]),
);

const bgColor = nullableText(300, isPromotionBackground, MESSAGES.bgColor).transform((value) =>
  value ? (paletteClass(value) ?? value) : value,
);

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

export const idParamsSchema = z.object({ id: z.string() });

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
  settingsViewSchema,
  skillsResponseSchema,
  skillViewSchema,
  socialLinksResponseSchema,
  socialLinkViewSchema,
} from './content.views.ts';
