import { randomUUID } from 'node:crypto';
import { requireId } from '../platform/http/index.ts';
import { projectChanged } from './content.events.ts';
import { presentProject } from './content.presenter.ts';
import type { ProjectCreateInput, ProjectUpdateInput, ProjectView } from './content.schemas.ts';
import { MESSAGES } from './content.schemas.ts';
import {
  type ContentDeps,
  commitChange,
  distinctCategories,
  nextImage,
  orThrowNotFound,
} from './content-changes.ts';
import { Project } from './entities/index.ts';

const ORDER = { orderBy: { orderIndex: 'asc', title: 'asc', id: 'asc' } } as const;

/** Projects: visitors see published ones; administrators see and change all. */
export class ProjectsService {
  readonly #deps: ContentDeps;

  constructor(deps: ContentDeps) {
    this.#deps = deps;
  }

  async list(admin: boolean): Promise<ProjectView[]> {
    const projects = await this.#deps.em.find(Project, admin ? {} : { status: 'published' }, ORDER);
    return projects.map(presentProject);
  }

  /** One project as visitors see it, or null when it is not published. */
  async findPublic(id: string): Promise<ProjectView | null> {
    const project = await this.#deps.em.findOne(Project, { id, status: 'published' });
    return project ? presentProject(project) : null;
  }

  /** Categories of the projects the caller can see. */
  async categories(admin: boolean): Promise<string[]> {
    const where = admin ? {} : { status: 'published' as const };
    return distinctCategories(await this.#deps.em.find(Project, where, { fields: ['category'] }));
  }

  async create(input: ProjectCreateInput, image?: string): Promise<ProjectView> {
    const project = await commitChange(this.#deps, projectChanged, 'created', async (tx) => {
      const created = tx.create(Project, {
        id: randomUUID(),
        title: input.title,
        category: input.category,
        description: input.description,
        technologies: input.technologies,
        link: input.link ?? null,
        githubLink: input.github_link ?? null,
        status: input.status,
        featured: input.featured,
        orderIndex: input.order_index,
        image: image ?? null,
        viewsCount: 0,
      });
      return { id: created.id, value: created };
    });
    return presentProject(project);
  }

  async update(id: string, input: ProjectUpdateInput, image?: string): Promise<ProjectView> {
    requireId(id, MESSAGES.projectNotFound);
    const project = await commitChange(this.#deps, projectChanged, 'updated', async (tx) => {
      const found = orThrowNotFound(await tx.findOne(Project, { id }), MESSAGES.projectNotFound);
      if (input.title !== undefined) found.title = input.title;
      if (input.category !== undefined) found.category = input.category;
      if (input.description !== undefined) found.description = input.description;
      if (input.technologies !== undefined) found.technologies = input.technologies;
      if (input.link !== undefined) found.link = input.link;
      if (input.github_link !== undefined) found.githubLink = input.github_link;
      if (input.status !== undefined) found.status = input.status;
      if (input.featured !== undefined) found.featured = input.featured;
      if (input.order_index !== undefined) found.orderIndex = input.order_index;
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
