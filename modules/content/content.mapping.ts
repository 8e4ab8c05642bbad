import type {
  ProjectCreateInput,
  ProjectUpdateInput,
  PromotionCreateInput,
  PromotionUpdateInput,
  SkillCreateInput,
  SkillUpdateInput,
  SocialLinkCreateInput,
  SocialLinkUpdateInput,
} from './content.schemas.ts';

/**
 * The one mapping per entity from a form's fields (the spec's names) to the entity's properties,
 * used by create and update alike. A field the form did not send stays absent, so update changes
 * only what was sent; on create the schema's defaults have filled every required field, which the
 * overloads carry into the type. Images are not here: they follow the upload (see nextImage).
 */

type Defined<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** The object without its undefined values. */
function present<T extends Record<string, unknown>>(fields: T): Partial<Defined<T>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<
    Defined<T>
  >;
}

type SkillFields = {
  name: string;
  category: string;
  proficiency: number;
  startedYear?: number | null;
  description?: string | null;
  status: SkillCreateInput['status'];
  orderIndex: number;
};
export function skillFields(input: SkillCreateInput): SkillFields;
export function skillFields(input: SkillUpdateInput): Partial<SkillFields>;
export function skillFields(input: SkillUpdateInput): Partial<SkillFields> {
  return present({
    name: input.name,
    category: input.category,
    proficiency: input.proficiency,
    startedYear: input.started_year,
    description: input.description,
    status: input.status,
    orderIndex: input.order_index,
  });
}

type ProjectFields = {
  title: string;
  category: string;
  description: string;
  technologies: string[];
  link?: string | null;
  githubLink?: string | null;
  status: ProjectCreateInput['status'];
  featured: boolean;
  orderIndex: number;
};
export function projectFields(input: ProjectCreateInput): ProjectFields;
export function projectFields(input: ProjectUpdateInput): Partial<ProjectFields>;
export function projectFields(input: ProjectUpdateInput): Partial<ProjectFields> {
  return present({
    title: input.title,
    category: input.category,
    description: input.description,
    technologies: input.technologies,
    link: input.link,
    githubLink: input.github_link,
    status: input.status,
    featured: input.featured,
    orderIndex: input.order_index,
  });
}

type PromotionFields = {
  type: string;
  title: string;
  description?: string | null;
  badge?: string | null;
  ctaText?: string | null;
  href?: string | null;
  price?: string | null;
  oldPrice?: string | null;
  bgColor?: string | null;
  isActive: boolean;
  isAd: boolean;
  orderIndex: number;
};
export function promotionFields(input: PromotionCreateInput): PromotionFields;
export function promotionFields(input: PromotionUpdateInput): Partial<PromotionFields>;
export function promotionFields(input: PromotionUpdateInput): Partial<PromotionFields> {
  return present({
    type: input.type,
    title: input.title,
    description: input.description,
    badge: input.badge,
    ctaText: input.cta_text,
    href: input.href,
    price: input.price,
    oldPrice: input.old_price,
    bgColor: input.bg_color,
    isActive: input.is_active,
    isAd: input.is_ad,
    orderIndex: input.order_index,
  });
}

type SocialLinkFields = {
  name: string;
  url: string;
  platform: string;
  color: string;
  hoverColor: string;
  isActive: boolean;
  orderIndex: number;
};
export function socialLinkFields(input: SocialLinkCreateInput): SocialLinkFields;
export function socialLinkFields(input: SocialLinkUpdateInput): Partial<SocialLinkFields>;
export function socialLinkFields(input: SocialLinkUpdateInput): Partial<SocialLinkFields> {
  return present({
    name: input.name,
    url: input.url,
    platform: input.platform,
    color: input.color,
    hoverColor: input.hover_color,
    isActive: input.is_active,
    orderIndex: input.order_index,
  });
}
