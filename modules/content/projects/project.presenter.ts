import type { Project } from './project.entity.ts';
import type { ProjectView } from './project.schemas.ts';

/** A project as the API presents it: an allowlist of its fields, by the same names. */
export function presentProject(project: Project): ProjectView {
  return {
    id: project.id,
    title: project.title,
    category: project.category,
    description: project.description,
    technologies: project.technologies,
    link: project.link ?? null,
    github_link: project.github_link ?? null,
    status: project.status,
    featured: project.featured,
    order_index: project.order_index,
    image: project.image ?? null,
    views_count: project.views_count,
    updated_at: project.updated_at.toISOString(),
  };
}
