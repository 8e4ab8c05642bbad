import { z } from 'zod';

/**
 * This site's own export (README "Export"): a zip of `manifest.json`, one JSON file per section
 * and `files/<stored name>` for every picture the content refers to. The same schemas write it
 * and read it back, so a field added on one side cannot be forgotten on the other.
 */
export const ARCHIVE_FORMAT = 'creator-site-export';
/**
 * Bumped when a field changes meaning or goes; an importer refuses a newer version than its own.
 * A field added keeps the version: readers ignore fields they do not know (`z.object` strips them).
 */
export const ARCHIVE_VERSION = 1;

const date = z.iso.datetime({ offset: true });
/**
 * A link the site renders: http(s), a mailto, or a path of this site. The admin forms refuse
 * anything else, and an archive is no way around them (a `javascript:` link would run on click).
 */
const link = z
  .string()
  .max(1000)
  .refine(
    (value) => /^(?:https?:\/\/|mailto:)/i.test(value) || /^\/(?![/\\])/.test(value),
    'a link is http(s), mailto: or a path of this site',
  );
const nullableDate = date.nullable();
const image = z.string().max(255).nullable();

export const archivePostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  excerpt: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  author_name: z.string(),
  featured_image: image,
  status: z.enum(['draft', 'published', 'archived']),
  published_at: nullableDate,
  comments_closed: z.boolean(),
  read_time: z.number().int(),
  created_at: date,
  updated_at: date,
});

export const archiveCommentSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  content: z.string(),
  created_at: date,
});

export const archiveTermSchema = z.object({ name: z.string(), posts: z.number().int() });

export const archiveProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  technologies: z.array(z.string()),
  link: link.nullable(),
  github_link: link.nullable(),
  status: z.enum(['published', 'draft', 'archived']),
  featured: z.boolean(),
  order_index: z.number().int(),
  image,
  created_at: date,
});

export const archiveSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  proficiency: z.number().int(),
  started_year: z.number().int().nullable(),
  description: z.string().nullable(),
  status: z.enum(['active', 'learning', 'paused']),
  order_index: z.number().int(),
  icon: image,
  created_at: date,
});

export const archiveSocialLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: link,
  platform: z.string(),
  color: z.string(),
  hover_color: z.string(),
  is_active: z.boolean(),
  order_index: z.number().int(),
  icon: image,
  created_at: date,
});

export const archivePromotionSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  badge: z.string().nullable(),
  cta_text: z.string().nullable(),
  href: link.nullable(),
  price: z.string().nullable(),
  old_price: z.string().nullable(),
  bg_color: z.string().nullable(),
  image,
  is_active: z.boolean(),
  is_ad: z.boolean(),
  order_index: z.number().int(),
  created_at: date,
});

export const archiveSettingsSchema = z.object({
  site: z
    .strictObject({
      owner_name: z.string(),
      hero_title: z.string(),
      hero_subtitle: z.string(),
      contact_email: z.string(),
      whatsapp_url: link,
      telegram_url: link,
    })
    .nullable(),
  shop: z.object({ sale_alerts: z.string() }).nullable(),
});

export const archiveProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price_minor: z.number().int(),
  currency: z.string(),
  pay_what_you_want: z.boolean(),
  min_price_minor: z.number().int().nullable(),
  image,
  category: z.string(),
  featured: z.boolean(),
  is_active: z.boolean(),
  quantity: z.number().int(),
  product_links: z.array(z.object({ title: z.string(), link })),
  /** The paid files' names and sizes, for the record: their bytes are not in the archive. */
  files: z.array(z.object({ name: z.string(), size: z.number(), type: z.string() })),
  created_at: date,
});

export const archiveRedirectSchema = z.object({
  from: z.string(),
  to: z.string(),
  status: z.number().int(),
  source: z.string(),
});

export const archiveSubscriberSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  subscribed_at: date,
  verified_at: nullableDate,
});

/** Every section: its file in the zip and the schema of one of its rows. */
export const ARCHIVE_SECTIONS = {
  posts: archivePostSchema,
  comments: archiveCommentSchema,
  categories: archiveTermSchema,
  tags: archiveTermSchema,
  projects: archiveProjectSchema,
  skills: archiveSkillSchema,
  social_links: archiveSocialLinkSchema,
  promotions: archivePromotionSchema,
  products: archiveProductSchema,
  redirects: archiveRedirectSchema,
  subscribers: archiveSubscriberSchema,
} as const;

export type SectionName = keyof typeof ARCHIVE_SECTIONS;
export type SectionRow<N extends SectionName> = z.infer<(typeof ARCHIVE_SECTIONS)[N]>;
export type ArchivePost = SectionRow<'posts'>;
export type ArchiveComment = SectionRow<'comments'>;
export type ArchiveProject = SectionRow<'projects'>;
export type ArchiveSkill = SectionRow<'skills'>;
export type ArchiveSocialLink = SectionRow<'social_links'>;
export type ArchivePromotion = SectionRow<'promotions'>;
export type ArchiveProduct = SectionRow<'products'>;
export type ArchiveSubscriber = SectionRow<'subscribers'>;
export type ArchiveSettings = z.infer<typeof archiveSettingsSchema>;

/** Read first: what the rest of the zip is. `version` is checked before anything else is read. */
export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  exported_at: date,
  counts: z.record(z.string(), z.number().int()),
  includes_subscribers: z.boolean(),
  /** Pictures the content names whose file was not in the store at export time. */
  missing_files: z.array(z.string()).default([]),
});
export type ArchiveManifest = z.infer<typeof manifestSchema>;

/** The stored name of a picture this site serves (`/uploads/<name>`), or null for anything else. */
export function storedName(path: string | null | undefined): string | null {
  const match = path ? /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(path) : null;
  return match?.[1] ?? null;
}
