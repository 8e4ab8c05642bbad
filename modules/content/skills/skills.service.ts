import { randomUUID } from 'node:crypto';
import { requireId } from '../../platform/http/index.ts';
import { skillChanged } from '../content.events.ts';
import { MESSAGES } from '../content.fields.ts';
import {
  type ContentDeps,
  commitChange,
  distinctCategories,
  nextImage,
  orThrowNotFound,
  sentFields,
} from '../content-changes.ts';
import { Skill } from './skill.entity.ts';
import { presentSkill } from './skill.presenter.ts';
import type { SkillCreateInput, SkillStatus, SkillUpdateInput, SkillView } from './skill.schemas.ts';

/** The form fields a skill takes as they are (its image follows the upload). */
const FIELDS = [
  'name',
  'category',
  'proficiency',
  'started_year',
  'description',
  'status',
  'order_index',
] as const satisfies readonly (keyof Skill)[];

/** Skills: visitors see active ones; administrators see and change all. */
export class SkillsService {
  readonly #deps: ContentDeps;

  constructor(deps: ContentDeps) {
    this.#deps = deps;
  }

  /** What visitors see: active skills. */
  listPublic(): Promise<SkillView[]> {
    return this.#find({ status: 'active' });
  }

  /** Every skill, or those with one status (`all` or none: every skill). */
  listAll(filter: { status?: SkillStatus | 'all' } = {}): Promise<SkillView[]> {
    const wanted = filter.status === 'all' ? undefined : filter.status;
    return this.#find(wanted ? { status: wanted } : {});
  }

  async #find(where: { status?: SkillStatus }): Promise<SkillView[]> {
    const skills = await this.#deps.em.find(Skill, where, {
      orderBy: { order_index: 'asc', name: 'asc', id: 'asc' },
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
        ...sentFields(input, FIELDS),
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
      tx.assign(found, sentFields(input, FIELDS));
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
