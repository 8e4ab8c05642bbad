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

function promotionDocument(promotion: PromotionView): SearchDocumentInput {
  return {
    refId: promotion.id,
    title: promotion.title,
    tags: text(promotion.type, promotion.badge),
    body: text(promotion.description, promotion.cta_text),
    item: promotion,
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
      loadAll: async () => (await content.skills.list({ status: 'active', admin: false })).map(skillDocument),
    },
    {
      type: 'project',
      load: toDocument((id) => content.projects.findPublic(id), projectDocument),
      loadAll: async () => (await content.projects.list(false)).map(projectDocument),
    },
    {
      type: 'promotion',
      load: toDocument((id) => content.promotions.findPublic(id), promotionDocument),
      loadAll: async () => (await content.promotions.list(true)).map(promotionDocument),
    },
  ];
}
