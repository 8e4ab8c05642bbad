import { z } from 'zod/mini';

/**
 * Content as the API presents it, with the spec's field names (admin spec section 3). The web
 * app parses answers with these; the presenters build exactly these shapes. Written with zod/mini,
 * so the public page's lazily loaded parsers are these very schemas at a fraction of zod's weight.
 */

const stamp = z.string();

export const skillViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  proficiency: z.number(),
  started_year: z.nullable(z.number()),
  description: z.nullable(z.string()),
  status: z.enum(['active', 'learning', 'paused']),
  order_index: z.number(),
  icon: z.nullable(z.string()),
  /** Whole years since started_year; 0 when unknown or this year. */
  experience: z.number(),
  updated_at: stamp,
});

export const projectViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  technologies: z.array(z.string()),
  link: z.nullable(z.string()),
  github_link: z.nullable(z.string()),
  status: z.enum(['published', 'draft', 'archived']),
  featured: z.boolean(),
  order_index: z.number(),
  image: z.nullable(z.string()),
  views_count: z.number(),
  updated_at: stamp,
});

export const promotionViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  badge: z.nullable(z.string()),
  cta_text: z.nullable(z.string()),
  href: z.nullable(z.string()),
  price: z.nullable(z.string()),
  old_price: z.nullable(z.string()),
  bg_color: z.nullable(z.string()),
  image: z.nullable(z.string()),
  is_active: z.boolean(),
  is_ad: z.boolean(),
  order_index: z.number(),
  updated_at: stamp,
});

export const socialLinkViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  platform: z.string(),
  color: z.string(),
  hover_color: z.string(),
  is_active: z.boolean(),
  order_index: z.number(),
  icon: z.nullable(z.string()),
  updated_at: stamp,
});

export const settingsViewSchema = z.object({
  owner_name: z.string(),
  hero_title: z.string(),
  hero_subtitle: z.string(),
  contact_email: z.string(),
  whatsapp_url: z.string(),
  telegram_url: z.string(),
  /** Null while the defaults have never been edited. */
  updated_at: z.nullable(stamp),
});

const ok = z.literal(true);
export const skillsResponseSchema = z.object({ success: ok, skills: z.array(skillViewSchema) });
export const projectsResponseSchema = z.object({ success: ok, projects: z.array(projectViewSchema) });
export const promotionsResponseSchema = z.object({ success: ok, promotions: z.array(promotionViewSchema) });
export const socialLinksResponseSchema = z.object({
  success: ok,
  socialLinks: z.array(socialLinkViewSchema),
});
export const categoriesResponseSchema = z.object({ success: ok, categories: z.array(z.string()) });
export const settingsResponseSchema = z.object({ success: ok, settings: settingsViewSchema });

/** A write's answer: the spec's successes carry `message`; the saved item is not read back. */
export const contentWriteResponseSchema = z.optional(z.object({ message: z.optional(z.string()) }));
export const settingsUpdateResponseSchema = z.object({
  settings: settingsViewSchema,
  message: z.optional(z.string()),
});

export type SkillView = z.infer<typeof skillViewSchema>;
export type ProjectView = z.infer<typeof projectViewSchema>;
export type PromotionView = z.infer<typeof promotionViewSchema>;
export type SocialLinkView = z.infer<typeof socialLinkViewSchema>;
export type SettingsView = z.infer<typeof settingsViewSchema>;
