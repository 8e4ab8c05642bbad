import { allowlist } from '../../platform/http/index.ts';
import type { Project } from './project.entity.ts';
import type { ProjectView } from './project.schemas.ts';

/** A project as the API presents it: an allowlist of its fields, by the same names. */
export function presentProject(project: Project): ProjectView {
  return allowlist(project, [
    'id',
    'title',
    'category',
    'description',
    'technologies',
    'link',
    'github_link',
    'status',
    'featured',
    'order_index',
    'image',
    'views_count',
    'updated_at',
  ]);
}
