import { randomUUID } from 'node:crypto';
import { requireId } from '../../platform/http/index.ts';
import { projectChanged } from '../content.events.ts';
import { MESSAGES } from '../content.fields.ts';
import {
  type ContentDeps,
  commitChange,
  distinctCategories,
  nextImage,
  orThrowNotFound,
  sentFields,
} from '../content-changes.ts';
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

  constructor(deps: ContentDeps) {
    this.#deps = deps;
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

  async create(input: ProjectCreateInput, image?: string): Promise<ProjectView> {
    const project = await commitChange(this.#deps, projectChanged, 'created', async (tx) => {
      const created = tx.create(Project, {
        id: randomUUID(),
        ...sentFields(input, FIELDS),
        image: image ?? null,
      });
      return { id: created.id, value: created };
    });
    return presentProject(project);
  }

  async update(id: string, input: ProjectUpdateInput, image?: string): Promise<ProjectView> {
    requireId(id, MESSAGES.projectNotFound);
    const project = await commitChange(this.#deps, projectChanged, 'updated', async (tx) => {
      const found = orThrowNotFound(await tx.findOne(Project, { id }), MESSAGES.projectNotFound);
      tx.assign(found, sentFields(input, FIELDS));
      const next = nextImage(found.image, image, input.remove_image);
      found.image = next.value;
      return { id, value: found, drop: [next.drop] };
    });
    return presentProject(project);
  }

  async delete(id: string): Promise<void> {
    requireId(id, MESSAGES.projectNotFound);
    await commitChange(this.#deps, projectChanged, 'deleted', async (tx) => {
      const found = orThrowNotFound(await tx.findOne(Project, { id }), MESSAGES.projectNotFound);
      tx.remove(found);
      return { id, value: undefined, drop: [found.image] };
    });
  }
}
