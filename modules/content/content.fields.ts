import { z } from 'zod';

/**
 * The messages and field builders every content resource's schemas are made of. Only zod here:
 * the web forms import them through content.schemas.ts.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

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
  sortOrder: 'Order index must be at least 0',
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

const protocolOf = (value: string): string | undefined =>
  URL.canParse(value) ? new URL(value).protocol : undefined;
export const isHttpUrl = (value: string) => ['http:', 'https:'].includes(protocolOf(value) ?? '');
export const isMailtoUrl = (value: string) =>
  protocolOf(value) === 'mailto:' && /^mailto:[^\s@]+@[^\s@]+$/i.test(value);

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
export const sortOrder = whole(MESSAGES.sortOrder, 0);
/** A real boolean (JSON, form state) or multipart text ('true', 'false', '1', 'on' ...). */
export const flag = z.union([z.boolean(), z.stringbool({ error: MESSAGES.flag })], { error: MESSAGES.flag });
