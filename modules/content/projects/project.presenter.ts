import { allowlist } from '../../platform/http/index.ts';
import type { Project } from './project.entity.ts';
import type { ProjectView } from './project.schemas.ts';

/** The fields a form writes as they are (a picture follows the upload) and the API shows by the same names. */
export const PROJECT_FIELDS = [
  'title',
  'category',
  'description',
  'technologies',
  'link',
  'github_link',
  'status',
  'featured',
  'order_index',
] as const satisfies readonly (keyof Project)[];

/** A project as the API presents it: an allowlist of its fields, by the same names. */
export function presentProject(project: Project): ProjectView {
  return allowlist(project, ['id', ...PROJECT_FIELDS, 'image', 'views_count', 'updated_at']);
}
