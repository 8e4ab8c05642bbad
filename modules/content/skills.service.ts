import { randomUUID } from 'node:crypto';
import { requireId } from '../platform/http/index.ts';
import { skillChanged } from './content.events.ts';
import { presentSkill } from './content.presenter.ts';
import type { SkillCreateInput, SkillStatus, SkillUpdateInput, SkillView } from './content.schemas.ts';
import { MESSAGES } from './content.schemas.ts';
import {
  type ContentDeps,
  commitChange,
  distinctCategories,
  nextImage,
  orThrowNotFound,
} from './content-changes.ts';
import { Skill } from './entities/index.ts';

export type SkillsQuery = { status?: SkillStatus | 'all'; admin: boolean };

/** Skills: visitors see active ones; administrators see and change all. */
export class SkillsService {
  readonly #deps: ContentDeps;

  constructor(deps: ContentDeps) {
    this.#deps = deps;
  }

  async list({ status, admin }: SkillsQuery): Promise<SkillView[]> {
    const wanted = status === 'all' ? undefined : status;
    if (!admin && wanted && wanted !== 'active') return [];
    const where = admin ? (wanted ? { status: wanted } : {}) : { status: 'active' as const };
    const skills = await this.#deps.em.find(Skill, where, {
      orderBy: { orderIndex: 'asc', name: 'asc', id: 'asc' },
    });
    const now = this.#deps.clock();
    return skills.map((skill) => presentSkill(skill, now));
  }

  /** One skill as visitors see it, or null when it is not public (paused, learning, gone). */
  async findPublic(id: string): Promise<SkillView | null> {
    const skill = await this.#deps.em.findOne(Skill, { id, status: 'active' });
    return skill ? presentSkill(skill, this.#deps.clock()) : null;
  }

  async categories(): Promise<string[]> {
    return distinctCategories(await this.#deps.em.find(Skill, {}, { fields: ['category'] }));
  }

  async create(input: SkillCreateInput, icon?: string): Promise<SkillView> {
    const skill = await commitChange(this.#deps, skillChanged, 'created', async (tx) => {
      const created = tx.create(Skill, {
        id: randomUUID(),
        name: input.name,
        category: input.category,
        proficiency: input.proficiency,
        startedYear: input.started_year ?? null,
        description: input.description ?? null,
        status: input.status,
        orderIndex: input.order_index,
        icon: icon ?? null,
      });
      return { id: created.id, value: created };
    });
    return presentSkill(skill, this.#deps.clock());
  }

  async update(id: string, input: SkillUpdateInput, icon?: string): Promise<SkillView> {
    requireId(id, MESSAGES.skillNotFound);
    const skill = await commitChange(this.#deps, skillChanged, 'updated', async (tx) => {
      const found = orThrowNotFound(await tx.findOne(Skill, { id }), MESSAGES.skillNotFound);
      if (input.name !== undefined) found.name = input.name;
      if (input.category !== undefined) found.category = input.category;
      if (input.proficiency !== undefined) found.proficiency = input.proficiency;
      if (input.started_year !== undefined) found.startedYear = input.started_year;
      if (input.description !== undefined) found.description = input.description;
      if (input.status !== undefined) found.status = input.status;
      if (input.order_index !== undefined) found.orderIndex = input.order_index;
      const image = nextImage(found.icon, icon, input.remove_icon);
      found.icon = image.value;
      return { id, value: found, drop: [image.drop] };
    });
    return presentSkill(skill, this.#deps.clock());
  }

  async delete(id: string): Promise<void> {
    requireId(id, MESSAGES.skillNotFound);
    await commitChange(this.#deps, skillChanged, 'deleted', async (tx) => {
      const found = orThrowNotFound(await tx.findOne(Skill, { id }), MESSAGES.skillNotFound);
      tx.remove(found);
      return { id, value: undefined, drop: [found.icon] };
    });
  }
}
