import { z } from 'zod';
import { textList } from '../platform/fields/index.ts';
import { isCssColour, isPromotionBackground, paletteClass } from './css-colours.ts';

/**
 * The constants, messages and field builders the content schemas are made of. Only zod here, like
 * content.schemas.ts, which re-exports what the web forms need.
 */

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
export const isHttpUrl = (value: string) => ['http:', 'https:'].includes(protocolOf(value) ?? '');
export const isProjectPath = (value: string) =>
  /^\/PROJECTS\/[\w\-./]*$/.test(value) && !value.includes('..');
export const isSocialUrl = (value: string) =>
  isHttpUrl(value) || (protocolOf(value) === 'mailto:' && /^mailto:[^\s@]+@[^\s@]+$/i.test(value));

/** Blank means "not given": defaults apply on create, the stored value stays on update. */
export const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);
/** Blank optional text means "clear it". */
export const nullableText = (max: number, check?: (value: string) => boolean, message?: string) =>
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
export const required = (message: string, max = 150) =>
  z.string({ error: message }).trim().min(1, message).max(max, MESSAGES.tooLong);
export const whole = (message: string, min: number, max = 1_000_000) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
export const orderIndex = whole(MESSAGES.orderIndex, 0);
/** A real boolean (JSON, form state) or multipart text ('true', 'false', '1', 'on' ...). */
export const flag = z.union([z.boolean(), z.stringbool({ error: MESSAGES.flag })], { error: MESSAGES.flag });
export const colour = z.string().trim().refine(isCssColour, MESSAGES.colour);
export const startedYear = whole(MESSAGES.startedYear, MIN_STARTED_YEAR).refine(
  (year) => year <= new Date().getFullYear(),
  MESSAGES.startedYear,
);

/** A JSON array (as the spec sends it), comma separated text, or an array. */
export const technologies = textList({
  itemMax: 50,
  maxItems: 30,
  invalid: MESSAGES.technologies,
  tooLong: MESSAGES.tooLong,
  tooMany: 'At most 30 technologies',
});

export const bgColor = nullableText(300, isPromotionBackground, MESSAGES.bgColor).transform((value) =>
  value ? (paletteClass(value) ?? value) : value,
);
