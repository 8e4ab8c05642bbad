import type { ContentModule, ProjectView, PromotionView, SkillView } from '../../content/index.ts';
import type { SearchDocumentInput, SearchSource } from '../search.sources.ts';

const text = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function skillDocument(skill: SkillView): SearchDocumentInput {
  return {
    refId: skill.id,
    title: skill.name,
    tags: skill.category,
    body: text(skill.description),
    item: skill,
  };
}

function projectDocument(project: ProjectView): SearchDocumentInput {
  return {
    refId: project.id,
    title: project.title,
    tags: text(project.category, ...project.technologies),
    body: text(project.description),
    item: project,
  };
}

/** A price as text ('KES 1,500', '1500', '\$20') read as a number; null when there is none. */
function amount(price: string | null): number | null {
  const digits = price?.replace(/[^\d.]/g, '') ?? '';
  const value = Number.parseFloat(digits);
  return Number.isFinite(value) ? value : null;
}

/** Whole percent off the old price, or null when there is no lower current price to compare. */
export function promotionDiscount(price: string | null, oldPrice: string | null): number | null {
  const now = amount(price);
  const before = amount(oldPrice);
  if (now === null || before === null || before <= 0 || now >= before) return null;
  return Math.round(((before - now) / before) * 100);
}

function promotionDocument(promotion: PromotionView): SearchDocumentInput {
  // The search card variant shows a discount and a category (spec: Promotion); the hit's own
  // `type` is 'promotion', so the promotion's type travels as its category.
  const { type: category, ...rest } = promotion;
  return {
    refId: promotion.id,
    title: promotion.title,
    tags: text(promotion.type, promotion.badge),
    body: text(promotion.description, promotion.cta_text),
    item: { ...rest, category, discount: promotionDiscount(promotion.price, promotion.old_price) },
  };
}

/**
 * The content module's public material as search sources: active skills, published projects
 * and active promotions. Anything else (drafts, paused, inactive) is absent, so it leaves the index.
 */
export function contentSearchSources(content: ContentModule): SearchSource[] {
  const toDocument =
    <View>(find: (id: string) => Promise<View | null>, present: (view: View) => SearchDocumentInput) =>
    async (id: string) => {
      const view = await find(id);
      return view ? present(view) : null;
    };
  return [
    {
      type: 'skill',
      load: toDocument((id) => content.skills.findPublic(id), skillDocument),
      loadAll: async () => (await content.skills.listPublic()).map(skillDocument),
    },
    {
      type: 'project',
      load: toDocument((id) => content.projects.findPublic(id), projectDocument),
      loadAll: async () => (await content.projects.listPublic()).map(projectDocument),
    },
    {
      type: 'promotion',
      load: toDocument((id) => content.promotions.findPublic(id), promotionDocument),
      loadAll: async () => (await content.promotions.listPublic()).map(promotionDocument),
    },
  ];
}
