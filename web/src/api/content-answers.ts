import { z } from 'zod/mini';

/**
 * The public answers, parsed with zod/mini: the same shapes as the server's views
 * (modules/content/content.views.ts; content.ts's return types keep them in step). The admin
 * screens use the full schemas in their own chunks. content.ts loads this file beside its first
 * request rather than with the page, which keeps about 15 KB out of the home page's first load.
 */
const text = z.string();
const optionalText = z.nullable(z.string());
const ok = z.literal(true);

const skillSchema = z.object({
  id: text,
  name: text,
  category: text,
  proficiency: z.number(),
  started_year: z.nullable(z.number()),
  description: optionalText,
  status: z.enum(['active', 'learning', 'paused']),
  order_index: z.number(),
  icon: optionalText,
  experience: z.number(),
  updated_at: text,
});

const projectSchema = z.object({
  id: text,
  title: text,
  category: text,
  description: text,
  technologies: z.array(text),
  link: optionalText,
  github_link: optionalText,
  status: z.enum(['published', 'draft', 'archived']),
  featured: z.boolean(),
  order_index: z.number(),
  image: optionalText,
  views_count: z.number(),
  updated_at: text,
});

const promotionSchema = z.object({
  id: text,
  type: text,
  title: text,
  description: optionalText,
  badge: optionalText,
  cta_text: optionalText,
  href: optionalText,
  price: optionalText,
  old_price: optionalText,
  bg_color: optionalText,
  image: optionalText,
  is_active: z.boolean(),
  is_ad: z.boolean(),
  order_index: z.number(),
  updated_at: text,
});

const socialLinkSchema = z.object({
  id: text,
  name: text,
  url: text,
  platform: text,
  color: text,
  hover_color: text,
  is_active: z.boolean(),
  order_index: z.number(),
  icon: optionalText,
  updated_at: text,
});

const settingsSchema = z.object({
  owner_name: text,
  hero_title: text,
  hero_subtitle: text,
  contact_email: text,
  whatsapp_url: text,
  telegram_url: text,
  updated_at: optionalText,
});

export const skillsAnswer = z.object({ success: ok, skills: z.array(skillSchema) });
export const projectsAnswer = z.object({ success: ok, projects: z.array(projectSchema) });
export const categoriesAnswer = z.object({ success: ok, categories: z.array(text) });
export const promotionsAnswer = z.object({ success: ok, promotions: z.array(promotionSchema) });
export const socialLinksAnswer = z.object({ success: ok, socialLinks: z.array(socialLinkSchema) });
export const settingsAnswer = z.object({ success: ok, settings: settingsSchema });
