import { projectChanged } from '../content.events.ts';
import { MESSAGES } from '../content.fields.ts';
import { type ContentDeps, distinctCategories } from '../content-changes.ts';
import { ImagedRecords } from '../content-records.ts';
import { Project } from './project.entity.ts';
import { presentProject } from './project.presenter.ts';
import type { ProjectCreateInput, ProjectUpdateInput, ProjectView } from './project.schemas.ts';

/** The form fields a project takes as they are (its image follows the upload). */
const FIELDS = [
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

const ORDER = { orderBy: { order_index: 'asc', title: 'asc', id: 'asc' } } as const;

/** Projects: visitors see published ones; administrators see and change all. */
export class ProjectsService {
  readonly #deps: ContentDeps;

  readonly #records: ImagedRecords<Project>;

  constructor(deps: ContentDeps) {
    this.#deps = deps;
    this.#records = new ImagedRecords(deps, {
      entity: Project,
      event: projectChanged,
      fields: FIELDS,
      picture: 'image',
      notFound: MESSAGES.projectNotFound,
    });
  }

  /** What visitors see: published projects. */
  async listPublic(): Promise<ProjectView[]> {
    return (await this.#deps.em.find(Project, { status: 'published' }, ORDER)).map(presentProject);
  }

  /** Every project, whatever its status. */
  async listAll(): Promise<ProjectView[]> {
    return (await this.#deps.em.find(Project, {}, ORDER)).map(presentProject);
  }

  /** One project as visitors see it, or null when it is not published. */
  async findPublic(id: string): Promise<ProjectView | null> {
    const project = await this.#deps.em.findOne(Project, { id, status: 'published' });
    return project ? presentProject(project) : null;
  }

  /** Categories of published projects. */
  async categoriesPublic(): Promise<string[]> {
    const rows = await this.#deps.em.find(Project, { status: 'published' }, { fields: ['category'] });
    return distinctCategories(rows);
  }

  /** Categories of every project. */
  async categoriesAll(): Promise<string[]> {
    return distinctCategories(await this.#deps.em.find(Project, {}, { fields: ['category'] }));
  }

  create(input: ProjectCreateInput, image?: string): Promise<ProjectView> {
    return this.#records.create(input, image).then(presentProject);
  }

  update(id: string, input: ProjectUpdateInput, image?: string): Promise<ProjectView> {
    return this.#records.update(id, input, image, input.remove_image).then(presentProject);
  }

  delete(id: string): Promise<void> {
    return this.#records.delete(id);
  }
}
