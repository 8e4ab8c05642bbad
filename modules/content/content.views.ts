import { z } from 'zod';

/**
 * Content as the API presents it, with the spec's field names (admin spec section 3). The web
 * app parses answers with these; the presenters build exactly these shapes. Only zod here.
 */

const stamp = z.string();

export const skillViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  proficiency: z.number(),
  started_year: z.number().nullable(),
  description: z.string().nullable(),
  status: z.enum(['active', 'learning', 'paused']),
  order_index: z.number(),
  icon: z.string().nullable(),
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
  link: z.string().nullable(),
  github_link: z.string().nullable(),
  status: z.enum(['published', 'draft', 'archived']),
  featured: z.boolean(),
  order_index: z.number(),
  image: z.string().nullable(),
  views_count: z.number(),
  updated_at: stamp,
});

export const promotionViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  badge: z.string().nullable(),
  cta_text: z.string().nullable(),
  href: z.string().nullable(),
  price: z.string().nullable(),
  old_price: z.string().nullable(),
  bg_color: z.string().nullable(),
  image: z.string().nullable(),
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
  icon: z.string().nullable(),
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
  updated_at: stamp.nullable(),
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

export type SkillView = z.infer<typeof skillViewSchema>;
export type ProjectView = z.infer<typeof projectViewSchema>;
export type PromotionView = z.infer<typeof promotionViewSchema>;
export type SocialLinkView = z.infer<typeof socialLinkViewSchema>;
export type SettingsView = z.infer<typeof settingsViewSchema>;
