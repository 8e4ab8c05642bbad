import type {
  ProjectView,
  PromotionView,
  SettingsView,
  SkillView,
  SocialLinkView,
} from './content.schemas.ts';
import { SETTINGS_DEFAULTS } from './content.schemas.ts';
import type { Project, Promotion, SiteSettings, Skill, SocialLink } from './entities/index.ts';

/** Whole years since the start year, never negative; 0 when unknown. */
export function experienceYears(startedYear: number | null | undefined, now: Date): number {
  return startedYear ? Math.max(0, now.getFullYear() - startedYear) : 0;
}

export function presentSkill(skill: Skill, now = new Date()): SkillView {
  return {
    id: skill.id,
    name: skill.name,
    category: skill.category,
    proficiency: skill.proficiency,
    started_year: skill.startedYear ?? null,
    description: skill.description ?? null,
    status: skill.status,
    order_index: skill.orderIndex,
    icon: skill.icon ?? null,
    experience: experienceYears(skill.startedYear, now),
    updated_at: skill.updatedAt.toISOString(),
  };
}

export function presentProject(project: Project): ProjectView {
  return {
    id: project.id,
    title: project.title,
    category: project.category,
    description: project.description,
    technologies: project.technologies,
    link: project.link ?? null,
    github_link: project.githubLink ?? null,
    status: project.status,
    featured: project.featured,
    order_index: project.orderIndex,
    image: project.image ?? null,
    views_count: project.viewsCount,
    updated_at: project.updatedAt.toISOString(),
  };
}

export function presentPromotion(promotion: Promotion): PromotionView {
  return {
    id: promotion.id,
    type: promotion.type,
    title: promotion.title,
    description: promotion.description ?? null,
    badge: promotion.badge ?? null,
    cta_text: promotion.ctaText ?? null,
    href: promotion.href ?? null,
    price: promotion.price ?? null,
    old_price: promotion.oldPrice ?? null,
    bg_color: promotion.bgColor ?? null,
    image: promotion.image ?? null,
    is_active: promotion.isActive,
    is_ad: promotion.isAd,
    order_index: promotion.orderIndex,
    updated_at: promotion.updatedAt.toISOString(),
  };
}

export function presentSocialLink(link: SocialLink): SocialLinkView {
  return {
    id: link.id,
    name: link.name,
    url: link.url,
    platform: link.platform,
    color: link.color,
    hover_color: link.hoverColor,
    is_active: link.isActive,
    order_index: link.orderIndex,
    icon: link.icon ?? null,
    updated_at: link.updatedAt.toISOString(),
  };
}

/** The stored settings, or the defaults while nobody has edited them. */
export function presentSettings(settings: SiteSettings | null): SettingsView {
  if (!settings) return { ...SETTINGS_DEFAULTS, updated_at: null };
  return {
    owner_name: settings.ownerName,
    hero_title: settings.heroTitle,
    hero_subtitle: settings.heroSubtitle,
    contact_email: settings.contactEmail,
    whatsapp_url: settings.whatsappUrl,
    telegram_url: settings.telegramUrl,
    updated_at: settings.updatedAt.toISOString(),
  };
}
