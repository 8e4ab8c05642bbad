import { projectChanged } from '../content.events.ts';
import { MESSAGES } from '../content.fields.ts';
import { type ContentDeps, distinctCategories } from '../content-changes.ts';
import { ContentRecords } from '../content-records.ts';
import { Project } from './project.entity.ts';
import { PROJECT_FIELDS, presentProject } from './project.presenter.ts';
import type { ProjectCreateInput, ProjectUpdateInput, ProjectView } from './project.schemas.ts';

/** Projects: visitors see published ones; administrators see and change all. */
export class ProjectsService extends ContentRecords<
  Project,
  ProjectView,
  ProjectCreateInput,
  ProjectUpdateInput
> {
  constructor(deps: ContentDeps) {
    super(deps, {
      entity: Project,
      event: projectChanged,
      fields: PROJECT_FIELDS,
      picture: 'image',
      notFound: MESSAGES.projectNotFound,
      visible: { status: 'published' },
      orderBy: { order_index: 'asc', title: 'asc', id: 'asc' },
      present: presentProject,
    });
  }

  /** Categories of published projects. */
  async categoriesPublic(): Promise<string[]> {
    const rows = await this.deps.em.find(Project, { status: 'published' }, { fields: ['category'] });
    return distinctCategories(rows);
  }

  /** Categories of every project. */
  async categoriesAll(): Promise<string[]> {
    return distinctCategories(await this.deps.em.find(Project, {}, { fields: ['category'] }));
  }
}
