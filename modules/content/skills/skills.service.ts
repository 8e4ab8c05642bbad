import { skillChanged } from '../content.events.ts';
import { MESSAGES } from '../content.fields.ts';
import { type ContentDeps, distinctCategories } from '../content-changes.ts';
import { ImagedRecords } from '../content-records.ts';
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

  readonly #records: ImagedRecords<Skill>;

  constructor(deps: ContentDeps) {
    this.#deps = deps;
    this.#records = new ImagedRecords(deps, {
      entity: Skill,
      event: skillChanged,
      fields: FIELDS,
      picture: 'icon',
      notFound: MESSAGES.skillNotFound,
    });
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
    return presentSkill(await this.#records.create(input, icon), this.#deps.clock());
  }

  async update(id: string, input: SkillUpdateInput, icon?: string): Promise<SkillView> {
    const skill = await this.#records.update(id, input, icon, input.remove_icon);
    return presentSkill(skill, this.#deps.clock());
  }

  delete(id: string): Promise<void> {
    return this.#records.delete(id);
  }
}
